import { onCall } from 'firebase-functions/https';
import { callableOptions, db, now } from '../platform/admin';
import { accounts } from '../platform/auth-accounts';
import { personalFiles } from '../platform/storage-files';
import {
  acceptPrivacyNotice as accept,
  deleteMyAccount as deleteAccount,
  exportMyData as exportData,
} from './privacy';

/** The privacy notice accepted, with the age band once (privacy.ts; docs/decisions/037). */
export const acceptPrivacyNotice = onCall(callableOptions, (request) =>
  accept({ db, now }, request.auth?.uid, request.data),
);

/** "Download my data": everything of the caller that personal-data.ts lists. */
export const exportMyData = onCall(callableOptions, (request) =>
  exportData(
    { db, now, files: personalFiles },
    { uid: request.auth?.uid, email: request.auth?.token.email },
  ),
);

/** "Delete my account": every document, every file, then the account. Few at once: it is rare. */
export const deleteMyAccount = onCall({ ...callableOptions, concurrency: 10 }, (request) =>
  deleteAccount({ db, now, files: personalFiles, accounts }, request.auth?.uid),
);
