/**
 * The pookalam's score, out of 100, in three parts the result card explains:
 *
 * - Coverage (35): the share of the board's AREA laid with flowers (centre disc included), so a wide
 *   outer cell counts for more than a small inner one, as it does to the eye.
 * - Symmetry (30): the share of the board's area laid in complete sets: a cell counts when every one
 *   of its partners under rotation by 1/order of a turn holds the same flower. Bare floor never
 *   counts, so an empty board has no symmetry to show. With "repeat around the circle" on, every
 *   fill lays a complete set and this part follows coverage; laid cell by cell, it must be earned.
 * - Variety (35): half for kinds of flower (distinct flowers used, up to the kinds wanted: one per
 *   ring, as day N of Onam has N rings and N kinds), half for ring contrast (neighbouring flower
 *   rings whose main flowers differ, which is what makes the rings of a pookalam read). A carpet of
 *   one ring has no neighbours, so there kinds count for the whole part.
 *
 * The centrepiece is decoration and earns nothing. Each part is rounded on its own, so the total is
 * an integer 0..100. An empty board scores 0; one flower everywhere scores full coverage and full
 * symmetry but little variety.
 */
import { orbits, type BoardLayout } from './board';
import type { FlowerId } from './flowers';
import { FLOWER_IDS } from './flowers';
import { kindsWanted, type Design, type PookalamOptions } from './rules';

/** Each part's most points; together the game's MAX_SCORE. */
export const PART_MAX = { coverage: 35, symmetry: 30, variety: 35 } as const;
export const MAX_SCORE = PART_MAX.coverage + PART_MAX.symmetry + PART_MAX.variety;

export interface CoveragePart {
  id: 'coverage';
  points: number;
  max: number;
  reason: 'empty' | 'partial' | 'full';
  /** Percent of the board covered, 0..100 (never rounded up to 100 or down to 0). */
  percent: number;
}

export interface SymmetryPart {
  id: 'symmetry';
  points: number;
  max: number;
  reason: 'empty' | 'partial' | 'perfect';
  /** Percent of the board's area laid in complete sets. */
  percent: number;
  /** Percent of the laid area that sits in complete sets. */
  laidPercent: number;
  order: number;
}

export interface VarietyPart {
  id: 'variety';
  points: number;
  max: number;
  reason: 'empty' | 'partial' | 'full';
  kindsUsed: number;
  kindsWanted: number;
  contrastingPairs: number;
  /** Neighbouring pairs of flower rings (the centre is not a ring); 0 on a one-ring carpet. */
  ringPairs: number;
}

export interface PookalamScore {
  total: number;
  max: number;
  parts: readonly [CoveragePart, SymmetryPart, VarietyPart];
}

/** A ratio as a whole percent that reads honestly: 0 and 100 only when exactly so. */
export function percentOf(ratio: number): number {
  if (!(ratio > 0)) return 0;
  if (ratio >= 1) return 100;
  return Math.min(99, Math.max(1, Math.round(ratio * 100)));
}

const pointsOf = (max: number, ratio: number) => Math.round(max * Math.min(1, Math.max(0, ratio)));

export function coverageRatio(board: BoardLayout, design: Design): number {
  let laid = 0;
  for (const cell of board.cells) if (design.cells[cell.id]) laid += cell.area;
  // Summed in the same order as totalArea, so a full board is exactly 1.
  return board.totalArea > 0 ? laid / board.totalArea : 0;
}

export function scoreCoverage(board: BoardLayout, design: Design): CoveragePart {
  const ratio = coverageRatio(board, design);
  return {
    id: 'coverage',
    points: pointsOf(PART_MAX.coverage, ratio),
    max: PART_MAX.coverage,
    reason: ratio <= 0 ? 'empty' : ratio >= 1 ? 'full' : 'partial',
    percent: percentOf(ratio),
  };
}

export function scoreSymmetry(board: BoardLayout, design: Design, order: number): SymmetryPart {
  const partners = orbits(board, order);
  let laid = 0;
  let symmetric = 0;
  for (const cell of board.cells) {
    const flower = design.cells[cell.id];
    if (!flower) continue;
    laid += cell.area;
    const set = partners[cell.id] as readonly number[];
    if (set.every((partner) => design.cells[partner] === flower)) symmetric += cell.area;
  }
  const ratio = board.totalArea > 0 ? symmetric / board.totalArea : 0;
  const laidRatio = laid > 0 ? symmetric / laid : 0;
  return {
    id: 'symmetry',
    points: pointsOf(PART_MAX.symmetry, ratio),
    max: PART_MAX.symmetry,
    reason: laid <= 0 ? 'empty' : symmetric === laid ? 'perfect' : 'partial',
    percent: percentOf(ratio),
    laidPercent: percentOf(laidRatio),
    order,
  };
}

/** The flower laid on most of a ring (ties go to the earlier flower of the catalogue), or null. */
export function mainFlowerOfRing(
  board: BoardLayout,
  design: Design,
  ring: number,
): FlowerId | null {
  const layout = board.rings[ring];
  if (!layout) throw new RangeError(`No ring ${ring}`);
  let best: FlowerId | null = null;
  let bestCount = 0;
  for (const flower of FLOWER_IDS) {
    let count = 0;
    for (let s = 0; s < layout.segments; s += 1) {
      if (design.cells[layout.firstCell + s] === flower) count += 1;
    }
    if (count > bestCount) {
      best = flower;
      bestCount = count;
    }
  }
  return best;
}

export function scoreVariety(
  board: BoardLayout,
  design: Design,
  options: PookalamOptions,
): VarietyPart {
  const used = new Set<FlowerId>();
  for (const flower of design.cells) if (flower) used.add(flower);
  const wanted = kindsWanted(options);
  const kindsRatio = Math.min(used.size, wanted) / wanted;

  let contrasting = 0;
  const ringPairs = board.ringCount - 1;
  let previous = board.ringCount >= 1 ? mainFlowerOfRing(board, design, 1) : null;
  for (let ring = 2; ring <= board.ringCount; ring += 1) {
    const current = mainFlowerOfRing(board, design, ring);
    if (previous && current && previous !== current) contrasting += 1;
    previous = current;
  }
  const ratio = ringPairs > 0 ? 0.5 * kindsRatio + 0.5 * (contrasting / ringPairs) : kindsRatio;
  return {
    id: 'variety',
    points: pointsOf(PART_MAX.variety, ratio),
    max: PART_MAX.variety,
    reason: used.size === 0 ? 'empty' : ratio >= 1 ? 'full' : 'partial',
    kindsUsed: used.size,
    kindsWanted: wanted,
    contrastingPairs: contrasting,
    ringPairs,
  };
}

export function scorePookalam(
  board: BoardLayout,
  design: Design,
  options: PookalamOptions,
): PookalamScore {
  const parts = [
    scoreCoverage(board, design),
    scoreSymmetry(board, design, options.symmetry),
    scoreVariety(board, design, options),
  ] as const;
  const total = parts.reduce((sum, part) => sum + part.points, 0);
  return { total: Math.min(MAX_SCORE, Math.max(0, total)), max: MAX_SCORE, parts };
}
