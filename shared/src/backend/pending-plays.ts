import { MAX_SCORE, type GameId } from '../contracts/game';
import { isGameIdFormat } from '../manifest/route-paths';
import {
  isBackendError,
  type BackendErrorCode,
  type Play,
  type PlayInput,
  type RecordOptions,
} from './port';

/**
 * Why a play the server did not save is still on the device: 'failed' when the server failed on it
 * (counted: one that fails every time is set aside), 'unchecked' when the server cannot score its
 * games version yet (not counted: a deploy, not the play, will fix it).
 */
export interface PlayFailure {
  kind: 'failed' | 'unchecked';
  /** The server's words, as they came. */
  reason: string;
  /** ISO 8601, the device's clock. */
  at: string;
}

/**
 * Finished plays not yet saved to the backend, kept on the device (localStorage) so nothing is
 * lost: a signed-out visitor's play waits here until they sign in, and a signed-in visitor's play
 * waits here while the network is down. Every finished play passes through this store; the host's
 * sync saves and removes them. A play the server keeps failing on is set aside here, not dropped:
 * only the visitor removes it.
 *
 * The failure fields are absent on a play that has not failed (and on every play stored before
 * they existed), so both shapes read back alike.
 */
export interface PendingPlay extends PlayInput {
  /** A local id, so the screen can tell when its own play has been saved. */
  id: string;
  /** ISO 8601, the device's clock when the play ended. */
  finishedAt: string;
  /**
   * Who played it: a signed-in visitor's play is saved only to their own account; a signed-out
   * visitor's (null) goes to whoever signs in next on this device, which is the point.
   */
  uid: string | null;
  /** The server's failures on this play in a row ('failed' ones only). */
  failures?: number;
  lastFailure?: PlayFailure;
  /** ISO 8601: not sent again before this, so a failing play is not resent with every other. */
  retryAt?: string;
  /** ISO 8601: set aside then, sent no more until the visitor tries again. */
  setAsideAt?: string;
}

/** A play the server refused, kept a while so the page can say why it was not saved. */
export interface RefusedPlay {
  id: string;
  gameId: GameId;
  score: number;
  /** The server's words (a score its record does not support, a record it cannot read). */
  reason: string;
}

