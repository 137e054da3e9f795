import type { Auth } from 'firebase/auth';
import { isBackendError } from '../../port';
import { createFirebaseAccounts, fallbackDisplayName, toAccount } from '../firebase-accounts';
import { mapDataError } from '../data-errors';
import {
  mediaStoragePath,
  parseHostPort,
  profileFromDoc,
  timestampToIso,
} from '../firestore-mapping';

const now = new Date('2025-09-01T00:00:00.000Z');

describe('toAccount', () => {
  it('names the providers a visitor signs in with', () => {
    const account = toAccount({
      uid: 'u1',
      displayName: 'Anjali',
      email: 'a@example.com',
      providerData: [{ providerId: 'google.com' }, { providerId: 'password' }],
    });
    expect(account).toEqual({
      uid: 'u1',
      displayName: 'Anjali',
      email: 'a@example.com',
      providers: ['google', 'password'],
    });
  });

  it('gives a nameless Google account a name from its email', () => {
    expect(fallbackDisplayName({ displayName: null, email: 'biju@example.com' })).toBe('biju');
    expect(fallbackDisplayName({ displayName: ' ', email: null })).toBe('Guest');
  });
});

describe('createFirebaseAccounts', () => {
  // Any use of Auth would throw: invalid input must be refused before Firebase is called.
  const auth = new Proxy({} as Auth, {
    get: () => {
      throw new Error('Auth was called');
    },
  });
  const profiles = { get: jest.fn(), create: jest.fn() };
  const accounts = createFirebaseAccounts(auth, profiles);

  it.each([
    [
      'register',
      () =>
        accounts.register({
          displayName: 'Anjali',
          email: 'not-an-email',
          password: 'onam2025',
          district: 'kollam',
          ageBand: 'adult',
          consent: { terms: true, newsletter: false },
        }),
    ],
    ['signIn', () => accounts.signIn('', 'x')],
    ['sendPasswordReset', () => accounts.sendPasswordReset('nope')],
  ])('%s rejects invalid input with invalid-input', async (_name, call) => {
    const error: unknown = await call().then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isBackendError(error, 'invalid-input')).toBe(true);
    expect(profiles.create).not.toHaveBeenCalled();
  });
});

describe('firestore mapping', () => {
  it('reads timestamps, ISO strings and pending server timestamps', () => {
    const stamp = { toDate: () => new Date('2025-08-30T10:00:00.000Z') };
    expect(timestampToIso(stamp, now)).toBe('2025-08-30T10:00:00.000Z');
    expect(timestampToIso('2025-08-29T10:00:00.000Z', now)).toBe('2025-08-29T10:00:00.000Z');
    expect(timestampToIso(null, now)).toBe(now.toISOString());
  });

  it('turns a profile document into a Profile, a pending creation time read as now', () => {
    expect(
      profileFromDoc(
        'u1',
        { displayName: 'Anjali', district: 'kollam', newsletter: true, createdAt: null },
        now,
      ),
    ).toEqual({
      uid: 'u1',
      displayName: 'Anjali',
      district: 'kollam',
      newsletter: true,
      createdAt: now.toISOString(),
      ageBand: null,
      consent: null,
    });
  });

  it('reads the age band and the consent record, its times as ISO 8601', () => {
    const stamp = { toDate: () => new Date('2026-11-26T10:00:00.000Z') };
    expect(
      profileFromDoc(
        'u1',
        {
          displayName: 'Anjali',
          district: 'kollam',
          newsletter: false,
          createdAt: stamp,
          ageBand: 'under-18',
          consent: { notice: '2026-11-26', noticeAt: stamp, newsletterAt: stamp },
        },
        now,
      ),
    ).toMatchObject({
      ageBand: 'under-18',
      consent: {
        notice: '2026-11-26',
        noticeAt: '2026-11-26T10:00:00.000Z',
        newsletterAt: '2026-11-26T10:00:00.000Z',
      },
    });
  });

  it('builds storage paths and parses emulator addresses', () => {
    expect(mediaStoragePath('u1', 'm1')).toBe('media/u1/m1');
    expect(parseHostPort('127.0.0.1:8080')).toEqual({ host: '127.0.0.1', port: 8080 });
  });

  it('maps Firestore and Storage failures', () => {
    const failure = (code: string) => Object.assign(new Error(code), { code });
    expect(mapDataError(failure('permission-denied')).code).toBe('permission-denied');
    expect(mapDataError(failure('storage/canceled')).code).toBe('cancelled');
    expect(mapDataError(failure('unavailable')).code).toBe('network');
    expect(mapDataError(failure('internal')).code).toBe('unknown');
  });

  it('maps the play functions’ refusals, keeping the wait the server names', () => {
    const refusal = (code: string, details?: unknown) =>
      Object.assign(new Error('refused'), { code, details });
    expect(mapDataError(refusal('functions/invalid-argument')).code).toBe('invalid-input');
    expect(
      mapDataError(refusal('functions/resource-exhausted', { retryAfterMs: 4000 })),
    ).toMatchObject({ code: 'rate-limited', retryAfterMs: 4000, message: 'refused' });
    expect(mapDataError(refusal('functions/resource-exhausted')).code).toBe('limit-reached');
    expect(mapDataError(refusal('functions/failed-precondition')).code).toBe('unavailable');
  });

  it('tells a deleted account from one that is merely signed out', () => {
    const refusal = (details?: unknown) =>
      Object.assign(new Error('This account was deleted'), {
        code: 'functions/unauthenticated',
        details,
      });
    expect(mapDataError(refusal({ accountDeleted: true }))).toMatchObject({
      code: 'account-deleted',
      message: 'This account was deleted',
    });
    expect(mapDataError(refusal()).code).toBe('not-signed-in');
  });

  it('tells a Firestore read that got no answer at all from one the server refused', () => {
    // As Firestore Lite reports them: fetch failed (no HTTP status), or the server's answer.
    const firestoreError = (code: string, message: string) =>
      Object.assign(new Error(message), { code });
    expect(
      mapDataError(firestoreError('unknown', 'Request failed with error: Failed to fetch')).code,
    ).toBe('network');
    expect(
      mapDataError(
        firestoreError(
          'permission-denied',
          'Request failed with error: Missing or insufficient permissions.',
        ),
      ).code,
    ).toBe('permission-denied');
    expect(mapDataError(firestoreError('unknown', 'something else')).code).toBe('unknown');
  });

  it('takes an SDK whose code the network did not bring for the network’s failure', () => {
    // As webpack rejects a chunk that did not arrive: a play sent then is kept for later, as any
    // play whose request got no answer, not counted as one the server failed on.
    const missing = Object.assign(
      new Error('Loading chunk firebase-calls failed.\n(missing: /js/x.js)'),
      {
        name: 'ChunkLoadError',
        type: 'missing',
      },
    );
    expect(mapDataError(missing)).toMatchObject({ code: 'network' });
  });

  it('tells a callable that got no answer at all from one the server failed on', () => {
    // As the Functions SDK reports them: HTTP status 0 when fetch itself failed, else the status.
    const functionsError = (message: string) =>
      Object.assign(new Error(message), { code: 'functions/internal' });
    expect(mapDataError(functionsError('internal [0]')).code).toBe('network');
    expect(mapDataError(functionsError('INTERNAL [500]')).code).toBe('unknown');
    expect(mapDataError(functionsError('Backend error status: INTERNAL [500]')).code).toBe(
      'unknown',
    );
  });
});
