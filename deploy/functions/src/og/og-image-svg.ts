// The landscape card (a shared link's picture, 1200 × 630) as SVG: a pure function of the card's
// layout (shared/src/share/card-layout.ts, the same layout the browser's canvas card uses) and a
// typesetter that turns text into glyph outlines. The text is drawn as outlines shaped by
// HarfBuzz (og-fonts.ts), not as SVG <text>: the renderer then needs no font and no shaper of its
// own, and Malayalam's conjuncts, vowel signs and chillus come out as a browser draws them
// (docs/decisions/036). Each line keeps its words in a data-text attribute, for tests and tools.
import { CARD_COLOURS, type CardLayout, type Rect } from '@onam/shared/share/card-layout';

/** One glyph's outline, in font units, placed at (x, y) on the line (y upwards). */
export interface PlacedGlyph {
  d: string;
  x: number;
  y: number;
}

export interface ShapedLine {
  /** The line's advance, in font units. */
  advance: number;
  glyphs: readonly PlacedGlyph[];
}

/** Text to outlines, in one font family with a face per weight. */
export interface Typesetter {
  unitsPerEm: number;
  /** The em box's top and bottom above the baseline, in font units (the descender is negative). */
  ascender: number;
  descender: number;
  shape(text: string, weight: number): ShapedLine;
}

/** The layout's `font` ("600 84px …"): its weight and size. */
export function weightAndSize(font: string): { weight: number; size: number } {
  const match = /^(\d{3})\s+(\d+(?:\.\d+)?)px/.exec(font.trim());
  return { weight: Number(match?.[1] ?? 400), size: Number(match?.[2] ?? 16) };
}

/** The layout's measure, from the typesetter: a line's advance at the font's size. */
export function measureWith(type: Typesetter): (text: string, font: string) => number {
  return (text, font) => {
    const { weight, size } = weightAndSize(font);
    return (type.shape(text, weight).advance * size) / type.unitsPerEm;
  };
}

/** The browser's card's colours (shared/src/share/card-layout.ts). */
const C = CARD_COLOURS;
const POOKALAM = C.pookalam;

const n = (value: number) => String(Math.round(value * 100) / 100);

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function textLine(type: Typesetter, text: string, font: string, cx: number, middle: number) {
  const { weight, size } = weightAndSize(font);
  const line = type.shape(text, weight);
  const scale = size / type.unitsPerEm;
  // The layout gives the line's vertical middle (a canvas's textBaseline 'middle'): the em box's
  // middle, so the baseline sits half the box's height (less the descender) below it.
  const baseline = middle + ((type.ascender + type.descender) / 2) * scale;
  const left = cx - (line.advance * scale) / 2;
  const glyphs = line.glyphs
    .filter((glyph) => glyph.d)
    .map((glyph) => `<path transform="translate(${n(glyph.x)} ${n(glyph.y)})" d="${glyph.d}"/>`)
    .join('');
  return (
    `<g data-text="${escapeXml(text)}" transform="translate(${n(left)} ${n(baseline)}) ` +
    `scale(${scale} ${-scale})">${glyphs}</g>`
  );
}

function border(layout: CardLayout): string {
  const { width, height } = layout;
  const { inset, band, gap, line } = layout.border;
  const half = band / 2;
  const outer = `x="${n(inset + half)}" y="${n(inset + half)}" width="${n(width - 2 * (inset + half))}" height="${n(height - 2 * (inset + half))}"`;
  const inner = inset + band + gap + line / 2;
  const innerRect = `x="${n(inner)}" y="${n(inner)}" width="${n(width - 2 * inner)}" height="${n(height - 2 * inner)}"`;
  const corner = inset + band + gap + 22;
  const flowers = [
    [corner, corner],
    [width - corner, corner],
    [corner, height - corner],
    [width - corner, height - corner],
  ]
    .map(([x = 0, y = 0]) => flower(x, y, 11, C.flowerPetals, C.flowerCentre))
    .join('');
  return (
    `<rect ${outer} fill="none" stroke="url(#zari)" stroke-width="${band}"/>` +
    `<rect ${outer} fill="none" stroke="rgba(122,82,0,0.45)" stroke-width="2" stroke-dasharray="10 8"/>` +
    `<rect ${innerRect} fill="none" stroke="url(#zari)" stroke-width="${line}"/>` +
    flowers
  );
}

