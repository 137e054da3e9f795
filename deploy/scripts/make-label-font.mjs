// One-off, like make-icons.mjs: cuts from Baloo Chettan 2's Malayalam face (400) the glyphs of the
// one Malayalam word an English page shows, the language switch's "മലയാളം", into a font of its
// own (1.5 KB against the face's 22 KB). An English page then paints without the whole Malayalam
// face, which it fetched for that word alone; a Malayalam page still loads the whole face through
// its unicode-range (docs/decisions/020). The font is committed; deploy/scripts/__tests__/
// label-font.test.ts cuts it again and fails if it no longer matches the word or the face.
//
//   node deploy/scripts/make-label-font.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { repoRoot } from '../hosting/apps.mjs';

/** LANGUAGE_NAMES.ml in shared/src/i18n/locale.ts. */
export const LABEL_TEXT = 'മലയാളം';
export const LABEL_FONT = path.join(
  repoRoot,
  'host/src/layouts/fonts/baloo-chettan-2-malayalam-label-400.woff2',
);

/** The whole Malayalam face (400) the site serves, from @fontsource. */
export function malayalamFace() {
  const host = createRequire(path.join(repoRoot, 'host/package.json'));
  return readFileSync(
    host.resolve('@fontsource/baloo-chettan-2/files/baloo-chettan-2-malayalam-400-normal.woff2'),
  );
}

/**
 * @param {string} text
 * @returns {Promise<Buffer>}
 */
export function labelFont(text = LABEL_TEXT) {
  return subsetFont(malayalamFace(), text, { targetFormat: 'woff2' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void labelFont().then((font) => {
    writeFileSync(LABEL_FONT, font);
    console.log(`${path.relative(repoRoot, LABEL_FONT)}: ${font.length} bytes for "${LABEL_TEXT}"`);
  });
}
