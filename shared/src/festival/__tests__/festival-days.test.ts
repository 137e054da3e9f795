/** @jest-environment node */
import { manifestFixture } from '../../manifest/__tests__/manifest-fixture';
import type { CampaignManifestInput } from '../../manifest/schema';
import { featuredToday, opensOnDay } from '../availability';
import { mainDayCountdown } from '../calendar';

const { festival } = manifestFixture();

describe('the countdown to Thiruvonam', () => {
  it('counts the days before and during the festival, says tomorrow on the eve and today on the day', () => {
    expect(mainDayCountdown(festival.days, '2026-08-01')).toMatchObject({ kind: 'days', days: 25 });
    expect(mainDayCountdown(festival.days, '2026-08-18')).toMatchObject({ kind: 'days', days: 8 });
    expect(mainDayCountdown(festival.days, '2026-08-25')).toMatchObject({
      kind: 'tomorrow',
      day: { name: 'Thiruvonam' },
    });
    expect(mainDayCountdown(festival.days, '2026-08-26')).toMatchObject({ kind: 'today' });
    expect(mainDayCountdown(festival.days, '2026-08-27')).toBeNull();
  });
});

describe("the day's featured game", () => {
  const featuring = (edit: (m: CampaignManifestInput) => void = () => undefined) =>
    manifestFixture((m) => {
      const chothi = m.festival.days[2];
      if (chothi) chothi.featured = '/eat';
      edit(m);
    });

  it('is the featured route on its day, while it is open', () => {
    expect(featuredToday(featuring(), '2026-08-18')).toMatchObject({
      path: '/eat',
      day: { day: 3 },
    });
    expect(featuredToday(featuring(), '2026-08-19')).toBeNull();
    expect(featuredToday(featuring(), '2026-08-01')).toBeNull();
  });

  it('is none while the route rests or waits for its day, or the site is switched off', () => {
    const rested = featuring((m) => {
      const eat = m.routes['/eat'];
      if (eat) eat.enabled = false;
    });
    expect(featuredToday(rested, '2026-08-18')).toBeNull();
    const later = featuring((m) => {
      const eat = m.routes['/eat'];
      if (eat) eat.schedule = { opensOn: 5 };
    });
    expect(featuredToday(later, '2026-08-18')).toBeNull();
    const off = featuring((m) => {
      m.switchOff = { message: 'Back soon' };
    });
    expect(featuredToday(off, '2026-08-18')).toBeNull();
  });

  it('lists what opens on a day', () => {
    const manifest = manifestFixture((m) => {
      const eat = m.routes['/eat'];
      if (eat) eat.schedule = { opensOn: 5 };
    });
    expect(opensOnDay(manifest, 5).map((r) => r.path)).toEqual(['/eat']);
    expect(opensOnDay(manifest, 4)).toEqual([]);
  });
});
