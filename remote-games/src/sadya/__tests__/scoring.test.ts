import { GAME_MAX_SCORE } from '@onam/shared/contracts/game';
import type { Serving } from '../rules';
import {
  LIMIT_MS_PER_DISH,
  MAX_SCORE,
  PAR_MS_PER_DISH,
  PART_MAX,
  scoreSadya,
  speedFactor,
} from '../scoring';

function servings(count: number, correctPlace: number, inOrder: number): Serving[] {
  return Array.from({ length: count }, (_, i) => ({
    dish: 'uppu',
    zone: 'tip',
    correctPlace: i < correctPlace,
    inOrder: i < inOrder,
    waiting: null,
  }));
}

describe('the sadya score', () => {
  it('is out of 100, the same for every game', () => {
    expect(MAX_SCORE).toBe(100);
    expect(MAX_SCORE).toBe(GAME_MAX_SCORE.sadya);
    expect(PART_MAX.place + PART_MAX.order + PART_MAX.time).toBe(100);
  });

  it.each([24, 14])('gives exactly 100 for every one of %i dishes right within par', (n) => {
    const score = scoreSadya(servings(n, n, n), n * PAR_MS_PER_DISH);
    expect(score.total).toBe(100);
    expect(score.parts[0]).toMatchObject({ points: PART_MAX.place, right: n, of: n });
    expect(score.parts[1]).toMatchObject({ points: PART_MAX.order, right: n, of: n });
    expect(score.parts[2]).toMatchObject({ points: PART_MAX.time, parMs: n * PAR_MS_PER_DISH });
  });

  it('gives almost nothing, and never less than 0, for every dish wrong, however fast', () => {
    // Every place wrong; in turn only the last dish, which is all the rules allow.
    const score = scoreSadya(servings(24, 0, 1), 1_000);
    expect(score.parts[0].points).toBe(0);
    expect(score.parts[1].points).toBe(2); // 40 × 1/24 rounded
    expect(score.parts[2].points).toBe(0); // 15 × 1/48 rounded
    expect(score.total).toBe(2);
    expect(score.total).toBeGreaterThanOrEqual(0);
    expect(scoreSadya(servings(24, 0, 0), 0).total).toBe(0);
  });

  it('gives 0 for a play with nothing served', () => {
    expect(scoreSadya([], 0).total).toBe(0);
  });

  it('falls from full time points at par to none at the limit', () => {
    const n = 10;
    const at = (ms: number) => scoreSadya(servings(n, n, n), ms).parts[2].points;
    expect(at(0)).toBe(15);
    expect(at(n * PAR_MS_PER_DISH)).toBe(15);
    expect(at((n * (PAR_MS_PER_DISH + LIMIT_MS_PER_DISH)) / 2)).toBe(8); // 7.5 rounded
    expect(at(n * LIMIT_MS_PER_DISH)).toBe(0);
    expect(at(n * LIMIT_MS_PER_DISH * 3)).toBe(0);
    expect(at(-5_000)).toBe(15);
  });

  it('counts time points only for the dishes served well', () => {
    const half = scoreSadya(servings(20, 10, 10), 0);
    expect(half.parts[2].points).toBe(8); // 15 × 0.5 rounded
    const placesOnly = scoreSadya(servings(20, 20, 0), 0);
    expect(placesOnly).toMatchObject({ total: 45 + 0 + 8 });
  });

  it('always adds its parts up to an integer total within 0..100', () => {
    for (let right = 0; right <= 24; right += 1) {
      for (const ms of [0, 100_000, 200_000, 500_000]) {
        const score = scoreSadya(servings(24, right, 24 - right), ms);
        expect(Number.isInteger(score.total)).toBe(true);
        expect(score.total).toBe(
          score.parts[0].points + score.parts[1].points + score.parts[2].points,
        );
        expect(score.total).toBeGreaterThanOrEqual(0);
        expect(score.total).toBeLessThanOrEqual(100);
      }
    }
  });
});

describe('speedFactor', () => {
  it('is 1 up to par, 0 from the limit and linear between', () => {
    expect(speedFactor(50, 100, 300)).toBe(1);
    expect(speedFactor(200, 100, 300)).toBe(0.5);
    expect(speedFactor(300, 100, 300)).toBe(0);
  });
});
