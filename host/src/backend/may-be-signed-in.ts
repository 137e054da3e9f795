import { localSessionMemory, type SessionMemory } from '@onam/shared/session/remembered-session';

/**
 * The IndexedDB database Firebase Auth keeps a signed-in user in (`indexedDBLocalPersistence`,
 * shared/src/backend/firebase/auth-instance.ts). Only its existence is read, never its contents.
 */
export const FIREBASE_AUTH_DATABASE = 'firebaseLocalStorageDb';

/** The names of this origin's IndexedDB databases (null where the browser cannot list them). */
export type ListDatabases = () => Promise<readonly { name?: string }[]>;

const browserDatabases: ListDatabases | null =
  typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function'
    ? () => indexedDB.databases()
    : null;

/**
 * Whether someone may be signed in on this device, so the idle page should load the backend (for
 * the account menu's name, and the plays waiting to be saved). Most visitors of a campaign page
 * never sign in: for them Firebase's code (the largest download after the page's own) is loaded
 * only when they ask to sign in or open a signed-in page.
 *
 * Yes when the device remembers a visitor. No when Auth has found nobody here before. Otherwise
 * (a device from before the memory existed), yes if Firebase Auth has its database on this origin,
 * or if the browser cannot tell: a first visit loads nothing, a visitor signed in earlier is found.
 */
export async function mayBeSignedIn(
  memory: Pick<SessionMemory, 'read' | 'signedOut'> = localSessionMemory,
  databases: ListDatabases | null = browserDatabases,
): Promise<boolean> {
  if (memory.read()) return true;
  if (memory.signedOut()) return false;
  if (!databases) return true;
  try {
    return (await databases()).some((database) => database.name === FIREBASE_AUTH_DATABASE);
  } catch {
    return true;
  }
}
