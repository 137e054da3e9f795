import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { GAME_ROUTE_PATHS } from '@onam/shared/manifest/schema';
import DefaultLayout from '../layouts/default-layout';
import { ErrorPage } from '../screens/error/error-page';

const gameScreen = () => import('../screens/game/game-screen');

/** Every screen is loaded lazily; the game paths share one screen that reads the manifest. */
export const routes: RouteObject[] = [
  {
    element: <DefaultLayout />,
    errorElement: <ErrorPage />,
    // Shown only while the first screen's code arrives; the page background is already painted.
    hydrateFallbackElement: <div aria-busy="true" />,
    children: [
      { index: true, id: 'index', lazy: () => import('../screens/home/home-screen') },
      { path: 'celebrate', lazy: () => import('../screens/celebrate/celebrate-screen') },
      { path: 'dashboard', lazy: () => import('../screens/dashboard/dashboard-screen') },
      { path: 'login', lazy: () => import('../screens/login/login-screen') },
      ...GAME_ROUTE_PATHS.map((path) => ({ path: path.slice(1), lazy: gameScreen })),
      {
        path: '*',
        Component: () => null,
        loader: () => {
          throw new Response(null, { status: 404, statusText: 'This page could not be found' });
        },
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename: '/' });
