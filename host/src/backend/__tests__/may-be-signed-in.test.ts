/** @jest-environment node */
import { FIREBASE_AUTH_DATABASE, mayBeSignedIn } from '../may-be-signed-in';

const anu = { uid: 'u1', displayName: 'Anu', email: null };
const remembers = (user: typeof anu | null, signedOut = false) => ({
  read: () => user,
  signedOut: () => signedOut,
});
const nobodyKnown = remembers(null);

describe('whether someone may be signed in on this device', () => {
  it('yes when the device remembers a visitor, without looking further', async () => {
    const databases = jest.fn(async () => []);
    await expect(mayBeSignedIn(remembers(anu), databases)).resolves.toBe(true);
    expect(databases).not.toHaveBeenCalled();
  });

  it('no when Auth found nobody here before', async () => {
    const databases = jest.fn(async () => [{ name: FIREBASE_AUTH_DATABASE }]);
    await expect(mayBeSignedIn(remembers(null, true), databases)).resolves.toBe(false);
    expect(databases).not.toHaveBeenCalled();
  });

  it('no on a first visit: Firebase Auth has never stored anything on this origin', async () => {
    await expect(
      mayBeSignedIn(nobodyKnown, async () => [{ name: 'onam-local-backend' }]),
    ).resolves.toBe(false);
  });

  it('yes for a device from before the memory, where Firebase Auth has its database', async () => {
    await expect(
      mayBeSignedIn(nobodyKnown, async () => [{ name: FIREBASE_AUTH_DATABASE }]),
    ).resolves.toBe(true);
  });

  it('yes when the browser cannot tell: better a download than a visitor shown as signed out', async () => {
    await expect(mayBeSignedIn(nobodyKnown, null)).resolves.toBe(true);
    await expect(
      mayBeSignedIn(nobodyKnown, () => Promise.reject(new DOMException('denied', 'SecurityError'))),
    ).resolves.toBe(true);
  });
});
