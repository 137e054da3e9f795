/**
 * The family carpet as a picture file: the pookalam painted by the game's own painter, as the board
 * draws it, with the host's caption under it (the family's name, its score), so a picture passed on
 * in a chat says whose carpet it is. Where the caption's lines go is a pure function of a measure
 * (captionLayout), tested without a canvas.
 */
import { canvasToPngBlob } from '../common/png';
import type { BoardLayout } from '../pookalam/board';
import { paintPicture } from '../pookalam/renderer';
import type { Design } from '../pookalam/rules';

/** Pixels across: the pookalam's own saved picture's size. */
export const CARPET_PICTURE_WIDTH = 1024;
/** The festive paper the pookalam's picture is painted on. */
const PAPER = '#fffdf5';
/** The site's type: both scripts (the host's page has loaded it). */
const FONT_FAMILY = '"Baloo Chettan 2", "Noto Sans Malayalam", sans-serif';
const MARGIN = 56;
const GAP_ABOVE = 8;
const GAP_BELOW = 48;
/** Largest first: the first size at which a line fits the width is taken. */
const TITLE = { sizes: [60, 52, 44, 38, 32], weight: 600, colour: '#8a1c10' } as const;
const LINE = { sizes: [44, 38, 32, 28], weight: 400, colour: '#5a4a1a' } as const;
/** Line height as a multiple of the size: Malayalam's stacked signs need the room. */
const LEADING = 1.5;

/** The width of `text` in the CSS `font` given. */
export type Measure = (text: string, font: string) => number;

export interface CaptionLine {
  text: string;
  font: string;
  colour: string;
  /** The line's vertical middle, from the caption's top. */
  middle: number;
}

export interface CaptionLayout {
  /** The caption's height under the carpet; 0 with no lines. */
  height: number;
  lines: CaptionLine[];
}

const fontOf = (weight: number, size: number) => `${weight} ${size}px ${FONT_FAMILY}`;

/**
 * The caption's lines, centred under the carpet: the first as a title, the others smaller, each at
 * the largest size at which it fits the picture's width (a line still too wide at the smallest is
 * squeezed to it when drawn). Empty lines are left out.
 */
export function captionLayout(
  caption: readonly string[],
  width: number,
  measure: Measure,
): CaptionLayout {
  const room = width - 2 * MARGIN;
  const lines: CaptionLine[] = [];
  let top = GAP_ABOVE;
  caption
    .map((text) => text.trim())
    .filter(Boolean)
    .forEach((text, index) => {
      const spec = index === 0 ? TITLE : LINE;
      const size =
        spec.sizes.find((candidate) => measure(text, fontOf(spec.weight, candidate)) <= room) ??
        spec.sizes[spec.sizes.length - 1] ??
        28;
      const height = size * LEADING;
      lines.push({
        text,
        font: fontOf(spec.weight, size),
        colour: spec.colour,
        middle: top + height / 2,
      });
      top += height;
    });
  return { height: lines.length > 0 ? top + GAP_BELOW : 0, lines };
}

/** Waits for the site's type to be ready for these lines; a canvas draws with what is loaded. */
async function fontsFor(lines: readonly CaptionLine[]): Promise<void> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts || typeof fonts.load !== 'function') return;
  await Promise.all(lines.map((line) => fonts.load(line.font, line.text).catch(() => [])));
}

/** The carpet with its caption under it, as a canvas `width` pixels across. */
export async function paintCarpetPicture(
  board: BoardLayout,
  design: Design,
  caption: readonly string[],
  width = CARPET_PICTURE_WIDTH,
): Promise<HTMLCanvasElement> {
  const carpet = paintPicture(board, design, width);
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) return carpet;
  const layout = captionLayout(caption, width, (text, font) => {
    ctx.font = font;
    return ctx.measureText(text).width;
  });
  await fontsFor(layout.lines);
  canvas.width = width;
  canvas.height = width + Math.ceil(layout.height);
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(carpet, 0, 0);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const line of layout.lines) {
    ctx.font = line.font;
    ctx.fillStyle = line.colour;
    ctx.fillText(line.text, width / 2, width + line.middle, width - 2 * MARGIN);
  }
  return canvas;
}

/** The same as a PNG file's bytes. */
export async function carpetPictureBlob(
  board: BoardLayout,
  design: Design,
  caption: readonly string[],
): Promise<Blob> {
  return canvasToPngBlob(await paintCarpetPicture(board, design, caption));
}
