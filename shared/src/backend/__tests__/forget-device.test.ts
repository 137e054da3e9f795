/** @jest-environment node */
import 'fake-indexeddb/auto';
import { createDeviceTakeStore, type DeviceTake } from '../device-takes';
import { forgetVisitorOnDevice } from '../forget-device';
import { openLocalDatabase } from '../local/local-database';
import { createPendingPlayStore } from '../pending-plays';
import { pendingRegistrations, type KeyValueStore } from '../pending-registration';

/** localStorage as far as these stores use it. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

const take = (uid: string, id: string): DeviceTake => ({
  uid,
  id,
  number: 1,
  kind: 'audio',
  contentType: 'audio/webm',
  durationMs: 1000,
  recordedAt: '2026-11-26T04:30:00.000Z',
  blob: new Blob([id], { type: 'audio/webm' }),
});

const play = { gameId: 'dress' as const, score: 90, maxScore: 100, durationMs: 1000 };

it('forgets what the device kept of a deleted visitor, and keeps everyone else’s', async () => {
  const storage = memoryStorage();
  const plays = createPendingPlayStore(() => storage);
  plays.add(play, 'anu');
  plays.add(play, null);
  const ben = plays.add(play, 'ben');
  const takes = createDeviceTakeStore();
  await takes.keep(take('anu', 't1'));
  await takes.keep(take('ben', 't1'));
  const registrations = pendingRegistrations(storage as KeyValueStore);
  registrations.remember('anu@example.com', {
    displayName: 'Anu',
    district: 'kollam',
    newsletter: true,
    ageBand: 'adult',
  });
  const dbName = `forget-${Date.now()}`;
  const media = () => openLocalDatabase(dbName);
  const database = await media();
  for (const uid of ['anu', 'ben']) {
    await database.put('media', {
      id: `${uid}-m1`,
      uid,
      name: 'greeting',
      contentType: 'audio/webm',
      size: 1,
      storagePath: `media/${uid}/m1`,
      createdAt: '2026-11-26T04:30:00.000Z',
      blob: new Blob(['x']),
    });
  }
  const forgetSession = jest.fn();

  await forgetVisitorOnDevice(
    { uid: 'anu', email: 'anu@example.com' },
    { plays, takes, registrations, media, forgetSession },
  );

  expect(plays.list().map(({ id }) => id)).toEqual([ben.id]);
  expect((await takes.load('anu'))?.takes).toEqual([]);
  expect((await takes.load('ben'))?.takes).toHaveLength(1);
  expect(registrations.recall('anu@example.com')).toBeNull();
  expect((await database.getAll('media')).map(({ uid }) => uid)).toEqual(['ben']);
  expect(forgetSession).toHaveBeenCalledTimes(1);
});

it('goes on when a store cannot be read: nothing kept there, nothing to forget', async () => {
  const forgetSession = jest.fn();
  const broken = {
    list: () => {
      throw new Error('storage refused');
    },
  };
  await forgetVisitorOnDevice(
    { uid: 'anu', email: null },
    {
      plays: broken as never,
      takes: { load: async () => null, keep: jest.fn(), forget: jest.fn() },
      forgetSession,
    },
  );
  expect(forgetSession).toHaveBeenCalledTimes(1);
});
