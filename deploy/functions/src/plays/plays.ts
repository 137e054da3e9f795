// submitPlay: a finished play, checked and saved by the server (docs/decisions/023). The score is
// computed again from the play's record with the scoring code of the games version that produced
// it, read from that version's published package and run in a sandbox (docs/decisions/053, 054);
// a score the record does not support is refused, never corrected. The play, the visitor's
// statistics and their board entry are written in one transaction, at a human pace. Only a visitor
// who may be public (an adult who accepted the current privacy notice) gets a board entry
// (docs/decisions/037, 040). The record is kept as JSON text (docs/decisions/039).
import type { Firestore } from 'firebase-admin/firestore';
import { GAMES_REMOTE, type GameId } from '@onam/shared/contracts/game';
import type { PackageScoring } from '../../../game-packages/scoring';
import {
  submitPlayRequestSchema,
  type EntryDoc,
  type PlayDoc,
  type StatsDoc,
  type SubmitPlayResponse,
} from '@onam/shared/backend/firebase/server-documents';
import { takeTurn } from '@onam/shared/backend/logic/pace';
import { NO_PLAYS, withPlay } from '@onam/shared/backend/logic/stats';
import { RECENT_PLAYS_KEPT, type Play } from '@onam/shared/backend/port';
import { displayNameSchema } from '@onam/shared/backend/schemas';
import { mayBePublic } from '@onam/shared/backend/privacy';
import type { ProfileDoc } from '@onam/shared/backend/firebase/firestore-mapping';
import { allRead, refuseIfDeleted } from '../privacy/account-gate';
import { placeOnBoard, recountIfDue, type BoardSight } from '../board/board';
import { entryMove, moveInTally } from '../board/tally';
import { recordText } from './play-record';
import { shareIdFor } from './shared-results';
import { countPlay, firstPlayToday } from './play-counters';
import { playCount } from '@onam/shared/now/now-counters';
import type { CounterBatch } from '../common/counter-batch';
import { problemsOf, refuse } from '../common/refusals';

export interface PlayDeps {
  db: Firestore;
  scoring: PackageScoring;
  now: () => Date;
  newId: () => string;
  /** Told why a play waits: a version that cannot score just now is the games team's to mend. */
  log?: (event: string, detail: Record<string, string>) => void;
  /**
   * The remotes the live campaign plays a game from (shared/src/manifest/game-remotes.ts), or null
   * when the campaign cannot be read just now. Without it (the tools that seed plays), a play's
   * remote is not checked. `fresh` asks the live campaign itself, not an instance's kept copy.
   */
  gameRemotes?: (
    gameId: GameId,
    options?: { fresh?: boolean },
  ) => Promise<readonly string[] | null>;
  /** What this instance last saw of the boards' top rows (board.ts): most bests leave them be. */
  boards?: BoardSight;
  /**
   * The instance's batch of the live counters (common/counter-batch.ts): a play's count is added
   * to it after the play is saved, not written in the play's transaction. Without it (the tools,
   * the tests), the count is written in the transaction.
   */
  counts?: CounterBatch;
}

/**
 * The name a board shows for a visitor: their profile's, never the play's, if it is one the
 * profile could hold; else none, and the page says "a player".
 */
export function boardName(profile: ProfileDoc | undefined): Pick<EntryDoc, 'name' | 'district'> {
  const parsed = displayNameSchema.safeParse(profile?.displayName);
  return { name: parsed.success ? parsed.data : '', district: profile?.district ?? null };
}

