/**
 * Finished pookalam plays made by the game's own rules, as a visitor lays a carpet: the setup's
 * options, then fills, strokes, the eraser, "repeat around the circle" on and off, the
 * centrepiece, undo, redo and clearing, and finally the score and the record exactly as the game
 * screen (pookalam-game.tsx) computes them on Finish. For tests and tools only.
 */
import { GAMES_VERSION } from '../build-info';
import { pookalamRecord } from '../pookalam/evidence';
import { CENTREPIECES, FESTIVAL_DAYS, FLOWER_IDS, type FlowerId } from '../pookalam/flowers';
import {
  clearBoard,
  erase,
  fill,
  startPookalam,
  paint,
  redo,
  setCentrepiece,
  setMirror,
  SYMMETRIES,
  undo,
  type Mode,
  type PookalamOptions,
  type PookalamState,
} from '../pookalam/rules';
import { scorePookalam } from '../pookalam/scoring';
import type { GeneratedPlay } from './generated-play';
import type { Random } from './seeded-random';

/**
 * How the carpet is laid: ring by ring in contrasting flowers (a traditional carpet), in strokes
 * across rings, cell by cell with the repeat off, a few flowers and done, or nothing at all.
 */
const STYLES = ['rings', 'strokes', 'scatter', 'sparse', 'bare'] as const;
type Style = (typeof STYLES)[number];

const MODES: readonly Mode[] = ['free', 'day'];

/** The cells of one ring, in order round the circle. */
function ringCells(state: PookalamState, ring: number): number[] {
  const layout = state.board.rings[ring];
  if (!layout) return [];
  return Array.from({ length: layout.segments }, (_, segment) => layout.firstCell + segment);
}

const anyCell = (random: Random, state: PookalamState) =>
  random.int(0, state.board.cells.length - 1);

/** What a visitor does besides laying flowers: second thoughts, decoration, the repeat switch. */
function aside(random: Random, state: PookalamState): PookalamState {
  const roll = random.next();
  if (roll < 0.15) return undo(state);
  if (roll < 0.22) return redo(state);
  if (roll < 0.32) return erase(state, anyCell(random, state), random.int(1, 1_000_000));
  if (roll < 0.4) return setCentrepiece(state, random.pick(CENTREPIECES));
  if (roll < 0.47) return setMirror(state, !state.mirror);
  if (roll < 0.49) return clearBoard(state);
  return state;
}

function lay(random: Random, style: Style, start: PookalamState): PookalamState {
  let state = start;
  let stroke = 0;
  const flowers = random.shuffle(FLOWER_IDS);
  switch (style) {
    case 'rings':
      // One flower a ring, the next ring another (wrapping round the palette), centre too.
      for (let ring = 0; ring <= state.board.ringCount; ring += 1) {
        const flower = flowers[ring % flowers.length] as FlowerId;
        state = paint(state, ringCells(state, ring), flower, (stroke += 1));
        if (random.chance(0.15)) state = aside(random, state);
      }
      break;
    case 'strokes':
      for (let n = random.int(1, 25); n > 0; n -= 1) {
        const ring = random.int(0, state.board.ringCount);
        const cells = ringCells(state, ring);
        const from = random.int(0, cells.length - 1);
        const length = random.int(1, cells.length);
        const path = Array.from({ length }, (_, i) => cells[(from + i) % cells.length] as number);
        state = paint(state, path, random.pick(flowers.slice(0, 4)), (stroke += 1));
        if (random.chance(0.3)) state = aside(random, state);
      }
      break;
    case 'scatter':
      state = setMirror(state, false);
      for (let n = random.int(1, state.board.cells.length * 2); n > 0; n -= 1) {
        state = fill(state, anyCell(random, state), random.pick(flowers));
        if (random.chance(0.1)) state = aside(random, state);
      }
      break;
    case 'sparse':
      for (let n = random.int(1, 6); n > 0; n -= 1) {
        state = fill(state, anyCell(random, state), random.pick(flowers));
      }
      break;
    case 'bare':
      if (random.chance(0.5)) state = setCentrepiece(state, random.pick(CENTREPIECES));
      break;
  }
  return state;
}

export function playPookalam(random: Random): GeneratedPlay {
  const options: PookalamOptions = {
    symmetry: random.pick(SYMMETRIES),
    mode: random.pick(MODES),
    day: random.int(1, FESTIVAL_DAYS.length),
  };
  const style = random.pick(STYLES);
  const state = lay(random, style, startPookalam(options));
  // What pookalam-game.tsx does on Finish: the score it shows and the play it reports.
  const score = scorePookalam(state.board, state.design, state.options);
  const durationMs = random.int(2_000, 15 * 60_000);
  return {
    play: {
      gameId: 'pookalam',
      score: score.total,
      maxScore: score.max,
      durationMs,
      evidence: { version: GAMES_VERSION, record: pookalamRecord(state.options, state.design) },
    },
    shown: score.total,
    about:
      `pookalam ${options.mode === 'day' ? `day ${options.day}` : `free design (day ${options.day})`}` +
      `, ${options.symmetry}-fold, laid as ${style}`,
  };
}
