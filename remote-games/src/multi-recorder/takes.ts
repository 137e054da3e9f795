/**
 * The takes on the page, as a reducer: a take is recorded, then may be uploading (with progress),
 * and is either uploaded (it leaves the takes: the visitor's uploaded greetings list it from then
 * on) or failed (kept as it was, to try again). Re-recording replaces a take in place, keeping its
 * number; deleting removes it. Nothing here touches devices or the network, so every path a take
 * can travel is tested directly. Apart from its upload, each take is kept on the device or not
 * (`kept`): the device answers after the take is recorded, for the version it was asked about, and
 * takes kept on an earlier visit come back as recorded (`restored`).
 *
 *   record ─▶ recorded ─▶ uploading ─▶ uploaded (gone from the takes)
 *                ▲  ▲          │
 *                │  └─ failed ◀┘ (retry: uploading again)
 *                └── cancelled
 */
import type { KeepOutcome } from '@onam/shared/backend/device-takes';
import type { BackendErrorCode } from '@onam/shared/backend/port';
import type { TakeKind } from './recording-format';

export type TakeStatus = 'recorded' | 'uploading' | 'failed';

/**
 * Where a take's recording is kept: being written to the device, on the device (it survives leaving
 * the page), or held by this page only: the device is full, keeps nothing for the page, or there is
 * no account to keep it under.
 */
export type TakeKept = 'keeping' | KeepOutcome | 'no-account';

/** What a finished recording brings. */
export interface Recording {
  blob: Blob;
  /** An object URL of the blob, for the take's player. */
  url: string;
  /** Without parameters, as it is uploaded: "audio/webm". */
  contentType: string;
  kind: TakeKind;
  durationMs: number;
}

export interface Take extends Recording {
  /** Stable for the take's life, also across re-recording (React keys, focus). */
  id: string;
  /** "Take 2": numbers are not reused within a visit, so a deleted take's number stays gone. */
  number: number;
  status: TakeStatus;
  /** 0..1 while uploading. */
  progress: number;
  failure: BackendErrorCode | null;
  kept: TakeKept;
}

/** A take as the device gave it back. */
export interface RestoredTake extends Recording {
  id: string;
  number: number;
}

export interface TakesState {
  takes: Take[];
  nextNumber: number;
  /** A recording under way: a new take (target null) or the take it will replace. */
  recording: { target: string | null } | null;
}

export type TakesAction =
  | { type: 'record'; target: string | null }
  | { type: 'recorded'; id: string; recording: Recording }
  | { type: 'recording-ended' }
  | { type: 'delete'; id: string }
  | { type: 'upload-started'; id: string }
  | { type: 'upload-progress'; id: string; fraction: number }
  | { type: 'upload-succeeded'; id: string }
  | { type: 'upload-failed'; id: string; failure: BackendErrorCode }
  /** The device answered for the version of a take whose recording has this URL. */
  | { type: 'kept'; id: string; url: string; kept: TakeKept }
  | { type: 'restored'; takes: RestoredTake[]; nextNumber: number }
  /** Another visitor, or none: the takes on the page were the previous visitor's. */
  | { type: 'cleared' };

export const initialTakes: TakesState = { takes: [], nextNumber: 1, recording: null };

const replaceable = (take: Take) => take.status === 'recorded' || take.status === 'failed';

function update(state: TakesState, id: string, change: (take: Take) => Take | null): TakesState {
  let changed = false;
  const takes = state.takes.map((take) => {
    if (take.id !== id) return take;
    const next = change(take);
    if (next === null) return take;
    changed = true;
    return next;
  });
  return changed ? { ...state, takes } : state;
}

export function takesReducer(state: TakesState, action: TakesAction): TakesState {
  switch (action.type) {
    case 'record': {
      if (state.recording) return state;
      if (action.target !== null) {
        const target = state.takes.find((take) => take.id === action.target);
        // An upload under way or done is not overwritten by a new recording.
        if (!target || !replaceable(target)) return state;
      }
      return { ...state, recording: { target: action.target } };
    }
    case 'recorded': {
      const target = state.recording?.target ?? null;
      const fresh = { status: 'recorded', progress: 0, failure: null, kept: 'keeping' } as const;
      if (target !== null && state.takes.some((take) => take.id === target)) {
        return {
          ...update(state, target, (take) => ({ ...take, ...action.recording, ...fresh })),
          recording: null,
        };
      }
      const take: Take = { id: action.id, number: state.nextNumber, ...action.recording, ...fresh };
      return {
        takes: [...state.takes, take],
        nextNumber: state.nextNumber + 1,
        recording: null,
      };
    }
    case 'recording-ended':
      return state.recording ? { ...state, recording: null } : state;
    case 'delete': {
      const takes = state.takes.filter((take) => take.id !== action.id);
      if (takes.length === state.takes.length) return state;
      // Deleting the take being re-recorded makes the recording a new take.
      const recording = state.recording?.target === action.id ? { target: null } : state.recording;
      return { ...state, takes, recording };
    }
    case 'upload-started':
      if (state.recording?.target === action.id) return state;
      return update(state, action.id, (take) =>
        replaceable(take) ? { ...take, status: 'uploading', progress: 0, failure: null } : null,
      );
    case 'upload-progress':
      return update(state, action.id, (take) => {
        if (take.status !== 'uploading') return null;
        const progress = Math.min(1, Math.max(take.progress, action.fraction));
        return progress === take.progress ? null : { ...take, progress };
      });
    case 'upload-succeeded': {
      const takes = state.takes.filter(
        (take) => !(take.id === action.id && take.status === 'uploading'),
      );
      return takes.length === state.takes.length ? state : { ...state, takes };
    }
    case 'kept':
      return update(state, action.id, (take) =>
        // An answer about a version since recorded over says nothing of the take as it is now.
        take.url !== action.url || take.kept === action.kept
          ? null
          : { ...take, kept: action.kept },
      );
    case 'restored': {
      const known = new Set(state.takes.map((take) => take.id));
      const restored: Take[] = action.takes
        .filter((take) => !known.has(take.id))
        .map((take) => ({ ...take, status: 'recorded', progress: 0, failure: null, kept: 'kept' }));
      if (restored.length === 0) {
        const nextNumber = Math.max(state.nextNumber, action.nextNumber);
        return nextNumber === state.nextNumber ? state : { ...state, nextNumber };
      }
      // Kept takes first, in their order; takes recorded on this page before they arrived (signed
      // out, then signed in) follow them, numbered on from theirs so no two share a number.
      let next = Math.max(action.nextNumber, ...restored.map((take) => take.number + 1));
      const own = state.takes.map((take) => ({ ...take, number: next++ }));
      return { ...state, takes: [...restored, ...own], nextNumber: next };
    }
    case 'cleared':
      return state.takes.length === 0 && state.recording === null ? state : initialTakes;
    case 'upload-failed':
      return update(state, action.id, (take) => {
        if (take.status !== 'uploading') return null;
        // A cancel is the visitor's choice, not a failure: the take is simply as it was.
        if (action.failure === 'cancelled') return { ...take, status: 'recorded', progress: 0 };
        return { ...take, status: 'failed', failure: action.failure };
      });
  }
}

/** The take a recording under way will replace, if any. */
export function takeBeingReplaced(state: TakesState): Take | null {
  const target = state.recording?.target ?? null;
  return target === null ? null : (state.takes.find((take) => take.id === target) ?? null);
}
