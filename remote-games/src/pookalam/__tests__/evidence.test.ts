import { scoreRecord } from '@onam/shared/contracts/game-kit';
/** @jest-environment node */
import { EVIDENCE_MAX_BYTES } from '@onam/shared/contracts/game';
import { createBoard } from '../board';
import { pookalamRecord, readPookalamRecord, scoring } from '../evidence';
import { FLOWER_IDS, type FlowerId } from '../flowers';
import {
  clearBoard,
  erase,
  fill,
  startPookalam,
  paint,
  setCentrepiece,
  SYMMETRIES,
  undo,
  type PookalamOptions,
  type PookalamState,
} from '../rules';
import { scorePookalam } from '../scoring';
import { refusalOf } from '../../common/__tests__/refusal';

/** What the server's scoring module reports for a record of this game. */
const scorePookalamRecord = (record: unknown) => scoreRecord(scoring, record);

/** The reason a record is refused; any other error (a TypeError) fails the test. */
const refusal = refusalOf(scorePookalamRecord);

/** What the game shows for a play that ended in this state. */
const gameScore = (state: PookalamState) =>
  scorePookalam(state.board, state.design, state.options).total;

/** The record as the server receives it: through JSON, as the callable carries it. */
const sent = (state: PookalamState) =>
  JSON.parse(JSON.stringify(pookalamRecord(state.options, state.design))) as unknown;

/** Each ring (and the centre) laid with one flower through the rules, as one stroke round it. */
function ringsLaid(options: PookalamOptions, flowerOfRing: (ring: number) => FlowerId | null) {
  let state = startPookalam(options);
  for (const ring of state.board.rings) {
    const flower = flowerOfRing(ring.index);
    const cells = Array.from({ length: ring.segments }, (_, segment) => ring.firstCell + segment);
    if (flower) state = paint(state, cells, flower, ring.index);
  }
  return state;
}

