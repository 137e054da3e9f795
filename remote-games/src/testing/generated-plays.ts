/**
 * Many varied finished plays of every game, random but seeded, for tests and tools that need real
 * plays in bulk (the server saving them, a bench). Each play has a seed of its own derived from the
 * run's seed, so one failing play can be made again alone with `generatePlay(gameId, seed)`.
 * Nothing a visitor downloads imports this folder.
 */
import type { BuiltInGameId } from '@onam/shared/contracts/game';
import { playDress } from './dress-plays';
import type { GeneratedPlay } from './generated-play';
import { playPookalam } from './pookalam-plays';
import { playSadya } from './sadya-plays';
import { seededRandom, type Random } from './seeded-random';

export type { GeneratedPlay } from './generated-play';

const PLAYERS: Readonly<Record<BuiltInGameId, (random: Random) => GeneratedPlay>> = {
  dress: playDress,
  pookalam: playPookalam,
  sadya: playSadya,
};

/** One play of `gameId` from its own seed. */
export function generatePlay(
  gameId: BuiltInGameId,
  seed: number,
): GeneratedPlay & { seed: number } {
  return { ...PLAYERS[gameId](seededRandom(seed)), seed };
}

/** The seed of the `index`th play of a run: spread out, so neighbouring runs share no plays. */
export const playSeed = (runSeed: number, index: number) =>
  (Math.imul(runSeed ^ 0x5bd1e995, 0x9e3779b1) + Math.imul(index + 1, 0x85ebca6b)) >>> 0;

/** `count` plays of `gameId` for a run seeded with `runSeed`. */
export function generatePlays(
  gameId: BuiltInGameId,
  runSeed: number,
  count: number,
): (GeneratedPlay & { seed: number })[] {
  return Array.from({ length: count }, (_, index) =>
    generatePlay(gameId, playSeed(runSeed, index)),
  );
}