/** A small flower of eight petals: the corner motif. */
function flower(x: number, y: number, size: number, petal: string, heart: string): string {
  const petals = Array.from({ length: 8 }, (_, i) => {
    const angle = (i / 8) * 360;
    const rad = (angle * Math.PI) / 180;
    const px = x + Math.cos(rad) * size * 0.75;
    const py = y + Math.sin(rad) * size * 0.75;
    return `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(size * 0.55)}" ry="${n(size * 0.28)}" transform="rotate(${n(angle)} ${n(px)} ${n(py)})"/>`;
  }).join('');
  return `<g fill="${petal}">${petals}</g><circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.35)}" fill="${heart}"/>`;
}

const ring = (r: number, inner: number, colour: string) =>
  `<circle r="${n((r + inner) / 2)}" fill="none" stroke="${colour}" stroke-width="${n(r - inner)}"/>`;

/** Pointed petals around a ring, like a pookalam's radial segments. */
function petalRing(from: number, to: number, count: number, colour: string, turn = 0): string {
  const half = Math.PI / count;
  const at = (angle: number, r: number) => `${n(Math.cos(angle) * r)} ${n(Math.sin(angle) * r)}`;
  const paths = Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2 + turn;
    return (
      `M${at(a - half, from)}Q${at(a - half * 0.4, to)} ${at(a, to)}` +
      `Q${at(a + half * 0.4, to)} ${at(a + half, from)}Z`
    );
  }).join('');
  return `<path fill="${colour}" d="${paths}"/>`;
}

/**
 * The festival illustration, as the browser's card draws it: a pookalam in the colours of its
 * flowers, seen a little from above, with a lit nilavilakku standing in its middle.
 */
function illustration(box: Rect): string {
  const cx = box.x + box.width / 2;
  const side = Math.min(box.width, box.height);
  const radius = side * 0.46;
  const cy = box.y + box.height / 2 + side * 0.08;
  const pookalam =
    `<g transform="translate(${n(cx)} ${n(cy)}) scale(1 0.9)">` +
    ring(radius, radius * 0.94, POOKALAM.tulasi) +
    ring(radius * 0.94, radius * 0.8, POOKALAM.mukkutti) +
    petalRing(radius * 0.8, radius * 0.9, 16, POOKALAM.mukkuttiPetals) +
    ring(radius * 0.8, radius * 0.64, POOKALAM.chethi) +
    petalRing(radius * 0.64, radius * 0.78, 16, POOKALAM.chendumalli, Math.PI / 16) +
    ring(radius * 0.64, radius * 0.54, POOKALAM.thumba) +
    ring(radius * 0.54, radius * 0.4, POOKALAM.kakkapoovu) +
    petalRing(radius * 0.4, radius * 0.53, 8, POOKALAM.thumba) +
    ring(radius * 0.4, radius * 0.26, POOKALAM.chendumalli) +
    `<circle r="${n(radius * 0.26)}" fill="${POOKALAM.chemparathi}"/>` +
    petalRing(radius * 0.1, radius * 0.25, 8, POOKALAM.mukkuttiPetals) +
    '</g>';
  return pookalam + lamp(cx, cy + radius * 0.12, side * 0.62);
}

