import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { summariseAll } from '@onam/shared/backend/logic/stats';
import { pendingPlays } from '@onam/shared/backend/pending-plays';
import type { GameStats, PlaySummary } from '@onam/shared/backend/port';
import type { GameId } from '@onam/shared/contracts/game';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { rememberSession } from '@onam/shared/session/remembered-session';
import { fakeBackend } from '../../../../shared/src/react/__tests__/fake-backend';
import StatsCard from '../stats-card';

function setup() {
  const fake = fakeBackend();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <BackendProvider backend={fake.backend}>
        <Suspense fallback={<p>suspended</p>}>{children}</Suspense>
      </BackendProvider>
    </QueryClientProvider>
  );
  return { ...fake, wrapper };
}

/** A figure's label, not the invisible copy that holds the card's size while it loads. */
const SHOWN_TERM = { selector: 'dt', ignore: '[aria-hidden="true"] dt' };
const figure = (name: string) => {
  const term = screen.getByText(name, SHOWN_TERM);
  return within(term.parentElement as HTMLElement).getByRole('definition');
};

/** A summary with these figures for one game (or all) and none for the rest. */
function summaryWith(gameId: GameId | 'all', figures: Omit<GameStats, 'gameId'>): PlaySummary {
  const summary = summariseAll([], new Date('2026-08-26T12:00:00Z'));
  return { ...summary, stats: { ...summary.stats, [gameId]: { gameId, ...figures } } };
}

beforeEach(() => localStorage.clear());

