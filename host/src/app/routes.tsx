import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { RECORDER_ROUTE_PATH } from '@onam/shared/manifest/route-paths';
import { inflight } from '@onam/shared/network/inflight';
import type { AuthState } from '@onam/shared/session/auth-state';
import { ErrorPage } from '../screens/error/error-page';
import { ACCOUNT_DELETED_PATH } from '../backend/account-gone';
import { HttpStatusError } from '../navigation/http-status-error';
import {
  middlewareRegistry,
  NEEDS_OPERATOR_CLAIM,
  OPERATOR_PATH,
  runMiddleware,
  TRUSTS_REMEMBERED_USER,
  type Middleware,
} from '../navigation/middleware';
import type { PageTransition } from '../navigation/page-transition';
import { ScreenCodeContext } from '../navigation/prefetch-link';

export type LayoutName = 'default' | 'auth' | 'broadcast';

/** What a lazily loaded screen module exports. */
export interface ScreenModule {
  Component: ComponentType;
}

export interface ScreenDefinition {
  path: string;
  /** The route's name: its id in the router and in page-view events. */
  name: string;
  layout: LayoutName;
  middleware?: readonly string[];
  load: () => Promise<ScreenModule>;
}

// Named chunks so a failing one is recognisable in logs and tests.
const gameScreen = () =>
  import(/* webpackChunkName: "screen-game" */ '../screens/game/game-screen');

/** The route table. Game paths share one screen that asks the manifest what to show. */
export const screens: readonly ScreenDefinition[] = [
  {
    path: '/',
    name: 'index',
    layout: 'default',
    load: () => import(/* webpackChunkName: "screen-home" */ '../screens/home/home-screen'),
  },
  {
    path: '/celebrate',
    name: 'celebrate',
    layout: 'default',
    load: () =>
      import(/* webpackChunkName: "screen-celebrate" */ '../screens/celebrate/celebrate-screen'),
  },
  {
    path: '/calendar',
    name: 'calendar',
    layout: 'default',
    load: () =>
      import(/* webpackChunkName: "screen-calendar" */ '../screens/calendar/calendar-screen'),
  },
  {
    path: '/privacy',
    name: 'privacy',
    layout: 'default',
    load: () =>
      import(/* webpackChunkName: "screen-privacy" */ '../screens/privacy/privacy-screen'),
  },
  {
    path: ACCOUNT_DELETED_PATH,
    name: 'account-deleted',
    layout: 'default',
    load: () =>
      import(
        /* webpackChunkName: "screen-account-deleted" */ '../screens/privacy/account-deleted-screen'
      ),
  },
  {
    path: '/wall',
    name: 'wall',
    layout: 'default',
    load: () => import(/* webpackChunkName: "screen-wall" */ '../screens/wall/wall-screen'),
  },
  {
    // The studio screens' view: the whole window, no site chrome (layouts/broadcast-layout.tsx).
    path: '/wall/broadcast',
    name: 'wall-broadcast',
    layout: 'broadcast',
    load: () =>
      import(/* webpackChunkName: "screen-wall-broadcast" */ '../screens/wall/broadcast-screen'),
  },
  {
    path: '/dashboard',
    name: 'dashboard',
    layout: 'default',
    middleware: ['auth'],
    load: () =>
      import(/* webpackChunkName: "screen-dashboard" */ '../screens/dashboard/dashboard-screen'),
  },
  { path: '/dress', name: 'dress', layout: 'default', load: gameScreen },
  { path: '/eat', name: 'eat', layout: 'default', load: gameScreen },
  { path: '/game', name: 'game', layout: 'default', load: gameScreen },
  {
    path: '/login',
    name: 'login',
    layout: 'auth',
    middleware: ['guest'],
    load: () => import(/* webpackChunkName: "screen-login" */ '../screens/login/login-screen'),
  },
  {
    path: OPERATOR_PATH,
    name: 'operator',
    layout: 'default',
    middleware: ['operator'],
    load: () =>
      import(/* webpackChunkName: "screen-operator" */ '../screens/operator/operator-screen'),
  },
  {
    path: RECORDER_ROUTE_PATH,
    name: 'talk',
    layout: 'default',
    middleware: ['auth'],
    load: gameScreen,
  },
];

/**
 * The screen code for a link target, for prefetching; undefined for paths that are not screens.
 * The links have it from the router (ScreenCodeContext, below), not from this module.
 */
