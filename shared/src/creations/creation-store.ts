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

/**
 * What the device keeps, as far as it can be read: the creations, newest first, and how many
 * records were set aside because they cannot be one (left by another version of the site, a
 * browser extension or a damaged disk: a wrong shape, a date that is not one, a picture that is
 * not a picture or can no longer be read).
 */
export interface KeptCreations {
  creations: Creation[];
  unreadable: number;
}

export interface CreationStore {
  read(): Promise<KeptCreations>;
  add(creation: NewCreation): Promise<Creation>;
  remove(id: string): Promise<void>;
  /** Deletes the records read() sets aside; the creations stay. */
  removeUnreadable(): Promise<void>;
}

export const CREATIONS_DB_NAME = 'onam-creations';
export const CREATIONS_MAX = 24;

interface CreationSchema extends DBSchema {
  creations: { key: string; value: Creation; indexes: { createdAt: string } };
}

type Signature = readonly (number | null)[];
/** The first bytes of the pictures a card can show (null: any byte). */
const PICTURE_SIGNATURES: readonly Signature[] = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50], // WebP
];
const SIGNATURE_BYTES = 12;

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isNames = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The record as a creation, or null when its shape is not one (the picture's bytes aside). */
export function creationOf(record: unknown): Creation | null {
  if (typeof record !== 'object' || record === null) return null;
  const { id, gameId, createdAt, image, wearing } = record as Record<string, unknown>;
  if (typeof id !== 'string' || !id) return null;
  if (typeof gameId !== 'string' || !gameId) return null;
  if (!isDate(createdAt)) return null;
  if (!(image instanceof Blob) || image.size === 0) return null;
  if (wearing !== undefined && !isNames(wearing)) return null;
  return { id, gameId, createdAt, image, ...(wearing ? { wearing } : {}) };
}

const bytesOf = (blob: Blob): Promise<ArrayBuffer> =>
  typeof blob.arrayBuffer === 'function'
    ? blob.arrayBuffer()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(blob);
      });

/** Whether the Blob starts as a picture does, and can still be read at all. */
export async function looksLikePicture(blob: Blob): Promise<boolean> {
  try {
    const head = new Uint8Array(await bytesOf(blob.slice(0, SIGNATURE_BYTES)));
    return PICTURE_SIGNATURES.some(
      (signature) =>
        head.length >= signature.length &&
        signature.every((byte, at) => byte === null || head[at] === byte),
    );
  } catch {
    return false;
  }
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
  /**
   * Each record read on its own, so one that cannot be read (or whose picture cannot) is set
   * aside and the others are still offered: with its key, to remove it on request.
   */
  const readAll = async () => {
    const store = await db();
    const creations: Creation[] = [];
    const unreadable: string[] = [];
    const readOne = async (key: string) => {
      try {
        return creationOf(await store.get('creations', key));
      } catch {
        return null;
      }
    };
    for (const key of await store.getAllKeys('creations')) {
      const creation = await readOne(key);
      if (creation && creation.id === key && (await looksLikePicture(creation.image))) {
        creations.push(creation);
      } else {
        unreadable.push(key);
      }
    }
    creations.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    return { creations, unreadable };
  };
  const newestFirst = async () => (await readAll()).creations;

  return {
    async read() {
      const { creations, unreadable } = await readAll();
      return { creations, unreadable: unreadable.length };
    },
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
    async removeUnreadable() {
      const store = await db();
      for (const key of (await readAll()).unreadable) await store.delete('creations', key);
    },
  };
}

let shared: CreationStore | null = null;
/** The device's store, shared by the host's screens. */
export function creationStore(): CreationStore {
  shared ??= createCreationStore();
  return shared;
}
