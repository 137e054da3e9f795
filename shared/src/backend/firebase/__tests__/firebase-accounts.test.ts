import type { Auth } from 'firebase/auth';
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
} from 'firebase/auth';
import { BackendError, type Profile } from '../../port';
import { pendingRegistrations, type KeyValueStore } from '../../pending-registration';
import { PRIVACY_NOTICE_VERSION } from '../../privacy';
import { createFirebaseAccounts, type ProfileWriter } from '../firebase-accounts';

jest.mock('firebase/auth', () => ({
  browserPopupRedirectResolver: { name: 'the popup helper' },
  GoogleAuthProvider: jest.fn(),
  signInWithEmailAndPassword: jest.fn(),
  signInWithPopup: jest.fn(),
  createUserWithEmailAndPassword: jest.fn(),
  updateProfile: jest.fn(),
  onAuthStateChanged: jest.fn(() => () => undefined),
}));

const user = {
  uid: 'u1',
  displayName: 'Anu Menon',
  email: 'anu@example.com',
  providerData: [{ providerId: 'password' }],
};

function profilesWith(existing: Profile | null) {
  return {
    get: jest.fn(async () => existing),
    create: jest.fn(async () => undefined),
  } satisfies ProfileWriter;
}

const at = new Date('2026-08-26T04:00:00.000Z');

describe('signing in with email and password', () => {
  beforeEach(() => jest.mocked(signInWithEmailAndPassword).mockResolvedValue({ user } as never));

  it('makes up a missing profile, so the boards can name the player', async () => {
    const profiles = profilesWith(null);
    const accounts = createFirebaseAccounts({} as Auth, profiles, () => at);
    await expect(accounts.signIn('anu@example.com', 'onam2026sadya')).resolves.toMatchObject({
      uid: 'u1',
      displayName: 'Anu Menon',
    });
    expect(profiles.create).toHaveBeenCalledWith({
      uid: 'u1',
      displayName: 'Anu Menon',
      district: null,
      newsletter: false,
      createdAt: at.toISOString(),
    });
  });

  it('leaves an existing profile alone', async () => {
    const profiles = profilesWith({
      uid: 'u1',
      displayName: 'Anu',
      district: 'thrissur',
      newsletter: true,
      createdAt: '2026-08-01T00:00:00.000Z',
    });
    const accounts = createFirebaseAccounts({} as Auth, profiles, () => at);
    await accounts.signIn('anu@example.com', 'onam2026sadya');
    expect(profiles.create).not.toHaveBeenCalled();
  });
});

describe('signing in with Google', () => {
  it('hands the popup helper to the popup itself, as Auth is started without it', async () => {
    jest.mocked(signInWithPopup).mockResolvedValue({ user } as never);
    const profiles = profilesWith(null);
    const auth = {} as Auth;
    const accounts = createFirebaseAccounts(auth, profiles, () => at);
    expect(accounts.googleSignIn).toBe('popup');
    await expect(accounts.signInWithGoogle()).resolves.toMatchObject({ uid: 'u1' });
    expect(signInWithPopup).toHaveBeenCalledWith(
      auth,
      expect.anything(),
      browserPopupRedirectResolver,
    );
  });
});

