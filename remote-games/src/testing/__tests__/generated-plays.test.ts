/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BUILT_IN_GAME_IDS, GAME_MAX_SCORE, type BuiltInGameId } from '@onam/shared/contracts/game';
import { playInputSchema } from '@onam/shared/backend/schemas';
import { scorePlay } from '../../server-scoring';
import type { PookalamRecord } from '../../pookalam/evidence';
import type { SadyaRecord } from '../../sadya/evidence';
import type { DressRecord } from '../../dress/evidence';
import type { ItemId } from '../../doll/items';
import { generatePlay, generatePlays } from '../generated-plays';
import { seededRandom } from '../seeded-random';

const SEED = 20260826;
const COUNT = 200;
const plays = Object.fromEntries(
  BUILT_IN_GAME_IDS.map((gameId) => [gameId, generatePlays(gameId, SEED, COUNT)]),
) as Record<BuiltInGameId, ReturnType<typeof generatePlays>>;

const records = <T>(gameId: BuiltInGameId) =>
  plays[gameId].map(({ play }) => play.evidence?.record as T);
const distinct = (values: unknown[]) => new Set(values.map((value) => JSON.stringify(value)));

describe(`generated plays (seed ${SEED})`, () => {
  it('are the same plays for the same seed, and others for another', () => {
    expect(generatePlays('sadya', SEED, 5)).toEqual(generatePlays('sadya', SEED, 5));
    expect(generatePlays('pookalam', SEED + 1, 5)).not.toEqual(generatePlays('pookalam', SEED, 5));
    // One play made again alone from its own seed, as a failure message names it.
    const third = plays.dress[2];
    expect(third && generatePlay('dress', third.seed)).toEqual(third);
  });

  it.each(BUILT_IN_GAME_IDS)(
    'of the %s are finished plays the server scores to exactly the shown score',
    (gameId) => {
      for (const { play, shown, about, seed } of plays[gameId]) {
        const context = `${about} (play seed ${seed})`;
        expect({ context, valid: playInputSchema.safeParse(play).success }).toEqual({
          context,
          valid: true,
        });
        const sent = JSON.parse(JSON.stringify(play.evidence?.record)) as unknown;
        expect({ context, scored: scorePlay(gameId, sent) }).toEqual({
          context,
          scored: { score: shown, maxScore: GAME_MAX_SCORE[gameId] },
        });
        expect(play.score).toBe(shown);
      }
    },
  );

  it.each(BUILT_IN_GAME_IDS)('of the %s range from poor to perfect', (gameId) => {
    const scores = plays[gameId].map(({ shown }) => shown);
    expect(Math.min(...scores)).toBeLessThan(40);
    expect(Math.max(...scores)).toBeGreaterThanOrEqual(95);
    expect(new Set(scores).size).toBeGreaterThan(15);
  });

  it('serve every sadya variant and feast, in many orders, at many paces', () => {
    const sadya = records<SadyaRecord>('sadya');
    expect(distinct(sadya.map(({ variant, feast }) => [variant, feast])).size).toBe(4);
    const orders = distinct(sadya.map(({ servings }) => servings.map(([dish]) => dish)));
    expect(orders.size).toBeGreaterThan(COUNT * 0.8);
    const perDish = sadya.map(({ elapsedMs, servings }) => elapsedMs / servings.length);
    expect(Math.min(...perDish)).toBeLessThan(6_000);
    expect(Math.max(...perDish)).toBeGreaterThan(20_000);
  });

  it('lay carpets of every symmetry, both modes and every festival day', () => {
    const pookalam = records<PookalamRecord>('pookalam');
    expect(distinct(pookalam.map(({ symmetry }) => symmetry)).size).toBe(3);
    expect(distinct(pookalam.map(({ mode }) => mode)).size).toBe(2);
    const days = pookalam.filter(({ mode }) => mode === 'day').map(({ day }) => day);
    expect(distinct(days).size).toBe(10);
    expect(distinct(pookalam.map(({ centrepiece }) => centrepiece)).size).toBe(4);
    expect(distinct(pookalam.map(({ cells }) => cells)).size).toBeGreaterThan(COUNT * 0.8);
  });

  it('dress the doll as every character, and as nobody at all', () => {
    const outfits = records<DressRecord>('dress').map(({ outfit }) => outfit);
    const wearing = (item: ItemId) => outfits.filter((outfit) => outfit.includes(item)).length;
    const items: ItemId[] = [
      'pattu-pavada',
      'mundu-jubba',
      'maveli-silk-slim',
      'crown',
      'neriyathu',
    ];
    for (const item of items) {
      expect({ item, worn: wearing(item) > 0 }).toEqual({ item, worn: true });
    }
    expect(outfits.some((outfit) => outfit.length === 0)).toBe(true);
    expect(distinct(outfits).size).toBeGreaterThan(COUNT / 2);
  });
});

describe('the seeded random source', () => {
  it('picks, shuffles and counts within its bounds', () => {
    const random = seededRandom(7);
    const values = Array.from({ length: 1_000 }, () => random.int(-2, 3));
    expect([...new Set(values)].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3]);
    expect(random.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => random.pick([])).toThrow(RangeError);
  });
});

/** Every source file of remote-games that ships: not a test, not under testing/. */
function shippedSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      return ['__tests__', 'testing'].includes(entry.name) ? [] : shippedSources(path);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

it('no module a visitor downloads imports the generators', () => {
  const src = join(__dirname, '..', '..');
  const importers = shippedSources(src).filter((path) =>
    /from\s+['"](?:\.\.?\/)+testing\//.test(readFileSync(path, 'utf8')),
  );
  expect(importers.map((path) => relative(src, path))).toEqual([]);
});
