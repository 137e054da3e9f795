/**
 * Who is signed in, as the route guards and the layout see it. Step 3's backend port fills this
 * from Firebase Auth; until then the site runs on `signedOutAuthState`, behind the same interface.
 */
export interface SessionUser {
  uid: string;
  displayName: string | null;
  email: string | null;
}

export interface AuthState {
  /** Resolves once the auth library knows (a restored session may take a moment after a reload). */
  currentUser(): Promise<SessionUser | null>;
  /** Called with the user after every sign-in or sign-out; returns unsubscribe. */
  subscribe(listener: (user: SessionUser | null) => void): () => void;
  /**
   * At once, with no network: the user Auth has confirmed on this page, else the one this device
   * last saw signed in (remembered-session.ts), else null. For drawing a page early, never as a
   * credential: `currentUser` has the last word.
   */
  rememberedUser?(): SessionUser | null;
}

export const signedOutAuthState: AuthState = {
  currentUser: () => Promise.resolve(null),
  subscribe: () => () => undefined,
};
