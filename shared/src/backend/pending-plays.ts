import { GAME_IDS, GAME_MAX_SCORE, type GameId } from '../contracts/game';
import { isBackendError, type Play, type PlayInput, type RecordOptions } from './port';

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

/** A play the server refused, kept a while so the page can say why it was not saved. */
export interface RefusedPlay {
  id: string;
  gameId: GameId;
  score: number;
  /** The server's words (a score its record does not support, a record it cannot read). */
  reason: string;
}

export interface PendingPlayStore {
  list(): readonly PendingPlay[];
  add(play: PlayInput, uid: string | null): PendingPlay;
  remove(id: string): void;
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
/** Enough to explain the plays of one sitting; older refusals are forgotten. */
const REFUSALS_KEPT = 10;

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
    (play.durationMs as number) >= 0 &&
    (play.evidence === undefined || isEvidence(play.evidence))
  );
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

  const remove = (id: string) => {
    const plays = read();
    if (plays.some((play) => play.id === id)) write(plays.filter((play) => play.id !== id));
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
 * would be refused forever, so it leaves the store as refused, with the server's reason; any other
 * failure (the network, an expired session, too many plays at once, a games version the server
 * does not know yet) stops the flush with the rest kept for the next try. Each play goes with its
 * device id, so one whose answer was lost is not saved twice when it is sent again.
 */
export async function flushPendingPlays(
  store: Pick<PendingPlayStore, 'list' | 'remove' | 'refuse'>,
  uid: string,
  record: (input: PlayInput, options: RecordOptions) => Promise<Play>,
): Promise<FlushResult> {
  const saved: Play[] = [];
  const rejected: PendingPlay[] = [];
  for (const pending of savableBy(store.list(), uid)) {
    try {
      const { gameId, score, maxScore, durationMs, evidence } = pending;
      const input: PlayInput = { gameId, score, maxScore, durationMs };
      if (evidence) input.evidence = evidence;
      saved.push(await record(input, { deviceId: pending.id }));
      store.remove(pending.id);
    } catch (error) {
      if (isBackendError(error, 'invalid-input')) {
        rejected.push(pending);
        store.refuse(pending.id, error.message);
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
