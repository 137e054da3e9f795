// The visitor's rights under India's DPDP Act that the site serves itself
// (docs/decisions/037): acceptPrivacyNotice records the notice accepted and the age band (once),
// exportMyData gathers everything of the caller, deleteMyAccount removes it. The last two walk
// personal-data.ts and nothing else, so what one finds the other deletes.
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { GameId } from '@onam/shared/contracts/game';
import { visitorGames } from '../plays/visitor-games';
import type { ProfileDoc } from '@onam/shared/backend/firebase/firestore-mapping';
import { profileFromDoc } from '@onam/shared/backend/firebase/firestore-mapping';
import type { MyData, Profile } from '@onam/shared/backend/port';
import { mayBePublic, PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import { acceptNoticeSchema } from '@onam/shared/backend/schemas';
import {
  accountDeleted,
  allRead,
  deletedAccountRef,
  refuseIfDeleted,
  tombstoneAt,
} from './account-gate';
import { EXPORT_NOTES_KEY, exportNotesForFile } from './export-notes';
import type { EntryDoc, StatsDoc } from '@onam/shared/backend/firebase/server-documents';
import { placeOnBoard, takeOffBoard, type BestChange } from '../board/board';
import { entryMove, moveInTally } from '../board/tally';
import { boardName } from '../plays/plays';
import {
  PERSONAL_COLLECTIONS,
  VISITOR_GAMES,
  type VisitorIds,
  PERSONAL_STORAGE_PREFIXES,
  storagePrefixOf,
  type PersonalCollection,
} from './personal-data';
import { problemsOf, refuse } from '../common/refusals';

/**
 * A visitor's files in Cloud Storage, as far as these functions need them (Admin Storage in
 * platform/storage-files.ts; a stand-in in the tests: Storage cannot be emulated on these machines).
 */
export interface PersonalFiles {
  /** Every file's path under the prefix. */
  list(prefix: string): Promise<string[]>;
  /** Deletes one file; a file already gone is not an error. */
  remove(path: string): Promise<void>;
}

/** The visitor's sign-in account (Admin Auth: platform/auth-accounts.ts). */
export interface Accounts {
  /** Deletes the account; one already gone is not an error. */
  deleteUser(uid: string): Promise<void>;
}

export interface PrivacyDeps {
  db: Firestore;
  now: () => Date;
}

export interface DeleteDeps extends PrivacyDeps {
  files: PersonalFiles;
  accounts: Accounts;
}

/** A found document or row: where it is, and what it holds. */
interface Found {
  path: string;
  data: DocumentData;
  /** For rows inside a shared document: the row's index in its array. */
  row?: number;
}

/** The ids a locator names: listed, or the games the visitor's statistics list. */
const idsFor = async (db: Firestore, uid: string, ids: VisitorIds): Promise<readonly string[]> =>
  ids === VISITOR_GAMES ? visitorGames(db, uid) : ids;

/** Every document (or row) of `uid` in one place of the personal-data list. */
export async function findIn(
  db: Firestore,
  place: PersonalCollection,
  uid: string,
): Promise<Found[]> {
  const { collection, find } = place;
  switch (find.by) {
    case 'docId': {
      const snap = await db.doc(`${collection}/${uid}`).get();
      return snap.exists ? [{ path: snap.ref.path, data: snap.data() ?? {} }] : [];
    }
    case 'field': {
      const snap = await db.collection(collection).where(find.field, '==', uid).get();
      return snap.docs.map((doc) => ({ path: doc.ref.path, data: doc.data() }));
    }
    case 'subcollectionDocId': {
      const parents = await idsFor(db, uid, find.parentIds);
      const snaps = await Promise.all(
        parents.map((parent) =>
          db.doc(`${collection}/${parent}/${find.subcollection}/${uid}`).get(),
        ),
      );
      return snaps
        .filter((snap) => snap.exists)
        .map((snap) => ({ path: snap.ref.path, data: snap.data() ?? {} }));
    }
    case 'sameIdsAs': {
      const originals = await db.collection(find.of).where(find.field, '==', uid).get();
      if (originals.empty) return [];
      const snaps = await db.getAll(
        ...originals.docs.map((original) => db.doc(`${collection}/${original.id}`)),
      );
      return snaps
        .filter((snap) => snap.exists)
        .map((snap) => ({ path: snap.ref.path, data: snap.data() ?? {} }));
    }
    case 'lookup':
      return find.find(db, uid);
    case 'rowsInDocs': {
      const ids = await idsFor(db, uid, find.ids);
      const snaps = await Promise.all(ids.map((id) => db.doc(`${collection}/${id}`).get()));
      return snaps.flatMap((snap) => {
        const rows = (snap.data()?.[find.field] ?? []) as unknown[];
        return rows.flatMap((row, index) =>
          typeof row === 'object' && row !== null && (row as DocumentData)[find.uidKey] === uid
            ? [{ path: snap.ref.path, data: row as DocumentData, row: index }]
            : [],
        );
      });
    }
  }
}

/** Firestore values as JSON: Timestamps as ISO 8601. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  }
  return value;
}

/**
 * "Download my data": every document of the caller in every place of the personal-data list, and
 * the paths of their stored files, as one JSON object the page saves as a file.
 */
export async function exportMyData(
  deps: PrivacyDeps & { files: Pick<PersonalFiles, 'list'> },
  caller: { uid?: string; email?: unknown },
): Promise<MyData> {
  const { uid } = caller;
  if (!uid) throw refuse('unauthenticated', 'Sign in to download your data.');
  // A deleted account's token is refused rather than answered with an empty file: the page then
  // says the account is gone, as every other callable's refusal makes it say.
  if ((await deletedAccountRef(deps.db, uid).get()).exists) throw accountDeleted();
  const places = await Promise.all(
    PERSONAL_COLLECTIONS.map(async (place) => [place, await findIn(deps.db, place, uid)] as const),
  );
  const files = (
    await Promise.all(
      PERSONAL_STORAGE_PREFIXES.map((prefix) => deps.files.list(storagePrefixOf(prefix, uid))),
    )
  ).flat();
  const data: MyData = {
    uid,
    exportedAt: deps.now().toISOString(),
    notice: PRIVACY_NOTICE_VERSION,
    account: { email: typeof caller.email === 'string' ? caller.email : null },
  };
  for (const [place, found] of places) {
    const asData = place.asData ?? ((doc: DocumentData) => doc);
    data[place.exportAs] =
      place.find.by === 'docId'
        ? found[0]
          ? plain(asData(found[0].data))
          : null
        : found.map(({ path, data: doc }) => ({ path, ...(plain(asData(doc)) as object) }));
  }
  data.files = files;
  // Last in the file, after what it explains: what the less obvious fields mean.
  data[EXPORT_NOTES_KEY] = exportNotesForFile();
  return data;
}

/** Removes whatever of `uid` one place holds: documents deleted, rows taken out of shared ones. */
async function removeFrom(db: Firestore, place: PersonalCollection, uid: string): Promise<void> {
  const { find } = place;
  if (find.by === 'lookup') return find.remove(db, uid);
  if (find.by === 'rowsInDocs') {
    for (const id of await idsFor(db, uid, find.ids)) {
      const ref = db.doc(`${place.collection}/${id}`);
      await db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        const rows = (snap.data()?.[find.field] ?? []) as DocumentData[];
        const kept = rows.filter((row) => row?.[find.uidKey] !== uid);
        if (kept.length !== rows.length) tx.update(ref, { [find.field]: kept });
      });
    }
    return;
  }
  const found = await findIn(db, place, uid);
  for (let start = 0; start < found.length; start += 400) {
    const batch = db.batch();
    for (const { path } of found.slice(start, start + 400)) batch.delete(db.doc(path));
    await batch.commit();
  }
}

