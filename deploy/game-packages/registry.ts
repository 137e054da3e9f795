// The release registry as the platform reads it (docs/decisions/054): in production and on the
// emulators, Firestore's `releases/{remote}@{version}` documents, which only `pnpm release` writes
// with Admin credentials (the rules refuse every client). A record is immutable, so an instance
// keeps one it has read for as long as it lives; a version with no record yet is asked again after
// a short while, so one released a minute ago is found without any deploy.
import type { Firestore } from 'firebase-admin/firestore';
import {
  parseReleaseRecord,
  RELEASES_COLLECTION,
  releaseDocId,
  type ReleaseRecord,
} from '@onam/shared/contracts/release-record';

export interface ReleaseRegistry {
  /** A published version's record; null when it has none; throws when it cannot be read or is bad. */
  record(remote: string, version: string): Promise<ReleaseRecord | null>;
}

/** A record that is there but cannot be used: the message says why, naming the version. */
export class BadReleaseRecord extends Error {
  override name = 'BadReleaseRecord';
}

/** What a registry document holds: the record as JSON text, and the fields to list it by. */
export interface ReleaseDoc {
  remote: string;
  version: string;
  publishedAt: string;
  /** The whole record, as the release tool wrote it (its sample plays' records hold nested lists). */
  record: string;
}

/** The record's document, as the release tool writes it. */
export const releaseDoc = (record: ReleaseRecord): ReleaseDoc => ({
  remote: record.remote,
  version: record.version,
  publishedAt: record.publishedAt,
  record: JSON.stringify(record),
});

/** A registry document's record, checked; throws BadReleaseRecord naming what is wrong. */
export function recordOfDoc(remote: string, version: string, data: unknown): ReleaseRecord {
  const text = (data as Partial<ReleaseDoc> | undefined)?.record;
  let json: unknown;
  try {
    json = JSON.parse(String(text));
  } catch {
    throw new BadReleaseRecord(`${remote} ${version}: its release record is not JSON`);
  }
  const parsed = parseReleaseRecord(json);
  if (!parsed.ok) {
    throw new BadReleaseRecord(
      `${remote} ${version}: its release record: ${parsed.problems.join('; ')}`,
    );
  }
  if (parsed.record.remote !== remote || parsed.record.version !== version) {
    throw new BadReleaseRecord(
      `${remote} ${version}: its document holds the record of ${parsed.record.remote} ${parsed.record.version}`,
    );
  }
  return parsed.record;
}

/** The registry in Firestore, read with the Admin SDK. */
export function firestoreRegistry(db: Firestore): ReleaseRegistry {
  return {
    async record(remote, version) {
      const snap = await db
        .collection(RELEASES_COLLECTION)
        .doc(releaseDocId(remote, version))
        .get();
      return snap.exists ? recordOfDoc(remote, version, snap.data()) : null;
    },
  };
}

/** How long an instance takes "no such version" for an answer before asking again. */
export const MISSING_RELEASE_MS = 20_000;

/**
 * A registry that keeps what it read: records for good (they never change), a missing version for
 * MISSING_RELEASE_MS, a failure not at all. Reads of one version at the same time share one.
 */
export function keptRegistry(
  registry: ReleaseRegistry,
  { now = Date.now, missingMs = MISSING_RELEASE_MS } = {},
): ReleaseRegistry {
  const found = new Map<string, ReleaseRecord>();
  const missing = new Map<string, number>();
  const reading = new Map<string, Promise<ReleaseRecord | null>>();
  return {
    record(remote, version) {
      const key = releaseDocId(remote, version);
      const record = found.get(key);
      if (record) return Promise.resolve(record);
      const missedAt = missing.get(key);
      if (missedAt !== undefined && now() - missedAt < missingMs) return Promise.resolve(null);
      const pending = reading.get(key);
      if (pending) return pending;
      const read = registry
        .record(remote, version)
        .then((result) => {
          if (result) {
            found.set(key, result);
            missing.delete(key);
          } else {
            missing.set(key, now());
          }
          return result;
        })
        .finally(() => reading.delete(key));
      reading.set(key, read);
      return read;
    },
  };
}

/** Who published a current build's record: a developer's build, not a release. */
export const CURRENT_BUILD = 'the current build';

/** JSON with every object's keys in order: two spellings of one value read the same. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

/**
 * Whether two records are of one release: the same files at the same address, with the same facts,
 * whoever published them when. Both are read as the registry reads a record (parsed), so the
 * emulators' start, which records release.json as parsed, and `pnpm release`, which records it as
 * it builds it, agree on a version they both record.
 */
function sameRelease(existing: ReleaseRecord, incoming: ReleaseRecord): boolean {
  const parsed = parseReleaseRecord(JSON.parse(JSON.stringify(incoming)));
  if (!parsed.ok) {
    throw new BadReleaseRecord(
      `${incoming.remote} ${incoming.version}: its release record: ${parsed.problems.join('; ')}`,
    );
  }
  const release = (record: ReleaseRecord) =>
    canonicalJson({ ...record, publishedAt: '', publishedBy: '' });
  return release(existing) === release(parsed.record);
}

/**
 * Writes a version's record into the registry (the release tool, with Admin credentials). A
 * version is registered once: the same record again is "already registered"; another record for
 * it is refused, since a published version never changes. Only a developer's current build, on
 * the emulators, is registered afresh each time it is built again.
 */
export async function registerRelease(
  db: Firestore,
  record: ReleaseRecord,
): Promise<'registered' | 'already-registered' | 'replaced'> {
  const ref = db.collection(RELEASES_COLLECTION).doc(releaseDocId(record.remote, record.version));
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) {
      tx.create(ref, releaseDoc(record));
      return 'registered';
    }
    const existing = recordOfDoc(record.remote, record.version, snap.data());
    if (sameRelease(existing, record)) return 'already-registered';
    if (existing.publishedBy === CURRENT_BUILD && record.publishedBy === CURRENT_BUILD) {
      tx.set(ref, releaseDoc(record));
      return 'replaced';
    }
    throw new BadReleaseRecord(
      `${record.remote} ${record.version} is registered already with other files or at another address ` +
        `(${existing.base}); a published version is never changed: give this build a new version`,
    );
  });
}
