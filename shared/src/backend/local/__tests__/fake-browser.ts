import type { ProfileWriter } from '../../firebase/firebase-accounts';
import { type Account, type AccountsPort, BackendError, type RegisterInput } from '../../port';

/**
 * jsdom has no structuredClone (fake-indexeddb needs it) and no object URLs. This clone keeps
 * Blobs by reference, which is all a test needs of IndexedDB's Blob storage.
 */
export function installBrowserGaps(): void {
  const clone = (value: unknown): unknown => {
    if (value instanceof Blob || value === null || typeof value !== 'object') return value;
    if (value instanceof Date) return new Date(value.getTime());
    if (Array.isArray(value)) return value.map(clone);
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, clone(field)]));
  };
  Object.assign(globalThis, { structuredClone: clone });
  let next = 0;
  Object.assign(URL, {
    createObjectURL: jest.fn(() => `blob:test/${++next}`),
    revokeObjectURL: jest.fn(),
  });
}

/** Accounts in memory, writing profiles like the Firebase accounts do. */
export function fakeAccounts(profiles: ProfileWriter) {
  const users = new Map<string, { account: Account; password: string }>();
  const listeners = new Set<(user: Account | null) => void>();
  let current: Account | null = null;
  const setCurrent = <A extends Account | null>(account: A): A => {
    current = account;
    for (const listener of listeners) listener(account);
    return account;
  };

  const accounts: AccountsPort = {
    googleSignIn: 'emulator',
    currentUser: () => Promise.resolve(current),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async register(input: RegisterInput) {
      if (users.has(input.email)) throw new BackendError('email-already-registered');
      const account: Account = {
        uid: `uid-${users.size + 1}`,
        displayName: input.displayName,
        email: input.email,
        providers: ['password'],
      };
      users.set(input.email, { account, password: input.password });
      await profiles.create({
        uid: account.uid,
        displayName: input.displayName,
        district: input.district,
        newsletter: input.consent.newsletter,
        createdAt: new Date().toISOString(),
      });
      return setCurrent(account);
    },
    async signIn(email, password) {
      const user = users.get(email);
      if (!user || user.password !== password) throw new BackendError('wrong-credentials');
      return setCurrent(user.account);
    },
    signInWithGoogle: () => Promise.reject(new BackendError('popup-closed')),
    sendPasswordReset: () => Promise.resolve(),
    async signOut() {
      setCurrent(null);
    },
  };
  return accounts;
}
