// Which remotes the live campaign plays a game from, as the callables that take a games version's
// word for a game (a play's, a family carpet's) ask it: read through one kept copy per instance.
import { readLive } from '@onam/shared/campaign-ops/live-revisions';
import type { GameId } from '@onam/shared/contracts/game';
import { remotesForGame } from '@onam/shared/manifest/game-remotes';
import { parseCampaignManifest } from '@onam/shared/manifest/schema';
import {
  boundedRead,
  FIRESTORE_FIRST_READ_TIMEOUT_MS as firstTimeoutMs,
  FIRESTORE_READ_TIMEOUT_MS as timeoutMs,
} from '../common/bounded-read';
import { db } from '../platform/admin';

const liveManifest = async () => (await readLive(db))?.manifest;
/** The live campaign, read at most once a minute per instance (as the pages function reads it). */
const readCampaign = boundedRead(liveManifest, { timeoutMs, firstTimeoutMs, keepMs: 60_000 });
/**
 * Read again before a request is refused for a game the kept copy does not play from its remote:
 * kept only a few seconds, so requests for games no campaign has cost an instance few reads.
 */
const readCampaignAgain = boundedRead(liveManifest, { timeoutMs, firstTimeoutMs, keepMs: 5_000 });

/**
 * Which remotes the campaign plays a game from; null while it cannot be read or is not valid. With
 * no live campaign yet (an environment run from its file, the emulated one), the built-in games
 * are played from the games remote and no other game is played.
 */
export async function gameRemotes(
  gameId: GameId,
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
