import type { IDBPDatabase } from 'idb';
import { rememberSession } from '../session/remembered-session';
import { deviceTakes, type DeviceTakeStore } from './device-takes';
import { forgetFamilyOutboxes } from './family-outbox';
import type { LocalSchema } from './local/local-database';
import { pendingPlays, type PendingPlayStore } from './pending-plays';
import { pendingRegistrations, type PendingRegistrations } from './pending-registration';

/** The device's stores that know a visitor (each replaceable in tests). */
export interface DeviceStores {
  plays: PendingPlayStore;
  takes: DeviceTakeStore;
  registrations: PendingRegistrations;
  /** The flowers laid on family carpets and not sent yet. */
  familyOutboxes: { forget(uid: string): void };
  /** The device-kept greetings (the local adapter's, or the emulated mode's), if opened. */
  media?: () => Promise<IDBPDatabase<LocalSchema>>;
  /** Notes that nobody is signed in here (the remembered visitor's uid and name go). */
  forgetSession: () => void;
}

const defaultStores = (): DeviceStores => ({
  plays: pendingPlays(),
  takes: deviceTakes(),
  registrations: pendingRegistrations(),
  familyOutboxes: { forget: (uid) => forgetFamilyOutboxes(uid) },
  forgetSession: () => rememberSession(null),
});

/**
 * After "Delete my account" (docs/decisions/037): what this device kept of the visitor goes too:
 * their plays waiting to be saved (and those played signed out, which would go to them), their
 * recorded takes, the registration details kept for a profile write, the flowers they laid on a
 * family carpet and not sent, their greetings kept on the device, and the name this device
 * remembers. Each store is tried even if another fails: a store
 * the browser refuses holds nothing to forget.
 */
export async function forgetVisitorOnDevice(
  visitor: { uid: string; email: string | null },
  stores: Partial<DeviceStores> = {},
): Promise<void> {
  const { plays, takes, registrations, familyOutboxes, media, forgetSession } = {
    ...defaultStores(),
    ...stores,
  };
  const attempt = async (work: () => unknown) => {
    try {
      await work();
    } catch {
      // Nothing kept there, or nothing that can be reached: nothing to forget.
    }
  };
  await attempt(() => {
    for (const play of plays.list()) {
      if (play.uid === visitor.uid || play.uid === null) plays.remove(play.id);
    }
  });
  await attempt(async () => {
    const kept = await takes.load(visitor.uid);
    for (const take of kept?.takes ?? []) await takes.forget(visitor.uid, take.id);
  });
  await attempt(() => registrations.forget(visitor.email));
  await attempt(() => familyOutboxes.forget(visitor.uid));
  if (media) {
    await attempt(async () => {
      const database = await media();
      const tx = database.transaction(['media', 'plays', 'profiles'], 'readwrite');
      for (const key of await tx.objectStore('media').index('uid').getAllKeys(visitor.uid)) {
        await tx.objectStore('media').delete(key);
      }
      for (const key of await tx.objectStore('plays').index('uid').getAllKeys(visitor.uid)) {
        await tx.objectStore('plays').delete(key);
      }
      await tx.objectStore('profiles').delete(visitor.uid);
      await tx.done;
    });
  }
  await attempt(forgetSession);
}
