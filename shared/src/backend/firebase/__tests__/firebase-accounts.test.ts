import type { Auth } from 'firebase/auth';
import {
  browserPopupRedirectResolver,
  signInWithEmailAndPassword,
  signInWithPopup,
} from 'firebase/auth';
import type { Profile } from '../../port';
import { createFirebaseAccounts, type ProfileWriter } from '../firebase-accounts';

jest.mock('firebase/auth', () => ({
  browserPopupRedirectResolver: { name: 'the popup helper' },
  GoogleAuthProvider: jest.fn(),
  signInWithEmailAndPassword: jest.fn(),
  signInWithPopup: jest.fn(),
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
