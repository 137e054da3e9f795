/** @jest-environment node */
// The doll is a part the host draws without the dress game (greeting cards), and the dress game
// draws with it: the imports go one way, from the game down to the part.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DOLL = path.join(__dirname, '..');

const sources = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** Every module specifier a file names: static and dynamic imports, re-exports. */
const specifiers = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'([^']+)'/g)].map(
    ([, specifier]) => specifier ?? '',
  );

it('reads the doll’s files', () => {
  expect(sources(DOLL).map((file) => path.basename(file))).toEqual(
    expect.arrayContaining(['doll.tsx', 'items.ts', 'outfit.ts']),
  );
});

it('imports nothing of a game', () => {
  const games = ['dress', 'pookalam', 'sadya'];
  const found = sources(DOLL).flatMap((file) =>
    specifiers(file)
      .filter((specifier) => games.some((game) => specifier.includes(`/${game}/`)))
      .map((specifier) => `${path.relative(DOLL, file)} → ${specifier}`),
  );
  expect(found).toEqual([]);
});
