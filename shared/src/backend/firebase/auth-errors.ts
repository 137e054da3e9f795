import { BackendError, type BackendErrorCode, isBackendError } from '../port';

/**
 * Firebase Auth error codes → the port's codes. 'auth/invalid-credential' (and its older
 * 'invalid-login-credentials' form) is what Auth answers for both an unknown email and a wrong
 * password when email enumeration protection is on, so all of them read as one.
 */
const AUTH_CODES: Readonly<Record<string, BackendErrorCode>> = {
  'auth/email-already-in-use': 'email-already-registered',
  'auth/wrong-password': 'wrong-credentials',
  'auth/invalid-credential': 'wrong-credentials',
  'auth/user-not-found': 'wrong-credentials',
  'auth/invalid-login-credentials': 'wrong-credentials',
  'auth/weak-password': 'weak-password',
  'auth/invalid-email': 'invalid-email',
  'auth/too-many-requests': 'too-many-attempts',
  'auth/network-request-failed': 'network',
  'auth/popup-closed-by-user': 'popup-closed',
  'auth/cancelled-popup-request': 'popup-closed',
};

/** The `code` of a FirebaseError (or anything shaped like one), else undefined. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Any failure from Firebase Auth as a BackendError; a BackendError passes through unchanged. */
export function mapAuthError(error: unknown): BackendError {
  if (isBackendError(error)) return error;
  const code = errorCode(error);
  const mapped = (code !== undefined && AUTH_CODES[code]) || 'unknown';
  const message = error instanceof Error ? error.message : String(error);
  return new BackendError(mapped, message, { cause: error });
}
