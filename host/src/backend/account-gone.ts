/** The page that says an account is deleted, for the visitor who deleted it or any other tab. */
export const ACCOUNT_DELETED_PATH = '/account-deleted';

/**
 * An account this page was signed in to, found deleted by the server's refusal of a play it sent
 * (deleted in another tab or on another device; its ID token outlives it by up to an hour). Set by
 * the play saving (host/src/plays/save-plays.tsx), which signs out and comes to the page; read there, where
 * the visitor is told, and only then is what this device still holds for the account forgotten.
 */
export interface GoneAccount {
  uid: string;
  email: string | null;
  /** The plays this device held for it (and those played signed out), not saved and never to be. */
  waitingPlays: number;
}

let gone: GoneAccount | null = null;

export const goneAccount = {
  get: (): GoneAccount | null => gone,
  set(account: GoneAccount) {
    gone = account;
  },
  clear() {
    gone = null;
  },
};
