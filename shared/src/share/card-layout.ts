import { splitGraphemes } from '../ui/graphemes';

/**
 * Where everything goes on the card, with no canvas: text is measured through an injected function,
 * so the wrapping and fitting are tested as plain input → output. Two formats of the one card:
 * - portrait 4:5 (1080 × 1350), drawn in the browser on /celebrate: the size messaging apps and
 *   social feeds show whole, without cropping;
 * - landscape 1200 × 630, drawn on the server as a shared link's picture (og:image), the size link
 *   previews show (deploy/functions/src/og/og-image.ts).
 */
export const CARD_WIDTH = 1080;
export const CARD_HEIGHT = 1350;

export type CardFormat = 'portrait' | 'landscape';

export const CARD_SIZE: Record<CardFormat, { width: number; height: number }> = {
  portrait: { width: CARD_WIDTH, height: CARD_HEIGHT },
  landscape: { width: 1200, height: 630 },
};

/** The site's one family has both scripts; the fallbacks only matter if its file failed to load. */
export const CARD_FONT_FAMILY = '"Baloo Chettan 2", "Noto Sans Malayalam", sans-serif';

/** The width of `text` drawn in the CSS `font` given. */
export type Measure = (text: string, font: string) => number;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The kasavu border: a gold band `band` wide, `inset` from the card's edge, a fine line inside it. */
export const BORDER = { inset: 36, band: 30, gap: 12, line: 4 } as const;

export interface Border {
  inset: number;
  band: number;
  gap: number;
  line: number;
}

/** The landscape card is half as tall: a narrower border keeps the room for the words. */
export const LANDSCAPE_BORDER: Border = { inset: 22, band: 20, gap: 8, line: 3 };

/** Content keeps clear of the border by this much on every side. */
const MARGIN = 120;
const CONTENT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const PICTURE_MAX = 640;
const PICTURE_MIN = 320;
const GAP_AFTER_PICTURE = 44;
const GAP_AFTER_GREETING = 12;
const GAP_AFTER_LATIN = 36;
const GAP_BEFORE_BRAND = 36;
/** The middle of the campaign's line, measured from the card's bottom edge. */
const BRAND_FROM_BOTTOM = 112;

export type TextRole = 'greeting' | 'latin' | 'meaning' | 'name' | 'brand';

/**
 * The card's colours, one set for the browser's canvas (host/src/screens/celebrate/card-renderer.ts)
 * and the server's picture (deploy/functions/src/og/og-image-svg.ts), so a shared link's preview
 * looks like the card the visitor made.
 */
export const CARD_COLOURS = {
  /** The cloth: lit in the middle, shaded towards the edges. */
  cloth: '#fbf6e6',
  clothShade: '#f3e7c4',
  /** The kasavu's gold, dark to light along its band. */
  goldDark: '#9a6b12',
  gold: '#d4a72c',
  goldLight: '#f3d77a',
  /** The picture frame's ground. */
  floor: '#f4e7c6',
  text: {
    greeting: '#8a1c10',
    latin: '#5a4a1a',
    meaning: '#5a4a1a',
    name: '#1b5e20',
    brand: '#7a5200',
  } satisfies Record<TextRole, string>,
  /** The corner flowers: petals round a centre. */
  flowerPetals: '#f78a0b',
  flowerCentre: '#c8102e',
  /** The illustration's pookalam, in the colours of its flowers (flowers.ts in the games). */
  pookalam: {
    tulasi: '#3f7d32',
    mukkutti: '#f6dd2a',
    mukkuttiPetals: '#f9b90f',
    chethi: '#e23d28',
    chendumalli: '#f78a0b',
    thumba: '#f7f6ee',
    kakkapoovu: '#6a55c9',
    chemparathi: '#c8102e',
  },
  /** The nilavilakku's brass, across the lamp: offset and colour. */
  brass: [
    [0, '#7a4e0e'],
    [0.35, '#e8b84a'],
    [0.5, '#fff0b0'],
    [0.7, '#c9962b'],
    [1, '#7a4e0e'],
  ] as const satisfies readonly (readonly [number, string])[],
  brassOutline: '#5c3a08',
  flame: '#ff9800',
  flameHeart: '#fff3c4',
} as const;

