// SVG to pixels with resvg (@resvg/resvg-js, its prebuilt native build from npm): the card's SVG
// holds only shapes and outlines (og-image-svg.ts), so resvg needs no font, and none is loaded.
import { Resvg } from '@resvg/resvg-js';

const OPTIONS = { font: { loadSystemFonts: false }, fitTo: { mode: 'original' as const } };

/** The SVG as a PNG file, at the size it declares. */
export function rasterise(svg: string): Buffer {
  return new Resvg(svg, OPTIONS).render().asPng();
}

/** The SVG as RGBA pixels, row by row (for tests that look at what was drawn where). */
export function rasterisePixels(svg: string): { width: number; height: number; pixels: Buffer } {
  const image = new Resvg(svg, OPTIONS).render();
  return { width: image.width, height: image.height, pixels: image.pixels };
}
