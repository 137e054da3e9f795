import {
  type Auth,
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithCredential,
  signInWithPopup,
  updateProfile,
  type User,
} from 'firebase/auth';
import {
  BackendError,
  type Account,
  type AccountsPort,
  type GoogleTestAccount,
  type Profile,
} from '../port';
import { pendingRegistrations, type PendingRegistrations } from '../pending-registration';
import { PRIVACY_NOTICE_VERSION } from '../privacy';
import { googleTestAccountSchema, registerSchema, resetSchema, signInSchema } from '../schemas';
import { parseInput } from '../validate';
import { errorCode, mapAuthError } from './auth-errors';

/**
 * Where accounts keep profiles: Firestore for the firebase adapter, IndexedDB for the local one.
 * A profile with an `ageBand` was made in the registration dialog, whose form took the privacy
 * notice's consent (PRIVACY_NOTICE_VERSION): `create` records it, with the server's time where
 * there is a server. Without one (a Google sign-in), the page asks for both next.
 */
export interface ProfileWriter {
  get(uid: string): Promise<Profile | null>;
  create(profile: Profile): Promise<void>;
}

/** What `toAccount` needs of a Firebase user (kept structural so it is testable without Auth). */
export interface AuthUserLike {
  uid: string;
  displayName: string | null;
  email: string | null;
  providerData: readonly { providerId: string }[];
}

export function toAccount(user: AuthUserLike): Account {
  const providers: Account['providers'][number][] = [];
  for (const { providerId } of user.providerData) {
    if (providerId === 'password' && !providers.includes('password')) providers.push('password');
    if (providerId === 'google.com' && !providers.includes('google')) providers.push('google');
  }
  return { uid: user.uid, displayName: user.displayName, email: user.email, providers };
}

/** A name for a Google account that has none: the part of the email before the @. */
export function fallbackDisplayName(user: Pick<AuthUserLike, 'displayName' | 'email'>): string {
  return user.displayName?.trim() || user.email?.split('@')[0] || 'Guest';
}

/** The unsigned Google ID token the Auth emulator accepts for a test account. */
export function emulatorGoogleToken({ email, displayName }: GoogleTestAccount): string {
  return JSON.stringify({ sub: `test-${email}`, email, email_verified: true, name: displayName });
}

/** The signed-in visitor's uid, or 'not-signed-in': what every port call that writes needs first. */
export function signedInUidOf(accounts: Pick<AccountsPort, 'currentUser'>): () => Promise<string> {
  return async () => {
    const user = await accounts.currentUser();
    if (!user) throw new BackendError('not-signed-in');
    return user.uid;
  };
}

