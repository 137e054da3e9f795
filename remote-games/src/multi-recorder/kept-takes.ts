/**
 * What the page says and does about where the takes are kept: on the device (they survive leaving
 * the page) or by this page only. Plain functions over the takes' state, tested directly; the
 * IndexedDB store itself is @onam/shared/backend/device-takes.
 */
import type { DeviceTake } from '@onam/shared/backend/device-takes';
import type { Take, TakeKept, TakesState } from './takes';

/** The note above the takes: all kept on the device, or why some are held by this page only. */
export type KeptNote = 'kept' | 'full' | 'unavailable' | 'no-account';

/** Takes the page holds alone: leaving the page loses them. */
const ONLY_HERE: ReadonlySet<TakeKept> = new Set(['full', 'unavailable', 'no-account']);

export const onlyOnThisPage = (take: Pick<Take, 'kept'>): boolean => ONLY_HERE.has(take.kept);

/**
 * The note for these takes, null with none. The page never says "kept" of a take it holds alone:
 * one such take makes the note say why. A take still being written reads as kept (the write takes
 * moments), but leaving the page still asks first (see mayLoseWork).
 */
export function keptNote(takes: readonly Pick<Take, 'kept'>[]): KeptNote | null {
  if (takes.length === 0) return null;
  for (const reason of ['no-account', 'full', 'unavailable'] as const) {
    if (takes.some((take) => take.kept === reason)) return reason;
  }
  return 'kept';
}

/** Whether closing the tab now would lose a recording: one under way, or a take not yet kept. */
export function mayLoseWork(state: {
  takes: readonly Pick<Take, 'kept'>[];
  recording: TakesState['recording'];
}): boolean {
  return state.recording !== null || state.takes.some((take) => take.kept !== 'kept');
}

/** A take as the device keeps it, under the account it was recorded for. */
export function deviceTake(
  take: Pick<Take, 'id' | 'number' | 'kind' | 'contentType' | 'durationMs' | 'blob'>,
  uid: string,
  recordedAt: Date,
): DeviceTake {
  const { id, number, kind, contentType, durationMs, blob } = take;
  return {
    uid,
    id,
    number,
    kind,
    contentType,
    durationMs,
    recordedAt: recordedAt.toISOString(),
    blob,
  };
}

/** A take's id: unique across visits and tabs, since kept takes outlive the page. */
export function newTakeId(): string {
  const random = new Uint32Array(2);
  globalThis.crypto.getRandomValues(random);
  return `take-${Date.now().toString(36)}-${Array.from(random, (n) => n.toString(36)).join('')}`;
}
