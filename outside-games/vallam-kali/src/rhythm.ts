// The race's rules: pure, shared by the game in the browser and the scoring on the server. A
// record is the time of each stroke, in whole milliseconds from the first; a stroke is in time when
// it comes one beat of the vanchipattu after the one before it, give or take a little.
import { EvidenceError, MAX_SCORE, type ScoredPlay } from './platform-contract';

/** The boat song's beat. */
export const BEAT_MS = 600;
/** How far from the beat a stroke may come and still be in time. */
export const TOLERANCE_MS = 120;
/** Strokes from the start to the finish: the first sets off, each after it may be in time. */
export const STROKES = 21;
/** Points for each stroke in time: 20 of them make MAX_SCORE. */
export const POINTS_PER_STROKE = MAX_SCORE / (STROKES - 1);

export interface RaceRecord {
  strokes: number[];
}

export type StrokeTiming = 'first' | 'in-time' | 'early' | 'late';

/** How a stroke at `at` ms stands against the one before it (at `previous`, if any). */
export function timing(previous: number | undefined, at: number): StrokeTiming {
  if (previous === undefined) return 'first';
  const gap = at - previous;
  if (Math.abs(gap - BEAT_MS) <= TOLERANCE_MS) return 'in-time';
  return gap < BEAT_MS ? 'early' : 'late';
}

/** The score of a finished race's strokes. */
export function scoreStrokes(strokes: readonly number[]): ScoredPlay {
  let inTime = 0;
  strokes.forEach((at, index) => {
    if (timing(strokes[index - 1], at) === 'in-time') inTime += 1;
  });
  return { score: inTime * POINTS_PER_STROKE, maxScore: MAX_SCORE };
}

const shown = (value: unknown) => {
  try {
    return JSON.stringify(value)?.slice(0, 40) ?? String(value);
  } catch {
    return typeof value;
  }
};

/** A record as the server gets it: anything. Checked, then scored; an impossible one is refused. */
export function scoreRecord(record: unknown): ScoredPlay {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    throw new EvidenceError(`a race is a record of strokes, not ${shown(record)}`);
  }
  const { strokes } = record as { strokes?: unknown };
  if (!Array.isArray(strokes) || strokes.length !== STROKES) {
    throw new EvidenceError(`a race has ${STROKES} strokes, not ${shown(strokes)}`);
  }
  strokes.forEach((at: unknown, index) => {
    if (typeof at !== 'number' || !Number.isInteger(at) || at < 0) {
      throw new EvidenceError(`stroke ${index + 1} is at ${shown(at)}, not a time in ms`);
    }
    if (index === 0 && at !== 0) throw new EvidenceError('the first stroke sets off, at 0 ms');
    if (index > 0 && at <= (strokes[index - 1] as number)) {
      throw new EvidenceError(`stroke ${index + 1} comes no later than the one before it`);
    }
  });
  return scoreStrokes(strokes as number[]);
}