export async function submitPlay(
  deps: PlayDeps,
  uid: string | undefined,
  data: unknown,
): Promise<SubmitPlayResponse> {
  if (!uid) throw refuse('unauthenticated', 'Sign in to save a play.');
  const parsed = submitPlayRequestSchema.safeParse(data);
  if (!parsed.success) {
    throw refuse('invalid-argument', `This play is not well formed: ${problemsOf(parsed.error)}.`);
  }
  const { play: input, deviceId } = parsed.data;
  const { gameId } = input;
  if (!input.evidence) {
    throw refuse(
      'invalid-argument',
      'This play has no record the server can check (the game was an older version), so it ' +
        'cannot be saved. Reload the page and play again.',
    );
  }
  const { version, record } = input.evidence;
  // Made by the remote the campaign plays the game from: another team's package cannot score it.
  const remote = input.evidence.remote ?? GAMES_REMOTE;
  let allowed = deps.gameRemotes ? await deps.gameRemotes(gameId) : [remote];
  // A campaign kept from before an operator added the game (or moved it to this remote) would
  // refuse its first plays for good: the live one decides a refusal.
  if (deps.gameRemotes && allowed && !allowed.includes(remote)) {
    allowed = await deps.gameRemotes(gameId, { fresh: true });
  }
  if (allowed === null) {
    deps.log?.('play-waits', { version, gameId, reason: 'the live campaign could not be read' });
    throw refuse(
      'failed-precondition',
      `Plays of ${gameId} cannot be checked just now. The play stays on your device and is sent again later.`,
    );
  }
  if (!allowed.includes(remote)) {
    throw refuse(
      'invalid-argument',
      `This play could not be checked: the festival does not play ${gameId} from ${remote}.`,
    );
  }
  const scored = await deps.scoring.score({ remote, version, gameId, record });
  if (!scored.ok && scored.refused) {
    throw refuse('invalid-argument', `This play could not be checked: ${scored.reason}`);
  }
  if (!scored.ok) {
    deps.log?.('play-waits', { version, gameId, reason: scored.reason });
    throw refuse(
      'failed-precondition',
      `Plays of games version ${version} cannot be checked just now. The play stays on your ` +
        'device and is sent again later.',
    );
  }
  if (input.maxScore !== scored.maxScore) {
    throw refuse('invalid-argument', `A ${gameId} play scores out of ${scored.maxScore}.`);
  }
  if (scored.score !== input.score) {
    throw refuse(
      'invalid-argument',
      `The score sent (${input.score}) is not what this play earns (${scored.score}), so it ` +
        'was not saved.',
    );
  }

  const { db } = deps;
  const now = deps.now();
  const playRef = db.doc(`plays/${uid}_${deviceId ?? deps.newId()}`);
  const statsRef = db.doc(`stats/${uid}`);
  const entryRef = db.doc(`leaderboard/${gameId}/entries/${uid}`);
  // What the play's result link names: set by the transaction's last attempt.
  let shareId = '';
  const outcome = await db.runTransaction(async (tx) => {
    const [existing, statsSnap, profileSnap, entrySnap] = await allRead([
      tx.get(playRef),
      tx.get(statsRef),
      tx.get(db.doc(`profiles/${uid}`)),
      tx.get(entryRef),
      refuseIfDeleted(tx, db, uid),
    ]);
    // Sent again after an answer that never arrived: the play is saved already, once.
    if (existing.exists) {
      const saved = existing.data() as PlayDoc;
      shareId = shareIdFor(tx, db, { ref: playRef, uid, saved }, now);
      return { play: toPlay(existing.id, saved), best: null };
    }

    const stats = (statsSnap.data() as StatsDoc | undefined) ?? { games: {}, recent: [] };
    const turn = takeTurn(stats.pace, now.getTime());
    if (!turn.ok) {
      const seconds = Math.ceil(turn.retryAfterMs / 1000);
      throw refuse(
        'resource-exhausted',
        `Too many plays in a short time. This one stays on your device and is saved in ${seconds} s.`,
        { retryAfterMs: turn.retryAfterMs },
      );
    }
    const doc: PlayDoc = {
      uid,
      gameId,
      score: scored.score,
      maxScore: scored.maxScore,
      durationMs: input.durationMs,
      playedAt: now.toISOString(),
      version,
      // As text: any record the scoring accepted can be stored, and is exactly what it scored.
      recordJson: recordText(record),
    };
    shareId = shareIdFor(tx, db, { ref: playRef, uid }, now);
    doc.shareId = shareId;
    const play = toPlay(playRef.id, doc);
    tx.set(playRef, doc);
    const count = { gameId, now, firstToday: firstPlayToday(stats, now) };
    if (!deps.counts) countPlay(tx, db, count);
    tx.set(statsRef, {
      ...stats,
      games: {
        ...stats.games,
        [gameId]: withPlay(stats.games[gameId] ?? NO_PLAYS, play.score, now),
        all: withPlay(stats.games.all ?? NO_PLAYS, play.score, now),
      },
      recent: [withoutOwner(play), ...stats.recent].slice(0, RECENT_PLAYS_KEPT),
      pace: turn.state,
    } satisfies StatsDoc);

    // A visitor under 18, or one who has not accepted the current notice as an adult, keeps their
    // plays and figures (private to them) but is not on the public board (docs/decisions/037,
    // 040); accepting it later puts their best there (acceptPrivacyNotice).
    const profile = profileSnap.data() as ProfileDoc | undefined;
    if (!mayBePublic(profile)) return { play, best: null, count };
    const entry = entrySnap.data() as EntryDoc | undefined;
    const named = boardName(profile);
    if (!entry || play.score > entry.score) {
      const best: EntryDoc = { ...named, score: play.score, at: now.toISOString(), tallied: true };
      tx.set(entryRef, best);
      moveInTally(tx, db, gameId, [entryMove(entry, best)]);
      return { play, best: { entry: best, previous: entry?.score ?? null }, count };
    }
    return { play, best: null, count };
  });

  // The live figure: not awaited, and a failed write is the logs' (the play itself is saved).
  if (deps.counts && outcome.count) {
    const { doc, fields } = playCount(outcome.count.now, gameId, outcome.count.firstToday);
    deps.counts
      .add(`${doc}/shards`, Object.fromEntries(fields.map((field) => [field, 1])))
      .catch((error: unknown) => deps.log?.('play-count-failed', { gameId, error: String(error) }));
  }

  // The play is saved: the board's steps cannot take that back. One that fails (a board many
  // players reach at once, a transaction that met others too often) is the logs', and the next
  // recount puts the best on the board from the entries.
  if (outcome.best) {
    try {
      await placeOnBoard(db, { gameId, uid, ...outcome.best }, now, deps.boards);
      await recountIfDue(db, gameId, now);
    } catch (error) {
      deps.log?.('play-board-failed', { gameId, error: String(error) });
    }
  }
  return { play: outcome.play, shareId };
}

const withoutOwner = ({ id, gameId, score, maxScore, durationMs, playedAt }: Play) => ({
  id,
  gameId,
  score,
  maxScore,
  durationMs,
  playedAt,
});

function toPlay(id: string, doc: PlayDoc): Play {
  return {
    id,
    uid: doc.uid,
    gameId: doc.gameId as GameId,
    score: doc.score,
    maxScore: doc.maxScore,
    durationMs: doc.durationMs,
    playedAt: doc.playedAt,
  };
}
