/** @jest-environment node */
import { BackendError } from '../../port';
import { mapAuthError } from '../auth-errors';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: (${code}).`), { code });

describe('mapAuthError', () => {
  it.each([
    ['auth/email-already-in-use', 'email-already-registered'],
    ['auth/wrong-password', 'wrong-credentials'],
    ['auth/invalid-credential', 'wrong-credentials'],
    ['auth/user-not-found', 'wrong-credentials'],
    ['auth/invalid-login-credentials', 'wrong-credentials'],
    ['auth/weak-password', 'weak-password'],
    ['auth/invalid-email', 'invalid-email'],
    ['auth/too-many-requests', 'too-many-attempts'],
    ['auth/network-request-failed', 'network'],
    ['auth/popup-closed-by-user', 'popup-closed'],
    ['auth/cancelled-popup-request', 'popup-closed'],
    ['auth/operation-not-allowed', 'unknown'],
  ])('maps %s to %s', (code, expected) => {
    const error = firebaseError(code);
    const mapped = mapAuthError(error);
    expect(mapped).toBeInstanceOf(BackendError);
    expect(mapped.code).toBe(expected);
    expect(mapped.cause).toBe(error);
  });

  it('maps anything without a code to unknown', () => {
    expect(mapAuthError(new TypeError('boom')).code).toBe('unknown');
    expect(mapAuthError('boom').code).toBe('unknown');
    expect(mapAuthError({ code: 42 }).code).toBe('unknown');
  });

  it('passes a BackendError through', () => {
    const error = new BackendError('invalid-input');
    expect(mapAuthError(error)).toBe(error);
  });
});
