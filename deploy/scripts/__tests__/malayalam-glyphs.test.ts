/** @jest-environment node */
// Every Malayalam message of every package, its placeholders filled, shaped by HarfBuzz (the shaper
// Chromium, Firefox and Android draw with) with the very files the site serves, picked per letter
// by their unicode-range as a browser picks them: a glyph the font lacks (.notdef, a box) or a
// dotted circle the shaper put in for a sign with no letter to sit on fails, naming the key.
// docs/decisions/059 says why these two packages.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { GREETINGS } from '@onam/shared/festival/greetings';
import { LANGUAGE_NAMES } from '@onam/shared/i18n/locale';
import { createTranslator, PLACEHOLDER, type Catalogue } from '@onam/shared/i18n/translator';

const repo = path.resolve(__dirname, '../../..');
const fromHost = createRequire(path.join(repo, 'host/package.json'));
const fontsource = path.dirname(fromHost.resolve('@fontsource/baloo-chettan-2/package.json'));

interface Shaper {
  createBlob(data: Uint8Array): unknown;
  createFace(blob: unknown, index: number): unknown;
  createFont(face: unknown): unknown;
  createBuffer(): {
    addText(text: string): void;
    guessSegmentProperties(): void;
    json(): { g: number; cl: number }[];
    destroy(): void;
  };
  shape(font: unknown, buffer: ReturnType<Shaper['createBuffer']>): void;
}
/* eslint-disable @typescript-eslint/no-require-imports -- both are CommonJS, with no types */
const harfbuzz = require('harfbuzzjs') as Promise<Shaper>;
const fontverter = require('fontverter') as {
  convert(font: Buffer, to: 'sfnt'): Promise<Buffer>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const DOTTED_CIRCLE = 0x25cc;

interface Face {
  file: string;
  ranges: [number, number][];
  font: unknown;
  dottedCircle: number;
}

/** The faces one weight's @fontsource stylesheet lists, in its order, with their unicode-range. */
function facesOf(css: string): { file: string; ranges: [number, number][] }[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(body)?.[1] ?? '';
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? '';
    const ranges = range.split(',').map((part): [number, number] => {
      const [from = '0', to = from] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from, 16), parseInt(to, 16)];
    });
    return { file, ranges };
  });
}

async function loadFace(hb: Shaper, file: string, ranges: [number, number][]): Promise<Face> {
  const sfnt = await fontverter.convert(readFileSync(file), 'sfnt');
  const font = hb.createFont(hb.createFace(hb.createBlob(sfnt), 0));
  const face: Face = { file: path.basename(file), ranges, font, dottedCircle: 0 };
  face.dottedCircle = shape(hb, face, String.fromCodePoint(DOTTED_CIRCLE))[0]?.g ?? 0;
  return face;
}

function shape(hb: Shaper, face: Face, text: string) {
  const buffer = hb.createBuffer();
  try {
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(face.font, buffer);
    return buffer.json();
  } finally {
    buffer.destroy();
  }
}

const covers = (face: Face, codePoint: number) =>
  face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

const graphemes = new Intl.Segmenter('ml', { granularity: 'grapheme' });

/**
 * What a text shows wrong in one weight: each letter cluster goes to the first face whose
 * unicode-range has its first character (a browser keeps a cluster in one font), runs of one face
 * are shaped together. Characters no face lists are left to the visitor's own fonts.
 */
function faults(hb: Shaper, faces: Face[], text: string): string[] {
  const runs: { face: Face | undefined; text: string }[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const face = faces.find((candidate) => covers(candidate, segment.codePointAt(0) ?? 0));
    const last = runs.at(-1);
    if (face && last?.face === face) last.text += segment;
    else runs.push({ face, text: segment });
  }
  const found: string[] = [];
  for (const { face, text: part } of runs) {
    if (face) found.push(...runFaults(hb, face, part));
  }
  return found;
}

/** A glyph the face lacks, or a dotted circle the shaper put in, in one run of one face. */
function runFaults(hb: Shaper, face: Face, text: string): string[] {
  const found: string[] = [];
  const glyphs = shape(hb, face, text);
  for (const { g, cl } of glyphs) {
    if (g === 0) found.push(`no glyph in ${face.file} for "${text.slice(cl)}"`);
  }
  const ownCircles = [...text].filter((c) => c.codePointAt(0) === DOTTED_CIRCLE).length;
  const circles = glyphs.filter(({ g }) => face.dottedCircle !== 0 && g === face.dottedCircle);
  if (circles.length > ownCircles) found.push(`a dotted circle in "${text}" (${face.file})`);
  return found;
}

/** Realistic values for each placeholder a Malayalam message has; every festival day for {day}. */
const FESTIVAL_DAYS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const DAY_NAMES = [
  'അത്തം',
  'ചിത്തിര',
  'ചോതി',
  'വിശാഖം',
  'അനിഴം',
  'തൃക്കേട്ട',
  'മൂലം',
  'പൂരാടം',
  'ഉത്രാടം',
  'തിരുവോണം',
];
const SAMPLES: Record<string, readonly (string | number)[]> = {
  day: FESTIVAL_DAYS,
  total: [10, 3],
  dayName: DAY_NAMES,
  dayNameMl: DAY_NAMES,
  name: [...DAY_NAMES, 'അനു', 'Anu'],
  title: ['പൂക്കളം', 'സദ്യ', 'ഓണക്കോടി'],
  game: ['പൂക്കളം', 'സദ്യ'],
  gameMl: ['പൂക്കളം', 'സദ്യ'],
  was: ['സദ്യ'],
  wasMl: ['സദ്യ'],
  date: ['ഓഗസ്റ്റ് 18', '18 ഓഗ'],
  time: ['10:30', '7:05 PM'],
  count: [0, 1, 12, 1234],
  score: [0, 85, 100],
  max: [100],
  percent: [5, 50],
  number: [1, 24],
  seconds: [3, 45],
};
const FALLBACK: readonly (string | number)[] = ['ഓണം', 7, 'Onam'];

