// The typesetter of the shared links' pictures (og-image-svg.ts): Baloo Chettan 2, the site's own
// family, as TrueType files (@expo-google-fonts/baloo-chettan-2, SIL Open Font License 1.1: the
// site's woff2 files are subsets, and no renderer here reads woff2), shaped by HarfBuzz (harfbuzzjs,
// the HarfBuzz project's own WebAssembly build): the shaper browsers use, so a Malayalam line is
// built and measured as on the /celebrate card. Loaded once per instance, on the first picture.
import { readFileSync } from 'node:fs';
import type { HarfBuzz } from 'harfbuzzjs';
import type { PlacedGlyph, ShapedLine, Typesetter } from './og-image-svg';

/** The faces the card uses, by weight (shared/src/share/card-layout.ts: 400 and 600). */
export const FONT_FILES: Readonly<Record<number, string>> = {
  400: '@expo-google-fonts/baloo-chettan-2/400Regular/BalooChettan2_400Regular.ttf',
  600: '@expo-google-fonts/baloo-chettan-2/600SemiBold/BalooChettan2_600SemiBold.ttf',
};

/** Lines shaped lately, per weight: a layout measures the same words at several sizes. */
const SHAPED_KEPT = 2000;

export async function loadTypesetter(
  resolve: (request: string) => string = require.resolve,
): Promise<Typesetter> {
  // Required here, not imported at the top: the WebAssembly loads only where a picture is drawn.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const hb = await (require('harfbuzzjs') as Promise<HarfBuzz>);
  const fonts = new Map(
    Object.entries(FONT_FILES).map(([weight, file]) => {
      const face = hb.createFace(hb.createBlob(readFileSync(resolve(file))), 0);
      return [Number(weight), { face, font: hb.createFont(face) }] as const;
    }),
  );
  const regular = fonts.get(400);
  if (!regular) throw new Error('The regular face is missing');
  const { ascender, descender } = regular.font.hExtents();
  const shaped = new Map<string, ShapedLine>();
  const glyphPaths = new Map<string, string>();

  return {
    unitsPerEm: regular.face.upem,
    ascender,
    descender,
    shape(text, weight) {
      const key = `${weight} ${text}`;
      const kept = shaped.get(key);
      if (kept) return kept;
      const chosen = fonts.get(weight) ?? regular;
      const buffer = hb.createBuffer();
      try {
        buffer.addText(text);
        buffer.guessSegmentProperties();
        hb.shape(chosen.font, buffer);
        let pen = 0;
        const glyphs: PlacedGlyph[] = [];
        for (const glyph of buffer.getGlyphInfosAndPositions()) {
          const pathKey = `${weight} ${glyph.codepoint}`;
          let d = glyphPaths.get(pathKey);
          if (d === undefined) {
            d = chosen.font.glyphToPath(glyph.codepoint);
            glyphPaths.set(pathKey, d);
          }
          glyphs.push({ d, x: pen + glyph.x_offset, y: glyph.y_offset });
          pen += glyph.x_advance;
        }
        const line = { advance: pen, glyphs };
        if (shaped.size >= SHAPED_KEPT) shaped.clear();
        shaped.set(key, line);
        return line;
      } finally {
        buffer.destroy();
      }
    },
  };
}
