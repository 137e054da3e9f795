// The health guard: when a report arrives for a remote with a running canary, it compares the
// canary's failures with the stable version's since the canary started, and ends the canary when
// it is worse by more than the manifest's margin (the test: shared/src/health/guard-test.ts).
// No scheduler: reports arrive all the time while visitors play, and each may wake the guard.
//
// One look at a time per remote, at most one every LEASE_MS: the state document
//   health/{remote}   { canary, stable, revision, lease, leaseUntil, folded, canaryTotals,
//                       stableTotals, tests, lastTestedLoads, lastLook, ended? }
// is taken in a transaction (leaseUntil in the future: someone else is looking, or looked just
// now). The sums of the closed windows are kept in it (`folded` is the first window not yet
// added), so a look reads only the shards of the windows that closed since and of the open ones:
// about 20 to 40 documents however long the canary has run.
//
// The state belongs to one canary at a time. A look at another canary takes it over only from a
// newer live revision than the one the state was started in (an instance's kept revision can be
// minutes old), and a look writes its outcome only while the state is still its own (the same
// `lease`): a look at a canary that an operator replaced while it ran, and that it may well have
// ended, must not leave its figures or its `ended` on the next canary's state, which would then
// never be looked at again.
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import {
  addShard,
  addTotals,
  emptyTotals,
  failuresOf,
  HEALTH_COLLECTION,
  HEALTH_SHARDS,
  HEALTH_WINDOW_MS,
  shardDoc,
  totalsRecord,
  windowKey,
  windowStart,
  type HealthTotals,
} from '@onam/shared/health/health-counters';
import {
  decideCanary,
  guardReason,
  NO_LOOKS,
  type GuardDecision,
  type LookState,
} from '@onam/shared/health/guard-test';
import type { RemoteVersions } from '@onam/shared/health/running-canary';
import type { LiveDoc } from '@onam/shared/campaign-ops/live-revisions';

/** How long a look holds the lease: the guard looks at most this often per remote. */
export const LEASE_MS = 30_000;
/**
 * How long a look that found too few loads to test holds it: a canary's first loads are when a
 * broken one is caught, and a look then is cheap (few windows, few shards written).
 */
export const WAIT_LEASE_MS = 5_000;
/**
 * A window is added to the kept sums once it closed this long ago: a report's write lands within
 * a request's time of the moment that named its window.
 */
export const WINDOW_GRACE_MS = 60_000;
/** Closed windows added in one look at most (two hours); the rest wait for the next look. */
export const FOLD_MAX_WINDOWS = 24;

export const guardDoc = (remote: string) => `${HEALTH_COLLECTION}/${remote}`;

export interface GuardState {
  canary: string;
  stable: string;
  /** The live revision the guard first saw this canary in. */
  revision: number;
  /** Which look holds the state: a look writes its outcome only under its own. */
  lease: string;
  leaseUntil: number;
  /** The first window whose shards are not yet in the kept sums. */
  folded: string;
  canaryTotals: Record<string, number>;
  stableTotals: Record<string, number>;
  tests: number;
  lastTestedLoads: number;
  lastLook?: { at: string; canary: Record<string, number>; stable: Record<string, number> } & (
    | { verdict: 'wait'; why: string }
    | { verdict: 'healthy' | 'worse'; z: number; threshold: number }
  );
  /** Set when the guard ended this canary: it does not look at it again. */
  ended?: { at: string; revision: number | null; reason: string };
}

export interface GuardDeps {
  db: Firestore;
  now: () => Date;
  /**
   * Ends the canary of that version as the guard (deploy/functions/src/campaign/canary-guard.ts):
   * the revision it wrote, or null when there was nothing left to end.
   */
  endCanary: (remote: string, version: string, reason: string) => Promise<number | null>;
}

export type GuardLook =
  | { looked: false; why: 'no-canary' | 'busy' | 'ended' | 'older-revision' }
  | { looked: true; decision: GuardDecision; ended?: number | null };

const totalsFrom = (record: Record<string, number> | undefined): HealthTotals => {
  const totals = emptyTotals();
  addShard(totals, record);
  return totals;
};

/** The sum of every shard of these windows of one version. */
async function readWindows(
  db: Firestore,
  remote: string,
  version: string,
  windows: string[],
): Promise<HealthTotals> {
  const totals = emptyTotals();
  if (windows.length === 0) return totals;
  const refs = windows.flatMap((window) =>
    Array.from({ length: HEALTH_SHARDS }, (_, shard) =>
      db.doc(shardDoc(remote, version, window, shard)),
    ),
  );
  for (const snapshot of await db.getAll(...refs)) {
    addShard(totals, snapshot.data());
  }
  return totals;
}

/** The window keys from `from` (a key) up to the window holding `to`, at most `max` of them. */
function keysFrom(from: string, to: number, max = Infinity): string[] {
  const keys: string[] = [];
  for (let at = windowStart(from); at <= to && keys.length < max; at += HEALTH_WINDOW_MS) {
    keys.push(windowKey(at));
  }
  return keys;
}

