import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { onCall } from 'firebase-functions/https';
import { callableOptions, db, now } from '../platform/admin';
import { submitPlay as submit } from './plays';
import { pinnedScoring } from './scoring-registry';

// build.mjs puts the pinned scoring modules beside the bundle (lib/scoring).
const scoring = pinnedScoring(path.join(__dirname, 'scoring'));

export const submitPlay = onCall(callableOptions, (request) =>
  submit({ db, scoring, now, newId: randomUUID }, request.auth?.uid, request.data),
);
