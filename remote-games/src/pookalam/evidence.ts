/**
 * The pookalam's record of a finished play, for the server to score again (game contract 1.2,
 * docs/decisions/023): the options the carpet was laid with, every cell of the final design and
 * the centrepiece. Any design of the right size is a possible play (with "repeat around the
 * circle" off, each cell is laid alone), so reading a record checks its form, not how it was laid.
 * Pure: no React, no DOM.
 */
import type { GameScoring } from '@onam/shared/contracts/game-kit';
import { EvidenceError } from '@onam/shared/contracts/scoring';
import { oneOf, readFields, shown } from '../common/untrusted-record';
import { createBoard } from './board';
import { CENTREPIECES, FLOWER_IDS, type Centrepiece, type FlowerId } from './flowers';
import {
  ringsFor,
  validateOptions,
  type Design,
  type Mode,
  type PookalamOptions,
  type Symmetry,
  type Tool,
} from './rules';
import { MAX_SCORE, scorePookalam, type PookalamScore } from './scoring';

export interface PookalamRecord {
  symmetry: Symmetry;
  mode: Mode;
  day: number;
  /**
   * One character a cell, by cell id: '.' for bare floor, 'a' for FLOWER_IDS[0], 'b' for the
   * next… The largest record (a day-10 carpet, 257 cells) is then 333 bytes, where flower names
   * would make it 3 KB.
   * The codes follow FLOWER_IDS of this version, which is the only one that reads the record.
   */
  cells: string;
  centrepiece: Centrepiece;
}

const BARE = '.';
const CODES = FLOWER_IDS.map((_, index) => String.fromCharCode(97 + index)).join('');
const FIELDS = ['symmetry', 'mode', 'day', 'cells', 'centrepiece'] as const;

/**
 * A cell's one-letter code: '.' for bare floor, 'a' for FLOWER_IDS[0] and so on. The record and a
 * family carpet (shared/src/family/carpet.ts) write cells in it.
 */
export const codeOf = (tool: Tool): string =>
  tool === null ? BARE : (CODES[FLOWER_IDS.indexOf(tool)] as string);

/** What a code stands for: a flower, null for bare floor, undefined for no code of this version. */
export function toolOfCode(code: string): Tool | undefined {
  if (code === BARE) return null;
  const index = code.length === 1 ? CODES.indexOf(code) : -1;
  return index < 0 ? undefined : (FLOWER_IDS[index] as FlowerId);
}

/** The record of a play that ended with this design. */
export function pookalamRecord(options: PookalamOptions, design: Design): PookalamRecord {
  return {
    symmetry: options.symmetry,
    mode: options.mode,
    day: options.day,
    cells: design.cells.map(codeOf).join(''),
    centrepiece: design.centrepiece,
  };
}

/** A finished pookalam: the carpet and the options it was laid with. */
export interface PookalamPlay {
  options: PookalamOptions;
  design: Design;
}

/** The options and design a record describes, refusing anything the game could not have made. */
export function readPookalamRecord(record: unknown): PookalamPlay {
  const fields = readFields(record, 'a pookalam record', FIELDS);
  const { symmetry, mode, day, cells } = fields;
  if (typeof symmetry !== 'number' || typeof mode !== 'string' || typeof day !== 'number') {
    throw new EvidenceError(
      `the symmetry and the day are numbers and the mode a word, not ${shown(symmetry)}, ` +
        `${shown(mode)} and ${shown(day)}`,
    );
  }
  let options: PookalamOptions;
  try {
    // The rules' own check, so the server accepts exactly the carpets the setup screen offers.
    options = validateOptions({ symmetry, mode, day } as PookalamOptions);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new EvidenceError(error.message.slice(0, 120));
  }
  const centrepiece = oneOf(CENTREPIECES, fields.centrepiece, 'is not a centrepiece');
  const board = createBoard(ringsFor(options));
  if (typeof cells !== 'string') {
    throw new EvidenceError(`the cells are a string of codes, not ${shown(cells)}`);
  }
  if (cells.length !== board.cells.length) {
    throw new EvidenceError(
      `the record has ${cells.length} cells where the board has ${board.cells.length}`,
    );
  }
  const tools: Tool[] = [];
  for (let cell = 0; cell < cells.length; cell += 1) {
    const code = cells.charAt(cell);
    const tool = toolOfCode(code);
    if (tool === undefined) {
      throw new EvidenceError(`cell ${cell} holds ${shown(code)}, which is no flower's code`);
    }
    tools.push(tool);
  }
  return { options, design: { cells: tools, centrepiece } };
}

/** The pookalam's scoring: a play is the final carpet with its options. */
export const scoring = {
  maxScore: MAX_SCORE,
  record: ({ options, design }) => pookalamRecord(options, design),
  read: readPookalamRecord,
  score: ({ options, design }) => scorePookalam(createBoard(ringsFor(options)), design, options),
} satisfies GameScoring<PookalamRecord, PookalamPlay, PookalamScore>;
