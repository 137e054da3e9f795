import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { AuthState } from '@onam/shared/session/auth-state';
import AuthLayout from '../layouts/auth-layout';
import BroadcastLayout from '../layouts/broadcast-layout';
import DefaultLayout from '../layouts/default-layout';
import { createPageTransition, type PageTransition } from '../navigation/page-transition';
import { buildRoutes, screens, type RouteDependencies } from './routes';
import { RootShell } from './root-shell';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The site's routes with its layouts and shell: the page's router and the prerenderer's alike. */
export function appRoutes(
  deps: Omit<RouteDependencies, 'layouts' | 'shell' | 'registry'>,
): RouteObject[] {
  return buildRoutes(screens, {
    ...deps,
    layouts: { default: DefaultLayout, auth: AuthLayout, broadcast: BroadcastLayout },
    shell: RootShell,
  });
}

/**
 * History mode, base '/'. `refreshCampaign` re-reads the campaign manifest on each navigation
 * (campaign-store.ts), so a swapped game shows at the visitor's next navigation.
 */
export function createRouter(
  auth: AuthState,
  refreshCampaign?: RouteDependencies['refreshCampaign'],
  isOperator?: RouteDependencies['isOperator'],
  isPage?: RouteDependencies['isPage'],
): { router: AppRouter; transition: PageTransition } {
  const transition = createPageTransition({ reducedMotion: prefersReducedMotion });
  // The guards need the router's location, and the router needs the guards.
  const created: { router?: AppRouter } = {};
  const routes = appRoutes({
    auth,
    transition,
    currentLocation: () => {
      const state = created.router?.state;
      return state?.initialized ? state.location : undefined;
    },
    refreshCampaign,
    isOperator,
    isPage,
    revalidate: () => void created.router?.revalidate(),
  });
  const router = createBrowserRouter(routes, { basename: '/' });
  created.router = router;
  // A sign-in or sign-out re-runs the guards of the page on display.
  auth.subscribe(() => void router.revalidate());
  return { router, transition };
}
