import { GAME_MAX_SCORE } from '@onam/shared/contracts/game';
import { cellIdOf } from '../board';
import { FLOWER_IDS, type FlowerId } from '../flowers';
import {
  fill,
  startPookalam,
  paint,
  setCentrepiece,
  setMirror,
  type PookalamOptions,
  type PookalamState,
} from '../rules';
import {
  MAX_SCORE,
  PART_MAX,
  coverageRatio,
  mainFlowerOfRing,
  percentOf,
  scorePookalam,
  type PookalamScore,
} from '../scoring';

const free8: PookalamOptions = { symmetry: 8, mode: 'free', day: 1 };
const score = (state: PookalamState): PookalamScore =>
  scorePookalam(state.board, state.design, state.options);

/** Lays one flower on every cell of a ring (or the centre, ring 0). */
function layRing(state: PookalamState, ring: number, flower: FlowerId): PookalamState {
  const layout = state.board.rings[ring];
  if (!layout) throw new Error(`no ring ${ring}`);
  const cells = Array.from({ length: layout.segments }, (_, s) => layout.firstCell + s);
  return paint(state, cells, flower);
}

function everywhere(state: PookalamState, flower: FlowerId): PookalamState {
  return paint(
    state,
    state.board.cells.map((cell) => cell.id),
    flower,
  );
}

describe('scorePookalam edge cases', () => {
  it.each([4, 8, 16] as const)(
    'an empty board scores 0 in every part, with no NaN (%i-fold)',
    (symmetry) => {
      const result = score(startPookalam({ ...free8, symmetry }));
      expect(result.total).toBe(0);
      expect(result.max).toBe(100);
      for (const part of result.parts) {
        expect(part.points).toBe(0);
        expect(part.reason).toBe('empty');
        expect(Number.isNaN(part.points)).toBe(false);
      }
      const [coverage, symmetryPart, variety] = result.parts;
      expect(coverage.percent).toBe(0);
      expect(symmetryPart.percent).toBe(0);
      expect(symmetryPart.laidPercent).toBe(0);
      expect(variety.kindsUsed).toBe(0);
    },
  );

  it('an empty board with a centrepiece still scores 0: the centrepiece is decoration', () => {
    expect(score(setCentrepiece(startPookalam(free8), 'nilavilakku')).total).toBe(0);
  });

  it.each([4, 8, 16] as const)(
    'one flower everywhere (%i-fold): full coverage, perfect symmetry, low variety',
    (symmetry) => {
      const result = score(everywhere(startPookalam({ ...free8, symmetry }), 'chendumalli'));
      const [coverage, symmetryPart, variety] = result.parts;
      expect(coverage).toMatchObject({ points: PART_MAX.coverage, reason: 'full', percent: 100 });
      expect(symmetryPart).toMatchObject({
        points: PART_MAX.symmetry,
        reason: 'perfect',
        percent: 100,
      });
      expect(variety).toMatchObject({
        kindsUsed: 1,
        kindsWanted: 8,
        contrastingPairs: 0,
        ringPairs: 7,
      });
      expect(variety.points).toBeLessThanOrEqual(3);
      expect(result.total).toBe(PART_MAX.coverage + PART_MAX.symmetry + variety.points);
    },
  );

  it('Atham: one ring of thumba (and a thumba centre) is a full score', () => {
    let state = startPookalam({ symmetry: 16, mode: 'day', day: 1 });
    state = fill(state, cellIdOf(state.board, 1, 0), 'thumba');
    state = fill(state, 0, 'thumba');
    expect(score(state).total).toBe(100);
  });

  it('each ring in its own flower, every kind wanted, is a full score', () => {
    let state = startPookalam(free8);
    for (let ring = 0; ring <= 8; ring += 1)
      state = layRing(state, ring, FLOWER_IDS[ring] as FlowerId);
    const result = score(state);
    expect(result.parts[2]).toMatchObject({ kindsUsed: 9, contrastingPairs: 7, reason: 'full' });
    expect(result.total).toBe(100);
  });
});

describe('coverage', () => {
  it('counts area, so the outer ring weighs more than the inner one', () => {
    const state = startPookalam(free8);
    const inner = coverageRatio(state.board, layRing(state, 1, 'thumba').design);
    const outer = coverageRatio(state.board, layRing(state, 8, 'thumba').design);
    expect(outer).toBeGreaterThan(inner);
  });

  it('a half-laid board reports the honest percent', () => {
    let state = startPookalam({ symmetry: 4, mode: 'day', day: 2 });
    state = layRing(state, 2, 'chethi');
    const [coverage] = score(state).parts;
    const ring = state.board.rings[2];
    const expected = (((ring?.outer ?? 0) ** 2 - (ring?.inner ?? 0) ** 2) * Math.PI) / Math.PI;
    expect(coverage.reason).toBe('partial');
    expect(coverage.percent).toBe(Math.round(expected * 100));
    expect(coverage.points).toBe(Math.round(PART_MAX.coverage * expected));
  });
});

