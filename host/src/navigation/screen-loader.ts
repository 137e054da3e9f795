import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { inflight } from '@onam/shared/network/inflight';
import type { AuthState } from '@onam/shared/session/auth-state';
import {
  middlewareRegistry,
  NEEDS_OPERATOR_CLAIM,
  runMiddleware,
  TRUSTS_REMEMBERED_USER,
  type Middleware,
} from './middleware';
import { HttpStatusError } from './http-status-error';
import type { PageTransition } from './page-transition';

/** What a lazily loaded screen module exports. */
export interface ScreenModule {
  Component: ComponentType;
}

/** What a screen's loader needs of its entry in the route table. */
export interface GuardedScreen {
  /** The route's name: its id in the router and in page-view events. */
  name: string;
  middleware?: readonly string[];
  load: () => Promise<ScreenModule>;
}

/** What happens between two pages needs these of the page and the router. */
export interface NavigationDependencies {
  auth: AuthState;
  transition: Pick<PageTransition, 'leave'>;
  /** The location on display, to tell a navigation from a revalidation of the same page. */
  currentLocation: () => { pathname: string; search: string } | undefined;
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
   * Whether a path is a page of the campaign on display (asked once a navigation's re-read is
   * published): false for an added game's address the manifest does not name, which is a 404.
   */
  isPage?: (pathname: string) => boolean;
  /**
   * Re-runs the guards of the page on display: when Auth could not be reached to confirm a
   * remembered visitor (its code did not load), so the page says so instead of waiting.
   */
  revalidate?: () => void;
}

/**
 * A screen's loader: it fetches the screen's code (in parallel with the guards), runs the
 * middleware, then lets the old screen leave; `loaded` is the screen's component once it has run.
 * The code is fetched here rather than through React Router's `lazy`, because a `lazy` that fails
 * once stays failed and renders nothing, while a loader error reaches the route's error element
 * and the next navigation simply tries again.
 */
export function screenLoader(
  screen: GuardedScreen,
  deps: NavigationDependencies,
): {
  loader: (args: LoaderFunctionArgs) => Promise<null>;
  loaded: () => ComponentType | undefined;
} {
  let Loaded: ComponentType | undefined;
  const loader = async ({ request }: LoaderFunctionArgs) => {
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
    if (deps.isPage && !deps.isPage(url.pathname)) {
      throw new HttpStatusError('This page could not be found', 404);
    }
    return null;
  };
  return { loader, loaded: () => Loaded };
}

/**
 * Who the guards see. A page whose middleware all trust a remembered visitor (middleware.ts) lets
 * that visitor in at once, so it is drawn without waiting for Auth's round trip to its server; Auth
 * confirms in the background, and if it disagrees, its report re-runs the guards (app/router.tsx)
 * and the visitor is sent to sign in (docs/decisions/022). Any other page waits for Auth.
 */
async function guardUser(
  names: readonly string[],
  { auth, revalidate }: Pick<NavigationDependencies, 'auth' | 'revalidate'>,
) {
  const trusting = names.every((name) => TRUSTS_REMEMBERED_USER.has(name));
  const remembered = trusting ? auth.rememberedUser?.() : null;
  if (!remembered) return auth.currentUser();
  // Unreachable, Auth remembers nobody until it loads (backend-service.ts): the guards, run
  // again, wait for it and show the error page with its way to try again, as without a memory.
  void auth.currentUser().catch(() => revalidate?.());
  return remembered;
}
