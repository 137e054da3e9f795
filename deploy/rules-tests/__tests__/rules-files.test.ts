/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DISTRICTS } from '@onam/shared/backend/districts';
import { MEDIA_MAX_BYTES } from '@onam/shared/backend/port';
import { GAME_MAX_SCORE, PLAY_MAX_DURATION_MS } from '@onam/shared/backend/schemas';

// Runs everywhere, with no emulator: the files are wired up, have the basic shape of rules, open
// nothing to everyone, and repeat the numbers of shared/src/backend that they must agree with.

const DEPLOY = join(__dirname, '../..');
const read = (file: string) => readFileSync(join(DEPLOY, file), 'utf8');

interface FirebaseJson {
  firestore?: { rules?: string; indexes?: string };
  storage?: { rules?: string };
  emulators?: Record<string, { host?: string; port?: number }>;
}
interface IndexesJson {
  indexes: {
    collectionGroup: string;
    queryScope: string;
    fields: { fieldPath: string; order?: string }[];
  }[];
  fieldOverrides: unknown[];
}

const firebaseJson = JSON.parse(read('firebase.json')) as FirebaseJson;
const firestoreRules = read('firestore.rules');
const storageRules = read('storage.rules');

/** The text without comments and string literals, for checks on the structure only. */
const code = (rules: string) =>
  rules
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");

describe('firebase.json', () => {
  it('points at the rules and index files, which exist', () => {
    expect(firebaseJson.firestore).toEqual({
      rules: 'firestore.rules',
      indexes: 'firestore.indexes.json',
    });
    expect(firebaseJson.storage).toEqual({ rules: 'storage.rules' });
    for (const file of ['firestore.rules', 'firestore.indexes.json', 'storage.rules']) {
      expect(existsSync(join(DEPLOY, file))).toBe(true);
    }
  });

  it('runs the emulators on the ports the rules tests probe', () => {
    expect(firebaseJson.emulators).toMatchObject({
      auth: { host: '127.0.0.1', port: 9099 },
      firestore: { host: '127.0.0.1', port: 8080 },
      storage: { host: '127.0.0.1', port: 9199 },
    });
  });
});

describe.each([
  ['firestore.rules', firestoreRules, 'cloud.firestore'],
  ['storage.rules', storageRules, 'firebase.storage'],
])('%s', (_name, rules, service) => {
  it("declares rules_version '2' and its service", () => {
    expect(rules).toMatch(/^rules_version = '2';$/m);
    expect(rules).toContain(`service ${service} {`);
  });

  it('has balanced braces, brackets and parentheses', () => {
    const pairs: Record<string, string> = { '}': '{', ']': '[', ')': '(' };
    const stack: string[] = [];
    for (const char of code(rules)) {
      if ('{[('.includes(char)) stack.push(char);
      else if (char in pairs) expect(stack.pop()).toBe(pairs[char]);
    }
    expect(stack).toEqual([]);
  });

  it('denies by default: no rule opens anything unconditionally, no catch-all match', () => {
    const body = code(rules);
    expect(body).not.toMatch(/allow\s+[\w\s,]+:\s*if\s+true\s*;/);
    expect(body).not.toMatch(/allow\s+[\w\s,]+;/);
    expect(body).not.toMatch(/\{\w+=\*\*\}/);
  });
});

describe('firestore.rules agrees with shared/src/backend', () => {
  it('lists the same districts', () => {
    const list = /function isDistrict\(value\) \{[^[]*\[([^\]]*)\]/.exec(firestoreRules)?.[1];
    expect(list?.match(/'[^']+'/g)?.map((quoted) => quoted.slice(1, -1))).toEqual([...DISTRICTS]);
  });

  it('knows the same games and maximum scores', () => {
    const map = /function maxScores\(\) \{\s*return \{([^}]*)\}/.exec(firestoreRules)?.[1];
    const entries = [...(map ?? '').matchAll(/'([\w-]+)':\s*(\d+)/g)].map(([, id, max]) => [
      id,
      Number(max),
    ]);
    expect(Object.fromEntries(entries)).toEqual(GAME_MAX_SCORE);
  });

  it('bounds play durations and media sizes the same way', () => {
    expect(firestoreRules).toContain(`isIntIn(play.durationMs, 0, ${PLAY_MAX_DURATION_MS})`);
    expect(firestoreRules).toContain(`isIntIn(media.size, 0, ${MEDIA_MAX_BYTES})`);
    expect(storageRules).toContain('request.resource.size <= 25 * 1024 * 1024');
    expect(25 * 1024 * 1024).toBe(MEDIA_MAX_BYTES);
  });
});

describe('firestore.indexes.json', () => {
  const { indexes, fieldOverrides } = JSON.parse(read('firestore.indexes.json')) as IndexesJson;
  const fields = (group: string) =>
    indexes
      .filter((index) => index.collectionGroup === group)
      .map((index) => index.fields.map(({ fieldPath, order }) => `${fieldPath} ${order}`));

  it('has the composite indexes the plays queries need', () => {
    expect(fieldOverrides).toEqual([]);
    for (const index of indexes) {
      expect(index.queryScope).toBe('COLLECTION');
      expect(index.fields.length).toBeGreaterThanOrEqual(2);
    }
    expect(fields('plays')).toEqual([
      ['uid ASCENDING', 'playedAt DESCENDING'],
      ['uid ASCENDING', 'gameId ASCENDING', 'playedAt DESCENDING'],
    ]);
  });
});
