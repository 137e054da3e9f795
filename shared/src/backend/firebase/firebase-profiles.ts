import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore/lite';
import type { Functions } from 'firebase/functions';
import { BackendError, type BackendPort, type Profile } from '../port';
import { cleanPatch, profilePatchSchema, type UpdateProfileRequest } from '../profile-patch';
import { parseInput } from '../validate';
import { guarded, mapDataError } from './data-errors';
import type { ProfileWriter } from './firebase-accounts';
import { callable } from './firebase-services';
import { profileFromDoc, type ProfileDoc } from './firestore-mapping';
import { readDoc } from './firestore-reads';
import { CALLABLES } from './server-documents';

const profileDoc = (db: Firestore, uid: string) => doc(db, 'profiles', uid);

/**
 * Profiles in Firestore, as accounts read and make them. A browser writes its own profile itself,
 * once, which firestore.rules allows; every later change goes through the server.
 */
export function createFirestoreProfileStore(db: Firestore, now: () => Date): ProfileWriter {
  return {
    get: (uid) =>
      guarded(async () => {
        const data = await readDoc<ProfileDoc>('profile', profileDoc(db, uid));
        return data ? profileFromDoc(uid, data, now()) : null;
      }),
    // The security rules take the server's clock, not the device's, for createdAt and for the
    // consents' times: no consent can be backdated (docs/decisions/037).
    create: ({ uid, displayName, district, newsletter, ageBand, consent }) =>
      guarded(async () => {
        await setDoc(profileDoc(db, uid), {
          displayName,
          district,
          newsletter,
          createdAt: serverTimestamp(),
          ...(ageBand && consent?.notice
            ? {
                ageBand,
                consent: {
                  notice: consent.notice,
                  noticeAt: serverTimestamp(),
                  newsletterAt: serverTimestamp(),
                },
              }
            : {}),
        });
      }),
  };
}

/** The port's profiles: read from the store, changed by the updateProfile callable. */
export function createFirebaseProfiles({
  store,
  functions,
  signedInUid,
}: {
  store: ProfileWriter;
  functions: Functions;
  signedInUid: () => Promise<string>;
}): BackendPort['profiles'] {
  const updateProfile = callable<UpdateProfileRequest, Profile>(functions, CALLABLES.updateProfile);
  return {
    get: (uid) => store.get(uid),
    update: (uid, patch) =>
      guarded(async () => {
        const changes = cleanPatch(parseInput(profilePatchSchema, patch));
        if ((await signedInUid()) !== uid) throw new BackendError('permission-denied');
        // One id for this edit. An answer lost on the way (the server may have made the edit)
        // is asked for once more with it, and the server makes and counts the edit once.
        const request: UpdateProfileRequest = { ...changes, editId: crypto.randomUUID() };
        try {
          return await updateProfile(request);
        } catch (error) {
          if (mapDataError(error).code !== 'network') throw error;
          return updateProfile(request);
        }
      }),
  };
}
