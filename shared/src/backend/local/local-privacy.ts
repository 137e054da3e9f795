import { deleteUser, type Auth } from 'firebase/auth';
import { forgetVisitorOnDevice } from '../forget-device';
import { BackendError, type AccountsPort, type PrivacyPort, type Profile } from '../port';
import { PRIVACY_NOTICE_VERSION } from '../privacy';
import { withoutFile, type LocalDatabaseOpener } from './local-database';

/** The DPDP Act's rights on this device's data (docs/decisions/037), as the functions serve them. */
export function createLocalPrivacy({
  db,
  accounts,
  auth,
  signedInUid,
  now,
}: {
  db: LocalDatabaseOpener;
  accounts: AccountsPort;
  /** Firebase Auth, whose account a deletion deletes too; null when tests replace the accounts. */
  auth: Auth | null;
  signedInUid: () => Promise<string>;
  now: () => Date;
}): PrivacyPort {
  return {
    async acceptNotice({ ageBand }) {
      const uid = await signedInUid();
      const database = await db();
      const tx = database.transaction('profiles', 'readwrite');
      const current = await tx.store.get(uid);
      if (!current) throw new BackendError('unknown', `no profile for ${uid}`);
      if (!current.ageBand && !ageBand) throw new BackendError('invalid-input', 'ageBand.required');
      if (current.ageBand && ageBand && ageBand !== current.ageBand) {
        throw new BackendError('permission-denied', 'the age band was given already');
      }
      const time = now().toISOString();
      const updated: Profile = {
        ...current,
        ageBand: current.ageBand ?? ageBand ?? null,
        consent: {
          notice: PRIVACY_NOTICE_VERSION,
          noticeAt: time,
          newsletterAt: current.consent?.newsletterAt ?? current.createdAt,
        },
      };
      await tx.store.put(updated);
      await tx.done;
      return updated;
    },
    async exportMyData() {
      const uid = await signedInUid();
      const database = await db();
      const greetings = await database.getAllFromIndex('media', 'uid', uid);
      return {
        uid,
        exportedAt: now().toISOString(),
        notice: PRIVACY_NOTICE_VERSION,
        profile: (await database.get('profiles', uid)) ?? null,
        plays: await database.getAllFromIndex('plays', 'uid', uid),
        greetings: greetings.map(withoutFile),
      };
    },
    async deleteMyAccount() {
      const user = await accounts.currentUser();
      if (!user) throw new BackendError('not-signed-in');
      await forgetVisitorOnDevice(user, { media: db });
      if (auth?.currentUser) await deleteUser(auth.currentUser);
      await accounts.signOut();
    },
  };
}
