import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { GameId } from '../contracts/game';

/**
 * What a visitor made in a game and may put on a greeting card: the finished pookalam or the
 * dressed doll, as a PNG, kept on the device in IndexedDB (pictures are too big for
 * localStorage). The newest come first; past CREATIONS_MAX the oldest give way.
 */
export interface Creation {
  id: string;
  gameId: GameId;
  /** ISO 8601, the device's clock. */
  createdAt: string;
  /** The picture as the game drew it (PNG). */
  image: Blob;
  /** For the doll: the items worn, bottom layer first, so it can be drawn again at any size. */
  wearing?: readonly string[];
}

export type NewCreation = Omit<Creation, 'id' | 'createdAt'>;

export interface CreationStore {
  list(): Promise<Creation[]>;
  add(creation: NewCreation): Promise<Creation>;
  remove(id: string): Promise<void>;
}

export const CREATIONS_DB_NAME = 'onam-creations';
export const CREATIONS_MAX = 24;

interface CreationSchema extends DBSchema {
  creations: { key: string; value: Creation; indexes: { createdAt: string } };
}

export function createCreationStore(
  dbName: string = CREATIONS_DB_NAME,
  now: () => Date = () => new Date(),
  newId: () => string = () => crypto.randomUUID(),
): CreationStore {
  let database: Promise<IDBPDatabase<CreationSchema>> | undefined;
  const db = () =>
    (database ??= openDB<CreationSchema>(dbName, 1, {
      upgrade(upgrading) {
        const store = upgrading.createObjectStore('creations', { keyPath: 'id' });
        store.createIndex('createdAt', 'createdAt');
      },
    }));
  const newestFirst = async () =>
    (await (await db()).getAllFromIndex('creations', 'createdAt')).reverse();

  return {
    list: newestFirst,
    async add(input) {
      const creation: Creation = {
        id: newId(),
        createdAt: now().toISOString(),
        gameId: input.gameId,
        image: input.image,
        ...(input.wearing ? { wearing: [...input.wearing] } : {}),
      };
      const store = await db();
      await store.put('creations', creation);
      const all = await newestFirst();
      for (const old of all.slice(CREATIONS_MAX)) await store.delete('creations', old.id);
      return creation;
    },
    async remove(id) {
      await (await db()).delete('creations', id);
    },
  };
}

let shared: CreationStore | null = null;
/** The device's store, shared by the host's screens. */
export function creationStore(): CreationStore {
  shared ??= createCreationStore();
  return shared;
}
