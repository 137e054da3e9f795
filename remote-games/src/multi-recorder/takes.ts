/**
 * The takes on the page, as a reducer: a take is recorded, then may be uploading (with progress),
 * and is either uploaded (it leaves the takes: the visitor's uploaded greetings list it from then
 * on) or failed (kept as it was, to try again). Re-recording replaces a take in place, keeping its
 * number; deleting removes it. Nothing here touches devices or the network, so every path a take
 * can travel is tested directly.
 *
 *   record ─▶ recorded ─▶ uploading ─▶ uploaded (gone from the takes)
 *                ▲  ▲          │
 *                │  └─ failed ◀┘ (retry: uploading again)
 *                └── cancelled
 */
import type { BackendErrorCode } from '@onam/shared/backend/port';
import type { TakeKind } from './recording-format';

export type TakeStatus = 'recorded' | 'uploading' | 'failed';

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
  | { type: 'upload-failed'; id: string; failure: BackendErrorCode };

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
      const fresh = { status: 'recorded', progress: 0, failure: null } as const;
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