export interface PendingPlayStore {
  /** Every play on the device: waiting, held after a failure, or set aside. */
  list(): readonly PendingPlay[];
  add(play: PlayInput, uid: string | null): PendingPlay;
  /** Takes a play off the device unsaved (the visitor's Remove, or their account deleted). */
  remove(id: string): void;
  /**
   * Takes a play out of the store as saved, remembering so (the last few), with the share id the
   * server gave it for its result link.
   */
  markSaved(id: string, shareId?: string): void;
  /**
   * Whether the server saved this play, as this device saw it: said positively, because a play
   * gone from the store may also have been refused or removed.
   */
  wasSaved(id: string): boolean;
  /** The share id of a play this device saw saved, or null (none given, or not saved here). */
  shareIdOf(id: string): string | null;
  /**
   * Notes a failure that belongs to the play, not the session: holds it until `retryAt`, and sets
   * it aside once the server has failed on it SET_ASIDE_AFTER_FAILURES times in a row. Returns the
   * play as it is now kept, or null if it is no longer here.
   */
  fail(id: string, failure: PlayFailure, retryAt: Date): PendingPlay | null;
  /** The visitor's Try again: the play goes back in the queue with its failures forgotten. */
  retry(id: string): void;
  /** Takes a play out of the store as refused, remembering why (the last few only). */
  refuse(id: string, reason: string): void;
  /** Why a play was refused, or null (saved, still waiting, or never here). */
  refusal(id: string): RefusedPlay | null;
  /**
   * Whether the waiting plays are kept on the device (storage), or only in this page's memory
   * (storage full or refused): then they are gone if the page is closed before they are saved, and
   * the page must say so rather than promise they are kept.
   */
  keptOnDevice(): boolean;
  /** Called after every change, in this tab or another; returns unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export const PENDING_PLAYS_KEY = 'onam:pending-plays';
export const REFUSED_PLAYS_KEY = 'onam:refused-plays';
export const SAVED_PLAYS_KEY = 'onam:saved-plays';
/** Enough to explain the plays of one sitting; older refusals are forgotten. */
const REFUSALS_KEPT = 10;
/**
 * Ids only (the play's on this device, and its share id: nothing personal), and enough for a
 * sitting's queue saved at once: a screen asks only about the play it shows, which is among the
 * last saved.
 */
const SAVED_KEPT = 50;

/** A saved play as remembered: its id on this device and, since share ids, its share id. */
interface SavedPlay {
  id: string;
  shareId?: string;
}

/** Stored as a plain id before share ids, as `{ id, shareId }` since: both read back. */
function savedPlayOf(value: unknown): SavedPlay | null {
  if (typeof value === 'string') return { id: value };
  if (typeof value !== 'object' || value === null) return null;
  const { id, shareId } = value as Record<string, unknown>;
  if (typeof id !== 'string') return null;
  return typeof shareId === 'string' ? { id, shareId } : { id };
}

/**
 * Server failures in a row before a play is set aside. One failure can be the server's bad
 * moment, and the retries are spaced out (the caller's rule); a play that has failed three times
 * is most likely one the server cannot take at all, and resending it would only cost invocations
 * while the visitor is told nothing. Set aside, it is kept and the visitor decides.
 */
export const SET_ASIDE_AFTER_FAILURES = 3;

/**
 * Failures that say nothing about the play: the connection, the visitor's session or account, or
 * the server's pace. They stop the flush with every play kept and nothing counted, since the next
 * play would meet the same.
 */
const SESSION_FAILURES: readonly BackendErrorCode[] = [
  'network',
  'not-signed-in',
  'account-deleted',
  'rate-limited',
  'permission-denied',
  'limit-reached',
  'cancelled',
];

const isGameId = (value: unknown): value is GameId => isGameIdFormat(value);

/** What storage holds may be old, edited or corrupt: only well-formed plays are read back. */
function isPendingPlay(value: unknown): value is PendingPlay {
  if (typeof value !== 'object' || value === null) return false;
  const play = value as Record<string, unknown>;
  return (
    typeof play.id === 'string' &&
    typeof play.finishedAt === 'string' &&
    (play.uid === null || typeof play.uid === 'string') &&
    isGameId(play.gameId) &&
    Number.isInteger(play.score) &&
    play.maxScore === MAX_SCORE &&
    (play.score as number) >= 0 &&
    (play.score as number) <= (play.maxScore as number) &&
    Number.isInteger(play.durationMs) &&
    (play.durationMs as number) >= 0 &&
    (play.evidence === undefined || isEvidence(play.evidence))
  );
}

const isIsoString = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

function isPlayFailure(value: unknown): value is PlayFailure {
  if (typeof value !== 'object' || value === null) return false;
  const failure = value as Record<string, unknown>;
  return (
    (failure.kind === 'failed' || failure.kind === 'unchecked') &&
    typeof failure.reason === 'string' &&
    isIsoString(failure.at)
  );
}

/**
 * A play's failure bookkeeping as stored, each part kept only when well formed: a malformed count
 * must not cost the visitor the play itself, so the play stays and the part is forgotten.
 */
function withWellFormedFailures(play: PendingPlay): PendingPlay {
  const { failures, lastFailure, retryAt, setAsideAt, ...rest } = play;
  return {
    ...rest,
    ...(Number.isInteger(failures) && (failures as number) > 0 ? { failures } : {}),
    ...(isPlayFailure(lastFailure) ? { lastFailure } : {}),
    ...(isIsoString(retryAt) ? { retryAt } : {}),
    ...(isIsoString(setAsideAt) ? { setAsideAt } : {}),
  };
}

/** The play as it was before any failure: what Try again puts back in the queue. */
function withoutFailures(play: PendingPlay): PendingPlay {
  const fresh = { ...play };
  delete fresh.failures;
  delete fresh.lastFailure;
  delete fresh.retryAt;
  delete fresh.setAsideAt;
  return fresh;
}

/** A refusal as stored: read back only when well formed, like the plays. */
function isRefusedPlay(value: unknown): value is RefusedPlay {
  if (typeof value !== 'object' || value === null) return false;
  const refused = value as Record<string, unknown>;
  return (
    typeof refused.id === 'string' &&
    isGameId(refused.gameId) &&
    Number.isInteger(refused.score) &&
    typeof refused.reason === 'string'
  );
}

/** The evidence's shape only: what the record says is for the server to judge. */
function isEvidence(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { version?: unknown }).version === 'string' &&
    'record' in value
  );
}

