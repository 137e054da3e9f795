import type { SessionUser } from '@onam/shared/session/auth-state';
import { HttpStatusError } from './http-status-error';

export interface MiddlewareContext {
  /** Where the visitor wants to go. */
  url: URL;
  user: SessionUser | null;
  /**
   * Whether the signed-in account has the `operator` claim: asked (a fresh ID token) only for a
   * route whose middleware includes `operator`, false everywhere else.
   */
  operator?: boolean;
}

/** A middleware lets the navigation through (undefined) or names where to go instead. */
export type Middleware = (context: MiddlewareContext) => string | undefined;

export const LOGIN_PATH = '/login';
/** The operators' console. */
export const OPERATOR_PATH = '/operator';
export const SIGNED_IN_HOME = '/dashboard';
export const REDIRECT_PARAM = 'redirect';

/**
 * Only same-site paths come back from the login page's `redirect` parameter: an absolute or
 * protocol-relative URL there would make the site an open redirector.
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return SIGNED_IN_HOME;
  }
  return raw;
}

export function loginPathFor(url: URL): string {
  const wanted = `${url.pathname}${url.search}${url.hash}`;
  return `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(wanted)}`;
}

/** `auth`: signed-in visitors only; others sign in first and come back to where they wanted. */
const auth: Middleware = ({ url, user }) => (user ? undefined : loginPathFor(url));

/**
 * `guest`: signed-out visitors only. A signed-in visitor goes on to the page they were sent to sign
 * in for (the `redirect` parameter), else to the dashboard: so signing in on /login, which re-runs
 * this guard, is what takes the visitor back.
 */
const guest: Middleware = ({ url, user }) =>
  user ? safeReturnPath(url.searchParams.get(REDIRECT_PARAM)) : undefined;

/**
 * `operator`: the campaign's operators only (accounts with the `operator` claim). A
 * signed-out visitor signs in first and comes back; a signed-in one who is not an operator gets a
 * 403 page. The server and the rules check the claim again on every read and change: this guard
 * only spares a visitor a console that could do nothing.
 */
const operator: Middleware = ({ url, user, operator: isOperator }) => {
  if (!user) return loginPathFor(url);
  if (isOperator !== true) {
    throw new HttpStatusError('This page is for the campaign’s operators', 403);
  }
  return undefined;
};

export const middlewareRegistry: Readonly<Record<string, Middleware>> = {
  auth,
  guest,
  operator,
};

/** The middleware that needs to know whether the visitor is an operator (MiddlewareContext). */
export const NEEDS_OPERATOR_CLAIM = 'operator';

/**
 * The middleware that may run on the visitor this device remembers (`AuthState.rememberedUser`)
 * while Auth confirms: `auth`, whose wrong "come in" is undone when Auth's report re-runs it. Not
 * `guest`: a wrong "signed in" there would bounce the visitor between /login and /dashboard.
 */
export const TRUSTS_REMEMBERED_USER: ReadonlySet<string> = new Set(['auth']);

/**
 * Runs a route's middleware in order and returns the first redirect, if any. A name that is not
 * registered is a programming error in the route table: 'Unknown middleware', status 500.
 */
export function runMiddleware(
  names: readonly string[],
  context: MiddlewareContext,
  registry: Readonly<Record<string, Middleware>> = middlewareRegistry,
): string | undefined {
  for (const name of names) {
    const middleware = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!middleware) throw new HttpStatusError('Unknown middleware', 500);
    const redirect = middleware(context);
    if (redirect !== undefined) return redirect;
  }
  return undefined;
}
