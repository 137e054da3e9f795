/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DISTRICTS } from '@onam/shared/backend/districts';
import { MEDIA_MAX_BYTES, mediaSlots } from '@onam/shared/backend/port';
import { BUILT_IN_GAME_IDS } from '@onam/shared/contracts/game';
import { GAME_ID_PATTERN, isGameIdFormat } from '@onam/shared/manifest/route-paths';
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import { RESERVED_NAMES, VIRAMAS } from '@onam/shared/text/names';
import { WALL_PAGE_SIZE } from '@onam/shared/backend/wishes';
import {
  CELL_CODE_PATTERN,
  FAMILY_BOARD_ROWS,
  MEMBER_ID_PATTERN,
  STROKE_GAP_MS,
  STROKE_ID_PATTERN,
  STROKE_MAX_CELLS,
} from '@onam/shared/family/carpet';

// Runs everywhere, with no emulator: the files are wired up, have the basic shape of rules, open
// nothing to everyone, and repeat the numbers of shared/src/backend that they must agree with.

const DEPLOY = join(__dirname, '../..');
const read = (file: string) => readFileSync(join(DEPLOY, file), 'utf8');

interface FirebaseJson {
  firestore?: { rules?: string; indexes?: string };
  storage?: { rules?: string };
  functions?: { source?: string; runtime?: string }[];
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

/** A top-level `match` of the Firestore rules, from its path to its closing brace. */
const matchBlock = (path: string) => {
  const start = firestoreRules.indexOf(`match ${path}`);
  return start < 0 ? '' : firestoreRules.slice(start, firestoreRules.indexOf('\n    }', start));
};

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

  it('pins every port firebase-tools opens, and names no Firestore or Storage emulator', () => {
    // firebase-tools' Firestore launcher wants Java 21; the jar is started directly on :8080
    // (deploy/scripts/emulators.mjs). Storage cannot be emulated here.
    expect(firebaseJson.emulators).toMatchObject({
      auth: { host: '127.0.0.1', port: 9099 },
      functions: { host: '127.0.0.1', port: 5001 },
      hub: { host: '127.0.0.1', port: 4400 },
      logging: { host: '127.0.0.1', port: 4500 },
      eventarc: { host: '127.0.0.1', port: 9299 },
      tasks: { host: '127.0.0.1', port: 9499 },
    });
    expect(firebaseJson.emulators).not.toHaveProperty('firestore');
    expect(firebaseJson.emulators).not.toHaveProperty('storage');
  });

  it('deploys the functions from deploy/functions on Node 22', () => {
    expect(firebaseJson.functions).toEqual([
      expect.objectContaining({ source: 'functions', runtime: 'nodejs22' }),
    ]);
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

  it('takes a game id by the same pattern, leaving out the same words, with no list of games', () => {
    const rule = /function isGameId\(value\) \{([\s\S]*?)\n {4}\}/.exec(firestoreRules)?.[1] ?? '';
    expect(rule).toContain(`value.matches('${GAME_ID_PATTERN.source}')`);
    const excluded = /in \[([^\]]*)\]/
      .exec(rule)?.[1]
      ?.match(/'[^']+'/g)
      ?.map((q) => q.slice(1, -1));
    expect(excluded).toEqual(['all', 'constructor', 'prototype', 'hasownproperty']);
    for (const id of excluded ?? []) expect(isGameIdFormat(id)).toBe(false);
    for (const id of BUILT_IN_GAME_IDS) expect(rule).not.toContain(`'${id}'`);
  });

  it('accepts consent to the current privacy notice only', () => {
    const version = /function currentNotice\(\) \{\s*return '([^']+)';/.exec(firestoreRules)?.[1];
    expect(version).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('bounds a list of the wall to one page of it (and one more card, to know there is a next)', () => {
    const bound = /request\.query\.limit <= (\d+)/.exec(matchBlock('/wall/'))?.[1];
    expect(Number(bound)).toBe(WALL_PAGE_SIZE + 1);
  });

  it('refuses the same reserved names, spaced or joined, a chillu letter in either spelling', () => {
    // Malayalam's chillu letters, each as one character and as its consonant with a virama (the
    // rules take the joiner of the older spelling out first).
    const chillu: Record<string, string> = {
      '\u0d7a': '\u0d23\u0d4d',
      '\u0d7b': '\u0d28\u0d4d',
      '\u0d7c': '\u0d30\u0d4d',
      '\u0d7d': '\u0d32\u0d4d',
      '\u0d7e': '\u0d33\u0d4d',
      '\u0d7f': '\u0d15\u0d4d',
      '\u0d54': '\u0d2e\u0d4d',
      '\u0d55': '\u0d2f\u0d4d',
      '\u0d56': '\u0d34\u0d4d',
    };
    const spellings = (word: string) =>
      Array.from(word, (char) => (chillu[char] ? `(?:${char}|${chillu[char]})` : char)).join('');
    const names = RESERVED_NAMES.map((name) => name.split(' ').map(spellings).join(' ?'));
    const listed = /'\.\* \((.+)\) \.\*'/.exec(firestoreRules)?.[1];
    expect(listed).toBe(names.join('|'));
  });

  it('lets a joiner follow the same viramas, and refuses every invisible letter and mark', () => {
    const code = (char: string) => char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0');
    const escaped = (char: string) => `\\\\x{${code(char)}}`;
    expect(firestoreRules).toContain(`[${Array.from(VIRAMAS, escaped).join('')}][`);

    const ranges: [number, number][] = [];
    for (let point = 0; point <= 0x10ffff; point += 1) {
      if (point >= 0xd800 && point <= 0xdfff) continue;
      const char = String.fromCodePoint(point);
      if (!/\p{Default_Ignorable_Code_Point}/u.test(char) || !/[\p{L}\p{M}]/u.test(char)) continue;
      const last = ranges.at(-1);
      if (last && last[1] === point - 1) last[1] = point;
      else ranges.push([point, point]);
    }
    const x = (point: number) => escaped(String.fromCodePoint(point));
    const listed = ranges.map(([a, b]) => (a === b ? x(a) : `${x(a)}-${x(b)}`)).join('');
    expect(firestoreRules).toContain(`!value.matches('.*[${listed}].*')`);
  });
});

describe('firestore.rules agrees with shared/src/family/carpet.ts', () => {
  const rule = (name: string) =>
    new RegExp(`function ${name}\\([^)]*\\) \\{([\\s\\S]*?)\\n {4}\\}`).exec(firestoreRules)?.[1] ??
    '';

  it('takes strokes of at most STROKE_MAX_CELLS cells, one code a cell', () => {
    const shape = rule('isStrokeShape');
    expect(shape).toContain(`incoming().cells.size() <= ${STROKE_MAX_CELLS}`);
    const codes = /incoming\(\)\.codes\.matches\('([^']+)'\)/.exec(shape)?.[1];
    // One or more of the cell codes: the same class as CELL_CODE_PATTERN, repeated.
    expect(`^${codes?.replace(/\+$/, '')}$`).toBe(CELL_CODE_PATTERN.source);
  });

  it('keeps a member’s strokes STROKE_GAP_MS apart', () => {
    expect(rule('isPaced')).toContain(`duration.value(${STROKE_GAP_MS}, 'ms')`);
  });

  it('names a stroke by STROKE_ID_PATTERN: the member id, a dash and a running number', () => {
    const suffix = /strokeId\.matches\(memberId \+ '([^']+)'\)/.exec(rule('isStrokeIdOf'))?.[1];
    const memberId = MEMBER_ID_PATTERN.source.replace(/^\^|\$$/g, '');
    expect(`^${memberId}${suffix}$`).toBe(STROKE_ID_PATTERN.source);
  });

