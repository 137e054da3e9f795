import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import {
  manifestFixture,
  manifestJson,
  routeEdit,
} from '@onam/shared/manifest/__tests__/manifest-fixture';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import type { AuthState } from '@onam/shared/session/auth-state';
import { CampaignContext, LiveCampaign, useCampaign } from '../campaign-context';
import { buildRoutes, type ScreenDefinition } from '../../app/routes';
import { createCampaignStore } from '../campaign-store';
import { validateCampaign } from '../load-campaign';
import type { CampaignFetch } from '../fetch-campaign';

function manifestWith(module: string): { json: unknown; manifest: CampaignManifest } {
  const edit = routeEdit('/game', { module });
  return { json: manifestJson(edit), manifest: manifestFixture(edit) };
}

/** Which module /game shows, as each screen sees it: what a visitor would see there. */
function GameModule({ screenName }: { screenName: string }) {
  const module = useCampaign().routes['/game']?.module;
  return (
    <>
      <h1>{screenName}</h1>
      <p>{`${screenName} sees ${module}`}</p>
      <Link to={screenName === 'Home' ? '/game' : '/'}>go</Link>
    </>
  );
}

const table: ScreenDefinition[] = [
  {
    path: '/',
    name: 'index',
    layout: 'default',
    load: async () => ({ Component: () => <GameModule screenName="Home" /> }),
  },
  {
    path: '/game',
    name: 'game',
    layout: 'default',
    load: async () => ({ Component: () => <GameModule screenName="Game" /> }),
  },
];

const signedOut: AuthState = {
  currentUser: () => Promise.resolve(null),
  subscribe: () => () => undefined,
};

function renderSite() {
  let answer: CampaignFetch = { ok: true, json: manifestWith('pookalam').json };
  const read = jest.fn(async () => answer);
  const store = createCampaignStore({
    initial: manifestWith('pookalam').manifest,
    read,
    loadCheck: async () => validateCampaign,
    warn: jest.fn(),
  });
  // The old screen's leave animation: the test decides when it has finished.
  let finishLeave: () => void = () => undefined;
  const leave = jest.fn(
    () =>
      new Promise<void>((resolve) => {
        finishLeave = resolve;
      }),
  );
  const holder: { router?: ReturnType<typeof createMemoryRouter> } = {};
  const routes = buildRoutes(table, {
    auth: signedOut,
    transition: { leave },
    currentLocation: () =>
      holder.router?.state.initialized ? holder.router.state.location : undefined,
    layouts: { default: Outlet, auth: Outlet, broadcast: Outlet },
    shell: Outlet,
    refreshCampaign: store.forNavigation,
  });
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  holder.router = router;
  render(
    <LiveCampaign store={store}>
      {(manifest) => (
        <CampaignContext.Provider value={manifest}>
          <RouterProvider router={router} />
        </CampaignContext.Provider>
      )}
    </LiveCampaign>,
  );
  return {
    router,
    read,
    leave,
    finishLeave: () => act(() => finishLeave()),
    serve(module: string) {
      answer = { ok: true, json: manifestWith(module).json };
    },
  };
}

it('the first load does not re-read; the next navigation does, and shows the swapped game', async () => {
  const site = renderSite();
  expect(await screen.findByText('Home sees pookalam')).toBeInTheDocument();
  expect(site.read).not.toHaveBeenCalled(); // the first load has just read it

  site.serve('sadya');
  await userEvent.click(screen.getByRole('link', { name: 'go' }));
  expect(site.read).toHaveBeenCalledTimes(1);
  // The read has answered, but the leaving screen keeps what it showed until it has left.
  await act(async () => undefined);
  expect(screen.getByText('Home sees pookalam')).toBeInTheDocument();
  site.finishLeave();
  expect(await screen.findByText('Game sees sadya')).toBeInTheDocument();

  // And back: a manifest swapped back shows at the next navigation too.
  site.serve('pookalam');
  await userEvent.click(screen.getByRole('link', { name: 'go' }));
  site.finishLeave();
  expect(await screen.findByText('Home sees pookalam')).toBeInTheDocument();
  expect(site.read).toHaveBeenCalledTimes(2);
});

it('a revalidation of the page on display (a sign-in) does not re-read or swap anything', async () => {
  const site = renderSite();
  expect(await screen.findByText('Home sees pookalam')).toBeInTheDocument();
  site.serve('sadya');
  await act(() => site.router.revalidate());
  expect(site.read).not.toHaveBeenCalled();
  expect(screen.getByText('Home sees pookalam')).toBeInTheDocument();
});
