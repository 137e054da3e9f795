import { loadRemote as loadRemoteFromRuntime } from '@module-federation/enhanced/runtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { buildLeaderboard } from '@onam/shared/backend/logic/leaderboard';
import { pendingPlays, SET_ASIDE_AFTER_FAILURES } from '@onam/shared/backend/pending-plays';
import { summariseAll } from '@onam/shared/backend/logic/stats';
import type { MediaFile, Play } from '@onam/shared/backend/port';
import type { GameId } from '@onam/shared/contracts/game';
import type { StatsCardProps } from '@onam/shared/contracts/parts';
import { manifestFixture } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { rememberSession } from '@onam/shared/session/remembered-session';
import { fakeBackend } from '../../../../../shared/src/react/__tests__/fake-backend';
import { CampaignContext } from '../../../campaign/campaign-context';
import { Component as DashboardScreen } from '../dashboard-screen';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const loadRemote = jest.mocked(loadRemoteFromRuntime);

/** Stands in for remote-games' statistics card: says which figures it was asked for. */
function FakeStatsCard({ locale, gameId }: StatsCardProps) {
  return (
    <section data-part="stats-card">
      <h2>{`Statistics: ${gameId ?? 'all'} (${locale})`}</h2>
    </section>
  );
}
const statsCardModule = {
  default: FakeStatsCard,
  meta: { kind: 'part', id: 'stats-card', contractVersion: '1.0' },
};

const manifest = manifestFixture();

const play = (id: string, gameId: GameId, score: number, playedAt: string): Play => ({
  id,
  uid: 'anu',
  gameId,
  score,
  maxScore: 100,
  durationMs: 60_000,
  playedAt,
});

/** The port's summary of these plays, as the adapters make it. */
const summaryOf = (...plays: Play[]) => summariseAll(plays, new Date('2026-08-26T12:00:00Z'));

const never = () => new Promise<never>(() => undefined);

