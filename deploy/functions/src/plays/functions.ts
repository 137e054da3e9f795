import { randomUUID } from 'node:crypto';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/https';
import { packageScoring } from '../../../game-packages/scoring';
import { callableOptions, db, now } from '../platform/admin';
import { files, registry } from '../platform/game-packages';
import { submitPlay as submit } from './plays';

// Each version's scoring, fetched from its published package on first use and run in a sandbox.
const scoring = packageScoring({ registry, files });

export const submitPlay = onCall(callableOptions, (request) =>
  submit(
    { db, scoring, now, newId: randomUUID, log: (event, detail) => logger.warn(event, detail) },
    request.auth?.uid,
    request.data,
  ),
);
