/**
 * Reading a game's record of a play as the server receives it: plain JSON from a device that may
 * be lying (game contract 1.2, docs/decisions/023). Every refusal is an EvidenceError whose
 * message the visitor reads after "This play could not be checked:", so it must be plain English,
 * and reading must never fail with a TypeError however odd the input. Pure: no React, no DOM.
 */
import { EvidenceError } from '@onam/shared/contracts/scoring';

const SHOWN_CHARS = 40;

/**
 * A value as a message can quote it. Never `String(value)`: an object such as
 * `{"toString": 1}` makes that throw, and a record may be 16 KB of one string.
 */
export function shown(value: unknown): string {
  if (typeof value === 'string') {
    const text = value.length > SHOWN_CHARS ? `${value.slice(0, SHOWN_CHARS)}…` : value;
    return `'${text}'`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * The fields of a record that must be an object with exactly these keys: a missing field or one
 * the game never writes is refused, so a record scores only what it plainly says.
 */
export function readFields<K extends string>(
  record: unknown,
  what: string,
  keys: readonly K[],
): Record<K, unknown> {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    throw new EvidenceError(`${what} is an object with ${keys.join(', ')}, not ${shown(record)}`);
  }
  const extra = Object.keys(record).find((key) => !(keys as readonly string[]).includes(key));
  if (extra !== undefined) {
    throw new EvidenceError(`${what} has a field the game never writes: ${shown(extra)}`);
  }
  const fields = {} as Record<K, unknown>;
  for (const key of keys) {
    if (!Object.hasOwn(record, key)) throw new EvidenceError(`${what} has no ${key}`);
    fields[key] = (record as Record<K, unknown>)[key];
  }
  return fields;
}

/** The value if it is one of `values` (ids, as the game's data lists them), else a refusal. */
export function oneOf<T extends string>(values: readonly T[], value: unknown, refusal: string): T {
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  throw new EvidenceError(`${shown(value)} ${refusal}`);
}
