// updateProfile: the only way a profile changes after registration. The board shows the profile's
// name, so a rename reaches the visitor's board entries in the same transaction, and a visitor may
// change it only so often (PROFILE_EDITS_PER_DAY): the board is not a chat.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { visitorGames } from '../plays/visitor-games';
import { isoDateIn } from '@onam/shared/festival/calendar';
import type { EntryDoc, StatsDoc } from '@onam/shared/backend/firebase/server-documents';
import type { ProfileDoc } from '@onam/shared/backend/firebase/firestore-mapping';
import { profileFromDoc } from '@onam/shared/backend/firebase/firestore-mapping';
import { cleanPatch, updateProfileRequestSchema } from '@onam/shared/backend/profile-patch';
import { PROFILE_EDITS_PER_DAY, type Profile, type ProfilePatch } from '@onam/shared/backend/port';
import { allRead, refuseIfDeleted } from '../privacy/account-gate';
import { renameOnBoard } from '../board/board';
import { boardName } from '../plays/plays';
import { problemsOf, refuse } from '../common/refusals';

/** Milliseconds until the next midnight in Kerala, when the day's edits come back. */
function untilKeralaMidnight(now: Date): number {
  const offsetMs = 5.5 * 60 * 60 * 1000; // Asia/Kolkata has no daylight saving
  const local = now.getTime() + offsetMs;
  const day = 24 * 60 * 60 * 1000;
  return day - (local % day);
}

/** Edit ids kept for recognising an edit sent again: a day's worth, and some. */
const EDIT_IDS_KEPT = 2 * PROFILE_EDITS_PER_DAY;

/** The fields of a patch whose values differ from the profile's: what an edit would change. */
function changedFields(current: ProfileDoc, changes: ProfilePatch): ProfilePatch {
  return Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => current[key as keyof ProfilePatch] !== value),
  ) as ProfilePatch;
}

export interface ProfileDeps {
  db: Firestore;
  now: () => Date;
  /** Where a board rename that failed after the commit is reported; Cloud Logging by default. */
  log?: (event: string, detail: Record<string, unknown>) => void;
}

/**
 * Every change that writes counts against PROFILE_EDITS_PER_DAY, and past them only withdrawing
 * the newsletter consent is allowed (the DPDP Act: withdrawing as easy as giving; each withdrawal
 * follows a consent given, which counted). A call that changes nothing (an empty patch, the values
 * the profile holds) writes and counts nothing, and an edit sent again with its `editId` is
 * answered as it stands, never made or counted twice. The board's entries take the new name in the
 * edit's transaction and only when the name or district changes; the public board follows after.
 */
export async function updateProfile(
  deps: ProfileDeps,
  uid: string | undefined,
  data: unknown,
): Promise<Profile> {
  if (!uid) throw refuse('unauthenticated', 'Sign in to change your profile.');
  const parsed = updateProfileRequestSchema.safeParse(data);
  if (!parsed.success) {
    throw refuse('invalid-argument', `These changes are not allowed: ${problemsOf(parsed.error)}.`);
  }
  const { editId, ...patch } = parsed.data;
  const changes = cleanPatch(patch);
  const { db } = deps;
  const now = deps.now();
  const today = isoDateIn(now);
  const profileRef = db.doc(`profiles/${uid}`);
  const statsRef = db.doc(`stats/${uid}`);
  // Where the visitor's name is on a board: every game they played (any number, the manifest's).
  const games = await visitorGames(db, uid);
  const entryRefs = games.map((gameId) => db.doc(`leaderboard/${gameId}/entries/${uid}`));

  const updated = await db.runTransaction(async (tx) => {
    const [, [profileSnap, statsSnap, ...entrySnaps]] = await allRead([
      refuseIfDeleted(tx, db, uid),
      Promise.all([tx.get(profileRef), tx.get(statsRef), ...entryRefs.map((ref) => tx.get(ref))]),
    ]);
    if (!profileSnap.exists) throw refuse('failed-precondition', 'There is no profile to change.');
    const current = profileSnap.data() as ProfileDoc;
    const stats = (statsSnap.data() as StatsDoc | undefined) ?? { games: {}, recent: [] };
    const edits = stats.profileEdits?.day === today ? stats.profileEdits.count : 0;
    const ids = stats.profileEdits?.ids ?? [];
    // Sent again after an answer that never arrived: the edit is made, and counted, already.
    if (editId && ids.includes(editId)) return { profile: current, renamed: null };
    const changed = changedFields(current, changes);
    const fields = Object.keys(changed);
    if (fields.length === 0) return { profile: current, renamed: null };

    const withdrawal = fields.length === 1 && changed.newsletter === false;
    if (!withdrawal && edits >= PROFILE_EDITS_PER_DAY) {
      throw refuse(
        'resource-exhausted',
        `A profile can be changed ${PROFILE_EDITS_PER_DAY} times a day. Try again tomorrow.`,
        { retryAfterMs: untilKeralaMidnight(now) },
      );
    }
    const profile: ProfileDoc = { ...current, ...changed };
    // The newsletter choice's time is recorded, by this server's clock.
    if (changed.newsletter !== undefined) {
      profile.consent = {
        notice: current.consent?.notice ?? null,
        noticeAt: current.consent?.noticeAt ?? null,
        newsletterAt: Timestamp.fromDate(now),
      };
    }
    tx.set(profileRef, profile);
    tx.set(statsRef, {
      ...stats,
      profileEdits: {
        day: today,
        count: edits + 1,
        ids: editId ? [...ids, editId].slice(-EDIT_IDS_KEPT) : ids,
      },
    });
    // The board shows the name and the district, nothing else of a profile.
    if (changed.displayName === undefined && changed.district === undefined) {
      return { profile, renamed: null };
    }
    const named = boardName(profile);
    entrySnaps.forEach((snap, index) => {
      const entry = snap.data() as EntryDoc | undefined;
      const ref = entryRefs[index];
      if (entry && ref) tx.set(ref, { ...entry, ...named });
    });
    return { profile, renamed: { named, onBoards: entrySnaps.map((snap) => snap.exists) } };
  });

  // The edit is made: a board that cannot take the new name now gets it from the entries, renamed
  // above, at its next recount. The visitor's answer is the edit, not this step's failure.
  const { renamed } = updated;
  if (renamed) {
    const log = deps.log ?? ((event, detail) => logger.warn(event, detail));
    await Promise.all(
      games
        .filter((_, index) => renamed.onBoards[index])
        .map((gameId) =>
          renameOnBoard(db, gameId, uid, renamed.named.name, renamed.named.district).catch(
            (error: unknown) =>
              log('profile-board-rename-failed', { gameId, uid, error: String(error) }),
          ),
        ),
    );
  }
  return profileFromDoc(uid, updated.profile, now);
}