/** The message with its placeholders filled by the i-th sample of each, so each value shows once. */
function filledMessages(key: string, catalogue: Catalogue<string>): string[] {
  const message = catalogue.ml?.[key];
  if (!message) return [];
  const t = createTranslator(catalogue, 'ml');
  const names = [...new Set([...message.matchAll(PLACEHOLDER)].map(([, name = '']) => name))];
  const rounds = Math.max(1, ...names.map((name) => (SAMPLES[name] ?? FALLBACK).length));
  return Array.from({ length: rounds }, (_, i) =>
    t(
      key,
      Object.fromEntries(
        names.map((name) => {
          const samples = SAMPLES[name] ?? FALLBACK;
          return [name, samples[i % samples.length] ?? ''];
        }),
      ),
    ),
  );
}

/**
 * Every source file of the apps and shared code that declares a catalogue with Malayalam in it; a
 * page's entry (it draws itself when loaded) only merges catalogues that live in such files.
 */
function catalogueFiles(): string[] {
  const roots = ['host/src', 'remote-games/src', 'remote-auth/src', 'shared/src'];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (entry === '__tests__' || entry === 'node_modules') continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry)) {
        const text = readFileSync(full, 'utf8');
        const entry = text.includes('createRoot(');
        if (!entry && /[\u0D00-\u0D7F]/.test(text) && /\bCatalogue\b/.test(text)) {
          files.push(full);
        }
      }
    }
  };
  roots.forEach((root) => walk(path.join(repo, root)));
  return files;
}

const isCatalogue = (value: unknown): value is Catalogue<string> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { en?: unknown }).en === 'object' &&
  typeof (value as { ml?: unknown }).ml === 'object';

/** [where, key, text] for every Malayalam text the site shows. */
function malayalamTexts(): [string, string, string][] {
  const texts: [string, string, string][] = [];
  for (const file of catalogueFiles()) {
    const where = path.relative(repo, file);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- found by walking the tree
    const exports = require(file) as Record<string, unknown>;
    for (const catalogue of Object.values(exports).filter(isCatalogue)) {
      for (const key of Object.keys(catalogue.ml ?? {})) {
        for (const text of filledMessages(key, catalogue)) texts.push([where, key, text]);
      }
    }
  }
  for (const greeting of GREETINGS) texts.push(['greetings.ts', greeting.id, greeting.ml]);
  return texts;
}

describe('every Malayalam message, shaped with the site’s own fonts', () => {
  let hb: Shaper;
  const weights = new Map<number, Face[]>();
  const facesAt = (weight: number) => weights.get(weight) ?? [];
  let label: Face;
  let texts: [string, string, string][];

  beforeAll(async () => {
    hb = await harfbuzz;
    for (const weight of [400, 600]) {
      const css = readFileSync(path.join(fontsource, `${weight}.css`), 'utf8');
      // One at a time: the woff2 decoder's WebAssembly keeps one file's state.
      const faces: Face[] = [];
      for (const { file, ranges } of facesOf(css)) {
        faces.push(await loadFace(hb, path.join(fontsource, 'files', file), ranges));
      }
      weights.set(weight, faces);
    }
    label = await loadFace(
      hb,
      path.join(repo, 'host/src/layouts/fonts/baloo-chettan-2-malayalam-label-400.woff2'),
      [[0, 0x10ffff]],
    );
    texts = malayalamTexts();
  });

  it('finds the catalogues of every package and fills every festival day', () => {
    const where = new Set(texts.map(([file]) => file.split('/')[0]));
    expect([...where].sort()).toEqual([
      'greetings.ts',
      'host',
      'remote-auth',
      'remote-games',
      'shared',
    ]);
    const calendarDays = texts
      .filter(([, key]) => key === 'calendar.day')
      .map(([, , text]) => text);
    expect(calendarDays).toEqual(expect.arrayContaining(['ഒന്നാം നാൾ: അത്തം', 'പത്താം നാൾ: തിരുവോണം']));
  });

  it('shows no box and no dotted circle in any of them, at 400 or 600', () => {
    const wrong = texts.flatMap(([file, key, text]) =>
      [400, 600].flatMap((weight) =>
        faults(hb, facesAt(weight), text).map((fault) => `${file} ${key} (${weight}): ${fault}`),
      ),
    );
    expect([...new Set(wrong)]).toEqual([]);
  });

  it('finds the box an ordinal written "1-ാം" showed, and none in its words', () => {
    expect(faults(hb, facesAt(400), '1-ാം നാൾ')).not.toEqual([]);
    expect(faults(hb, facesAt(400), 'ോ')).not.toEqual([]);
    expect(faults(hb, facesAt(400), 'ഒന്നാം നാൾ, 21-ആം നാൾ')).toEqual([]);
  });

  it('draws the language switch’s word with its own small font', () => {
    expect(faults(hb, [label], LANGUAGE_NAMES.ml)).toEqual([]);
  });
});