  it('bounds a list of the family board to FAMILY_BOARD_ROWS', () => {
    const bound = /request\.query\.limit <= (\d+)/.exec(matchBlock('/familyBoard/'))?.[1];
    expect(Number(bound)).toBe(FAMILY_BOARD_ROWS);
  });
});

describe('storage.rules agrees with shared/src/backend', () => {
  it('bounds media sizes the same way', () => {
    expect(storageRules).toContain('request.resource.size <= 25 * 1024 * 1024');
    expect(25 * 1024 * 1024).toBe(MEDIA_MAX_BYTES);
  });

  it('has the same greeting slots', () => {
    const pattern = /slot\.matches\('([^']+)'\)/.exec(storageRules)?.[1] ?? '';
    const slot = new RegExp(`^${pattern}$`);
    expect(mediaSlots().every((name) => slot.test(name))).toBe(true);
    expect(slot.test(`g${mediaSlots().length}`)).toBe(false);
  });

  it('lets no deleted account fill a slot, reading the tombstone deleteMyAccount writes first (040)', () => {
    const write = /allow create, update:([^;]+);/.exec(storageRules)?.[1] ?? '';
    expect(write).toContain('!isDeletedAccount(uid)');
    expect(storageRules).toContain(
      'firestore.exists(/databases/(default)/documents/deletedAccounts/$(uid))',
    );
    expect(firestoreRules).toContain('/documents/deletedAccounts/$(request.auth.uid)');
  });
});

describe('firestore.indexes.json', () => {
  const { indexes, fieldOverrides } = JSON.parse(read('firestore.indexes.json')) as IndexesJson;
  const fields = (group: string) =>
    indexes
      .filter((index) => index.collectionGroup === group)
      .map((index) => index.fields.map(({ fieldPath, order }) => `${fieldPath} ${order}`));

  it('does not index a play’s record, which nothing queries (039), and lets Firestore delete a tombstone after its day (040)', () => {
    expect(fieldOverrides).toEqual([
      { collectionGroup: 'plays', fieldPath: 'recordJson', indexes: [] },
      { collectionGroup: 'deletedAccounts', fieldPath: 'expireAt', ttl: true, indexes: [] },
    ]);
  });

  it('has the composite indexes the board’s recount and the wall of wishes need, and no other', () => {
    for (const index of indexes) expect(index.queryScope).toBe('COLLECTION');
    expect(indexes).toHaveLength(2);
    expect(fields('entries')).toEqual([['score DESCENDING', 'at ASCENDING']]);
    // A visitor's own cards (038). The wall (public copies, newest first) and the moderation
    // queue (queuedAt set, oldest first) each order by one field, which Firestore indexes alone.
    expect(fields('wishes')).toEqual([['uid ASCENDING', 'createdAt DESCENDING']]);
  });
});
