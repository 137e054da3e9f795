import { randomUUID } from 'node:crypto';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/https';
import { packageScoring } from '../../../game-packages/scoring';
import { callableOptions, db, now } from '../platform/admin';
import { files, registry } from '../platform/game-packages';
import { boardSight } from '../board/board';
import { gameRemotes } from '../campaign/game-remotes';
import { counterBatch, flushOnStop } from '../common/counter-batch';
import {
  NOW_SHARDS,
  PLAY_COUNTS_EVERY_MS,
  SUBMIT_PLAY_MAX_INSTANCES,
} from '@onam/shared/now/now-counters';
import { submitPlay as submit } from './plays';

// Each version's scoring, fetched from its published package on first use and run in a sandbox.
const scoring = packageScoring({ registry, files });
/** What this instance last saw of each board: a play that cannot change one reads none of it. */
const boards = boardSight();
/**
 * The operators' live counts of plays, written by this instance every 5 s (docs/decisions/070),
 * and before it stops.
 */
const counts = counterBatch(db, { everyMs: PLAY_COUNTS_EVERY_MS, shards: NOW_SHARDS });
flushOnStop(counts);

export const submitPlay = onCall(
  { ...callableOptions, maxInstances: SUBMIT_PLAY_MAX_INSTANCES },
  (request) =>
    submit(
      {
        db,
        scoring,
        now,
        newId: randomUUID,
        log: (event, detail) => logger.warn(event, detail),
        gameRemotes,
        boards,
        counts,
      },
      request.auth?.uid,
      request.data,
    ),
);
