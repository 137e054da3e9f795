import { PRIVACY_NOTICE_VERSION } from '../../shared/src/backend/privacy';

/**
 * Documents written past the rules, as an administrator would (the Firestore emulator's `owner`):
 * where a browser story starts from.
 */
export const PROJECT = 'demo-onam';
export const DOCUMENTS = `http://127.0.0.1:8080/v1/projects/${PROJECT}/databases/(default)/documents`;

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

export async function writeDocument(documentPath: string, data: object): Promise<void> {
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