export function createFirebaseAccounts(
  auth: Auth,
  profiles: ProfileWriter,
  now: () => Date = () => new Date(),
  {
    emulator = false,
    pending = pendingRegistrations(),
  }: {
    emulator?: boolean;
    /** Where the registration form's details wait for the profile write (default localStorage). */
    pending?: PendingRegistrations;
  } = {},
): AccountsPort {
  // Auth reports a new user before updateProfile has set the name; these listeners hear again
  // once it has, so the header never keeps showing "no name".
  const listeners = new Set<(user: Account | null) => void>();
  const emit = (account: Account) => {
    for (const listener of [...listeners]) listener(account);
  };

  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw mapAuthError(error);
    }
  };

  const signInGoogleUser = async (testAccount?: GoogleTestAccount) => {
    if (!emulator) {
      // The resolver comes with the popup, not at start-up (auth-instance.ts says why).
      return (await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver))
        .user;
    }
    if (!testAccount) throw new BackendError('invalid-input', 'the emulator needs a test account');
    const account = parseInput(googleTestAccountSchema, testAccount);
    const credential = GoogleAuthProvider.credential(emulatorGoogleToken(account));
    return (await signInWithCredential(auth, credential)).user;
  };

  /**
   * Every signed-in account has a profile (the boards show its name). Checked on each sign-in
   * rather than trusting isNewUser: a profile write that failed at registration, or an account made
   * elsewhere (another device with the local adapter, the console), is made up for here.
   */
  const ensureProfile = async (user: User) => {
    if (await profiles.get(user.uid)) {
      pending.forget(user.email);
      return;
    }
    // A registration on this device whose profile write never landed: its details, not blanks.
    const kept = pending.recall(user.email);
    await writeProfileOnce(user.uid, {
      displayName: kept?.displayName ?? fallbackDisplayName(user),
      district: kept?.district ?? null,
      // The newsletter consent is recorded only with the form's other answers.
      newsletter: kept?.ageBand ? kept.newsletter : false,
      ...(kept?.ageBand ? { ageBand: kept.ageBand } : {}),
    });
    pending.forget(user.email);
  };

  /**
   * Creates the profile unless it exists. The rules allow one create and no update, so a create
   * whose answer was lost (it landed, the reply did not) fails when sent again: a profile found
   * after a failed create is the one we wrote, not an error.
   */
  const writeProfileOnce = async (
    uid: string,
    details: Pick<Profile, 'displayName' | 'district' | 'newsletter' | 'ageBand'>,
  ) => {
    const time = now().toISOString();
    try {
      await profiles.create({
        uid,
        ...details,
        createdAt: time,
        ...(details.ageBand
          ? {
              consent: {
                notice: PRIVACY_NOTICE_VERSION,
                noticeAt: time,
                newsletterAt: time,
              },
            }
          : {}),
      });
    } catch (error) {
      if (await profiles.get(uid).catch(() => null)) return;
      throw error;
    }
  };

  /**
   * The account for a registration, made at most once. An account this page already created and
   * signed in (the profile write failed after it) is used again; an address already taken is
   * signed in with the password typed, which succeeds only for its owner: so a retry after a
   * half-finished registration, even after a reload, finishes it instead of answering "already
   * registered". A wrong password still gets that answer.
   */
  const accountFor = async (email: string, password: string): Promise<User> => {
    const current = auth.currentUser;
    if (current?.email && current.email.toLowerCase() === email.toLowerCase()) return current;
    try {
      return (await createUserWithEmailAndPassword(auth, email, password)).user;
    } catch (error) {
      if (errorCode(error) !== 'auth/email-already-in-use') throw error;
      try {
        return (await signInWithEmailAndPassword(auth, email, password)).user;
      } catch {
        throw error;
      }
    }
  };

  return {
    googleSignIn: emulator ? 'emulator' : 'popup',

    async currentUser() {
      await auth.authStateReady();
      return auth.currentUser ? toAccount(auth.currentUser) : null;
    },

    subscribe(listener) {
      const entry = (user: Account | null) => listener(user);
      listeners.add(entry);
      const unsubscribe = onAuthStateChanged(auth, (user) => entry(user ? toAccount(user) : null));
      return () => {
        listeners.delete(entry);
        unsubscribe();
      };
    },

    async register(input) {
      const { displayName, email, password, district, ageBand, consent } = parseInput(
        registerSchema,
        input,
      );
      return call(async () => {
        // Kept before the first request, so no cut between the two writes loses the choices.
        pending.remember(email, { displayName, district, newsletter: consent.newsletter, ageBand });
        const user = await accountFor(email, password);
        if (!user.displayName) {
          await updateProfile(user, { displayName });
          // A token that carries the name: the server names a visitor by it until their profile
          // is written (a write a navigation can cut short).
          await user.getIdToken(true);
        }
        if (!(await profiles.get(user.uid))) {
          await writeProfileOnce(user.uid, {
            displayName,
            district,
            newsletter: consent.newsletter,
            ageBand,
          });
        }
        pending.forget(email);
        const account = toAccount(user);
        emit(account);
        return account;
      });
    },

    async signIn(email, password) {
      const credentials = parseInput(signInSchema, { email, password });
      return call(async () => {
        const { user } = await signInWithEmailAndPassword(
          auth,
          credentials.email,
          credentials.password,
        );
        await ensureProfile(user);
        return toAccount(user);
      });
    },

    signInWithGoogle(testAccount) {
      return call(async () => {
        const user = await signInGoogleUser(testAccount);
        await ensureProfile(user);
        return toAccount(user);
      });
    },

    async sendPasswordReset(email) {
      const input = parseInput(resetSchema, { email });
      return call(async () => {
        try {
          await sendPasswordResetEmail(auth, input.email);
        } catch (error) {
          // The same answer whether or not the address has an account, so the form cannot be
          // used to find out who is registered.
          if (errorCode(error) === 'auth/user-not-found') return;
          throw error;
        }
      });
    },

    signOut() {
      return call(() => auth.signOut());
    },
  };
}
