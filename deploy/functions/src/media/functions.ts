import { onCall } from 'firebase-functions/https';
import { callableOptions, db, now } from '../platform/admin';
import { mediaFiles as files } from '../platform/storage-files';
import { registerMedia as register, removeMedia as remove } from './media';

export const registerMedia = onCall(callableOptions, (request) =>
  register({ db, files, now }, request.auth?.uid, request.data),
);

export const removeMedia = onCall(callableOptions, (request) =>
  remove({ db, files, now }, request.auth?.uid, request.data),
);