describe('the pookalam record', () => {
  it('scores 100 for a full, symmetric carpet of contrasting rings, as the game does', () => {
    const options: PookalamOptions = { symmetry: 8, mode: 'day', day: 3 };
    const state = setCentrepiece(
      ringsLaid(options, (ring) => FLOWER_IDS[ring] ?? null),
      'nilavilakku',
    );
    expect(gameScore(state)).toBe(100);
    expect(scorePookalamRecord(sent(state))).toEqual({ score: 100, maxScore: 100 });
  });

  it('scores 0 for bare floor, whatever the centrepiece', () => {
    const state = setCentrepiece(startPookalam({ symmetry: 16, mode: 'free', day: 1 }), 'lotus');
    expect(scorePookalamRecord(sent(state))).toEqual({ score: 0, maxScore: 100 });
  });

  it('scores real plays exactly as the game does, and reads back the same design', () => {
    const plays: PookalamState[] = [];
    // Laid cell by cell with "repeat around the circle" off: symmetry has to be earned.
    let alone = startPookalam({ symmetry: 16, mode: 'day', day: 10 }, false);
    for (const cell of alone.board.cells) {
      if (cell.id % 3 !== 0) alone = fill(alone, cell.id, FLOWER_IDS[cell.id % 11] ?? 'thumba');
    }
    plays.push(alone);
    // Mirrored fills, an eraser stroke and an undo.
    let mirrored = ringsLaid({ symmetry: 4, mode: 'free', day: 1 }, (ring) =>
      ring % 2 ? 'chethi' : 'mukkutti',
    );
    mirrored = erase(mirrored, mirrored.board.rings[3]?.firstCell ?? 0);
    mirrored = fill(mirrored, 0, 'tulasi');
    mirrored = undo(mirrored);
    plays.push(setCentrepiece(mirrored, 'onathappan'));
    // A one-ring Atham carpet of a single flower, and a board cleared after laying.
    plays.push(ringsLaid({ symmetry: 8, mode: 'day', day: 1 }, () => 'thumba'));
    plays.push(clearBoard(ringsLaid({ symmetry: 8, mode: 'day', day: 5 }, () => 'jamanthi')));

    for (const state of plays) {
      const record = sent(state);
      expect(scorePookalamRecord(record)).toEqual({ score: gameScore(state), maxScore: 100 });
      expect(readPookalamRecord(record)).toEqual({ options: state.options, design: state.design });
    }
    expect(new Set(plays.map(gameScore)).size).toBeGreaterThan(2);
  });

  it('stays far under the evidence limit, even for the largest board', () => {
    const bytesOf = (options: PookalamOptions) => {
      // Every cell laid and the longest centrepiece name: the most a record of this board holds.
      const state = setCentrepiece(
        ringsLaid(options, () => 'krishnaKireedam'),
        'nilavilakku',
      );
      return new TextEncoder().encode(JSON.stringify(sent(state))).length;
    };
    const sizes = SYMMETRIES.flatMap((symmetry) =>
      [{ mode: 'free', day: 1 } as const, { mode: 'day', day: 10 } as const].map((rest) =>
        bytesOf({ symmetry, ...rest }),
      ),
    );
    const largest = bytesOf({ symmetry: 16, mode: 'day', day: 10 });
    expect(Math.max(...sizes)).toBe(largest);
    // A day-10 board has 257 cells: one character each, and some 75 bytes of options around them.
    expect(createBoard(10).cells).toHaveLength(257);
    expect(largest).toBe(333);
    expect(largest).toBeLessThan(EVIDENCE_MAX_BYTES / 40);
  });

  it('refuses a carpet that does not fit its board', () => {
    const state = ringsLaid({ symmetry: 8, mode: 'day', day: 2 }, () => 'chethi');
    const record = pookalamRecord(state.options, state.design);
    const size = state.board.cells.length;
    expect(refusal({ ...record, cells: `${record.cells}c` })).toBe(
      `the record has ${size + 1} cells where the board has ${size}`,
    );
    expect(refusal({ ...record, cells: record.cells.slice(1) })).toBe(
      `the record has ${size - 1} cells where the board has ${size}`,
    );
    // The same cells claimed for a bigger carpet (more rings, so more coverage to earn).
    expect(refusal({ ...record, day: 10 })).toMatch(/^the record has \d+ cells where the board/);
    expect(refusal({ ...record, mode: 'free' })).toMatch(/^the record has \d+ cells where/);
  });

  it('refuses codes, options and centrepieces the game does not have', () => {
    const state = ringsLaid({ symmetry: 8, mode: 'day', day: 2 }, () => 'chethi');
    const record = pookalamRecord(state.options, state.design);
    expect(refusal({ ...record, cells: `z${record.cells.slice(1)}` })).toBe(
      "cell 0 holds 'z', which is no flower's code",
    );
    expect(refusal({ ...record, cells: `${record.cells.slice(0, -1)}C` })).toBe(
      `cell ${record.cells.length - 1} holds 'C', which is no flower's code`,
    );
    // An emoji is two UTF-16 units: the count matches, the codes do not.
    expect(refusal({ ...record, cells: `🌼${record.cells.slice(2)}` })).toMatch(
      /^cell 0 holds '.', which is no flower's code$/u,
    );
    expect(refusal({ ...record, symmetry: 5 })).toBe('Symmetry must be 4, 8 or 16, not 5');
    expect(refusal({ ...record, symmetry: 1e308 })).toBe('Symmetry must be 4, 8 or 16, not 1e+308');
    expect(refusal({ ...record, day: 11 })).toBe('The festival has days 1 to 10, not 11');
    expect(refusal({ ...record, day: 2.5 })).toBe('The festival has days 1 to 10, not 2.5');
    expect(refusal({ ...record, mode: 'cheat' })).toBe('Unknown mode cheat');
    expect(refusal({ ...record, centrepiece: 'trophy' })).toBe("'trophy' is not a centrepiece");
  });

  it('refuses what is not a record at all with a reason, never a crash', () => {
    const state = startPookalam({ symmetry: 8, mode: 'free', day: 1 });
    const record = pookalamRecord(state.options, state.design);
    expect(refusal(null)).toBe(
      'a pookalam record is an object with symmetry, mode, day, cells, centrepiece, not null',
    );
    expect(refusal([record])).toMatch(/is an object with .*, not a list$/);
    expect(refusal({ ...record, extra: 1 })).toBe(
      "a pookalam record has a field the game never writes: 'extra'",
    );
    const bare: Partial<typeof record> = { ...record };
    delete bare.centrepiece;
    expect(refusal(bare)).toBe('a pookalam record has no centrepiece');
    expect(refusal({ ...record, symmetry: '8' })).toBe(
      "the symmetry and the day are numbers and the mode a word, not '8', 'free' and 1",
    );
    expect(refusal({ ...record, cells: [...record.cells] })).toBe(
      'the cells are a string of codes, not a list',
    );
    const odd = [
      undefined,
      42,
      'cells',
      true,
      {},
      JSON.parse('{"__proto__": {"symmetry": 8}}'),
      { ...record, day: { toString: 1, valueOf: 1 } },
      { ...record, mode: { toString: 1 } },
      { ...record, centrepiece: { toString: 1 } },
      { ...record, cells: 'x'.repeat(20_000) },
      { ...record, cells: null },
    ];
    for (const junk of odd) expect(refusal(junk)).toEqual(expect.any(String));
  });
});
