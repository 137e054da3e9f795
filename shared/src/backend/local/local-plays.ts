import { summariseAll } from '../logic/stats';
import type { BackendPort, Play } from '../port';
import { playInputSchema } from '../schemas';
import { parseInput } from '../validate';
import { newShareId } from '../../share/links';
import type { LocalDatabaseOpener } from './local-database';

/**
 * Plays kept on the device as the server would keep them: once per device id, timed by the
 * adapter's clock. The figures are worked out from every kept play when they are asked for.
 */
export function createLocalPlays({
  db,
  signedInUid,
  now,
  newId,
}: {
  db: LocalDatabaseOpener;
  signedInUid: () => Promise<string>;
  now: () => Date;
  newId: () => string;
}): BackendPort['plays'] {
  return {
    async record(input, { deviceId } = {}) {
      const uid = await signedInUid();
      const { gameId, score, maxScore, durationMs } = parseInput(playInputSchema, input);
      const id = deviceId ? `${uid}_${deviceId}` : newId();
      const database = await db();
      // Sent again after an answer that never arrived: saved once, as the server does.
      const saved = await database.get('plays', id);
      if (saved) return saved;
      const play: Play = {
        id,
        uid,
        gameId,
        score,
        maxScore,
        durationMs,
        playedAt: now().toISOString(),
        // As the server gives one: the page's share offer is the same in every mode (no server
        // here draws its picture, so the link is the game's invitation to whoever opens it).
        shareId: newShareId(),
      };
      await database.put('plays', play);
      return play;
    },
    async summary(uid) {
      return summariseAll(await (await db()).getAllFromIndex('plays', 'uid', uid), now());
    },
  };
}
