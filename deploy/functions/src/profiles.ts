// updateProfile: the only way a profile changes after registration. The board shows the profile's
// name, so a rename reaches the visitor's board entries in the same transaction, and a visitor may
// rename only so often (PROFILE_EDITS_PER_DAY): the board is not a chat.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { GAME_IDS } from '@onam/shared/contracts/game';
import { isoDateIn } from '@onam/shared/festival/calendar';
import type { EntryDoc, StatsDoc } from '@onam/shared/backend/firebase/server-documents';
import type { ProfileDoc } from '@onam/shared/backend/firebase/firestore-mapping';
import { profileFromDoc } from '@onam/shared/backend/firebase/firestore-mapping';
import { cleanPatch, profilePatchSchema } from '@onam/shared/backend/profile-patch';
import { PROFILE_EDITS_PER_DAY, type Profile } from '@onam/shared/backend/port';
import { renameOnBoard } from './board';
import { boardName } from './plays';
import { problemsOf, refuse } from './refusals';

/** Milliseconds until the next midnight in Kerala, when the day's edits come back. */
function untilKeralaMidnight(now: Date): number {
  const offsetMs = 5.5 * 60 * 60 * 1000; // Asia/Kolkata has no daylight saving
  const local = now.getTime() + offsetMs;
  const day = 24 * 60 * 60 * 1000;
  return day - (local % day);
}

export async function updateProfile(
  deps: { db: Firestore; now: () => Date },
  uid: string | undefined,
  data: unknown,
): Promise<Profile> {
  if (!uid) throw refuse('unauthenticated', 'Sign in to change your profile.');
  const parsed = profilePatchSchema.safeParse(data);
  if (!parsed.success) {
    throw refuse('invalid-argument', `These changes are not allowed: ${problemsOf(parsed.error)}.`);
  }
  const changes = cleanPatch(parsed.data);
  const { db } = deps;
  const now = deps.now();
  const today = isoDateIn(now);
  const profileRef = db.doc(`profiles/${uid}`);
  const statsRef = db.doc(`stats/${uid}`);
  const entryRefs = GAME_IDS.map((gameId) => db.doc(`leaderboard/${gameId}/entries/${uid}`));

  const updated = await db.runTransaction(async (tx) => {
    const [profileSnap, statsSnap, ...entrySnaps] = await Promise.all([
      tx.get(profileRef),
      tx.get(statsRef),
      ...entryRefs.map((ref) => tx.get(ref)),
    ]);
    if (!profileSnap.exists) throw refuse('failed-precondition', 'There is no profile to change.');
    const stats = (statsSnap.data() as StatsDoc | undefined) ?? { games: {}, recent: [] };
    const edits = stats.profileEdits?.day === today ? stats.profileEdits.count : 0;
    // Giving or withdrawing the newsletter consent is never rationed (the DPDP Act: withdrawing
    // as easy as giving), and its time is recorded, by this server's clock.
    const current = profileSnap.data() as ProfileDoc;
    const newsletterOnly = Object.keys(changes).every((key) => key === 'newsletter');
    if (!newsletterOnly && edits >= PROFILE_EDITS_PER_DAY) {
      throw refuse(
        'resource-exhausted',
        `A profile can be changed ${PROFILE_EDITS_PER_DAY} times a day. Try again tomorrow.`,
        { retryAfterMs: untilKeralaMidnight(now) },
      );
    }
    const profile: ProfileDoc = { ...current, ...changes };
    if (changes.newsletter !== undefined && changes.newsletter !== current.newsletter) {
      profile.consent = {
        notice: current.consent?.notice ?? null,
        noticeAt: current.consent?.noticeAt ?? null,
        newsletterAt: Timestamp.fromDate(now),
      };
    }
    tx.set(profileRef, profile);
    if (!newsletterOnly) {
      tx.set(statsRef, { ...stats, profileEdits: { day: today, count: edits + 1 } });
    }
    const named = boardName(profile);
    entrySnaps.forEach((snap, index) => {
      const entry = snap.data() as EntryDoc | undefined;
      const ref = entryRefs[index];
      if (entry && ref) tx.set(ref, { ...entry, ...named });
    });
    return { profile, named, onBoards: entrySnaps.map((snap) => snap.exists) };
  });

  await Promise.all(
    GAME_IDS.filter((_, index) => updated.onBoards[index]).map((gameId) =>
      renameOnBoard(db, gameId, uid, updated.named.name, updated.named.district),
    ),
  );
  return profileFromDoc(uid, updated.profile, now);
}