/** A Storage that outlives the accounts object, as localStorage outlives a page. */
function deviceStorage(): KeyValueStore {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Firestore's profiles as the rules keep them: one create per visitor, nothing after. */
function profilesOnServer(failFirstCreates = 0) {
  const saved = new Map<string, Profile>();
  let failures = failFirstCreates;
  return {
    saved,
    get: jest.fn(async (uid: string) => saved.get(uid) ?? null),
    create: jest.fn(async (profile: Profile) => {
      if (failures > 0) {
        failures -= 1;
        throw new BackendError('network', 'the connection dropped');
      }
      if (saved.has(profile.uid)) throw new BackendError('permission-denied');
      saved.set(profile.uid, profile);
    }),
  } satisfies ProfileWriter & { saved: Map<string, Profile> };
}

const registration = {
  displayName: 'Anu Menon',
  email: 'Anu@example.com',
  password: 'onam2026sadya',
  district: 'thrissur' as const,
  ageBand: 'adult' as const,
  consent: { terms: true as const, newsletter: true },
};

describe('registering when the profile write is cut short', () => {
  const newUser = () => ({
    ...user,
    displayName: null as string | null,
    getIdToken: jest.fn(async () => 'token'),
  });

  beforeEach(() => {
    jest.mocked(updateProfile).mockImplementation(async (target, { displayName }) => {
      (target as { displayName: string | null }).displayName = displayName ?? null;
    });
  });

  it('finishes on "try again" in the same page, with the district and newsletter choice', async () => {
    const created = newUser();
    const auth = { currentUser: null } as { currentUser: unknown } as Auth;
    jest.mocked(createUserWithEmailAndPassword).mockImplementation(async () => {
      Object.assign(auth, { currentUser: created });
      return { user: created } as never;
    });
    const profiles = profilesOnServer(1);
    const accounts = createFirebaseAccounts(auth, profiles, () => at, {
      pending: pendingRegistrations(deviceStorage()),
    });

    await expect(accounts.register(registration)).rejects.toMatchObject({ code: 'network' });
    await expect(accounts.register(registration)).resolves.toMatchObject({ uid: 'u1' });

    expect(createUserWithEmailAndPassword).toHaveBeenCalledTimes(1);
    expect(profiles.saved.get('u1')).toEqual({
      uid: 'u1',
      displayName: 'Anu Menon',
      district: 'thrissur',
      newsletter: true,
      createdAt: at.toISOString(),
      ageBand: 'adult',
      consent: {
        notice: PRIVACY_NOTICE_VERSION,
        noticeAt: at.toISOString(),
        newsletterAt: at.toISOString(),
      },
    });
  });

  it("finishes after a reload: the address is taken, the password is the owner's", async () => {
    const created = newUser();
    jest
      .mocked(createUserWithEmailAndPassword)
      .mockResolvedValueOnce({ user: created } as never)
      .mockRejectedValueOnce(
        Object.assign(new Error('taken'), { code: 'auth/email-already-in-use' }),
      );
    jest.mocked(signInWithEmailAndPassword).mockResolvedValue({ user: created } as never);
    const storage = deviceStorage();
    const profiles = profilesOnServer(1);

    const firstPage = createFirebaseAccounts({ currentUser: null } as Auth, profiles, () => at, {
      pending: pendingRegistrations(storage),
    });
    await expect(firstPage.register(registration)).rejects.toMatchObject({ code: 'network' });

    const reloaded = createFirebaseAccounts({ currentUser: null } as Auth, profiles, () => at, {
      pending: pendingRegistrations(storage),
    });
    await expect(reloaded.register(registration)).resolves.toMatchObject({ uid: 'u1' });
    expect(profiles.saved.get('u1')).toMatchObject({ district: 'thrissur', newsletter: true });
  });

  it('still says "already registered" to someone who does not know the password', async () => {
    jest
      .mocked(createUserWithEmailAndPassword)
      .mockRejectedValue(Object.assign(new Error('taken'), { code: 'auth/email-already-in-use' }));
    jest
      .mocked(signInWithEmailAndPassword)
      .mockRejectedValue(Object.assign(new Error('no'), { code: 'auth/invalid-credential' }));
    const profiles = profilesOnServer();
    const accounts = createFirebaseAccounts({ currentUser: null } as Auth, profiles, () => at, {
      pending: pendingRegistrations(deviceStorage()),
    });
    await expect(accounts.register(registration)).rejects.toMatchObject({
      code: 'email-already-registered',
    });
    expect(profiles.create).not.toHaveBeenCalled();
  });

  it('does not write the profile twice when the first write landed but its answer was lost', async () => {
    const created = newUser();
    const auth = { currentUser: null } as { currentUser: unknown } as Auth;
    jest.mocked(createUserWithEmailAndPassword).mockImplementation(async () => {
      Object.assign(auth, { currentUser: created });
      return { user: created } as never;
    });
    const profiles = profilesOnServer();
    profiles.create.mockImplementationOnce(async (profile: Profile) => {
      profiles.saved.set(profile.uid, profile);
      throw new BackendError('network', 'the answer never came');
    });
    const accounts = createFirebaseAccounts(auth, profiles, () => at, {
      pending: pendingRegistrations(deviceStorage()),
    });
    await expect(accounts.register(registration)).resolves.toMatchObject({ uid: 'u1' });
    expect(profiles.saved.get('u1')).toMatchObject({ district: 'thrissur' });
  });

  it("gives the next sign-in on this device the form's details, not blanks", async () => {
    const created = newUser();
    jest.mocked(createUserWithEmailAndPassword).mockResolvedValue({ user: created } as never);
    jest.mocked(signInWithEmailAndPassword).mockResolvedValue({ user: created } as never);
    const storage = deviceStorage();
    const profiles = profilesOnServer(1);
    const page = createFirebaseAccounts({ currentUser: null } as Auth, profiles, () => at, {
      pending: pendingRegistrations(storage),
    });
    await expect(page.register(registration)).rejects.toMatchObject({ code: 'network' });

    const later = createFirebaseAccounts({ currentUser: null } as Auth, profiles, () => at, {
      pending: pendingRegistrations(storage),
    });
    await later.signIn('anu@example.com', 'onam2026sadya');
    expect(profiles.saved.get('u1')).toMatchObject({
      displayName: 'Anu Menon',
      district: 'thrissur',
      newsletter: true,
      // The form's age band and consents too: the notice was accepted in it.
      ageBand: 'adult',
      consent: { notice: PRIVACY_NOTICE_VERSION },
    });
    expect(storage.getItem('onam:pending-registration:anu@example.com')).toBeNull();
  });
});