interface TextSpec {
  /** Largest first; the first size at which the text fits in `maxLines` is taken. */
  sizes: readonly number[];
  weight: 400 | 600;
  maxLines: number;
  /** Line height as a multiple of the font size. Malayalam's stacked signs need more room. */
  leading: number;
}

const SPECS: Record<TextRole, TextSpec> = {
  greeting: { sizes: [112, 100, 88, 76, 66, 58, 50], weight: 600, maxLines: 2, leading: 1.45 },
  latin: { sizes: [52, 46, 40, 34], weight: 400, maxLines: 2, leading: 1.3 },
  meaning: { sizes: [44, 38, 32], weight: 400, maxLines: 2, leading: 1.3 },
  name: { sizes: [56, 48, 40, 34], weight: 600, maxLines: 2, leading: 1.3 },
  brand: { sizes: [30], weight: 400, maxLines: 1, leading: 1.3 },
};

/** The landscape card's sizes: a link preview is seen small, so the greeting still leads. */
const LANDSCAPE_SPECS: Record<TextRole, TextSpec> = {
  // Three lines at most: Maveli's song has a word as long as the column is wide.
  greeting: {
    sizes: [84, 74, 66, 58, 50, 44, 40, 36, 32],
    weight: 600,
    maxLines: 3,
    leading: 1.45,
  },
  latin: { sizes: [40, 36, 32, 28, 24], weight: 400, maxLines: 2, leading: 1.3 },
  meaning: { sizes: [36, 32, 28, 24], weight: 400, maxLines: 2, leading: 1.3 },
  name: { sizes: [44, 40, 34, 30, 26], weight: 600, maxLines: 2, leading: 1.3 },
  brand: { sizes: [24], weight: 400, maxLines: 1, leading: 1.3 },
};

export interface TextLine {
  text: string;
  /** The line's horizontal centre. */
  x: number;
  /** The line's vertical middle (drawn with textBaseline 'middle'). */
  y: number;
}

export interface TextBlock {
  role: TextRole;
  font: string;
  size: number;
  lines: TextLine[];
}

export interface CardLayout {
  width: number;
  height: number;
  border: Border;
  picture: Rect;
  blocks: TextBlock[];
}

export interface CardContent {
  greeting: { ml: string; latin: string };
  /** What the greeting means, in English (the landscape card's line for those who read no Malayalam). */
  meaning?: string;
  /** The sender; an empty name leaves its line out. */
  name: string;
  /** The campaign, e.g. "Onam Utsavam · Kerala Vision". */
  brand: string;
}

export function cardFont(weight: number, size: number): string {
  return `${weight} ${size}px ${CARD_FONT_FAMILY}`;
}

/** Spaces a line may break at: any but the no-break space, which keeps "— name" together. */
const BREAKABLE_SPACE = /[^\S\u00a0]+/;

