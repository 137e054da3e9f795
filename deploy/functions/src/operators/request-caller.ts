// The caller of an operators' callable, as the deployed functions find it.
import { getAuth } from 'firebase-admin/auth';
import type { CallableRequest } from 'firebase-functions/https';
import { db } from '../platform/admin';
import { operatorCaller } from './operator-gate';

/**
 * Its ID token verified again with Auth's revocation check and its listing read (operator-gate.ts):
 * a revoked operator is refused at once, not within the hour their token has left. These calls are
 * rare; the Auth round trip is theirs alone.
 */
export const operatorOf = (request: CallableRequest) =>
  operatorCaller({ auth: getAuth(), db }, request.rawRequest.headers.authorization);
