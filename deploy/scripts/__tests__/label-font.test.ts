/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_NAMES } from '@onam/shared/i18n/locale';
import { LABEL_FONT, LABEL_TEXT, labelFont } from '../make-label-font.mjs';

const css = readFileSync(
  path.resolve(__dirname, '../../../host/src/layouts/language-switch.module.css'),
  'utf8',
);

/** The code points a CSS unicode-range lists, one by one. */
function unicodeRange(): number[] {
  const range = /unicode-range:\s*([^;]+);/.exec(css)?.[1] ?? '';
  return range.split(',').flatMap((part) => {
    const [from, to] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => parseInt(hex, 16));
    if (from === undefined) return [];
    return Array.from({ length: (to ?? from) - from + 1 }, (_, i) => from + i);
  });
}

describe("the language switch's Malayalam label font", () => {
  it('is cut for the word the switch shows', () => {
    expect(LABEL_TEXT).toBe(LANGUAGE_NAMES.ml);
  });

  it('is the committed file, cut again from the face the site serves (node deploy/scripts/make-label-font.mjs after changing either)', async () => {
    expect(Buffer.compare(await labelFont(LANGUAGE_NAMES.ml), readFileSync(LABEL_FONT))).toBe(0);
  });

  it("is used for exactly the word's letters", () => {
    const letters = [...new Set([...LANGUAGE_NAMES.ml].map((c) => c.codePointAt(0)))].sort();
    expect(unicodeRange().sort()).toEqual(letters);
  });
});
