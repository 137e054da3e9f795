import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BackendError,
  type CampaignDeskPort,
  type CampaignRevision,
} from '@onam/shared/backend/port';
import type { ChangeCampaignRequest } from '@onam/shared/manifest/campaign-change';
import { manifestFixture, manifestJson } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { LocaleContext } from '@onam/shared/react/locale-context';
import type { Locale } from '@onam/shared/i18n/locale';
import { fakeBackend } from '../../../../../shared/src/react/__tests__/fake-backend';
import { CampaignContext } from '../../../campaign/campaign-context';
import { PREVIEW_STORAGE_KEY } from '../../../campaign/visitor-preview';
import { Component as OperatorScreen } from '../operator-screen';

/**
 * The desk as the changeCampaign function answers it, in memory: a change on a revision that is no
 * longer live is a conflict, a dry run writes nothing, and `refuseNext` stands for the server's
 * refusal (the remotes' words).
 */
function fakeDesk() {
  const revisions: CampaignRevision[] = [
    {
      revision: 1,
      manifest: JSON.stringify(manifestJson()),
      time: '2026-08-26T04:30:00.000Z',
      author: 'desk@example.com',
      command: 'import (a whole manifest)',
      changes: [],
    },
  ];
  const state = {
    refuseNext: undefined as BackendError | undefined,
    requests: [] as ChangeCampaignRequest[],
  };
  const liveOne = (): CampaignRevision => {
    const last = revisions.at(-1);
    if (!last) throw new Error('no revision');
    return last;
  };
  const desk: CampaignDeskPort = {
    isOperator: async () => true,
    live: async () => {
      const { revision, manifest, time, author } = liveOne();
      return { revision, manifest, time, author };
    },
    history: async (count) => [...revisions].reverse().slice(0, count),
    change: async (request) => {
      state.requests.push(request);
      const refusal = state.refuseNext;
      if (refusal) throw refusal;
      if (request.baseRevision !== liveOne().revision) {
        throw new BackendError('conflict', 'Another change went live first');
      }
      const { change } = request;
      const from =
        change.kind === 'rollback'
          ? revisions.find((r) => r.revision === change.revision)
          : liveOne();
      const manifest = JSON.parse(from?.manifest ?? '{}');
      // A game added, retired or brought back, as the server's edits make them (manifest-edit.ts).
      if (change.kind === 'add-game') {
        manifest.remotes[change.remote] = { entry: change.entry, version: change.version };
        manifest.routes[`/play/${change.id}`] = {
          remote: change.remote,
          module: change.module ?? change.id,
          title: change.title,
          titleMl: change.titleMl,
          enabled: true,
        };
      }
      if (change.kind === 'retire') manifest.routes[change.route].retired = true;
      if (change.kind === 'unretire') delete manifest.routes[change.route].retired;
      const route = 'route' in change ? change.route : '';
      if (change.kind === 'disable') manifest.routes[route].enabled = false;
      if (change.kind === 'enable') manifest.routes[route].enabled = true;
      if (change.kind === 'map') {
        Object.assign(manifest.routes[route], {
          module: change.module,
          ...(change.title ? { title: change.title } : {}),
          ...(change.titleMl ? { titleMl: change.titleMl } : {}),
        });
      }
      if (change.kind === 'feature') manifest.festival.days[change.day - 1].featured = change.route;
      if (change.kind === 'unfeature') delete manifest.festival.days[change.day - 1].featured;
      const changes =
        change.kind === 'disable'
          ? [`routes.${route}.enabled: true → false`]
          : [`routes.${route}.module: changed`];
      if (request.dryRun) {
        // A version put live comes back with its package's checks, as changeCampaign runs them.
        const checks =
          change.kind === 'set-version'
            ? [
                {
                  remote: change.remote,
                  version: change.version,
                  ok: true,
                  checks: [
                    { name: 'record' as const, ok: true, detail: 'published by the games team' },
                    {
                      name: 'scoring' as const,
                      ok: true,
                      detail: 'scored its 9 sample plays as recorded',
                    },
                    { name: 'server-part' as const, ok: true, detail: 'drew 6 game pages' },
                  ],
                },
              ]
            : undefined;
        return {
          revision: liveOne().revision,
          dryRun: true,
          manifest: JSON.stringify(manifest),
          changes,
          ...(checks ? { checks } : {}),
        };
      }
      const next: CampaignRevision = {
        revision: liveOne().revision + 1,
        manifest: JSON.stringify(manifest),
        time: '2026-08-26T05:00:00.000Z',
        author: 'desk@example.com',
        command:
          `${request.change.kind} ${'route' in request.change ? request.change.route : ''}`.trim(),
        changes,
      };
      revisions.push(next);
      return { revision: next.revision, dryRun: false, manifest: next.manifest, changes };
    },
  };
  /** Another operator's change, made behind this console's back. */
  const changedElsewhere = () =>
    revisions.push({ ...liveOne(), revision: liveOne().revision + 1, author: 'night@example.com' });
  return { desk, state, changedElsewhere };
}

