import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Locale } from '@onam/shared/i18n/locale';
import { manifestFixture } from '@onam/shared/manifest/__tests__/manifest-fixture';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { LocaleContext } from '@onam/shared/react/locale-context';
import { CampaignContext, TrustedClockContext } from '../../../campaign/campaign-context';
import { createTrustedClock } from '../../../campaign/trusted-clock';
import { Component as CalendarScreen } from '../calendar-screen';
import { dayMeaning } from '../day-meaning';

/** Chothi, the third day, in the morning in Kerala. */
const CHOTHI = Date.parse('2026-08-18T09:00:00+05:30');

const featuring = manifestFixture((m) => {
  const chothi = m.festival.days[2];
  if (chothi) chothi.featured = '/eat';
  const dress = m.routes['/dress'];
  if (dress) dress.schedule = { opensOn: 5 };
});

function view({
  manifest = featuring,
  now = CHOTHI,
  locale = 'en',
}: { manifest?: CampaignManifest; now?: number; locale?: Locale } = {}) {
  return render(
    <LocaleContext.Provider value={locale}>
      <CampaignContext.Provider value={manifest}>
        <TrustedClockContext.Provider value={createTrustedClock(() => now)}>
          <MemoryRouter initialEntries={['/calendar']}>
            <CalendarScreen />
          </MemoryRouter>
        </TrustedClockContext.Provider>
      </CampaignContext.Provider>
    </LocaleContext.Provider>,
  );
}

describe('the festival calendar', () => {
  it('lists the ten days with their dates and meanings, today marked, and what each day brings', () => {
    view();
    expect(screen.getByRole('heading', { level: 1, name: 'The ten days of Onam' })).toBeVisible();
    const days = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(days).toHaveLength(10);
    expect(days[0]).toHaveTextContent('Day 1: Atham');
    expect(days[0]).toHaveTextContent('16 August');
    expect(days[0]).toHaveTextContent('one ring of white thumba flowers');
    expect(days[3]).toHaveTextContent(/19 August – 20 August/);
    // Today: Chothi, marked for assistive technology as the current date.
    expect(days[2]).toHaveAttribute('aria-current', 'date');
    expect(days.filter((day) => day.getAttribute('aria-current'))).toHaveLength(1);
    expect(within(days[2] as HTMLElement).getByText('Today')).toBeVisible();
    expect(
      within(days[2] as HTMLElement).getByRole('link', { name: 'The day’s game: Sadya' }),
    ).toHaveAttribute('href', '/eat');
    expect(days[4]).toHaveTextContent('Opens today: Dress up');
    expect(days[9]).toHaveTextContent('the sadya on a banana leaf');
  });

  it('reads in Malayalam', () => {
    view({ locale: 'ml' });
    expect(screen.getByRole('heading', { level: 1, name: 'ഓണത്തിന്റെ പത്തു നാൾ' })).toBeVisible();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('ഒന്നാം നാൾ: അത്തം');
    expect(screen.getByRole('button', { name: 'എന്റെ കലണ്ടറിൽ ചേർക്കാം' })).toBeVisible();
  });

  it('gives the festival as a calendar file, made on the device, in the visitor’s language', async () => {
    const files: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (files.push(blob), 'blob:calendar'));
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    view({ locale: 'ml' });
    await userEvent.click(screen.getByRole('button', { name: 'എന്റെ കലണ്ടറിൽ ചേർക്കാം' }));
    expect(clicked[0]?.download).toBe('onam-2026.ics');
    expect(files[0]?.type).toBe('text/calendar;charset=utf-8');
    // jsdom's Blob has no text(): read it as a page would have to.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(files[0] as Blob);
    });
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(10);
    expect(text.replace(/\r\n /g, '')).toContain('SUMMARY:ഓണം\\, ഒന്നാം നാൾ: അത്തം');
  });

  it('says when the festival is over', () => {
    view({ now: Date.parse('2026-11-25T09:00:00+05:30') });
    expect(screen.getByRole('status')).toHaveTextContent('Onam is over for this year.');
  });
});

describe('what a day means', () => {
  it('follows the pookalam from one ring to ten', () => {
    expect(dayMeaning(1, 10).key).toBe('calendar.meaning.first');
    expect(dayMeaning(4, 10)).toEqual({ key: 'calendar.meaning.rings', values: { count: 4 } });
    expect(dayMeaning(7, 10).key).toBe('calendar.meaning.moolam');
    expect(dayMeaning(9, 10).key).toBe('calendar.meaning.uthradam');
    expect(dayMeaning(10, 10).key).toBe('calendar.meaning.thiruvonam');
    // A shorter festival ends on its main day all the same.
    expect(dayMeaning(3, 3).key).toBe('calendar.meaning.thiruvonam');
  });
});
