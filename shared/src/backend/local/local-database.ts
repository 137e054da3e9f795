import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { GameId } from '../../contracts/game';
import type { MediaFile, Play, Profile } from '../port';

/** The browser's database of the `local` adapter (and of the device-kept greetings). */
export const LOCAL_DB_NAME = 'onam-backend';

export interface StoredMedia extends Omit<MediaFile, 'url'> {
  storagePath: string;
  blob: Blob;
}

export interface LocalSchema extends DBSchema {
  profiles: { key: string; value: Profile };
  plays: { key: string; value: Play; indexes: { uid: string; gameId: GameId } };
  media: { key: string; value: StoredMedia; indexes: { uid: string } };
}

/** A kept greeting's record without the file itself ("Download my data" lists, not copies). */
export const withoutFile = ({
  id,
  uid,
  name,
  contentType,
  size,
  storagePath,
  createdAt,
}: StoredMedia) => ({
  id,
  uid,
  name,
  contentType,
  size,
  storagePath,
  createdAt,
});

export function openLocalDatabase(
  name: string = LOCAL_DB_NAME,
): Promise<IDBPDatabase<LocalSchema>> {
  return openDB<LocalSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('profiles', { keyPath: 'uid' });
      const plays = db.createObjectStore('plays', { keyPath: 'id' });
      plays.createIndex('uid', 'uid');
      plays.createIndex('gameId', 'gameId');
      const media = db.createObjectStore('media', { keyPath: 'id' });
      media.createIndex('uid', 'uid');
    },
  });
}

/** The database, opened on first use and the same one after. */
export type LocalDatabaseOpener = () => Promise<IDBPDatabase<LocalSchema>>;
