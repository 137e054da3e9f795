import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import {
  ADDED_GAME_PREFIX,
  addedGameId,
  RECORDER_ROUTE_PATH,
} from '@onam/shared/manifest/route-paths';
import { ErrorPage } from '../screens/error/error-page';
import { ACCOUNT_DELETED_PATH } from '../backend/account-gone';
import { HttpStatusError } from '../navigation/http-status-error';
import { OPERATOR_PATH } from '../navigation/middleware';
import { ScreenCodeContext } from '../navigation/prefetch-link';
import {
  screenLoader,
  type GuardedScreen,
  type NavigationDependencies,
  type ScreenModule,
} from '../navigation/screen-loader';

export type LayoutName = 'default' | 'auth' | 'broadcast';

export interface ScreenDefinition extends GuardedScreen {
  path: string;
  layout: LayoutName;
}

// Named chunks so a failing one is recognisable in logs and tests.
const gameScreen = () =>
  import(/* webpackChunkName: "screen-game" */ '../screens/game/game-screen');

const familyScreen = () =>
  import(/* webpackChunkName: "screen-family" */ '../screens/family/family-pages');

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
  { path: '/family', name: 'family', layout: 'default', load: familyScreen },
  // A family carpet's link: its id is the secret (docs/decisions/074).
  { path: '/family/:carpetId', name: 'family-carpet', layout: 'default', load: familyScreen },
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
  // A game the manifest adds: the same screen, which finds the route by its path (/play/<id>).
  { path: `${ADDED_GAME_PREFIX}:game`, name: 'play', layout: 'default', load: gameScreen },
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
  const pathname = to.split(/[?#]/)[0] ?? '';
  const path = addedGameId(pathname) ? `${ADDED_GAME_PREFIX}:game` : pathname;
  return table.find((screen) => screen.path === path)?.load;
}

export interface RouteDependencies extends NavigationDependencies {
  layouts: Record<LayoutName, ComponentType>;
  shell: ComponentType;
}

/** A screen's route: its loader (navigation/screen-loader.ts) and its error element. */
function screenRoute(screen: ScreenDefinition, deps: RouteDependencies): RouteObject {
  const { loader, loaded } = screenLoader(screen, deps);
  const Screen = () => {
    const Loaded = loaded();
    if (!Loaded) throw new Error(`The ${screen.name} screen was rendered before its code arrived`);
    return <Loaded />;
  };
  return {
    id: screen.name,
    path: screen.path,
    Component: Screen,
    errorElement: <ErrorPage />,
    loader,
  };
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