function setup() {
  const fake = fakeBackend();
  const { backend } = fake;
  fake.setUser({ ...fake.account('anu'), displayName: 'Anu' });
  (backend.profiles.get as jest.Mock).mockImplementation(async (uid: string) => ({
    uid,
    displayName: 'Anu Menon',
    district: 'thrissur' as const,
    newsletter: false,
    createdAt: '2026-08-01T00:00:00.000Z',
  }));
  const boards = backend.leaderboard.get as jest.Mock;
  boards.mockImplementation(async (gameId: GameId, uid: string | null) =>
    buildLeaderboard(
      gameId,
      gameId === 'sadya'
        ? [
            { uid: 'ravi', displayName: 'Ravi', district: 'kollam', bestScore: 97 },
            { uid: 'anu', displayName: 'Anu Menon', district: 'thrissur', bestScore: 92 },
          ]
        : [],
      uid,
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = () =>
    render(
      <QueryClientProvider client={client}>
        <BackendProvider backend={backend}>
          <CampaignContext.Provider value={manifest}>
            <MemoryRouter initialEntries={['/dashboard']}>
              <DashboardScreen />
            </MemoryRouter>
          </CampaignContext.Provider>
        </BackendProvider>
      </QueryClientProvider>,
    );
  return { ...fake, boards, view };
}

const section = (name: string) => screen.findByRole('region', { name });

beforeEach(() => {
  loadRemote.mockReset();
  loadRemote.mockResolvedValue(statsCardModule);
});

describe('the dashboard', () => {
  it('greets the visitor by name and shows the statistics card for all games and for each', async () => {
    const { view } = setup();
    view();
    expect(await screen.findByRole('heading', { level: 1, name: 'My festival' })).toBeVisible();
    expect(await screen.findByText('Happy Onam, Anu Menon!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Statistics: all (en)' })).toBeVisible();
    for (const game of ['dress', 'pookalam', 'sadya']) {
      expect(screen.getByRole('heading', { name: `Statistics: ${game} (en)` })).toBeVisible();
    }
    expect(loadRemote).toHaveBeenCalledWith('games/stats-card');
  });

  it('lists recent plays with the score, the time in Kerala and a link to play again', async () => {
    const { backend, view } = setup();
    backend.plays.summary.mockResolvedValue(
      summaryOf(
        play('p2', 'sadya', 92, '2026-08-25T20:00:00.000Z'),
        play('p1', 'dress', 100, '2026-08-24T06:30:00.000Z'),
      ),
    );
    view();
    const region = await section('Recent plays');
    const [latest, earlier, ...rest] = await within(region).findAllByRole('listitem');
    if (!latest || !earlier) throw new Error('expected two plays');
    expect(rest).toEqual([]);
    expect(latest).toHaveTextContent('Sadya');
    expect(latest).toHaveTextContent('92 of 100');
    expect(latest).toHaveTextContent('26 Aug 2026');
    expect(within(latest).getByRole('link', { name: 'Play Sadya again' })).toHaveAttribute(
      'href',
      '/eat',
    );
    expect(within(earlier).getByRole('link', { name: 'Play Dress up again' })).toHaveAttribute(
      'href',
      '/dress',
    );
    expect(backend.plays.summary).toHaveBeenCalledWith('anu');
  });

  it('says the family pookalams the visitor laid with others, or invites a first', async () => {
    const { backend, view } = setup();
    backend.plays.summary.mockResolvedValue({
      ...summaryOf(play('p1', 'sadya', 92, '2026-08-25T06:00:00.000Z')),
      family: { carpets: 2, bestScore: 64 },
    });
    view();
    expect(
      await screen.findByText('You laid 2 family pookalams with your family; the best scored 64.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Family pookalam' })).toHaveAttribute(
      'href',
      '/family',
    );
  });

  it('invites a first family pookalam when none is finished', async () => {
    const { view } = setup();
    view();
    expect(
      await screen.findByText(
        /Lay a pookalam together with your family, each from your own phone\./,
      ),
    ).toBeInTheDocument();
  });

  it('invites a first play when there are no plays, and a first greeting when none is recorded', async () => {
    const { view } = setup();
    view();
    const plays = await section('Recent plays');
    expect(await within(plays).findByText(/No plays yet/)).toBeInTheDocument();
    expect(within(plays).getByRole('link', { name: 'Play Pookalam' })).toHaveAttribute(
      'href',
      '/game',
    );
    const greetings = await section('Your greetings');
    expect(
      await within(greetings).findByText(/You have not recorded a greeting yet/),
    ).toBeInTheDocument();
    expect(within(greetings).getByRole('link', { name: 'Record a greeting' })).toHaveAttribute(
      'href',
      '/talk',
    );
  });

  it('plays each greeting in the player its type needs, with its name and date', async () => {
    const { backend, view } = setup();
    const file = (id: string, name: string, contentType: string): MediaFile => ({
      id,
      uid: 'anu',
      name,
      contentType,
      size: 1000,
      url: `blob:${id}`,
      createdAt: '2026-08-26T04:00:00.000Z',
    });
    (backend.media.list as jest.Mock).mockResolvedValue([
      file('m1', 'Onashamsakal to Ammamma', 'audio/webm'),
      file('m2', 'Our pookalam, day 10', 'video/mp4'),
    ]);
    const { container } = view();
    const greetings = await section('Your greetings');
    expect(await within(greetings).findAllByRole('listitem')).toHaveLength(2);
    const audio = container.querySelector('audio');
    const video = container.querySelector('video');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('src', 'blob:m1');
    expect(audio).toHaveAccessibleName('Onashamsakal to Ammamma');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAccessibleName('Our pookalam, day 10');
    expect(within(greetings).getAllByText(/^Recorded 26 Aug 2026/)).toHaveLength(2);
    expect(within(greetings).getByRole('link', { name: 'Record another greeting' })).toBeVisible();
  });

  it("draws a remembered visitor's page while Auth confirms them", async () => {
    rememberSession({ uid: 'anu', displayName: 'Anu', email: null });
    const { backend, view } = setup();
    backend.accounts.currentUser.mockImplementation(never);
    backend.plays.summary.mockResolvedValue(
      summaryOf(play('p1', 'sadya', 92, '2026-08-25T06:00:00.000Z')),
    );
    view();
    expect(await screen.findByText('Happy Onam, Anu Menon!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Statistics: all (en)' })).toBeVisible();
    expect(await section('Recent plays')).toHaveTextContent('92');
    expect(backend.plays.summary).toHaveBeenCalledWith('anu');
    localStorage.clear();
  });

  it('waits for Auth when the device remembers nobody', async () => {
    const { backend, view } = setup();
    backend.accounts.currentUser.mockImplementation(never);
    view();
    expect(await screen.findByText('Loading your festival…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Statistics: all (en)' })).not.toBeInTheDocument();
  });

  it('marks each section busy while it loads', async () => {
    const { backend, boards, view } = setup();
    backend.plays.summary.mockImplementation(never);
    backend.media.list.mockImplementation(never);
    boards.mockImplementation(never);
    view();
    const plays = await screen.findByRole('region', { name: 'Recent plays' });
    expect(plays).toHaveAttribute('aria-busy', 'true');
    expect(plays).toHaveTextContent('Loading your recent plays…');
    expect(await section('Your greetings')).toHaveAttribute('aria-busy', 'true');
    const board = screen.getByText('Loading the leaderboard…');
    expect(board.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });

  it('says what failed, section by section, and "Try again" fetches it again', async () => {
    const user = userEvent.setup();
    const { backend, boards, view } = setup();
    backend.plays.summary.mockRejectedValueOnce(new Error('offline'));
    backend.media.list.mockRejectedValueOnce(new Error('offline'));
    boards.mockRejectedValueOnce(new Error('offline'));
    view();

    const plays = await section('Recent plays');
    expect(await within(plays).findByRole('alert')).toHaveTextContent(
      'Your recent plays could not be loaded.',
    );
    await user.click(within(plays).getByRole('button', { name: 'Try again' }));
    expect(await within(plays).findByText(/No plays yet/)).toBeInTheDocument();
    expect(within(plays).queryByRole('alert')).not.toBeInTheDocument();

    const greetings = await section('Your greetings');
    expect(await within(greetings).findByRole('alert')).toHaveTextContent(
      'Your greetings could not be loaded.',
    );
    await user.click(within(greetings).getByRole('button', { name: 'Try again' }));
    expect(await within(greetings).findByText(/not recorded a greeting yet/)).toBeInTheDocument();

    const boardsRegion = await section('Leaderboards');
    expect(await within(boardsRegion).findByRole('alert')).toHaveTextContent(
      'The leaderboard could not be loaded.',
    );
    await user.click(within(boardsRegion).getByRole('button', { name: 'Try again' }));
    expect(await within(boardsRegion).findByText(/Nobody has played Dress up yet/)).toBeVisible();
  });

  it('opens the leaderboards on the game played last, and moves between games with the arrow keys', async () => {
    const user = userEvent.setup();
    const { backend, view } = setup();
    backend.plays.summary.mockResolvedValue(
      summaryOf(play('p1', 'sadya', 92, '2026-08-25T10:00:00Z')),
    );
    view();
    const region = await section('Leaderboards');
    const sadyaTab = await within(region).findByRole('tab', { name: 'Sadya', selected: true });
    const table = await within(region).findByRole('table', { name: 'Top 10: Sadya' });
    const mine = within(table)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'true');
    expect(mine).toHaveTextContent('2Anu Menon (you)Thrissur92');
    expect(within(region).getByRole('tabpanel')).toHaveAccessibleName('Sadya');

    // Roving focus: only the selected tab is in the Tab order.
    expect(sadyaTab).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('tab', { name: 'Dress up' })).toHaveAttribute('tabindex', '-1');
    act(() => sadyaTab.focus());
    await user.keyboard('{ArrowRight}');
    const dressTab = within(region).getByRole('tab', { name: 'Dress up', selected: true });
    expect(dressTab).toHaveFocus();
    expect(
      await within(region).findByText('Nobody has played Dress up yet. Be the first!'),
    ).toBeVisible();
    await user.keyboard('{End}');
    expect(within(region).getByRole('tab', { name: 'Sadya', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(region).getByRole('tab', { name: 'Dress up', selected: true })).toHaveFocus();
    await user.click(within(region).getByRole('tab', { name: 'Pookalam' }));
    expect(within(region).getByRole('tab', { name: 'Pookalam', selected: true })).toBeVisible();
  });

  it('keeps working when the statistics card cannot be loaded, and retries it', async () => {
    const user = userEvent.setup();
    const { view } = setup();
    // React reports the error the boundary catches; that is the point of this test.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockRejectedValueOnce(new Error('remote down'));
    view();
    expect(
      await screen.findByText('This part of the page could not be loaded.'),
    ).toBeInTheDocument();
    expect(
      await within(await section('Recent plays')).findByText(/No plays yet/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Statistics: all (en)' })).toBeVisible();
    consoleError.mockRestore();
  });

  it('asks the leaderboard for the signed-in visitor', async () => {
    const { boards, view } = setup();
    view();
    await waitFor(() => expect(boards).toHaveBeenCalledWith('dress', 'anu'));
  });
});

describe('the plays still on this device', () => {
  const finished = (gameId: GameId, score: number, uid: string | null) =>
    pendingPlays().add({ gameId, score, maxScore: 100, durationMs: 30_000 }, uid);
  /** As the sync leaves a play the server failed on every time. */
  const failEveryTime = (id: string, reason: string) => {
    for (let failure = 0; failure < SET_ASIDE_AFTER_FAILURES; failure += 1) {
      const at = '2026-08-26T10:00:00.000Z';
      pendingPlays().fail(id, { kind: 'failed', reason, at }, new Date(at));
    }
  };

  beforeEach(() => localStorage.clear());
  afterAll(() => localStorage.clear());

  it('are not mentioned when there are none', async () => {
    const { view } = setup();
    view();
    await section('Recent plays');
    expect(screen.queryByRole('region', { name: 'Scores not saved yet' })).toBeNull();
  });

  it('are listed, waiting or set aside with the reason, each with its game and score', async () => {
    finished('sadya', 87, 'anu');
    const failing = finished('pookalam', 64, null);
    failEveryTime(failing.id, 'INTERNAL [500]');
    finished('dress', 50, 'someone-else');
    const { view } = setup();
    view();
    const region = await section('Scores not saved yet');
    const [waiting, setAside, ...rest] = within(region).getAllByRole('listitem');
    if (!waiting || !setAside) throw new Error('expected two plays');
    // Another visitor's play on this device is theirs, not shown here.
    expect(rest).toEqual([]);
    expect(waiting).toHaveTextContent('Sadya');
    expect(waiting).toHaveTextContent('87 of 100');
    expect(waiting).toHaveTextContent('Waiting to be saved.');
    expect(within(waiting).queryByRole('button')).toBeNull();
    expect(setAside).toHaveTextContent('Pookalam');
    expect(setAside).toHaveTextContent('64 of 100');
    expect(setAside).toHaveTextContent(
      'Could not be saved: the server ran into a problem each time it was sent.',
    );
    expect(
      within(setAside).getByRole('button', { name: 'Try again to save your Pookalam score of 64' }),
    ).toBeVisible();
    expect(
      within(setAside).getByRole('button', { name: 'Remove your Pookalam score of 64' }),
    ).toBeVisible();
  });

  it('shows the server’s own words when it gave a reason', async () => {
    const failing = finished('sadya', 70, 'anu');
    failEveryTime(failing.id, 'Scoring for this game is paused for maintenance.');
    const { view } = setup();
    view();
    expect(await section('Scores not saved yet')).toHaveTextContent(
      'Could not be saved: Scoring for this game is paused for maintenance.',
    );
  });

  it('go back in the queue on Try again', async () => {
    const user = userEvent.setup();
    const failing = finished('pookalam', 64, 'anu');
    failEveryTime(failing.id, 'INTERNAL [500]');
    const { view } = setup();
    view();
    const region = await section('Scores not saved yet');
    await user.click(
      within(region).getByRole('button', { name: 'Try again to save your Pookalam score of 64' }),
    );
    expect(region).toHaveTextContent('Waiting to be saved.');
    expect(within(region).queryByRole('button')).toBeNull();
    expect(pendingPlays().list()).toEqual([
      expect.not.objectContaining({ setAsideAt: expect.anything() }),
    ]);
  });

  it('leave the device on Remove only once confirmed, and the section goes with the last', async () => {
    const user = userEvent.setup();
    const failing = finished('pookalam', 64, 'anu');
    failEveryTime(failing.id, 'INTERNAL [500]');
    const { view } = setup();
    view();
    const region = await section('Scores not saved yet');
    await user.click(
      within(region).getByRole('button', { name: 'Remove your Pookalam score of 64' }),
    );
    expect(
      within(region).getByRole('group', {
        name: 'Remove your Pookalam score of 64 from this device? It was never saved, so it cannot be brought back.',
      }),
    ).toBeVisible();
    expect(pendingPlays().list()).toHaveLength(1);
    await user.click(
      within(region).getByRole('button', { name: 'Yes, remove your Pookalam score of 64' }),
    );
    expect(pendingPlays().list()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Scores not saved yet' })).toBeNull();
  });
});
