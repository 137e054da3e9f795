import { randomUUID } from 'node:crypto';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/https';
import { packageScoring } from '../../../game-packages/scoring';
import { callableOptions, db, now } from '../platform/admin';
import { files, registry } from '../platform/game-packages';
import { readLive } from '@onam/shared/campaign-ops/live-revisions';
import { remotesForGame } from '@onam/shared/manifest/game-remotes';
import { parseCampaignManifest } from '@onam/shared/manifest/schema';
import {
  boundedRead,
  FIRESTORE_FIRST_READ_TIMEOUT_MS as firstTimeoutMs,
  FIRESTORE_READ_TIMEOUT_MS as timeoutMs,
} from '../common/bounded-read';
import { boardSight } from '../board/board';
import { counterBatch, flushOnStop } from '../common/counter-batch';
import {
  NOW_SHARDS,
  PLAY_COUNTS_EVERY_MS,
  SUBMIT_PLAY_MAX_INSTANCES,
} from '@onam/shared/now/now-counters';
import { submitPlay as submit } from './plays';

const liveManifest = async () => (await readLive(db))?.manifest;
/** The live campaign, read at most once a minute per instance (as the pages function reads it). */
const readCampaign = boundedRead(liveManifest, { timeoutMs, firstTimeoutMs, keepMs: 60_000 });
/**
 * Read again before a play is refused for a game the kept copy does not play from its remote:
 * kept only a few seconds, so plays sent for games no campaign has cost an instance few reads.
 */
const readCampaignAgain = boundedRead(liveManifest, { timeoutMs, firstTimeoutMs, keepMs: 5_000 });

/**
 * Which remotes the campaign plays a game from; null while it cannot be read or is not valid. With
 * no live campaign yet (an environment run from its file, the emulated one), the built-in games
 * are played from the games remote and no other game is played.
 */
async function gameRemotes(
  gameId: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<readonly string[] | null> {
  try {
    const text = await (fresh ? readCampaignAgain : readCampaign)();
    if (text === undefined) return remotesForGame({ routes: {} }, gameId);
    const parsed = parseCampaignManifest(JSON.parse(text));
    return parsed.ok ? remotesForGame(parsed.manifest, gameId) : null;
  } catch {
    return null;
  }
}

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
