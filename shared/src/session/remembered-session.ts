import type { SessionUser } from './auth-state';

/**
 * The visitor this device last saw signed in, so a signed-in page can be drawn at once on the next
 * visit instead of after Firebase Auth has confirmed the session over the network (a round trip to
 * Google's auth server on every load). Written by the host whenever Auth reports; on a sign-out
 * it notes that nobody is signed in here, so the next visit need not load Auth to find out
 * (docs/decisions/022).
 *
 * It is a hint for painting, never a credential: the `auth` guard lets a remembered visitor see the
 * page while Auth confirms, and sends them to sign in if it does not. Nothing is written or shown
 * to another account on its word: data reads still go through the backend, whose rules check the
 * confirmed session. Only the uid and the display name are kept (no email, no token).
 */
export const REMEMBERED_SESSION_KEY = 'onam:session';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const defaultStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked (a sandboxed frame, some private modes)
  }
};

/** What storage holds may be old, edited or corrupt: only a well-formed record is read back. */
function parse(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { uid, displayName } = value as Record<string, unknown>;
    if (typeof uid !== 'string' || uid.length === 0 || uid.length > 128) return null;
    if (displayName !== null && typeof displayName !== 'string') return null;
    return { uid, displayName, email: null };
  } catch {
    return null;
  }
}

/** Kept instead of a visitor once Auth has said nobody is signed in on this device. */
const SIGNED_OUT = 'signed-out';

/**
 * Whether Auth, on an earlier page or this one, found nobody signed in on this device (and no one
 * has signed in since). False when the device simply has no memory either way.
 */
export function rememberedSignedOut(storage = defaultStorage()): boolean {
  try {
    return storage?.getItem(REMEMBERED_SESSION_KEY) === SIGNED_OUT;
  } catch {
    return false;
  }
}

export function readRememberedSession(
  storage: Pick<Storage, 'getItem'> | undefined = defaultStorage(),
): SessionUser | null {
  try {
    return parse(storage?.getItem(REMEMBERED_SESSION_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Keeps `user` for the next visit, or forgets the visitor and notes the device signed out (null). */
export function rememberSession(user: SessionUser | null, storage = defaultStorage()): void {
  try {
    if (user) {
      const record = { uid: user.uid, displayName: user.displayName };
      const serialized = JSON.stringify(record);
      // Auth reports on every load: storage is written only when something changed.
      if (storage?.getItem(REMEMBERED_SESSION_KEY) !== serialized) {
        storage?.setItem(REMEMBERED_SESSION_KEY, serialized);
      }
    } else if (storage?.getItem(REMEMBERED_SESSION_KEY) !== SIGNED_OUT) {
      storage?.setItem(REMEMBERED_SESSION_KEY, SIGNED_OUT);
    }
  } catch {
    // Full or blocked: the next visit simply waits for Auth, as it would without this.
  }
}

/**
 * A sign-out the visitor asked for that has not finished yet. Firebase Auth forgets the visitor
 * asynchronously (its IndexedDB), after its code has loaded: a page left at once after "Sign out"
 * (a link, the address bar, before the code arrived) would have left them signed in on the next.
 * The click notes it here synchronously and the device forgets the visitor at once; whichever page
 * next loads the adapter signs out before anyone is told who is here, then clears it.
 */
export const SIGN_OUT_ASKED_KEY = 'onam:sign-out-asked';

/** Notes a sign-out asked for, and that nobody is to be taken as signed in here meanwhile. */
export function noteSignOutAsked(storage = defaultStorage()): void {
  try {
    storage?.setItem(SIGN_OUT_ASKED_KEY, '1');
    storage?.setItem(REMEMBERED_SESSION_KEY, SIGNED_OUT);
  } catch {
    // Blocked storage: the sign-out still runs on this page, as it always did.
  }
}

export function signOutAsked(storage = defaultStorage()): boolean {
  try {
    return storage?.getItem(SIGN_OUT_ASKED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The sign-out asked for has run. */
export function clearSignOutAsked(storage = defaultStorage()): void {
  try {
    storage?.removeItem(SIGN_OUT_ASKED_KEY);
  } catch {
    // Nothing to undo: the next load signs out once more, which changes nothing.
  }
}

/** The memory as the host uses it, so its tests can hand in another. */
export interface SessionMemory {
  read(): SessionUser | null;
  write(user: SessionUser | null): void;
  /** Whether Auth, here, has found nobody signed in (see `rememberedSignedOut`). */
  signedOut(): boolean;
  /** Whether a sign-out was asked for and has not run yet (see `SIGN_OUT_ASKED_KEY`). */
  signOutAsked(): boolean;
  /** The sign-out asked for has run. */
  signOutDone(): void;
}

/** This device's memory, in localStorage. */
export const localSessionMemory: SessionMemory = {
  read: () => readRememberedSession(),
  write: (user) => rememberSession(user),
  signedOut: () => rememberedSignedOut(),
  signOutAsked: () => signOutAsked(),
  signOutDone: () => clearSignOutAsked(),
};
