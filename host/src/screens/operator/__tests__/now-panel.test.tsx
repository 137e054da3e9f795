import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { BackendError, type LiveNumbers, type LiveNumbersPort } from '@onam/shared/backend/port';
import { isoDateIn } from '@onam/shared/festival/calendar';
import { keralaHour } from '@onam/shared/now/now-counters';
import type { Locale } from '@onam/shared/i18n/locale';
import { createTranslator } from '@onam/shared/i18n/translator';
import { LocaleContext } from '@onam/shared/react/locale-context';
import { messages } from '../messages';
import { NowPanel } from '../now-panel';

/** The port as the Firestore listener drives it: numbers whenever the server's counters move. */
function fakePort() {
  const listeners: {
    day: string;
    onNumbers: (numbers: LiveNumbers) => void;
    onError: (error: BackendError) => void;
    stopped: boolean;
  }[] = [];
  const port: LiveNumbersPort = {
    watch(day, onNumbers, onError) {
      const listener = { day, onNumbers, onError, stopped: false };
      listeners.push(listener);
      return () => {
        listener.stopped = true;
      };
    },
  };
  const current = () => {
    const listener = listeners.at(-1);
    if (!listener) throw new Error('nobody listens');
    return listener;
  };
  return { port, listeners, current };
}

const zeros = () => Array.from({ length: 24 }, () => 0);
const numbersWith = (
  day: string,
  plays: Partial<Record<'dress' | 'pookalam' | 'sadya', [number, number][]>>,
  visitors: number,
  waiting: number,
): LiveNumbers => {
  const perGame = { dress: zeros(), pookalam: zeros(), sadya: zeros() };
  for (const [game, hours] of Object.entries(plays) as [
    keyof typeof perGame,
    [number, number][],
  ][]) {
    for (const [hour, count] of hours) perGame[game][hour] = count;
  }
  return { day, plays: perGame, visitors, waiting };
};

function setup(locale: Locale = 'en') {
  const fake = fakePort();
  const client = new QueryClient();
  const t = createTranslator(messages, locale);
  const view = render(
    <QueryClientProvider client={client}>
      <LocaleContext.Provider value={locale}>
        <NowPanel port={fake.port} health={<p>health goes here</p>} t={t} />
      </LocaleContext.Provider>
    </QueryClientProvider>,
  );
  return { ...fake, view };
}

describe('the console’s "Now" panel', () => {
  it('listens to today’s counters in Kerala and shows them as they move, until it closes', () => {
    const { current, listeners, view } = setup();
    const panel = screen.getByRole('region', { name: 'Now' });
    const today = isoDateIn(new Date());
    expect(current().day).toBe(today);
    expect(within(panel).getByRole('status')).toHaveTextContent('Reading the live numbers…');

    // The hour it is now in Kerala (the panel shows hours up to it, newest first).
    const hour = keralaHour(new Date());
    act(() =>
      current().onNumbers(numbersWith(today, { sadya: [[hour, 12]], dress: [[hour, 3]] }, 9, 4)),
    );
    const figure = (name: string) => within(panel).getByText(name).nextElementSibling;
    expect(figure('Plays saved today')).toHaveTextContent('15');
    expect(figure('Signed-in visitors who played today')).toHaveTextContent('9');
    expect(figure('Wall cards waiting for moderation')).toHaveTextContent('4');
    const row = within(panel).getAllByRole('row')[1];
    expect(row).toBeDefined();
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '0', '12']);

    // A play saved and a card moderated elsewhere: the panel follows without being asked.
    act(() =>
      current().onNumbers(numbersWith(today, { sadya: [[hour, 13]], dress: [[hour, 3]] }, 9, 3)),
    );
    expect(figure('Plays saved today')).toHaveTextContent('16');
    expect(figure('Wall cards waiting for moderation')).toHaveTextContent('3');
    expect(within(panel).getByText('health goes here')).toBeInTheDocument();

    view.unmount();
    expect(listeners.every((listener) => listener.stopped)).toBe(true);
  });

  it('stops listening while its tab is hidden, and listens again when it is looked at', () => {
    const { listeners } = setup();
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(listeners.map((listener) => listener.stopped)).toEqual([true]);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(listeners.map((listener) => listener.stopped)).toEqual([true, false]);
    visibility.mockRestore();
  });

  it('says when nothing was played yet, and when the numbers cannot be read', () => {
    const { current } = setup();
    act(() => current().onNumbers(numbersWith(current().day, {}, 0, 0)));
    expect(screen.getByText('No plays saved yet today.')).toBeInTheDocument();
    act(() => current().onError(new BackendError('permission-denied')));
    expect(screen.getByRole('alert')).toHaveTextContent('The live numbers could not be read.');
  });

  it('speaks Malayalam to an operator who reads it', () => {
    const { current } = setup('ml');
    act(() => current().onNumbers(numbersWith(current().day, {}, 2, 1)));
    const panel = screen.getByRole('region', { name: 'ഇപ്പോൾ' });
    expect(within(panel).getByText('ഇന്ന് കളിച്ച, സൈൻ ഇൻ ചെയ്ത സന്ദർശകർ')).toBeInTheDocument();
  });
});