/** Takes the lease for one look, starting the state afresh for a canary it has not seen. */
async function takeLease(
  deps: GuardDeps,
  running: RemoteVersions & { canary: NonNullable<RemoteVersions['canary']> },
  live: LiveDoc,
): Promise<GuardState | 'busy' | 'ended' | 'older-revision'> {
  const { db } = deps;
  const now = deps.now().getTime();
  const ref = db.doc(guardDoc(running.remote));
  const lease = randomUUID();
  // Most reports find the guard busy (it looks at most every LEASE_MS): told so by a plain read,
  // they take no transaction on the one state document every report of the remote would share.
  const seen = (await ref.get()).data() as GuardState | undefined;
  const refused = whyNot(seen, running, live, now);
  if (refused) return refused;
  return db.runTransaction(async (transaction) => {
    const held = (await transaction.get(ref)).data() as GuardState | undefined;
    const why = whyNot(held, running, live, now);
    if (why) return why;
    const state: GuardState =
      held && isSameCanary(held, running, live)
        ? { ...held, lease, leaseUntil: now + LEASE_MS }
        : {
            canary: running.canary.version,
            stable: running.stable,
            revision: live.revision,
            lease,
            leaseUntil: now + LEASE_MS,
            // The canary's first reports fall in this window: nothing of it is older.
            folded: windowKey(now),
            canaryTotals: totalsRecord(emptyTotals()),
            stableTotals: totalsRecord(emptyTotals()),
            ...NO_LOOKS,
          };
    transaction.set(ref, state);
    return state;
  });
}

/** Whether the state is this canary's (an ended one an operator started again is a new one). */
function isSameCanary(
  held: GuardState | undefined,
  running: RemoteVersions & { canary: NonNullable<RemoteVersions['canary']> },
  live: LiveDoc,
): boolean {
  return (
    held !== undefined &&
    held.canary === running.canary.version &&
    held.stable === running.stable &&
    !(held.ended && live.revision > (held.ended.revision ?? held.revision))
  );
}

/** Why a look may not take the state now, if it may not. */
function whyNot(
  held: GuardState | undefined,
  running: RemoteVersions & { canary: NonNullable<RemoteVersions['canary']> },
  live: LiveDoc,
  now: number,
): 'busy' | 'ended' | 'older-revision' | null {
  if (!held) return null;
  const same = isSameCanary(held, running, live);
  if (same && held.ended) return 'ended';
  if (same && held.leaseUntil > now) return 'busy';
  if (!same && live.revision < held.revision) return 'older-revision';
  return null;
}

/** One look at a remote's running canary; called after a report for it was written. */
export async function lookAtCanary(
  deps: GuardDeps,
  running: RemoteVersions,
  live: LiveDoc,
): Promise<GuardLook> {
  const { canary } = running;
  if (!canary) return { looked: false, why: 'no-canary' };
  const taken = await takeLease(deps, { ...running, canary }, live);
  if (typeof taken === 'string') return { looked: false, why: taken };
  const state = taken;
  const { db } = deps;
  const now = deps.now();
  const remote = running.remote;

  // Windows closed long enough ago are added to the kept sums; the rest are read fresh.
  const closedBefore = now.getTime() - WINDOW_GRACE_MS - HEALTH_WINDOW_MS;
  const toFold =
    windowStart(state.folded) <= closedBefore
      ? keysFrom(state.folded, closedBefore, FOLD_MAX_WINDOWS)
      : [];
  const lastFolded = toFold.at(-1);
  const nextFold =
    lastFolded === undefined ? state.folded : windowKey(windowStart(lastFolded) + HEALTH_WINDOW_MS);
  const open = keysFrom(nextFold, now.getTime());
  const [canaryFolded, stableFolded, canaryOpen, stableOpen] = await Promise.all([
    readWindows(db, remote, canary.version, toFold),
    readWindows(db, remote, running.stable, toFold),
    readWindows(db, remote, canary.version, open),
    readWindows(db, remote, running.stable, open),
  ]);
  const canaryKept = addTotals(totalsFrom(state.canaryTotals), canaryFolded);
  const stableKept = addTotals(totalsFrom(state.stableTotals), stableFolded);
  const canaryNow = addTotals(canaryKept, canaryOpen);
  const stableNow = addTotals(stableKept, stableOpen);
  const canarySide = { loads: canaryNow.loads, failures: failuresOf(canaryNow) };
  const stableSide = { loads: stableNow.loads, failures: failuresOf(stableNow) };
  const looks: LookState = { tests: state.tests, lastTestedLoads: state.lastTestedLoads };
  const decision = decideCanary(canarySide, stableSide, canary.guard, looks);

  const update: Partial<GuardState> = {
    ...(decision.verdict === 'wait' &&
      decision.why === 'too-few-loads' && { leaseUntil: now.getTime() + WAIT_LEASE_MS }),
    folded: nextFold,
    canaryTotals: totalsRecord(canaryKept),
    stableTotals: totalsRecord(stableKept),
    tests: decision.state.tests,
    lastTestedLoads: decision.state.lastTestedLoads,
    lastLook: {
      at: now.toISOString(),
      canary: { loads: canarySide.loads, failures: canarySide.failures },
      stable: { loads: stableSide.loads, failures: stableSide.failures },
      ...(decision.verdict === 'wait'
        ? { verdict: 'wait' as const, why: decision.why }
        : { verdict: decision.verdict, z: decision.z, threshold: decision.threshold }),
    },
  };
  let ended: number | null | undefined;
  if (decision.verdict === 'worse') {
    const reason = guardReason(
      canary.version,
      running.stable,
      canarySide,
      stableSide,
      decision,
      canary.guard.margin,
    );
    ended = await deps.endCanary(remote, canary.version, reason);
    update.ended = { at: now.toISOString(), revision: ended, reason };
  }
  // Written only while the state is still this look's: a look at another canary may have taken
  // it over meanwhile (see the top of this file).
  const ref = db.doc(guardDoc(remote));
  await db.runTransaction(async (transaction) => {
    const held = (await transaction.get(ref)).data() as GuardState | undefined;
    if (held?.lease === state.lease && held.canary === state.canary) {
      transaction.update(ref, update);
    }
  });
  return ended === undefined ? { looked: true, decision } : { looked: true, decision, ended };
}
