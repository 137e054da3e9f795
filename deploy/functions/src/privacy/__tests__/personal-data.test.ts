/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_PERSONAL, PERSONAL_COLLECTIONS, PERSONAL_STORAGE_PREFIXES } from '../personal-data';

// No emulator needed: the list of where a visitor's data lives is checked against every
// collection the rules open and every collection the functions write, so a new one cannot be
// added without saying whether it holds a visitor's data (and so be left out of "Download my data"
// and "Delete my account").

const DEPLOY = join(__dirname, '../../../..');
const SRC = join(__dirname, '../..');

/** The functions' own files, every folder but the tests'. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === '__tests__' || entry.name === 'testing' ? [] : sourceFiles(at);
    }
    return entry.name.endsWith('.ts') ? [at] : [];
  });
}

/** The text without comments and string literals. */
const code = (rules: string) =>
  rules
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");

/**
 * The first path segment of every `match` at the given depth of braces: in firestore.rules the
 * collections sit one level inside `match /databases/{database}/documents`, in storage.rules the
 * paths one level inside `match /b/{bucket}/o`.
 */
function topLevelMatches(rules: string, depth: number): string[] {
  const found: string[] = [];
  let level = 0;
  const text = code(rules);
  const pattern = /match\s+\/([^\s/{]+)|[{}]/g;
  for (let hit = pattern.exec(text); hit; hit = pattern.exec(text)) {
    if (hit[0] === '{') level += 1;
    else if (hit[0] === '}') level -= 1;
    else if (level === depth && hit[1]) found.push(hit[1]);
  }
  return [...new Set(found)];
}

/** Collections the functions name in `db.doc('x/…')` or `db.collection('x…')`. */
function collectionsTheServerWrites(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const hit of text.matchAll(/\.(?:doc|collection)\(\s*[`'"]([A-Za-z][\w-]*)/g)) {
      if (hit[1]) names.add(hit[1]);
    }
  }
  return [...names];
}

const listed = new Set(PERSONAL_COLLECTIONS.map((entry) => entry.collection));
const declared = (name: string) => listed.has(name) || name in NOT_PERSONAL;

describe('where personal data lives', () => {
  it('finds the collections of firestore.rules (the parser works)', () => {
    const collections = topLevelMatches(readFileSync(join(DEPLOY, 'firestore.rules'), 'utf8'), 2);
    expect(collections).toEqual(expect.arrayContaining(['profiles', 'plays', 'campaign']));
  });

  it('lists or declares not personal every collection firestore.rules opens', () => {
    const collections = topLevelMatches(readFileSync(join(DEPLOY, 'firestore.rules'), 'utf8'), 2);
    expect(collections.filter((name) => !declared(name))).toEqual([]);
  });

  it('lists or declares not personal every collection the functions write', () => {
    const collections = collectionsTheServerWrites();
    expect(collections).toEqual(expect.arrayContaining(['profiles', 'boards']));
    expect(collections.filter((name) => !declared(name))).toEqual([]);
  });

  it('lists every path of storage.rules as a visitor’s files', () => {
    const paths = topLevelMatches(readFileSync(join(DEPLOY, 'storage.rules'), 'utf8'), 2);
    expect(paths.length).toBeGreaterThan(0);
    const prefixes = PERSONAL_STORAGE_PREFIXES.map((entry) => entry.prefix);
    expect(paths.filter((path) => !prefixes.includes(`${path}/`))).toEqual([]);
  });

  it('names each place once, with a distinct key in the export', () => {
    const keys = PERSONAL_COLLECTIONS.map((entry) => entry.exportAs);
    expect(new Set(keys).size).toBe(keys.length);
    expect(listed.size).toBe(PERSONAL_COLLECTIONS.length);
    expect(PERSONAL_COLLECTIONS.filter((entry) => entry.collection in NOT_PERSONAL)).toEqual([]);
  });
});
