import { onCall } from 'firebase-functions/https';
import { callableOptions, db, now } from '../platform/admin';
import { updateProfile as update } from './profiles';

export const updateProfile = onCall(callableOptions, (request) =>
  update({ db, now }, request.auth?.uid, request.data),
);