/**
 * "Delete my account": first the tombstone (account-gate.ts), so from then on every callable that
 * writes refuses this uid, whatever token it comes with; then every document of the caller (the
 * public boards first, so their best leaves the board's figures too), then every file of theirs,
 * then their account: in that order, so a failure part-way leaves an account that can sign in and
 * try again, and a retry finishes the job (each step does nothing the second time). This function
 * alone never reads the tombstone, so that retry is never refused.
 */
export async function deleteMyAccount(deps: DeleteDeps, uid: string | undefined): Promise<void> {
  if (!uid) throw refuse('unauthenticated', 'Sign in to delete your account.');
  const { db } = deps;
  const now = deps.now();
  await writeTombstone(db, uid, now);
  await takeOffBoards(db, uid, now);
  for (const place of PERSONAL_COLLECTIONS) await removeFrom(db, place, uid);
  for (const prefix of PERSONAL_STORAGE_PREFIXES) {
    const paths = await deps.files.list(storagePrefixOf(prefix, uid));
    for (const path of paths) await deps.files.remove(path);
  }
  await deps.accounts.deleteUser(uid);
}

/** The tombstone, once: a retry keeps the time the deletion began. */
const writeTombstone = (db: Firestore, uid: string, now: Date) =>
  db.runTransaction(async (tx) => {
    const ref = deletedAccountRef(db, uid);
    if (!(await tx.get(ref)).exists) tx.set(ref, tombstoneAt(now));
  });

