import { GAME_IDS, GAME_MAX_SCORE, type GameId } from '../contracts/game';
import { isBackendError, type Play, type PlayInput } from './port';

/**
 * Finished plays not yet saved to the backend, kept on the device (localStorage) so nothing is
 * lost: a signed-out visitor's play waits here until they sign in, and a signed-in visitor's play
 * waits here while the network is down. Every finished play passes through this store; the host's
 * sync saves and removes them.
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
}

export interface PendingPlayStore {
  list(): readonly PendingPlay[];
  add(play: PlayInput, uid: string | null): PendingPlay;
  remove(id: string): void;
  /** Called after every change, in this tab or another; returns unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export const PENDING_PLAYS_KEY = 'onam:pending-plays';
/** Far more than a visitor plays offline; past it the oldest play gives way to the newest. */
export const PENDING_PLAYS_MAX = 50;

const isGameId = (value: unknown): value is GameId =>
  typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);

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
    play.maxScore === GAME_MAX_SCORE[play.gameId] &&
    (play.score as number) >= 0 &&
    (play.score as number) <= (play.maxScore as number) &&
    Number.isInteger(play.durationMs) &&
    (play.durationMs as number) >= 0
  );
}

let counter = 0;
const localId = () => `${Date.now().toString(36)}-${(counter += 1).toString(36)}`;

export function createPendingPlayStore(
  storage: () => Storage | undefined = () => globalThis.localStorage,
  now: () => Date = () => new Date(),
): PendingPlayStore {
  const listeners = new Set<() => void>();
  // Kept in memory too: a browser that refuses storage still keeps the play for this page's life.
  let memory: PendingPlay[] = [];
  let storageWorks = true;
  let snapshot: readonly PendingPlay[] = [];

  const read = (): PendingPlay[] => {
    const place = storage();
    if (!storageWorks || !place) return memory;
    try {
      const parsed: unknown = JSON.parse(place.getItem(PENDING_PLAYS_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isPendingPlay) : [];
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
        id: localId(),
        finishedAt: now().toISOString(),
      };
      write([...read(), play].slice(-PENDING_PLAYS_MAX));
      return play;
    },
    remove(id) {
      const plays = read();
      if (plays.some((play) => play.id === id)) write(plays.filter((play) => play.id !== id));
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
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
  | { saved: Play[]; rejected: PendingPlay[]; stopped: false }
  | { saved: Play[]; rejected: PendingPlay[]; stopped: true; error: unknown };

/**
 * Saves the pending plays in the order they were played. A play the backend refuses as invalid
 * would be refused forever, so it is dropped (and reported); any other failure (the network, an
 * expired session) stops the flush with the rest kept for the next try.
 */
export async function flushPendingPlays(
  store: Pick<PendingPlayStore, 'list' | 'remove'>,
  uid: string,
  record: (input: PlayInput) => Promise<Play>,
): Promise<FlushResult> {
  const saved: Play[] = [];
  const rejected: PendingPlay[] = [];
  for (const pending of savableBy(store.list(), uid)) {
    try {
      const { gameId, score, maxScore, durationMs } = pending;
      saved.push(await record({ gameId, score, maxScore, durationMs }));
      store.remove(pending.id);
    } catch (error) {
      if (isBackendError(error, 'invalid-input')) {
        rejected.push(pending);
        store.remove(pending.id);
        continue;
      }
      return { saved, rejected, stopped: true, error };
    }
  }
  return { saved, rejected, stopped: false };
}

/** The plays this visitor may save: their own and those played signed out. */
export function savableBy(plays: readonly PendingPlay[], uid: string): PendingPlay[] {
  return plays.filter((play) => play.uid === null || play.uid === uid);
}

let shared: PendingPlayStore | null = null;
/** The device's store, shared by every screen and remote on the page. */
export function pendingPlays(): PendingPlayStore {
  shared ??= createPendingPlayStore();
  return shared;
}
