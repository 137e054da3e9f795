import type { ProfileWriter } from '../firebase/firebase-accounts';
import { BackendError, type BackendPort, type Profile } from '../port';
import { cleanPatch, profilePatchSchema } from '../profile-patch';
import { parseInput } from '../validate';
import type { LocalDatabaseOpener } from './local-database';

/** Profiles in the device's database, as accounts read and make them. */
export function createLocalProfileStore(db: LocalDatabaseOpener): ProfileWriter {
  return {
    async get(uid) {
      return (await (await db()).get('profiles', uid)) ?? null;
    },
    async create(profile) {
      await (await db()).put('profiles', profile);
    },
  };
}

/** The port's profiles: a visitor changes only their own, and the newsletter's answer is timed. */
export function createLocalProfiles({
  store,
  db,
  signedInUid,
  now,
}: {
  store: ProfileWriter;
  db: LocalDatabaseOpener;
  signedInUid: () => Promise<string>;
  now: () => Date;
}): BackendPort['profiles'] {
  return {
    get: (uid) => store.get(uid),
    async update(uid, patch) {
      const changes = parseInput(profilePatchSchema, patch);
      if ((await signedInUid()) !== uid) throw new BackendError('permission-denied');
      const database = await db();
      const tx = database.transaction('profiles', 'readwrite');
      const current = await tx.store.get(uid);
      if (!current) throw new BackendError('unknown', `no profile for ${uid}`);
      const updated: Profile = { ...current, ...cleanPatch(changes) };
      if (changes.newsletter !== undefined && changes.newsletter !== current.newsletter) {
        updated.consent = {
          notice: current.consent?.notice ?? null,
          noticeAt: current.consent?.noticeAt ?? null,
          newsletterAt: now().toISOString(),
        };
      }
      await tx.store.put(updated);
      await tx.done;
      return updated;
    },
  };
}
