import type { Functions } from 'firebase/functions';
import { forgetVisitorOnDevice } from '../forget-device';
import { withoutFile, type LocalDatabaseOpener } from '../local/local-database';
import {
  BackendError,
  type AccountsPort,
  type MyData,
  type PrivacyPort,
  type Profile,
} from '../port';
import { PRIVACY_NOTICE_VERSION } from '../privacy';
import type { AcceptNoticeRequest } from '../schemas';
import { guarded } from './data-errors';
import { callable } from './firebase-services';
import { CALLABLES } from './server-documents';

/**
 * The visitor's rights (docs/decisions/037), served by the callables, which read and delete
 * everything of the visitor on the server.
 */
export function createFirebasePrivacy({
  functions,
  accounts,
  signedInUid,
  deviceDatabase,
  greetingsOnDevice,
}: {
  functions: Functions;
  accounts: AccountsPort;
  signedInUid: () => Promise<string>;
  /** The device's database, where a deletion forgets whatever of the visitor it holds. */
  deviceDatabase: LocalDatabaseOpener;
  /**
   * True with emulators but no Storage: the greetings are kept on the device, so the server
   * cannot export them.
   */
  greetingsOnDevice: boolean;
}): PrivacyPort {
  const acceptPrivacyNotice = callable<AcceptNoticeRequest, Profile>(
    functions,
    CALLABLES.acceptPrivacyNotice,
  );
  const exportMyData = callable<Record<string, never>, MyData>(functions, CALLABLES.exportMyData);
  const deleteMyAccount = callable<Record<string, never>, unknown>(
    functions,
    CALLABLES.deleteMyAccount,
  );
  return {
    acceptNotice: ({ ageBand }) =>
      guarded(async () => {
        await signedInUid();
        return acceptPrivacyNotice({
          notice: PRIVACY_NOTICE_VERSION,
          ...(ageBand ? { ageBand } : {}),
        });
      }),
    exportMyData: () =>
      guarded(async () => {
        const uid = await signedInUid();
        const data = await exportMyData({});
        if (!greetingsOnDevice) return data;
        // The greetings are kept on this device, so say what they are.
        const kept = await (await deviceDatabase()).getAllFromIndex('media', 'uid', uid);
        return {
          ...data,
          greetingsOnThisDevice: kept.map(withoutFile),
        };
      }),
    deleteMyAccount: () =>
      guarded(async () => {
        const user = await accounts.currentUser();
        if (!user) throw new BackendError('not-signed-in');
        // The server deletes every document, every file and then the account; a retry is safe.
        await deleteMyAccount({});
        await forgetVisitorOnDevice(user, { media: deviceDatabase });
        await accounts.signOut();
      }),
  };
}