describe('the statistics card', () => {
  it("shows one game's plays, best score, last played and day streak", async () => {
    const { backend, setUser, account, wrapper } = setup();
    backend.plays.summary.mockResolvedValue(
      summaryWith('pookalam', {
        plays: 3,
        bestScore: 92,
        lastPlayedAt: '2026-08-26T04:30:00.000Z',
        dayStreak: 1,
      }),
    );
    setUser(account('asha'));
    render(<StatsCard locale="en" gameId="pookalam" />, { wrapper });
    expect(
      await screen.findByRole('heading', { name: 'Your statistics: Pookalam' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Plays', SHOWN_TERM)).toBeInTheDocument();
    expect(figure('Plays')).toHaveTextContent('3');
    expect(figure('Best score')).toHaveTextContent('92');
    // 04:30 UTC is 10:00 in Kerala.
    expect(figure('Last played')).toHaveTextContent(/26 Aug 2026.*10:00/i);
    expect(figure('Day streak')).toHaveTextContent('1 day');
    expect(backend.plays.summary).toHaveBeenCalledWith('asha');
  });

  it('asks for every game when no game is named, and says "days" for more than one', async () => {
    const { backend, setUser, account, wrapper } = setup();
    backend.plays.summary.mockResolvedValue(
      summaryWith('all', {
        plays: 12,
        bestScore: 100,
        lastPlayedAt: '2026-08-25T10:00:00.000Z',
        dayStreak: 4,
      }),
    );
    setUser(account('asha'));
    render(<StatsCard locale="en" />, { wrapper });
    expect(await screen.findByRole('heading', { name: 'Your statistics' })).toBeInTheDocument();
    expect(await screen.findByText('4 days')).toBeInTheDocument();
    expect(figure('Plays')).toHaveTextContent('12');
    expect(backend.plays.summary).toHaveBeenCalledWith('asha');
  });

  it("shows a remembered visitor's figures while Auth confirms them, not a sign-in prompt", async () => {
    const { backend, wrapper } = setup();
    rememberSession({ uid: 'asha', displayName: 'Asha', email: null });
    backend.accounts.currentUser.mockImplementation(() => new Promise(() => undefined));
    backend.plays.summary.mockResolvedValue(
      summaryWith('all', {
        plays: 5,
        bestScore: 88,
        lastPlayedAt: '2026-08-25T10:00:00.000Z',
        dayStreak: 2,
      }),
    );
    render(<StatsCard locale="en" />, { wrapper });
    expect(await screen.findByText('2 days')).toBeInTheDocument();
    expect(figure('Plays')).toHaveTextContent('5');
    expect(screen.queryByText(/Sign in/)).toBeNull();
    expect(backend.plays.summary).toHaveBeenCalledWith('asha');
  });

  it('loads no backend for a visitor this device does not remember: they are signed out here', async () => {
    const load = jest.fn();
    const client = new QueryClient();
    const notLoaded = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <BackendProvider backend={null} load={load}>
          {children}
        </BackendProvider>
      </QueryClientProvider>
    );
    const { unmount } = render(<StatsCard locale="en" gameId="sadya" />, { wrapper: notLoaded });
    expect(await screen.findByText(/Sign in or register to keep your figures/)).toBeVisible();
    expect(load).not.toHaveBeenCalled();
    unmount();

    // A visitor it remembers is loaded for, and drawn at once.
    rememberSession({ uid: 'asha', displayName: 'Asha', email: null });
    render(<StatsCard locale="en" gameId="sadya" />, { wrapper: notLoaded });
    expect(load).toHaveBeenCalled();
    expect(screen.queryByText(/Sign in or register/)).toBeNull();
  });

  it('says there are no plays yet for a new visitor', async () => {
    const { setUser, account, wrapper } = setup();
    setUser(account('new'));
    render(<StatsCard locale="en" gameId="sadya" />, { wrapper });
    expect(await screen.findByText(/No plays yet/)).toBeVisible();
    // The figures' room is kept by a copy no one can see or hear: no figure is announced.
    expect(screen.queryAllByRole('definition')).toEqual([]);
    expect(screen.queryByText('Plays', SHOWN_TERM)).toBeNull();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    const user = userEvent.setup();
    const { backend, setUser, account, wrapper } = setup();
    backend.plays.summary.mockRejectedValueOnce(new Error('offline'));
    setUser(account('asha'));
    render(<StatsCard locale="en" gameId="dress" />, { wrapper });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your figures could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No plays yet/)).toBeInTheDocument();
  });

  it('tells a signed-out visitor how many plays wait on this device', async () => {
    const { wrapper } = setup();
    pendingPlays().add({ gameId: 'sadya', score: 50, maxScore: 100, durationMs: 1000 }, null);
    render(<StatsCard locale="en" gameId="sadya" />, { wrapper });
    expect(await screen.findByText(/Sign in or register to keep your figures/)).toBeInTheDocument();
    expect(
      screen.getByText('1 play on this device will be saved when you sign in.'),
    ).toBeInTheDocument();
    act(() => {
      pendingPlays().add({ gameId: 'sadya', score: 60, maxScore: 100, durationMs: 1000 }, null);
    });
    expect(
      screen.getByText('2 plays on this device will be saved when you sign in.'),
    ).toBeInTheDocument();
  });

  it('speaks Malayalam, with the date in Malayalam and one or many plays', async () => {
    const { backend, setUser, account, wrapper } = setup();
    backend.plays.summary.mockResolvedValue(
      summaryWith('pookalam', {
        plays: 3,
        bestScore: 92,
        lastPlayedAt: '2026-08-26T04:30:00.000Z',
        dayStreak: 4,
      }),
    );
    setUser(account('asha'));
    pendingPlays().add({ gameId: 'pookalam', score: 50, maxScore: 100, durationMs: 1000 }, 'asha');
    render(<StatsCard locale="ml" gameId="pookalam" />, { wrapper });
    expect(
      await screen.findByRole('heading', { name: 'നിങ്ങളുടെ സ്ഥിതിവിവരം: പൂക്കളം' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('കളിച്ച തവണ', SHOWN_TERM)).toBeInTheDocument();
    expect(figure('കളിച്ച തവണ')).toHaveTextContent('3');
    expect(figure('മികച്ച സ്കോർ')).toHaveTextContent('92');
    // Malayalam month names: ഓഗസ്റ്റ് (August).
    expect(figure('അവസാനം കളിച്ചത്')).toHaveTextContent(/2026.*ഓഗ/);
    expect(figure('തുടർച്ചയായ ദിവസങ്ങൾ')).toHaveTextContent('4 ദിവസം');
    expect(screen.getByText('1 കളി സേവ് ചെയ്യാൻ കാത്തിരിക്കുന്നു.')).toBeInTheDocument();
    act(() => {
      pendingPlays().add(
        { gameId: 'pookalam', score: 60, maxScore: 100, durationMs: 1000 },
        'asha',
      );
    });
    expect(screen.getByText('2 കളികൾ സേവ് ചെയ്യാൻ കാത്തിരിക്കുന്നു.')).toBeInTheDocument();
  });
});
