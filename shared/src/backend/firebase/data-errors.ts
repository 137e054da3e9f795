import { BackendError, type BackendErrorCode } from '../port';
import { errorCode } from './auth-errors';
import type { RefusalDetails } from './server-documents';

const FUNCTIONS_CODES: Partial<Record<string, BackendErrorCode>> = {
  'functions/unauthenticated': 'not-signed-in',
  'functions/permission-denied': 'permission-denied',
  'functions/invalid-argument': 'invalid-input',
  'functions/failed-precondition': 'unavailable',
  'functions/unavailable': 'network',
  'functions/deadline-exceeded': 'network',
  'functions/cancelled': 'cancelled',
  'functions/aborted': 'conflict',
  'functions/not-found': 'invalid-input',
};

/** Firestore, Storage and Functions failures in the port's words, keeping the server's message. */
export function mapDataError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'functions/resource-exhausted') {
    const details = (error as { details?: RefusalDetails }).details;
    return typeof details?.retryAfterMs === 'number'
      ? new BackendError('rate-limited', message, {
          cause: error,
          retryAfterMs: details.retryAfterMs,
        })
      : new BackendError('limit-reached', message, { cause: error });
  }
  // An SDK loaded on first use (firebase-services.ts) whose chunk the network did not bring: as
  // webpack rejects it. The request was never sent, so it is the network's failure too.
  if (error instanceof Error && error.name === 'ChunkLoadError') {
    return new BackendError('network', message, { cause: error });
  }
  // Firestore Lite reports a request that got no answer at all (fetch itself failed) as 'unknown':
  // an answer with any HTTP status maps to another code.
  if (code === 'unknown' && message.startsWith('Request failed with error:')) {
    return new BackendError('network', message, { cause: error });
  }
  // The Functions SDK reports a request that got no answer at all (fetch failed: the phone's
  // network dropped while the browser still said online) as 'internal' with HTTP status 0. That is
  // the network's failure, not the play's: the play must not be counted as one the server failed on.
  if (code === 'functions/internal' && /\[0\]$/.test(message)) {
    return new BackendError('network', message, { cause: error });
  }
  if (
    code === 'functions/unauthenticated' &&
    (error as { details?: RefusalDetails }).details?.accountDeleted
  ) {
    return new BackendError('account-deleted', message, { cause: error });
  }
  const functionsCode = code ? FUNCTIONS_CODES[code] : undefined;
  if (functionsCode) return new BackendError(functionsCode, message, { cause: error });
  const mapped =
    code === 'permission-denied' || code === 'storage/unauthorized'
      ? 'permission-denied'
      : code === 'unavailable' || code === 'storage/retry-limit-exceeded'
        ? 'network'
        : code === 'storage/canceled'
          ? 'cancelled'
          : code === 'unauthenticated' || code === 'storage/unauthenticated'
            ? 'not-signed-in'
            : 'unknown';
  return new BackendError(mapped, message, { cause: error });
}

/** Runs one port call, so that whatever it throws reaches the caller as a BackendError. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw mapDataError(error);
  }
}