/**
 * A play's id on the device, also its key on the server (`plays/{uid}_{id}`): unique across a
 * visitor's devices too, or a second phone's play could pass for a retry of the first's.
 */
function localId(): string {
  const random = new Uint32Array(2);
  globalThis.crypto.getRandomValues(random);
  return `${Date.now().toString(36)}-${Array.from(random, (n) => n.toString(36)).join('')}`;
}

export function createPendingPlayStore(
  storage: () => Storage | undefined = () => globalThis.localStorage,
  now: () => Date = () => new Date(),
): PendingPlayStore {
  const listeners = new Set<() => void>();
  // Kept in memory too: a browser that refuses storage still keeps the play for this page's life.
  let memory: PendingPlay[] = [];
  let storageWorks = true;
  let snapshot: readonly PendingPlay[] = [];

  let refusals: RefusedPlay[] = [];
  // Once a refusal could not be stored, the in-memory list is the complete one: storage may still
  // hold an older list without it (a full quota), which would make a refused play read as saved.
  let refusalsStored = true;
  const readRefusals = (): RefusedPlay[] => {
    if (!refusalsStored) return refusals;
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(REFUSED_PLAYS_KEY) ?? 'null');
      return Array.isArray(parsed) ? parsed.filter(isRefusedPlay) : refusals;
    } catch {
      return refusals;
    }
  };
  let savedPlays: SavedPlay[] = [];
  // As with refusals: once the list could not be stored, memory holds the complete one.
  let savedStored = true;
  const readSaved = (): SavedPlay[] => {
    if (!savedStored) return savedPlays;
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(SAVED_PLAYS_KEY) ?? 'null');
      return Array.isArray(parsed)
        ? parsed.map(savedPlayOf).filter((saved): saved is SavedPlay => saved !== null)
        : savedPlays;
    } catch {
      return savedPlays;
    }
  };
  const read = (): PendingPlay[] => {
    const place = storage();
    if (!storageWorks || !place) return memory;
    try {
      const parsed: unknown = JSON.parse(place.getItem(PENDING_PLAYS_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isPendingPlay).map(withWellFormedFailures) : [];
    } catch (error) {
      if (error instanceof SyntaxError) return []; // corrupt: start afresh rather than fail
      storageWorks = false;
      return memory;
    }
  };
  const write = (plays: PendingPlay[]) => {
    memory = plays;
    try {
      storage()?.setItem(PENDING_PLAYS_KEY, JSON.stringify(plays));
    } catch {
      storageWorks = false; // full or blocked: from now on the in-memory copy holds the plays
    }
    refresh();
    for (const listener of [...listeners]) listener();
  };
  // One stable array per content, as useSyncExternalStore wants.
  const refresh = () => {
    const next = read();
    if (JSON.stringify(next) !== JSON.stringify(snapshot)) snapshot = next;
  };
  refresh();

  const remove = (id: string) => {
    const plays = read();
    if (plays.some((play) => play.id === id)) write(plays.filter((play) => play.id !== id));
  };
  /** Rewrites one play in place (its order in the queue is the order it was played). */
  const change = (id: string, next: (play: PendingPlay) => PendingPlay): PendingPlay | null => {
    const plays = read();
    const index = plays.findIndex((play) => play.id === id);
    const current = plays[index];
    if (!current) return null;
    const changed = next(current);
    write(plays.map((play, at) => (at === index ? changed : play)));
    return changed;
  };

  return {
    // Read through each time (the list is small), so a change made behind the store's back is seen.
    list: () => {
      refresh();
      return snapshot;
    },
    add(input, uid) {
      const play: PendingPlay = {
        uid,
        gameId: input.gameId,
        score: input.score,
        maxScore: input.maxScore,
        durationMs: Math.max(0, Math.round(input.durationMs)),
        ...(input.evidence ? { evidence: input.evidence } : {}),
        id: localId(),
        finishedAt: now().toISOString(),
      };
      // Every play is kept, however many: none gives way to a newer one (storage's quota, then the
      // page's memory, is the only limit, and keptOnDevice says which holds them).
      write([...read(), play]);
      return play;
    },
    remove,
    markSaved(id, shareId) {
      if (!read().some((play) => play.id === id)) return;
      // Remembered before the play leaves, so no one looking sees it gone and not yet saved.
      const saved: SavedPlay = shareId ? { id, shareId } : { id };
      savedPlays = [...readSaved().filter((other) => other.id !== id), saved].slice(-SAVED_KEPT);
      try {
        storage()?.setItem(SAVED_PLAYS_KEY, JSON.stringify(savedPlays));
      } catch {
        savedStored = false;
      }
      remove(id);
    },
    wasSaved: (id) => readSaved().some((saved) => saved.id === id),
    shareIdOf: (id) => readSaved().find((saved) => saved.id === id)?.shareId ?? null,
    fail(id, failure, retryAt) {
      return change(id, (play) => {
        const { kind, at } = failure;
        const failures = (play.failures ?? 0) + (kind === 'failed' ? 1 : 0);
        const counted: PendingPlay = {
          ...withoutFailures(play),
          ...(failures > 0 ? { failures } : {}),
          lastFailure: failure,
        };
        return failures >= SET_ASIDE_AFTER_FAILURES
          ? { ...counted, setAsideAt: at }
          : { ...counted, retryAt: retryAt.toISOString() };
      });
    },
    retry(id) {
      change(id, withoutFailures);
    },
    refuse(id, reason) {
      const play = read().find((candidate) => candidate.id === id);
      if (!play) return;
      const refused: RefusedPlay = { id, gameId: play.gameId, score: play.score, reason };
      refusals = [...readRefusals().filter((r) => r.id !== id), refused].slice(-REFUSALS_KEPT);
      try {
        storage()?.setItem(REFUSED_PLAYS_KEY, JSON.stringify(refusals));
      } catch {
        // Kept in memory for this page: enough to say why the play the visitor just made failed.
        refusalsStored = false;
      }
      remove(id);
    },
    refusal(id) {
      return readRefusals().find((refused) => refused.id === id) ?? null;
    },
    keptOnDevice: () => storageWorks && storage() !== undefined,
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        // The saved list changes just before its play leaves the queue: one event is enough.
        if (event.key !== PENDING_PLAYS_KEY && event.key !== null) return;
        refresh();
        listener();
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}

export type FlushResult =
  | { saved: Play[]; rejected: PendingPlay[]; setAside: PendingPlay[]; stopped: false }
  | {
      saved: Play[];
      rejected: PendingPlay[];
      setAside: PendingPlay[];
      stopped: true;
      error: unknown;
    };

export interface FlushOptions {
  now?: () => Date;
  /**
   * How long a play waits after a failure of its own before it is sent again, given the error and
   * the server's failures on it so far: the caller's rule (a games version the server cannot
   * check yet waits for a deploy, so much longer than a failure that may pass).
   */
  retryAfterMs?: (error: unknown, failures: number) => number;
}

/** Without the caller's rule: the pause the host's sync takes after a failed save. */
const DEFAULT_RETRY_MS = 30_000;

/**
 * Saves the pending plays in the order they were played. What a failure means decides what
 * happens next, and no play holds up the ones behind it:
 * - refused as invalid ('invalid-input'): it would be refused forever, so it leaves the store as
 *   refused, with the server's reason;
 * - a failure of the session (SESSION_FAILURES): the flush stops with every play kept, since the
 *   next play would meet the same;
 * - anything else is the play's own (the server failed on it, or cannot check its games version
 *   yet): the play waits until its retry time and the flush goes on with the next. After
 *   SET_ASIDE_AFTER_FAILURES server failures in a row it is set aside for the visitor to decide.
 * Plays still waiting out a retry time, and set-aside ones, are skipped. Each play goes with its
 * device id, so one whose answer was lost is not saved twice when it is sent again.
 */
export async function flushPendingPlays(
  store: Pick<PendingPlayStore, 'list' | 'markSaved' | 'refuse' | 'fail'>,
  uid: string,
  record: (input: PlayInput, options: RecordOptions) => Promise<Play>,
  { now = () => new Date(), retryAfterMs = () => DEFAULT_RETRY_MS }: FlushOptions = {},
): Promise<FlushResult> {
  const saved: Play[] = [];
  const rejected: PendingPlay[] = [];
  const setAside: PendingPlay[] = [];
  for (const pending of savableBy(store.list(), uid)) {
    if (pending.retryAt && Date.parse(pending.retryAt) > now().getTime()) continue;
    try {
      const { gameId, score, maxScore, durationMs, evidence } = pending;
      const input: PlayInput = { gameId, score, maxScore, durationMs };
      if (evidence) input.evidence = evidence;
      const play = await record(input, { deviceId: pending.id });
      saved.push(play);
      store.markSaved(pending.id, play.shareId);
    } catch (error) {
      if (isBackendError(error, 'invalid-input')) {
        rejected.push(pending);
        store.refuse(pending.id, error.message);
        continue;
      }
      if (SESSION_FAILURES.some((code) => isBackendError(error, code))) {
        return { saved, rejected, setAside, stopped: true, error };
      }
      const kind = isBackendError(error, 'unavailable') ? 'unchecked' : 'failed';
      const failures = (pending.failures ?? 0) + (kind === 'failed' ? 1 : 0);
      const wait = failures >= SET_ASIDE_AFTER_FAILURES ? 0 : retryAfterMs(error, failures);
      const when = now();
      const kept = store.fail(
        pending.id,
        { kind, reason: reasonOf(error), at: when.toISOString() },
        new Date(when.getTime() + wait),
      );
      if (kept && isSetAside(kept)) setAside.push(kept);
    }
  }
  return { saved, rejected, setAside, stopped: false };
}

/** The failure's own words: the server's message, or whatever the error says of itself. */
function reasonOf(error: unknown): string {
  if (error instanceof Error || isBackendError(error)) return error.message;
  return String(error);
}

/** Whether the visitor must decide about this play: it is no longer sent by itself. */
export const isSetAside = (play: PendingPlay): boolean => play.setAsideAt !== undefined;

/**
 * The plays this visitor's sync sends: their own and those played signed out, except those set
 * aside.
 */
export function savableBy(plays: readonly PendingPlay[], uid: string): PendingPlay[] {
  return plays.filter((play) => (play.uid === null || play.uid === uid) && !isSetAside(play));
}

/**
 * When this visitor's next play is due to be sent: the earliest retry time among those waiting (a
 * play that never failed is due at once, so the answer may be in the past), or null when nothing
 * is waiting.
 */
export function nextAttemptAt(plays: readonly PendingPlay[], uid: string): Date | null {
  const times = savableBy(plays, uid).map((play) =>
    play.retryAt ? Date.parse(play.retryAt) : Number.NEGATIVE_INFINITY,
  );
  return times.length === 0 ? null : new Date(Math.max(Math.min(...times), 0));
}

let shared: PendingPlayStore | null = null;
/** The device's store, shared by every screen and remote on the page. */
export function pendingPlays(): PendingPlayStore {
  shared ??= createPendingPlayStore();
  return shared;
}
