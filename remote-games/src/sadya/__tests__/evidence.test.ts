import { scoreRecord } from '@onam/shared/contracts/game-kit';
/** @jest-environment node */
import { PLAY_MAX_DURATION_MS } from '@onam/shared/contracts/game';
import type { ZoneId } from '../leaf';
import { correctOrder, FEASTS, zoneOf, type DishId, type FeastId, type VariantId } from '../menu';
import { readSadyaRecord, sadyaRecord, scoring, type SadyaRecord } from '../evidence';
import { serveDish, startSadya, type SadyaState } from '../rules';
import { scoreSadya } from '../scoring';
import { refusalOf } from '../../common/__tests__/refusal';

/** What the server's scoring module reports for a record of this game. */
const scoreSadyaRecord = (record: unknown) => scoreRecord(scoring, record);

/** The reason a record is refused; any other error (a TypeError) fails the test. */
const refusal = refusalOf(scoreSadyaRecord);

interface Play {
  state: SadyaState;
  elapsedMs: number;
  record: SadyaRecord;
}

/**
 * A feast served through the rules as the play screen serves it: each dish where `zoneFor` says,
 * one every `stepMs`, the record made by the game's own function and sent through JSON.
 */
function served(
  variant: VariantId,
  feast: FeastId,
  stepMs: number,
  zoneFor: (dish: DishId) => ZoneId = (dish) => zoneOf(variant, dish),
  order: readonly DishId[] = correctOrder(variant, feast),
): Play {
  let state = startSadya(variant, feast);
  const times: number[] = [];
  for (const dish of order) {
    const result = serveDish(state, dish, zoneFor(dish));
    if (!result) throw new Error(`${dish} could not be served`);
    state = result.state;
    times.push(times.length * stepMs + stepMs);
  }
  const elapsedMs = times.at(-1) ?? 0;
  const record = JSON.parse(JSON.stringify(sadyaRecord(state, times, elapsedMs))) as SadyaRecord;
  return { state, elapsedMs, record };
}

const gameScore = ({ state, elapsedMs }: Play) => scoreSadya(state.servings, elapsedMs).total;

/** A place on the leaf that is wrong for the dish. */
const wrongZone = (dish: DishId): ZoneId => (zoneOf('common', dish) === 'tip' ? 'rice' : 'tip');