/** The nilavilakku: foot, stem with collars, a dish with five flames. `u` is its unit of size. */
function lamp(cx: number, foot: number, u: number): string {
  const shape = (d: string) =>
    `<path d="${d}" fill="url(#brass)" stroke="${C.brassOutline}" stroke-width="${n(Math.max(1.5, u * 0.008))}"/>`;
  const rect = (x: number, y: number, w: number, h: number) =>
    shape(`M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`);
  const ellipse = (y: number, rx: number, ry: number) =>
    `<ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#brass)" stroke="${C.brassOutline}" stroke-width="${n(Math.max(1.5, u * 0.008))}"/>`;
  const rim = foot - u * 0.66;
  const flame = (x: number) => {
    const base = rim - u * 0.015;
    const h = u * 0.11;
    const tear = (height: number, w: number, colour: string) =>
      `<path fill="${colour}" d="M${n(x)} ${n(base - height)}C${n(x + w)} ${n(base - height * 0.45)} ${n(x + w)} ${n(base)} ${n(x)} ${n(base)}C${n(x - w)} ${n(base)} ${n(x - w)} ${n(base - height * 0.45)} ${n(x)} ${n(base - height)}Z"/>`;
    return (
      `<circle cx="${n(x)}" cy="${n(base - h * 0.5)}" r="${n(h * 1.3)}" fill="url(#glow)"/>` +
      tear(h, h * 0.42, C.flame) +
      tear(h * 0.62, h * 0.24, C.flameHeart)
    );
  };
  return (
    ellipse(foot, u * 0.24, u * 0.05) +
    shape(
      `M${n(cx - u * 0.2)} ${n(foot - u * 0.01)}Q${n(cx - u * 0.06)} ${n(foot - u * 0.04)} ${n(cx - u * 0.04)} ${n(foot - u * 0.14)}` +
        `L${n(cx + u * 0.04)} ${n(foot - u * 0.14)}Q${n(cx + u * 0.06)} ${n(foot - u * 0.04)} ${n(cx + u * 0.2)} ${n(foot - u * 0.01)}Z`,
    ) +
    rect(cx - u * 0.028, foot - u * 0.6, u * 0.056, u * 0.47) +
    ellipse(foot - u * 0.24, u * 0.075, u * 0.028) +
    ellipse(foot - u * 0.42, u * 0.075, u * 0.028) +
    rect(cx - u * 0.014, foot - u * 0.82, u * 0.028, u * 0.22) +
    shape(
      `M${n(cx - u * 0.24)} ${n(rim)}Q${n(cx)} ${n(rim + u * 0.16)} ${n(cx + u * 0.24)} ${n(rim)}Z`,
    ) +
    ellipse(rim, u * 0.24, u * 0.035) +
    [-0.2, -0.1, 0, 0.1, 0.2].map((offset) => flame(cx + u * offset)).join('')
  );
}

/**
 * The card as an SVG document: handloom cloth, the kasavu border, the illustration in its frame,
 * and every line of text in its place and colour. `title` names the picture (its alt text).
 */
export function cardSvg(layout: CardLayout, type: Typesetter, title: string): string {
  const { width, height, picture } = layout;
  const text = layout.blocks
    .map(
      (block) =>
        `<g fill="${C.text[block.role]}" data-role="${block.role}">` +
        block.lines.map((line) => textLine(type, line.text, block.font, line.x, line.y)).join('') +
        '</g>',
    )
    .join('');
  const frame = `x="${n(picture.x)}" y="${n(picture.y)}" width="${n(picture.width)}" height="${n(picture.height)}" rx="24"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<title>${escapeXml(title)}</title>` +
    '<defs>' +
    `<radialGradient id="cloth" cx="${width / 2}" cy="${n(height * 0.42)}" r="${n(width * 0.75)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${C.cloth}"/><stop offset="1" stop-color="${C.clothShade}"/></radialGradient>` +
    `<linearGradient id="zari" x1="0" y1="0" x2="${width}" y2="${height}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${C.goldDark}"/><stop offset="0.25" stop-color="${C.goldLight}"/><stop offset="0.5" stop-color="${C.gold}"/><stop offset="0.75" stop-color="${C.goldLight}"/><stop offset="1" stop-color="${C.goldDark}"/></linearGradient>` +
    `<linearGradient id="brass" x1="0" y1="0" x2="1" y2="0">${C.brass.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('')}</linearGradient>` +
    '<radialGradient id="glow"><stop offset="0" stop-color="rgb(255,200,80)" stop-opacity="0.55"/><stop offset="1" stop-color="rgb(255,200,80)" stop-opacity="0"/></radialGradient>' +
    `<clipPath id="frame"><rect ${frame}/></clipPath>` +
    '</defs>' +
    `<rect width="${width}" height="${height}" fill="url(#cloth)"/>` +
    border(layout) +
    `<rect ${frame} fill="${C.floor}"/>` +
    `<g clip-path="url(#frame)">${illustration(picture)}</g>` +
    `<rect ${frame} fill="none" stroke="${C.gold}" stroke-width="7"/>` +
    text +
    '</svg>'
  );
}
