// Visitors' accounts in Firebase Auth, as "Delete my account" removes them.
import { getAuth } from 'firebase-admin/auth';
import type { Accounts } from '../privacy/privacy';

export const accounts: Accounts = {
  async deleteUser(uid) {
    try {
      await getAuth().deleteUser(uid);
    } catch (error) {
      // Gone already: a retried deletion whose first try got this far.
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    }
  },
};
