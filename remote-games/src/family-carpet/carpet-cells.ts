/**
 * A family carpet in the pookalam's own terms, and back: the host's cells (one code a cell) as the
 * game's design, the cells a fill lays as codes, and each cell's ring colour. Pure: no React, no DOM.
 */
import { FAMILY_RING_COLOURS, type LaidCell } from '@onam/shared/family/carpet';
import type { BoardLayout } from '../pookalam/board';
import { codeOf, toolOfCode } from '../pookalam/evidence';
import { CENTREPIECES, type Centrepiece } from '../pookalam/flowers';
import { targetsOf, type Design, type PookalamState, type Tool } from '../pookalam/rules';

/**
 * The design the host's cells make. Cells past the end of `cells` are bare floor (a carpet not
 * started has none), and so is a code this version has no flower for; cells past the board's end
 * are not on it.
 */
export function carpetDesign(
  board: BoardLayout,
  cells: readonly string[],
  centrepiece: string,
): Design {
  return {
    cells: board.cells.map(({ id }) => toolOfCode(cells[id] ?? '') ?? null),
    centrepiece: (CENTREPIECES as readonly string[]).includes(centrepiece)
      ? (centrepiece as Centrepiece)
      : 'none',
  };
}

/**
 * What a fill of `hits` with `tool` lays, in the order it touches them: each hit with its partners
 * around the circle when the state repeats them, each cell once, and only cells it changes (a drag
 * over the visitor's own flowers sends nothing).
 */
export function fillOf(state: PookalamState, hits: ArrayLike<number>, tool: Tool): LaidCell[] {
  const code = codeOf(tool);
  const laid: LaidCell[] = [];
  const touched = new Set<number>();
  for (let i = 0; i < hits.length; i += 1) {
    for (const cell of targetsOf(state, hits[i] as number)) {
      if (touched.has(cell) || state.design.cells[cell] === tool) continue;
      touched.add(cell);
      laid.push({ cell, code });
    }
  }
  return laid;
}

/** The ring colour a member's index stands for, or null for none (or an index out of the six). */
export function ringColour(colour: number | null | undefined): string | null {
  return colour === null || colour === undefined
    ? null
    : (FAMILY_RING_COLOURS[colour]?.hex ?? null);
}

/** Each cell's mark: its layer's ring colour, where a flower lies and someone laid it. */
export function ringMarks(design: Design, rings: readonly (number | null)[]): (string | null)[] {
  return design.cells.map((tool, cell) => (tool === null ? null : ringColour(rings[cell])));
}

/** The marks once this member's fill is laid over them: theirs on each flower, none on bare floor. */
export function marksWithLaid(
  marks: readonly (string | null)[],
  laid: readonly LaidCell[],
  myColour: number,
): (string | null)[] {
  const next = marks.slice();
  const mine = ringColour(myColour);
  for (const { cell, code } of laid) next[cell] = toolOfCode(code) ? mine : null;
  return next;
}

/** Cells with a flower on them. */
export const laidCount = (design: Design) => design.cells.filter((tool) => tool !== null).length;

/** Whether two designs show the same carpet. */
export function sameDesign(a: Design, b: Design): boolean {
  return (
    a.centrepiece === b.centrepiece &&
    a.cells.length === b.cells.length &&
    a.cells.every((tool, cell) => b.cells[cell] === tool)
  );
}

export function sameMarks(a: readonly (string | null)[], b: readonly (string | null)[]): boolean {
  return a.length === b.length && a.every((mark, cell) => b[cell] === mark);
}