describe('the sadya record', () => {
  it('scores 100 for every dish in its place and turn within par, as the game does', () => {
    for (const variant of ['common', 'pulissery-first'] as const) {
      for (const feast of ['full', 'quick'] as const) {
        const play = served(variant, feast, 6000);
        expect(gameScore(play)).toBe(100);
        expect(scoreSadyaRecord(play.record)).toEqual({ score: 100, maxScore: 100 });
      }
    }
  });

  it('scores the lowest a finished feast can earn: backwards, every dish misplaced, slowly', () => {
    // The last dish served is always in its turn, so a finished feast never scores 0.
    const order = [...correctOrder('common', 'quick')].reverse();
    const play = served('common', 'quick', 30_000, wrongZone, order);
    expect(scoreSadyaRecord(play.record)).toEqual({ score: gameScore(play), maxScore: 100 });
    expect(gameScore(play)).toBe(3);
  });

  it('scores real plays exactly as the game does: places, turns and time', () => {
    const plays = [
      served('common', 'quick', 9000),
      served('pulissery-first', 'full', 15_000),
      // The payasams before pulissery, right for one variant and early for the other.
      served('pulissery-first', 'quick', 5000, undefined, correctOrder('common', 'quick')),
      // Kaalan at the far right is a right place too.
      served('common', 'full', 7000, (dish) =>
        dish === 'kaalan' ? 'top-right' : zoneOf('common', dish),
      ),
      served('common', 'quick', 4000, (dish) =>
        dish === 'avial' ? 'rice' : zoneOf('common', dish),
      ),
    ];
    const scores = plays.map((play) => {
      expect(scoreSadyaRecord(play.record)).toEqual({ score: gameScore(play), maxScore: 100 });
      expect(readSadyaRecord(play.record).state.servings).toEqual(play.state.servings);
      return gameScore(play);
    });
    expect(new Set(scores).size).toBe(scores.length);
  });

  it('takes times that stand still, and a play that ends after its last dish', () => {
    const { record } = served('common', 'quick', 1000);
    const still = record.servings.map(([dish, zone]) => [dish, zone, 0]);
    expect(scoreSadyaRecord({ ...record, servings: still, elapsedMs: 0 }).score).toBe(100);
    // Up to the longest play: the time part is all that changes.
    expect(scoreSadyaRecord({ ...record, elapsedMs: PLAY_MAX_DURATION_MS }).score).toBe(85);
  });

  it('refuses a feast that could not have been served', () => {
    const { record } = served('common', 'quick', 3000);
    const servings = record.servings;
    const [first] = servings;
    if (!first) throw new Error('no servings');
    const avial = servings.find(([dish]) => dish === 'avial');
    if (!avial) throw new Error('no avial');
    // Avial twice in place of olan: fourteen servings, every one in its place.
    const twice = servings.map((serving) => (serving[0] === 'olan' ? avial : serving));
    expect(refusal({ ...record, servings: twice })).toBe("dish 'avial' was served twice");
    const again = [avial[0], avial[1], record.elapsedMs];
    expect(refusal({ ...record, servings: [...servings, again] })).toBe(
      "dish 'avial' was served after the feast was finished",
    );
    expect(refusal({ ...record, servings: servings.slice(1) })).toBe(
      'the feast was not finished: 1 dish was never served',
    );
    expect(refusal({ ...record, servings: [] })).toBe(
      'the feast was not finished: 14 dishes were never served',
    );
    expect(FEASTS.quick).not.toContain('rasam');
    expect(refusal({ ...record, servings: [['rasam', 'rice', 1], ...servings] })).toBe(
      "dish 'rasam' is not part of the quick feast",
    );
    expect(refusal({ ...record, servings: [['biryani', 'tip', 1], ...servings] })).toBe(
      "'biryani' is not a dish of the sadya",
    );
    expect(refusal({ ...record, servings: [[first[0], 'plate', 1], ...servings.slice(1)] })).toBe(
      "'plate' is not a place on the leaf",
    );
    // A quick feast's record claimed as the full one.
    expect(refusal({ ...record, feast: 'full' })).toBe(
      'the feast was not finished: 10 dishes were never served',
    );
    const many = Array.from({ length: 25 }, () => first);
    expect(refusal({ ...record, servings: many })).toBe(
      'the record has 25 servings, and a sadya has at most 24 dishes',
    );
  });

  it('refuses impossible times', () => {
    const { record } = served('common', 'quick', 3000);
    const [first, second, ...rest] = record.servings;
    if (!first || !second) throw new Error('no servings');
    const at = (serving: typeof first, ms: unknown) => [serving[0], serving[1], ms];
    const withSecondAt = (ms: unknown) => ({
      ...record,
      servings: [first, at(second, ms), ...rest],
    });
    expect(refusal(withSecondAt(1))).toBe(
      `dish '${second[0]}' was served at 1 ms, before the dish served ahead of it (3000 ms)`,
    );
    expect(refusal(withSecondAt(3000.5))).toBe(
      `dish '${second[0]}' was served at 3000.5, not a whole ms`,
    );
    expect(refusal(withSecondAt(-1))).toBe(`dish '${second[0]}' was served at -1, not a whole ms`);
    expect(refusal(withSecondAt('3001'))).toBe(
      `dish '${second[0]}' was served at '3001', not a whole ms`,
    );
    expect(refusal(withSecondAt(1e308))).toBe(
      `dish '${second[0]}' was served at 1e+308, not a whole ms`,
    );
    expect(refusal({ ...record, elapsedMs: 10 })).toBe(
      `dish '${first[0]}' was served at 3000 ms, after the play ended (10 ms)`,
    );
    expect(refusal({ ...record, elapsedMs: 1.5 })).toBe(
      'the play lasted 1.5 ms, not a whole number of ms from 0 to 2 hours',
    );
    expect(refusal({ ...record, elapsedMs: PLAY_MAX_DURATION_MS + 1 })).toBe(
      'the play lasted 7200001 ms, not a whole number of ms from 0 to 2 hours',
    );
    expect(refusal({ ...record, elapsedMs: null })).toBe(
      'the play lasted null ms, not a whole number of ms from 0 to 2 hours',
    );
  });

  it('refuses what is not a record at all with a reason, never a crash', () => {
    const { record } = served('common', 'quick', 3000);
    expect(refusal(null)).toBe(
      'a sadya record is an object with variant, feast, servings, elapsedMs, not null',
    );
    expect(refusal({ ...record, variant: 'royal' })).toBe(
      "'royal' is not a way of serving the sadya",
    );
    expect(refusal({ ...record, feast: 'onam'.repeat(100) })).toBe(
      `'${'onam'.repeat(10)}…' is not a feast of the game`,
    );
    expect(refusal({ ...record, score: 100 })).toBe(
      "a sadya record has a field the game never writes: 'score'",
    );
    expect(refusal({ ...record, servings: {} })).toBe('the servings are a list, not an object');
    expect(refusal({ ...record, servings: [record.servings[0]?.slice(0, 2)] })).toBe(
      'serving 1 is not [dish, place, time]',
    );
    const odd = [
      undefined,
      7,
      'sadya',
      [],
      [record],
      {},
      { variant: 'common', feast: 'full' },
      { ...record, variant: { toString: 1 } },
      { ...record, servings: [null] },
      { ...record, servings: [[{ toString: 1 }, 'tip', 0]] },
      { ...record, servings: [['uppu', ['tip'], 0]] },
      { ...record, servings: [['uppu', 'tip', 0, 'extra']] },
      { ...record, servings: 'uppu,tip,0' },
      { ...record, servings: new Array(1e5).fill(record.servings[0]) },
    ];
    for (const junk of odd) expect(refusal(junk)).toEqual(expect.any(String));
  });
});
