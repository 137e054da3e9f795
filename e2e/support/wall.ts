import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PRIVACY_NOTICE_VERSION } from '../../shared/src/backend/privacy';
import { publicCardOf, type WishDoc } from '../../shared/src/backend/wishes';
import { PROJECT } from './emulated';
import { repoRoot } from './servers';

/**
 * Set-up for the wall of wishes' browser tests on the emulated backend (docs/decisions/038): the
 * documents a story starts from, written past the rules as an administrator would (the Firestore
 * emulator's `owner`), and the operator claim granted with `pnpm operators`.
 */
const DOCUMENTS = `http://127.0.0.1:8080/v1/projects/${PROJECT}/databases/(default)/documents`;

type FirestoreValue =
  | { stringValue: string }
  | { integerValue: string }
  | { booleanValue: boolean }
  | { nullValue: null }
  | { timestampValue: string }
  | { mapValue: { fields: Record<string, FirestoreValue> } };

const toValue = (value: unknown): FirestoreValue => {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (typeof value === 'object') return { mapValue: { fields: toFields(value as object) } };
  return { stringValue: String(value) };
};

const toFields = (data: object) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toValue(value)]));

async function writeDocument(documentPath: string, data: object): Promise<void> {
  const response = await fetch(`${DOCUMENTS}/${documentPath}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ fields: toFields(data) }),
  });
  if (!response.ok) throw new Error(`writing ${documentPath}: ${await response.text()}`);
}

/**
 * A profile as registration leaves it: the age band and the current notice accepted, `ageMs` ago
 * (a report counts towards taking a card off the wall only from an account older than a day).
 */
export function seedProfile(
  uid: string,
  profile: { displayName: string; district: string; ageBand: 'adult' | 'under-18' },
  ageMs = 0,
) {
  const at = new Date(Date.now() - ageMs);
  return writeDocument(`profiles/${uid}`, {
    ...profile,
    newsletter: false,
    createdAt: at,
    consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: at, newsletterAt: at },
  });
}

/** A card already on the wall, as moderateWish leaves an approved one: the card and its public copy. */
export async function seedApprovedWish(id: string, card: Pick<WishDoc, 'name' | 'district'>) {
  const at = new Date().toISOString();
  const wish: WishDoc = {
    uid: `seeded-${id}`,
    greeting: 'ponnonam',
    illustration: 'festival',
    ...card,
    status: 'approved',
    createdAt: at,
    day: at.slice(0, 10),
    queuedAt: null,
    approvedAt: at,
    reason: null,
    reports: 0,
    countedReports: 0,
    moderatedBy: 'seeded',
    moderatedAt: at,
  };
  await writeDocument(`wishes/${id}`, wish);
  await writeDocument(`wall/${id}`, publicCardOf(wish));
}

/** A document as anyone reads it, signed out, over Firestore's REST API: its fields, or the status. */
export async function readSignedOut(
  documentPath: string,
): Promise<{ status: number; fields: string[] }> {
  const response = await fetch(`${DOCUMENTS}/${documentPath}`);
  const body = (await response.json()) as { fields?: Record<string, unknown> };
  return { status: response.status, fields: Object.keys(body.fields ?? {}).sort() };
}

/** `pnpm operators …` against the Auth emulator, as an administrator runs it. */
export function operators(...args: string[]): string {
  const result = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'deploy/functions/tools/operators.cjs'), ...args, '--project', PROJECT],
    {
      // The claim in the Auth emulator, the operator's listing in the Firestore emulator.
      env: {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`operators ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}