/** Cuts a word wider than the line into pieces that fit, between whole characters. */
function breakWord(word: string, maxWidth: number, width: (text: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const grapheme of splitGraphemes(word)) {
    if (piece && width(piece + grapheme) > maxWidth) {
      pieces.push(piece);
      piece = grapheme;
    } else {
      piece += grapheme;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Greedy wrapping at spaces (Malayalam separates words with spaces too). A word too wide for a line
 * of its own is broken between characters rather than left to overflow the card.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  width: (text: string) => number,
): string[] {
  const words = text.trim().split(BREAKABLE_SPACE).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (width(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (width(word) <= maxWidth) {
      line = word;
    } else {
      const pieces = breakWord(word, maxWidth, width);
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The longest start of `text` that fits with an ellipsis after it. */
function ellipsize(text: string, maxWidth: number, width: (text: string) => number): string {
  const graphemes = splitGraphemes(text);
  for (let keep = graphemes.length; keep > 0; keep -= 1) {
    const candidate = `${graphemes.slice(0, keep).join('').trimEnd()}…`;
    if (width(candidate) <= maxWidth) return candidate;
  }
  return '…';
}

export interface FittedText {
  size: number;
  font: string;
  lines: string[];
}

/**
 * The largest size at which `text` wraps into at most `maxLines` lines without cutting a word (a
 * greeting cut in the middle of a word reads wrong). If no size manages, the smallest is kept, a
 * word too long for a line is cut between characters, and if the lines are still too many the last
 * one ends in an ellipsis, so the card's layout never breaks.
 */
export function fitText(
  text: string,
  spec: Pick<TextSpec, 'sizes' | 'weight' | 'maxLines'>,
  maxWidth: number,
  measure: Measure,
): FittedText {
  const words = text.trim().split(BREAKABLE_SPACE);
  const smallest = spec.sizes.at(-1);
  if (smallest === undefined) throw new Error('fitText needs at least one size');
  for (const size of spec.sizes) {
    const font = cardFont(spec.weight, size);
    const width = (line: string) => measure(line, font);
    // A size at which a word is wider than the line is passed over before anything is wrapped:
    // cutting that word into characters needs a grapheme Segmenter, whose first building loads
    // ICU's break rules (a long task on a cheap phone), for a size that is then not kept.
    if (!words.every((word) => width(word) <= maxWidth)) continue;
    const lines = wrapText(text, maxWidth, width);
    if (lines.length <= spec.maxLines) return { size, font, lines };
  }
  const font = cardFont(spec.weight, smallest);
  const fitted: FittedText = {
    size: smallest,
    font,
    lines: wrapText(text, maxWidth, (line) => measure(line, font)),
  };
  if (fitted.lines.length <= spec.maxLines) return fitted;
  const width = (line: string) => measure(line, fitted.font);
  const kept = fitted.lines.slice(0, spec.maxLines);
  const rest = fitted.lines.slice(spec.maxLines - 1).join(' ');
  kept[kept.length - 1] = ellipsize(rest, maxWidth, width);
  return { ...fitted, lines: kept };
}

function blockHeight(fitted: FittedText, role: TextRole, specs = SPECS): number {
  return fitted.lines.length * fitted.size * specs[role].leading;
}

/** Lines stacked from `top`, each centred on `x` (the card's middle unless given). */
function place(
  role: TextRole,
  fitted: FittedText,
  top: number,
  x = CARD_WIDTH / 2,
  specs = SPECS,
): TextBlock {
  const lineHeight = fitted.size * specs[role].leading;
  return {
    role,
    font: fitted.font,
    size: fitted.size,
    lines: fitted.lines.map((text, index) => ({
      text,
      x,
      y: top + lineHeight * (index + 0.5),
    })),
  };
}

/**
 * The card from top to bottom: the picture, the greeting in Malayalam, its Latin line, "— name",
 * and the campaign's name above the bottom border. The text takes the room it needs; the picture
 * gets what is left (up to PICTURE_MAX), and the whole group is centred in the space.
 */
export function layoutCard(
  content: CardContent,
  measure: Measure,
  format: CardFormat = 'portrait',
): CardLayout {
  return format === 'landscape'
    ? layoutLandscape(content, measure)
    : layoutPortrait(content, measure);
}

function layoutPortrait(content: CardContent, measure: Measure): CardLayout {
  const fit = (role: TextRole, text: string) => fitText(text, SPECS[role], CONTENT_WIDTH, measure);
  const greeting = fit('greeting', content.greeting.ml);
  const latin = fit('latin', content.greeting.latin);
  const name = content.name.trim() ? fit('name', `—\u00a0${content.name.trim()}`) : null;
  const brand = fit('brand', content.brand);

  const textHeight =
    blockHeight(greeting, 'greeting') +
    GAP_AFTER_GREETING +
    blockHeight(latin, 'latin') +
    (name ? GAP_AFTER_LATIN + blockHeight(name, 'name') : 0);
  const brandHeight = blockHeight(brand, 'brand');
  const brandTop = CARD_HEIGHT - BRAND_FROM_BOTTOM - brandHeight / 2;
  const bottom = brandTop - GAP_BEFORE_BRAND;
  const room = bottom - MARGIN;
  const side = Math.round(
    Math.min(PICTURE_MAX, Math.max(PICTURE_MIN, room - GAP_AFTER_PICTURE - textHeight)),
  );
  const slack = Math.max(0, room - side - GAP_AFTER_PICTURE - textHeight);
  const pictureTop = MARGIN + slack / 2;

  const blocks: TextBlock[] = [];
  let top = pictureTop + side + GAP_AFTER_PICTURE;
  blocks.push(place('greeting', greeting, top));
  top += blockHeight(greeting, 'greeting') + GAP_AFTER_GREETING;
  blocks.push(place('latin', latin, top));
  top += blockHeight(latin, 'latin');
  if (name) blocks.push(place('name', name, top + GAP_AFTER_LATIN));
  blocks.push(place('brand', brand, brandTop));

  return {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    border: BORDER,
    picture: { x: (CARD_WIDTH - side) / 2, y: pictureTop, width: side, height: side },
    blocks,
  };
}

const LANDSCAPE = {
  /** Content keeps clear of the card's edges by this much. */
  margin: 84,
  picture: 380,
  gapAfterPicture: 40,
  gapAfterGreeting: 8,
  gapAfterLatin: 10,
  gapBeforeName: 22,
  gapBeforeBrand: 20,
} as const;

/**
 * The landscape card: the picture on the left, and in the column beside it the greeting in
 * Malayalam, its Latin line, its meaning in English, "— name", and the campaign's name at the
 * column's foot. The column is half as tall as the portrait card's, so where the words would not
 * fit its height every line steps down a size until they do (or the smallest sizes are reached).
 */
function layoutLandscape(content: CardContent, measure: Measure): CardLayout {
  const { width, height } = CARD_SIZE.landscape;
  const L = LANDSCAPE;
  const picture: Rect = {
    x: L.margin,
    y: (height - L.picture) / 2,
    width: L.picture,
    height: L.picture,
  };
  const columnLeft = picture.x + picture.width + L.gapAfterPicture;
  const columnWidth = width - L.margin - columnLeft;
  const centre = columnLeft + columnWidth / 2;
  const name = content.name.trim() ? `—\u00a0${content.name.trim()}` : '';
  const meaning = content.meaning?.trim() ?? '';
  const specs = LANDSCAPE_SPECS;
  const brand = fitText(content.brand, specs.brand, columnWidth, measure);
  const brandHeight = blockHeight(brand, 'brand', specs);
  const brandTop = height - L.margin - brandHeight;
  const room = brandTop - L.gapBeforeBrand - L.margin;

  type Part = { role: TextRole; fitted: FittedText; gapBefore: number };
  const partsAt = (step: number): Part[] => {
    const fit = (role: TextRole, text: string) => {
      const spec = specs[role];
      const sizes = spec.sizes.slice(Math.min(step, spec.sizes.length - 1));
      return fitText(text, { ...spec, sizes }, columnWidth, measure);
    };
    const parts: Part[] = [
      { role: 'greeting', fitted: fit('greeting', content.greeting.ml), gapBefore: 0 },
      {
        role: 'latin',
        fitted: fit('latin', content.greeting.latin),
        gapBefore: L.gapAfterGreeting,
      },
    ];
    if (meaning) {
      parts.push({ role: 'meaning', fitted: fit('meaning', meaning), gapBefore: L.gapAfterLatin });
    }
    if (name) parts.push({ role: 'name', fitted: fit('name', name), gapBefore: L.gapBeforeName });
    return parts;
  };
  const heightOf = (parts: Part[]) =>
    parts.reduce(
      (sum, part) => sum + part.gapBefore + blockHeight(part.fitted, part.role, specs),
      0,
    );
  const steps = Math.max(...Object.values(specs).map((spec) => spec.sizes.length));
  let parts = partsAt(0);
  for (let step = 1; step < steps && heightOf(parts) > room; step += 1) parts = partsAt(step);

  const blocks: TextBlock[] = [];
  let top = L.margin + Math.max(0, room - heightOf(parts)) / 2;
  for (const part of parts) {
    top += part.gapBefore;
    blocks.push(place(part.role, part.fitted, top, centre, specs));
    top += blockHeight(part.fitted, part.role, specs);
  }
  blocks.push(place('brand', brand, brandTop, centre, specs));
  return { width, height, border: LANDSCAPE_BORDER, picture, blocks };
}

/** The largest rectangle of the picture's shape that fits in `box`, centred: nothing is cropped. */
export function containRect(box: Rect, width: number, height: number): Rect {
  if (width <= 0 || height <= 0) return box;
  const scale = Math.min(box.width / width, box.height / height);
  const fitted = { width: width * scale, height: height * scale };
  return {
    x: box.x + (box.width - fitted.width) / 2,
    y: box.y + (box.height - fitted.height) / 2,
    ...fitted,
  };
}
