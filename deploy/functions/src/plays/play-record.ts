// A play's record on Firestore (docs/decisions/039). It is kept as the JSON text of the record
// submitPlay scored: Firestore cannot hold a list inside a list (the sadya's servings are
// [dish, place, time] lists), and no shape a games version gives its records can break a string.
// Plays saved before then hold the record as a map in `record`; reading gives either back as data.
import type { DocumentData } from 'firebase-admin/firestore';

/** The text a record is kept as: its JSON, which the request's size check measured. */
export const recordText = (record: unknown): string => JSON.stringify(record);

/** A stored play's record as data, however it was kept; undefined for a play that holds none. */
export function storedRecord(doc: DocumentData): unknown {
  if (typeof doc.recordJson !== 'string') return doc.record;
  try {
    return JSON.parse(doc.recordJson) as unknown;
  } catch {
    // Written by submitPlay from JSON.stringify, so never expected; the text is still the visitor's.
    return doc.recordJson;
  }
}

/** A stored play as "Download my data" gives it: the record as data, never as a string of it. */
export function playAsData(doc: DocumentData): DocumentData {
  if (typeof doc.recordJson !== 'string') return doc;
  const data: DocumentData = { ...doc, record: storedRecord(doc) };
  delete data.recordJson;
  return data;
}