const takeOffBoards = async (db: Firestore, uid: string, now: Date) =>
  Promise.all(
    (await visitorGames(db, uid)).map((gameId: GameId) => takeOffBoard(db, gameId, uid, now)),
  );

/**
 * Records the current privacy notice as accepted (by this server's clock), and the age band when
 * the profile has none yet: a band once given stays (an under-18 cannot become an adult by asking;
 * docs/decisions/037). A visitor who says they are under 18 leaves the boards at once. An adult's
 * best so far in each game joins its board: their plays were kept while they had not answered,
 * only not shown (docs/decisions/040). It is on the board from now, when they agreed to be:
 * among equal scores, those already there stay ahead.
 */
export async function acceptPrivacyNotice(
  deps: PrivacyDeps,
  uid: string | undefined,
  data: unknown,
): Promise<Profile> {
  if (!uid) throw refuse('unauthenticated', 'Sign in to accept the privacy notice.');
  const parsed = acceptNoticeSchema.safeParse(data);
  if (!parsed.success) {
    throw refuse(
      'invalid-argument',
      `This answer is not well formed: ${problemsOf(parsed.error)}. Reload the page and answer ` +
        'again.',
    );
  }
  const { ageBand } = parsed.data;
  const { db } = deps;
  const now = deps.now();
  const ref = db.doc(`profiles/${uid}`);
  // The games a best can be in: read before, since a transaction's reads come before its writes.
  const games = await visitorGames(db, uid);
  const entryRefs = games.map((gameId) => db.doc(`leaderboard/${gameId}/entries/${uid}`));
  const { profile, joining } = await db.runTransaction(async (tx) => {
    const [snap, statsSnap, entrySnaps] = await allRead([
      tx.get(ref),
      tx.get(db.doc(`stats/${uid}`)),
      Promise.all(entryRefs.map((entryRef) => tx.get(entryRef))),
      refuseIfDeleted(tx, db, uid),
    ]);
    if (!snap.exists) throw refuse('failed-precondition', 'There is no profile to change.');
    const current = snap.data() as ProfileDoc;
    if (!current.ageBand && !ageBand) {
      throw refuse('invalid-argument', 'Say whether you are under 18 or 18 or older.');
    }
    if (current.ageBand && ageBand && ageBand !== current.ageBand) {
      throw refuse(
        'failed-precondition',
        'Your age band was given already and cannot be changed here. Write to the grievance ' +
          'contact in the privacy notice if it is wrong.',
      );
    }
    const stamp = Timestamp.fromDate(now);
    const next: ProfileDoc = {
      ...current,
      ageBand: current.ageBand ?? ageBand,
      consent: {
        notice: PRIVACY_NOTICE_VERSION,
        noticeAt: stamp,
        // A profile from before kept its newsletter choice from registration.
        newsletterAt: current.consent?.newsletterAt ?? current.createdAt ?? stamp,
      },
    };
    tx.set(ref, next);
    if (!mayBePublic(next)) return { profile: next, joining: [] };
    const stats = statsSnap.data() as StatsDoc | undefined;
    const changes = games.flatMap((gameId, index): BestChange[] => {
      const entry = entrySnaps[index]?.data() as EntryDoc | undefined;
      // On the board already (or counted there from before the notice): placed again, once.
      if (entry) return [{ gameId, uid, entry, previous: entry.score }];
      const best = stats?.games[gameId]?.bestScore;
      const entryRef = entryRefs[index];
      if (best === null || best === undefined || !entryRef) return [];
      const joined: EntryDoc = {
        ...boardName(next),
        score: best,
        at: now.toISOString(),
        tallied: true,
      };
      tx.set(entryRef, joined);
      moveInTally(tx, db, gameId, [entryMove(undefined, joined)]);
      return [{ gameId, uid, entry: joined, previous: null }];
    });
    return { profile: next, joining: changes };
  });
  if (profile.ageBand === 'under-18') await takeOffBoards(db, uid, now);
  await Promise.all(joining.map((change) => placeOnBoard(db, change, now)));
  return profileFromDoc(uid, profile, now);
}