function setup({ desk, locale = 'en' }: { desk?: CampaignDeskPort; locale?: Locale } = {}) {
  const { backend } = fakeBackend();
  const withDesk = desk ? { ...backend, campaignDesk: desk } : backend;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BackendProvider backend={withDesk}>
        <LocaleContext.Provider value={locale}>
          <CampaignContext.Provider value={manifestFixture()}>
            <OperatorScreen />
          </CampaignContext.Provider>
        </LocaleContext.Provider>
      </BackendProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

/** The remotes' published versions (versions.json), as `pnpm release` writes them. */
const fetchMock = jest.fn(async (url: string) =>
  url === 'http://localhost:3001/versions.json'
    ? new Response(JSON.stringify({ versions: [{ version: '0.1.0' }, { version: '0.2.0' }] }))
    : new Response('', { status: 404 }),
);
beforeEach(() => {
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('the operators’ console', () => {
  it('shows the live campaign, previews a change, and makes it live only when asked', async () => {
    const { desk, state } = fakeDesk();
    const { user } = setup({ desk });
    expect(await screen.findByText(/Revision 1, by desk@example.com/)).toBeInTheDocument();
    const routes = screen.getByRole('region', { name: 'Games on the site' });
    expect(within(routes).getByRole('heading', { level: 3, name: '/dress' })).toBeInTheDocument();
    expect(screen.getByLabelText('Version of games')).toHaveValue('0.1.0');

    await user.click(screen.getByRole('button', { name: 'Rest /dress' }));
    const preview = await screen.findByRole('region', { name: 'Before it goes live' });
    // In words, beside the button that asked; the exact values fold away under them.
    expect(
      await within(preview).findByText('Dress up rests: its tile leaves the home page.'),
    ).toBeVisible();
    expect(within(preview).getByText('routes./dress.enabled: true → false')).not.toBeVisible();
    expect(within(routes).getByRole('region', { name: 'Before it goes live' })).toBe(preview);
    expect(state.requests.at(-1)).toMatchObject({ baseRevision: 1, dryRun: true });
    expect(state.requests.filter((r) => !r.dryRun)).toEqual([]);

    await user.click(within(preview).getByRole('button', { name: 'Make it live' }));
    expect(
      await screen.findByText('Revision 2 is live. Visitors see it at their next page.'),
    ).toBeInTheDocument();
    expect(state.requests.at(-1)).toMatchObject({
      baseRevision: 1,
      dryRun: false,
      change: { kind: 'disable', route: '/dress' },
    });
    expect(await screen.findByRole('button', { name: 'Open /dress' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText(/Revision 2, by desk@example.com/)).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: 'Go back to revision 1' })).toBeEnabled();
    expect(within(history).queryByRole('button', { name: 'Go back to revision 2' })).toBeNull();
  });

  it('adds a game at /play/<id> from its form, checked first, and retires it, keeping its card', async () => {
    const { desk, state } = fakeDesk();
    const { user } = setup({ desk });
    const routes = await screen.findByRole('region', { name: 'Games on the site' });
    await user.click(within(routes).getByText('Add a game'));
    await user.type(
      screen.getByLabelText('Game id (lower-case letters, digits and hyphens)'),
      'vallam',
    );
    await user.type(screen.getByLabelText('Title on its tile (English)'), 'Vallam kali');
    await user.type(screen.getByLabelText('Title on its tile (Malayalam)'), 'വള്ളംകളി');
    await user.type(screen.getByLabelText('Remote name'), 'vallam');
    await user.type(screen.getByLabelText('Version'), '0.1.0');
    await user.type(
      screen.getByLabelText('Address of the version’s mf-manifest.json'),
      'http://localhost:3031/0.1.0/mf-manifest.json',
    );
    await user.click(screen.getByRole('button', { name: 'Check and add the game' }));
    expect(state.requests.at(-1)).toMatchObject({
      dryRun: true,
      change: {
        kind: 'add-game',
        id: 'vallam',
        remote: 'vallam',
        version: '0.1.0',
        entry: 'http://localhost:3031/0.1.0/mf-manifest.json',
        title: 'Vallam kali',
        titleMl: 'വള്ളംകളി',
      },
    });
    const preview = await within(routes).findByRole('region', { name: 'Before it goes live' });
    await user.click(within(preview).getByRole('button', { name: 'Make it live' }));
    expect(
      await within(routes).findByRole('heading', { level: 3, name: '/play/vallam' }),
    ).toBeVisible();

    await user.click(within(routes).getByRole('button', { name: 'Retire /play/vallam' }));
    const retiring = await within(routes).findByRole('region', { name: 'Before it goes live' });
    await user.click(within(retiring).getByRole('button', { name: 'Make it live' }));
    expect(state.requests.at(-1)).toMatchObject({
      dryRun: false,
      change: { kind: 'retire', route: '/play/vallam' },
    });
    // Its card stays, saying what became of it, with the way back.
    expect(
      await within(routes).findByText(/Retired: no tile; its board and plays are kept/),
    ).toBeVisible();
    expect(within(routes).getByRole('button', { name: 'Bring /play/vallam back' })).toBeEnabled();
    expect(within(routes).queryByRole('button', { name: 'Rest /play/vallam' })).toBeNull();
  });

  it('swaps a game with the route’s form, asking its title in both languages, and cancelling writes nothing', async () => {
    const { desk, state } = fakeDesk();
    const { user } = setup({ desk });
    expect(screen.queryByLabelText('Title of /game (English)')).toBeNull();
    await user.selectOptions(await screen.findByLabelText('Game for /game'), 'sadya');
    // Offered: the name the campaign already gives the sadya (on /eat).
    expect(screen.getByLabelText('Title of /game (English)')).toHaveValue('Sadya');
    expect(screen.getByLabelText('Title of /game (Malayalam)')).toHaveValue('സദ്യ');
    await user.clear(screen.getByLabelText('Title of /game (Malayalam)'));
    const swap = screen.getByRole('button', { name: 'Show this game on /game' });
    expect(swap).toBeDisabled();
    await user.type(screen.getByLabelText('Title of /game (Malayalam)'), 'ഓണസദ്യ');
    await user.clear(screen.getByLabelText('Title of /game (English)'));
    await user.type(screen.getByLabelText('Title of /game (English)'), 'Onam Sadya');
    await user.click(swap);
    expect(state.requests.at(-1)).toMatchObject({
      dryRun: true,
      change: {
        kind: 'map',
        route: '/game',
        remote: 'games',
        module: 'sadya',
        title: 'Onam Sadya',
        titleMl: 'ഓണസദ്യ',
      },
    });
    const preview = await screen.findByRole('region', { name: 'Before it goes live' });
    await user.click(within(preview).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Before it goes live' })).toBeNull();
    expect(state.requests.filter((r) => !r.dryRun)).toEqual([]);
    // Back where they were: on the form's button.
    expect(screen.getByRole('button', { name: 'Show this game on /game' })).toHaveFocus();
  });

  it('takes the operator to the dry run and then to the confirmation, wherever the form was', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const { desk } = fakeDesk();
    const { user } = setup({ desk });
    await user.selectOptions(await screen.findByLabelText('Opens on, for /eat'), '3');
    await user.click(screen.getByRole('button', { name: 'Schedule /eat' }));
    const preview = await screen.findByRole('region', { name: 'Before it goes live' });
    expect(preview).toHaveFocus();
    expect(scrolled.at(-1)).toBe(preview);
    await user.click(await within(preview).findByRole('button', { name: 'Make it live' }));
    const done = await screen.findByText('Revision 2 is live. Visitors see it at their next page.');
    await waitFor(() => expect(done.parentElement).toHaveFocus());
    expect(scrolled.at(-1)).toBe(done.parentElement);
    // jsdom has no scrolling of its own.
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('schedules a game by festival day and points a build at another version, each previewed first', async () => {
    const { desk, state } = fakeDesk();
    const { user } = setup({ desk });
    await user.selectOptions(await screen.findByLabelText('Opens on, for /eat'), '3');
    await user.selectOptions(screen.getByLabelText('Closes after, for /eat'), '9');
    await user.click(screen.getByRole('button', { name: 'Schedule /eat' }));
    expect(state.requests.at(-1)).toMatchObject({
      dryRun: true,
      change: { kind: 'schedule', route: '/eat', opensOn: 3, closesAfter: 9 },
    });
    expect(screen.getByLabelText('Opens on, for /eat')).toHaveDisplayValue(/^Day 3: /);

    const version = screen.getByLabelText('Version of games');
    expect(version).toHaveValue('0.1.0');
    // The versions published beside the running one are offered, newest first.
    const offered = document.getElementById(version.getAttribute('list') ?? '');
    await waitFor(() =>
      expect(
        [...(offered?.querySelectorAll('option') ?? [])].map((option) => option.value),
      ).toEqual(['0.2.0', '0.1.0']),
    );
    expect(fetchMock).toHaveBeenCalledWith('http://localhost:3001/versions.json', {
      cache: 'no-cache',
    });
    expect(screen.getByRole('button', { name: 'Use this version of games' })).toBeDisabled();
    await user.clear(version);
    await user.type(version, '0.2.0');
    await user.click(screen.getByRole('button', { name: 'Use this version of games' }));
    expect(state.requests.at(-1)).toMatchObject({
      dryRun: true,
      change: { kind: 'set-version', remote: 'games', version: '0.2.0' },
    });
    // Before it goes live, the operator reads the package's checks the server ran on it.
    const checks = await screen.findByRole('heading', {
      name: "games 0.2.0: the package's checks",
    });
    const list = within(checks.closest('section') as HTMLElement).getAllByRole('listitem');
    expect(list.map((item) => item.textContent)).toEqual([
      'In the release registry: passed published by the games team',
      'Its scoring scores the sample plays: passed scored its 9 sample plays as recorded',
      'Its server part draws the pages: passed drew 6 game pages',
    ]);
    expect(screen.getByRole('button', { name: 'Make it live' })).toBeEnabled();
  });

  it('features a game on a festival day, previewed first, and takes it off again', async () => {
    const { desk, state } = fakeDesk();
    const { user } = setup({ desk });
    const day3 = await screen.findByLabelText('Featured on day 3');
    expect(screen.getByRole('button', { name: 'Feature on day 3' })).toBeDisabled();
    // The recorder is not a game: only the game routes are offered.
    expect([...day3.querySelectorAll('option')].map((option) => option.value)).toEqual([
      '',
      '/dress',
      '/eat',
      '/game',
    ]);
    await user.selectOptions(day3, '/eat');
    await user.click(screen.getByRole('button', { name: 'Feature on day 3' }));
    expect(state.requests.at(-1)).toMatchObject({
      dryRun: true,
      change: { kind: 'feature', day: 3, route: '/eat' },
    });
    const preview = screen.getByRole('region', { name: 'Before it goes live' });
    await user.click(within(preview).getByRole('button', { name: 'Make it live' }));
    // Live now: the day shows its game, and the same form takes it off.
    await waitFor(() => expect(screen.getByLabelText('Featured on day 3')).toHaveValue('/eat'));
    await user.selectOptions(screen.getByLabelText('Featured on day 3'), '');
    await user.click(screen.getByRole('button', { name: 'Feature on day 3' }));
    expect(state.requests.at(-1)).toMatchObject({
      dryRun: true,
      change: { kind: 'unfeature', day: 3 },
    });
  });

  it('says in the server’s words why a change is refused, and offers nothing to apply', async () => {
    const { desk, state } = fakeDesk();
    const { user } = setup({ desk });
    state.refuseNext = new BackendError(
      'unavailable',
      'The remotes say this would not work, so nothing was written: route /game → games/sadya: "sadya" is not exposed by remote "games" 0.1.0 (http://localhost:3001/mf-manifest.json exposes dress)',
    );
    await user.selectOptions(await screen.findByLabelText('Game for /game'), 'sadya');
    await user.click(screen.getByRole('button', { name: 'Show this game on /game' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Not changed: The remotes say this would not work/);
    expect(alert).toHaveTextContent('http://localhost:3001/mf-manifest.json');
    expect(screen.queryByRole('button', { name: 'Make it live' })).toBeNull();
  });

  it('when someone else went first, says so and shows the campaign as it is now', async () => {
    const { desk, changedElsewhere } = fakeDesk();
    const { user } = setup({ desk });
    await user.click(await screen.findByRole('button', { name: 'Rest /dress' }));
    const preview = await screen.findByRole('region', { name: 'Before it goes live' });
    await within(preview).findByText('Dress up rests: its tile leaves the home page.');
    changedElsewhere();
    await user.click(within(preview).getByRole('button', { name: 'Make it live' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed the campaign first.',
    );
    const live = screen.getByRole('region', { name: 'Live now' });
    expect(await within(live).findByText(/Revision 2, by night@example.com/)).toBeInTheDocument();
  });

  it('with nothing live yet, offers to put the campaign the site runs on live', async () => {
    const { desk, state } = fakeDesk();
    desk.live = async () => null;
    desk.history = async () => [];
    const { user } = setup({ desk });
    expect(await screen.findByText(/Nothing is live yet/)).toBeInTheDocument();
    expect(await screen.findByText('No changes yet.')).toBeInTheDocument();
    state.refuseNext = new BackendError('unavailable', 'checked'); // the preview stops there
    await user.click(screen.getByRole('button', { name: 'Put this campaign live' }));
    expect(state.requests.at(-1)).toMatchObject({
      baseRevision: 0,
      dryRun: true,
      change: { kind: 'import', manifest: { routes: manifestFixture().routes } },
    });
  });

  it('opens the site as a visitor on a festival day, on a revision, without publishing it', async () => {
    const { desk, state } = fakeDesk();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = setup({ desk });
    const section = await screen.findByRole('region', { name: 'See it as a visitor' });
    await user.selectOptions(within(section).getByLabelText('Festival day'), '3');
    await user.click(within(section).getByRole('button', { name: 'Open the preview' }));
    expect(open).toHaveBeenCalledWith('/?preview=1', '_blank', 'noopener');
    expect(JSON.parse(localStorage.getItem(PREVIEW_STORAGE_KEY) ?? '{}')).toMatchObject({
      day: 3,
      label: 'revision 1',
      manifest: { routes: manifestJson().routes },
    });
    expect(state.requests).toEqual([]);
    open.mockRestore();
  });

  it('says so when the browser cannot keep the preview, and opens nothing', async () => {
    const { desk } = fakeDesk();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const full = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { user } = setup({ desk });
    const section = await screen.findByRole('region', { name: 'See it as a visitor' });
    await user.click(within(section).getByRole('button', { name: 'Open the preview' }));
    expect(within(section).getByRole('alert')).toHaveTextContent(/could not keep the preview/);
    expect(open).not.toHaveBeenCalled();
    full.mockRestore();
    open.mockRestore();
  });

  it('shows the live numbers at the top, with the health of each live build inside', async () => {
    const { desk } = fakeDesk();
    const watched: string[] = [];
    const { backend } = fakeBackend();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <BackendProvider
          backend={{
            ...backend,
            campaignDesk: desk,
            liveNumbers: { watch: () => () => undefined },
            health: {
              watch: (remote, version) => {
                watched.push(`${remote}@${version}`);
                return () => undefined;
              },
            },
          }}
        >
          <LocaleContext.Provider value="en">
            <CampaignContext.Provider value={manifestFixture()}>
              <OperatorScreen />
            </CampaignContext.Provider>
          </LocaleContext.Provider>
        </BackendProvider>
      </QueryClientProvider>,
    );
    const now = await screen.findByRole('region', { name: 'Now' });
    expect(
      await within(now).findByRole('region', { name: 'Health per version, the last hour' }),
    ).toBeInTheDocument();
    // The live campaign's builds, each at the version it runs.
    await waitFor(() => expect(watched).toEqual(expect.arrayContaining(['games@0.1.0'])));
  });

  it('on a site without the live backend, says the desk cannot work here', async () => {
    setup();
    expect(await screen.findByText(/runs on the local backend/)).toBeInTheDocument();
  });

  it('speaks Malayalam to an operator who reads it', async () => {
    const { desk } = fakeDesk();
    setup({ desk, locale: 'ml' });
    expect(screen.getByRole('heading', { level: 1, name: 'ക്യാമ്പെയ്ൻ ഡെസ്ക്' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '/dress വിശ്രമിപ്പിക്കുക' })).toBeInTheDocument();
  });

  it('says a pending change in Malayalam too, with no field paths or module ids', async () => {
    const { desk } = fakeDesk();
    const { user } = setup({ desk, locale: 'ml' });
    await user.click(await screen.findByRole('button', { name: '/dress വിശ്രമിപ്പിക്കുക' }));
    const preview = await screen.findByRole('region', { name: 'തത്സമയമാകുന്നതിനു മുൻപ്' });
    expect(
      await within(preview).findByText('ഓണക്കോടി വിശ്രമിക്കും: അതിന്റെ ടൈൽ ഹോം പേജിൽ നിന്ന് മാറും.'),
    ).toBeVisible();
  });

  it('warns, before "Make it live", of a swap that leaves two tiles for one game', async () => {
    const { desk } = fakeDesk();
    const { user } = setup({ desk });
    await user.selectOptions(await screen.findByLabelText('Game for /game'), 'sadya');
    await user.click(screen.getByRole('button', { name: 'Show this game on /game' }));
    const preview = await screen.findByRole('region', { name: 'Before it goes live' });
    expect(
      await within(preview).findByText('The /game page will show Sadya instead of Pookalam.'),
    ).toBeVisible();
    expect(within(preview).getByRole('alert')).toHaveTextContent(
      'Two tiles for one game: Sadya would show on /game, /eat. Visitors would see the same game twice on the home page.',
    );
    expect(within(preview).getByRole('button', { name: 'Make it live' })).toBeEnabled();
  });

  it('shows a festival day as visitors would find it with the change, beside its confirmation', async () => {
    const { desk } = fakeDesk();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = setup({ desk });
    await user.click(await screen.findByRole('button', { name: 'Rest /dress' }));
    const preview = await screen.findByRole('region', { name: 'Before it goes live' });
    const lineup = await within(preview).findByRole('region', {
      name: 'What visitors find on day 1',
    });
    // Day 1 features Pookalam; the rested dress-up has no tile.
    expect(
      within(lineup)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pookalam (/game), featured first', 'Sadya (/eat)', 'Greetings (/talk)']);
    await user.selectOptions(
      within(preview).getByLabelText('See a festival day with this change'),
      '10',
    );
    const day10 = within(preview).getByRole('region', { name: 'What visitors find on day 10' });
    expect(within(day10).getAllByRole('listitem')[0]).toHaveTextContent(
      'Sadya (/eat), featured first',
    );
    await user.click(
      within(preview).getByRole('button', { name: 'Open day 10 with this change in a new tab' }),
    );
    expect(open).toHaveBeenCalledWith('/?preview=1', '_blank', 'noopener');
    const stored = JSON.parse(localStorage.getItem(PREVIEW_STORAGE_KEY) ?? '{}');
    expect(stored).toMatchObject({ day: 10, label: 'your change' });
    expect(stored.manifest.routes['/dress'].enabled).toBe(false);
    open.mockRestore();
  });

  it('confirms a rollback inside the history entry it was asked from, and says there what happened', async () => {
    const { desk } = fakeDesk();
    const { user } = setup({ desk });
    await user.click(await screen.findByRole('button', { name: 'Rest /dress' }));
    const first = await screen.findByRole('region', { name: 'Before it goes live' });
    await user.click(await within(first).findByRole('button', { name: 'Make it live' }));
    const history = screen.getByRole('region', { name: 'History' });
    const back = await within(history).findByRole('button', { name: 'Go back to revision 1' });
    await user.click(back);
    const entry = back.closest('li') as HTMLElement;
    const preview = await within(entry).findByRole('region', { name: 'Before it goes live' });
    expect(preview).toHaveFocus();
    expect(await within(preview).findByText('Dress up opens again.')).toBeVisible();
    await user.click(within(preview).getByRole('button', { name: 'Make it live' }));
    expect(
      await within(entry).findByText('Revision 3 is live. Visitors see it at their next page.'),
    ).toBeInTheDocument();
    // The revision's own changes, in words, from the revision before it.
    await waitFor(() =>
      expect(within(history).getByText(/What revision 2 changed/)).toBeInTheDocument(),
    );
    const second = within(history).getByText('What revision 2 changed').closest('details');
    expect(
      within(second as HTMLElement).getByText('Dress up rests: its tile leaves the home page.'),
    ).toBeInTheDocument();
  });

  it('links to each part of the desk, and a link takes the focus there', async () => {
    const { desk } = fakeDesk();
    const { user } = setup({ desk });
    const nav = await screen.findByRole('navigation', { name: 'Parts of the desk' });
    await within(nav).findByRole('link', { name: 'Games on the site' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Live now',
      'Games on the site',
      'Featured game by day',
      'Game builds',
      'Switch the site off',
      'See it as a visitor',
      'History',
      'Wall of wishes',
    ]);
    await user.click(within(nav).getByRole('link', { name: 'History' }));
    expect(screen.getByRole('region', { name: 'History' })).toHaveFocus();
  });
});