export function screenLoaderFor(
  to: string,
  table: readonly ScreenDefinition[] = screens,
): (() => Promise<ScreenModule>) | undefined {
  const pathname = to.split(/[?#]/)[0];
  return table.find((screen) => screen.path === pathname)?.load;
}

export interface RouteDependencies {
  auth: AuthState;
  transition: Pick<PageTransition, 'leave'>;
  /** The location on display, to tell a navigation from a revalidation of the same page. */
  currentLocation: () => { pathname: string; search: string } | undefined;
  layouts: Record<LayoutName, ComponentType>;
  shell: ComponentType;
  registry?: Readonly<Record<string, Middleware>>;
  /**
   * Re-reads the campaign manifest for a navigation; resolves (within a bounded wait) to the
   * function that puts the newer manifest, if any, on display. Not called for the first load,
   * which has just read it.
   */
  refreshCampaign?: () => Promise<() => void>;
  /** Whether the signed-in account is one of the campaign's operators (the `operator` guard). */
  isOperator?: () => Promise<boolean>;
  /**
   * Re-runs the guards of the page on display: when Auth could not be reached to confirm a
   * remembered visitor (its code did not load), so the page says so instead of waiting.
   */
  revalidate?: () => void;
}

/**
 * Each screen's loader: it fetches the screen's code (in parallel with the guards), runs the
 * middleware, then lets the old screen leave. The code is fetched here rather than through React
 * Router's `lazy`, because a `lazy` that fails once stays failed and renders nothing, while a
 * loader error reaches the route's error element and the next navigation simply tries again.
 */
function screenRoute(screen: ScreenDefinition, deps: RouteDependencies): RouteObject {
  let Loaded: ComponentType | undefined;
  const Screen = () => {
    if (!Loaded) throw new Error(`The ${screen.name} screen was rendered before its code arrived`);
    return <Loaded />;
  };
  return {
    id: screen.name,
    path: screen.path,
    Component: Screen,
    errorElement: <ErrorPage />,
    loader: async ({ request }: LoaderFunctionArgs) => {
      // Counted for the loading bar; the leave animation that may follow is not a request.
      const code = inflight.track(screen.load());
      code.catch(() => undefined); // awaited below unless a guard redirects first
      const url = new URL(request.url);
      const isNavigation = () => {
        const shown = deps.currentLocation();
        return (
          shown !== undefined && (shown.pathname !== url.pathname || shown.search !== url.search)
        );
      };
      // A navigation re-reads the manifest alongside the code. Not the first load, which has just
      // read it, nor a revalidation of the page on display (a sign-in), which must not swap a game
      // under the visitor.
      const campaign = isNavigation() ? deps.refreshCampaign?.() : undefined;
      campaign?.catch(() => undefined);
      const names = screen.middleware ?? [];
      const user = names.length > 0 ? await guardUser(names, deps) : null;
      const operator =
        user !== null && names.includes(NEEDS_OPERATOR_CLAIM)
          ? await (deps.isOperator?.() ?? Promise.resolve(false))
          : false;
      const target = runMiddleware(
        names,
        { url, user, operator },
        deps.registry ?? middlewareRegistry,
      );
      if (target !== undefined) throw redirect(target);
      const leaving = isNavigation() ? deps.transition.leave() : undefined;
      Loaded = (await code).Component;
      await leaving;
      // Published only now that the old screen has left, so it is never seen with a swapped game.
      (await campaign?.catch(() => undefined))?.();
      return null;
    },
  };
}

/**
 * Who the guards see. A page whose middleware all trust a remembered visitor (middleware.ts) lets
 * that visitor in at once, so it is drawn without waiting for Auth's round trip to its server; Auth
 * confirms in the background, and if it disagrees, its report re-runs the guards (router.tsx) and
 * the visitor is sent to sign in (docs/decisions/022). Any other page waits for Auth.
 */
async function guardUser(
  names: readonly string[],
  { auth, revalidate }: Pick<RouteDependencies, 'auth' | 'revalidate'>,
) {
  const trusting = names.every((name) => TRUSTS_REMEMBERED_USER.has(name));
  const remembered = trusting ? auth.rememberedUser?.() : null;
  if (!remembered) return auth.currentUser();
  // Unreachable, Auth remembers nobody until it loads (backend-service.ts): the guards, run
  // again, wait for it and show the error page with its way to try again, as without a memory.
  void auth.currentUser().catch(() => revalidate?.());
  return remembered;
}

function notFound(): never {
  throw new HttpStatusError('This page could not be found', 404);
}

/**
 * Turns the table into React Router routes: a shell (loading bar, offline banner, update prompt)
 * around one route per layout, each screen lazy, guarded by its middleware, with its own error
 * element so the layout stays around an error.
 */
export function buildRoutes(
  table: readonly ScreenDefinition[],
  deps: RouteDependencies,
): RouteObject[] {
  const layoutNames = [...new Set(table.map((screen) => screen.layout))];
  const Shell = deps.shell;
  // What the links on every page prefetch (navigation/prefetch-link.tsx): asked of the router,
  // since this table lists, lazily, the screens the links are on.
  const screenCodeFor = (to: string) => screenLoaderFor(to, table);
  return [
    {
      id: 'root',
      element: (
        <ScreenCodeContext.Provider value={screenCodeFor}>
          <Shell />
        </ScreenCodeContext.Provider>
      ),
      errorElement: <ErrorPage />,
      // Shown only while the first screen's code arrives; the page background is already painted.
      hydrateFallbackElement: <div aria-busy="true" />,
      children: layoutNames.map((layout) => {
        const Layout = deps.layouts[layout];
        const children: RouteObject[] = table
          .filter((screen) => screen.layout === layout)
          .map((screen) => screenRoute(screen, deps));
        if (layout === 'default') {
          children.push({
            id: 'not-found',
            path: '*',
            loader: notFound,
            Component: () => null, // never rendered: the loader always throws
            errorElement: <ErrorPage />,
          });
        }
        return { id: `layout-${layout}`, element: <Layout />, children };
      }),
    },
  ];
}