describe('symmetry', () => {
  it('laid cell by cell without mirroring, a lone flower breaks the symmetry', () => {
    const state = fill(
      setMirror(startPookalam(free8), false),
      cellIdOf(startPookalam(free8).board, 3, 0),
      'chethi',
    );
    const [, symmetry] = score(state).parts;
    expect(symmetry).toMatchObject({ points: 0, reason: 'partial', percent: 0, laidPercent: 0 });
  });

  it('completing the set by hand earns it back', () => {
    let state = setMirror(startPookalam({ ...free8, symmetry: 4 }), false);
    const ring = state.board.rings[2];
    for (const s of [0, 4, 8, 12]) state = fill(state, (ring?.firstCell ?? 0) + s, 'tulasi');
    const [, symmetry] = score(state).parts;
    expect(symmetry.reason).toBe('perfect');
    expect(symmetry.laidPercent).toBe(100);
  });

  it('a set with one odd flower is partly symmetric', () => {
    let state = layRing(startPookalam(free8), 8, 'jamanthi');
    state = setMirror(state, false);
    state = fill(state, state.board.rings[8]?.firstCell ?? 0, 'chemparathi');
    const [, symmetry] = score(state).parts;
    expect(symmetry.reason).toBe('partial');
    expect(symmetry.laidPercent).toBeGreaterThan(50);
    expect(symmetry.laidPercent).toBeLessThan(100);
  });

  it('a design symmetric 4-fold is not necessarily symmetric 16-fold', () => {
    const fourFold = fill(
      startPookalam({ ...free8, symmetry: 4 }),
      cellIdOf(startPookalam(free8).board, 1, 0),
      'thumba',
    );
    const asSixteen = scorePookalam(fourFold.board, fourFold.design, { ...free8, symmetry: 16 });
    expect(score(fourFold).parts[1].reason).toBe('perfect');
    expect(asSixteen.parts[1].reason).toBe('partial');
  });
});

describe('variety', () => {
  it('counts kinds up to the number wanted and ring contrast between neighbours', () => {
    let state = startPookalam({ symmetry: 8, mode: 'day', day: 3 });
    state = layRing(state, 1, 'thumba');
    state = layRing(state, 2, 'thumba');
    state = layRing(state, 3, 'chethi');
    const [, , variety] = score(state).parts;
    expect(variety).toMatchObject({
      kindsUsed: 2,
      kindsWanted: 3,
      contrastingPairs: 1,
      ringPairs: 2,
    });
    expect(variety.points).toBe(Math.round(PART_MAX.variety * (0.5 * (2 / 3) + 0.5 * 0.5)));
  });

  it('more kinds than wanted earn no more than enough', () => {
    let state = startPookalam({ symmetry: 4, mode: 'day', day: 2 });
    state = layRing(state, 1, 'thumba');
    state = layRing(state, 2, 'chethi');
    state = fill(state, 0, 'tulasi');
    const [, , variety] = score(state).parts;
    expect(variety.kindsUsed).toBe(3);
    expect(variety.points).toBe(PART_MAX.variety);
  });

  it('the main flower of a ring is the one on most of it; ties go to the catalogue order', () => {
    let state = setMirror(startPookalam({ ...free8, symmetry: 4 }), false);
    const ring = state.board.rings[1];
    const first = ring?.firstCell ?? 0;
    expect(mainFlowerOfRing(state.board, state.design, 1)).toBeNull();
    state = fill(state, first, 'tulasi');
    state = fill(state, first + 1, 'thumba');
    expect(mainFlowerOfRing(state.board, state.design, 1)).toBe('thumba');
    state = fill(state, first + 2, 'tulasi');
    expect(mainFlowerOfRing(state.board, state.design, 1)).toBe('tulasi');
    expect(() => mainFlowerOfRing(state.board, state.design, 99)).toThrow(RangeError);
  });
});

describe('totals', () => {
  it('are out of 100, the same for the game and the server', () => {
    expect(MAX_SCORE).toBe(GAME_MAX_SCORE.pookalam);
    expect(PART_MAX.coverage + PART_MAX.symmetry + PART_MAX.variety).toBe(MAX_SCORE);
  });

  it('are integers from 0 to 100 whatever is laid', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let round = 0; round < 40; round += 1) {
      const symmetry = ([4, 8, 16] as const)[round % 3] ?? 8;
      let state = setMirror(
        startPookalam({ symmetry, mode: 'day', day: 1 + (round % 10) }),
        round % 2 === 0,
      );
      for (let i = 0; i < 30; i += 1) {
        const cell = Math.floor(random() * state.board.cells.length);
        state = fill(state, cell, FLOWER_IDS[Math.floor(random() * FLOWER_IDS.length)] as FlowerId);
      }
      const result = score(state);
      expect(Number.isInteger(result.total)).toBe(true);
      expect(result.total).toBeGreaterThanOrEqual(0);
      expect(result.total).toBeLessThanOrEqual(100);
      expect(result.total).toBe(result.parts.reduce((sum, part) => sum + part.points, 0));
    }
  });
});

describe('percentOf', () => {
  it('shows 0 and 100 only when exactly so', () => {
    expect(percentOf(0)).toBe(0);
    expect(percentOf(Number.NaN)).toBe(0);
    expect(percentOf(0.001)).toBe(1);
    expect(percentOf(0.999)).toBe(99);
    expect(percentOf(1)).toBe(100);
    expect(percentOf(0.374)).toBe(37);
  });
});
