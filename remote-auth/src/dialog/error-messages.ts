import { isBackendError, type BackendErrorCode } from '@onam/shared/backend/port';
import { messages, type AuthMessageKey } from '../i18n/messages';

/** A schema message ('name.tooLong') → its catalogue key ('validation.name.tooLong'). */
export function validationMessageKey(schemaKey: string): AuthMessageKey {
  const key = `validation.${schemaKey}`;
  return Object.hasOwn(messages.en, key) ? (key as AuthMessageKey) : 'validation.unknown';
}

const SERVER_ERROR_KEYS: Partial<Record<BackendErrorCode, AuthMessageKey>> = {
  'email-already-registered': 'error.emailAlreadyRegistered',
  'wrong-credentials': 'error.wrongCredentials',
  'too-many-attempts': 'error.tooManyAttempts',
  network: 'error.network',
  'weak-password': 'error.weakPassword',
  'invalid-email': 'error.invalidEmail',
  'popup-closed': 'error.popupClosed',
  'invalid-input': 'error.invalidInput',
};

export type ServerProblem = { code: BackendErrorCode; messageKey: AuthMessageKey };

/** Any failure of an action → the code the dialog reacts to and the words it shows. */
export function serverProblem(error: unknown): ServerProblem {
  const code: BackendErrorCode = isBackendError(error) ? error.code : 'unknown';
  return { code, messageKey: SERVER_ERROR_KEYS[code] ?? 'error.unknown' };
}
