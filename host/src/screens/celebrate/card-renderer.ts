/**
 * Draws the card on a canvas, with no React: the layout says where, this says how. Everything is
 * drawn in code (no image files), so a card can be made offline.
 */
import {
  BORDER,
  cardFont,
  CARD_HEIGHT,
  CARD_WIDTH,
  containRect,
  layoutCard,
  type CardContent,
  type CardLayout,
  type Measure,
  type Rect,
  type TextRole,
} from '@onam/shared/share/card-layout';

type Context = CanvasRenderingContext2D;

/** What goes in the picture frame: a saved creation, or the festival illustration drawn here. */
export type CardPicture =
  | { kind: 'illustration' }
  | { kind: 'image'; image: CanvasImageSource; width: number; height: number };

const TAU = Math.PI * 2;
const CLOTH = '#fbf6e6';
const CLOTH_SHADE = '#f3e7c4';
const GOLD_DARK = '#9a6b12';
const GOLD = '#d4a72c';
const GOLD_LIGHT = '#f3d77a';
const FLOOR = '#f4e7c6';

const TEXT_COLOURS: Record<TextRole, string> = {
  greeting: '#8a1c10',
  latin: '#5a4a1a',
  meaning: '#5a4a1a',
  name: '#1b5e20',
  brand: '#7a5200',
};

/** Measures with the canvas itself, for the layout. */
export function measureWith(ctx: Context): Measure {
  return (text, font) => {
    ctx.font = font;
    return ctx.measureText(text).width;
  };
}

function roundedRect(ctx: Context, rect: Rect, radius: number) {
  const { x, y, width, height } = rect;
  const r = Math.min(radius, width / 2, height / 2);
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + width, y, x + width, y + height, r);
  ctx.arcTo(x + width, y + height, x, y + height, r);
  ctx.arcTo(x, y + height, x, y, r);
  ctx.arcTo(x, y, x + width, y, r);
  ctx.closePath();
}

/** Off-white handloom cotton, a little deeper towards the edges. */
function drawCloth(ctx: Context) {
  const light = ctx.createRadialGradient(
    CARD_WIDTH / 2,
    CARD_HEIGHT * 0.42,
    CARD_WIDTH * 0.1,
    CARD_WIDTH / 2,
    CARD_HEIGHT / 2,
    CARD_HEIGHT * 0.75,
  );
  light.addColorStop(0, CLOTH);
  light.addColorStop(1, CLOTH_SHADE);
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
}

/** The kasavu: a gold zari band with a fine gold line inside it, as on a set-mundu's border. */
function drawKasavuBorder(ctx: Context) {
  const { inset, band, gap, line } = BORDER;
  const zari = ctx.createLinearGradient(0, 0, CARD_WIDTH, CARD_HEIGHT);
  zari.addColorStop(0, GOLD_DARK);
  zari.addColorStop(0.25, GOLD_LIGHT);
  zari.addColorStop(0.5, GOLD);
  zari.addColorStop(0.75, GOLD_LIGHT);
  zari.addColorStop(1, GOLD_DARK);
  ctx.strokeStyle = zari;
  ctx.lineWidth = band;
  const half = band / 2;
  ctx.strokeRect(
    inset + half,
    inset + half,
    CARD_WIDTH - 2 * (inset + half),
    CARD_HEIGHT - 2 * (inset + half),
  );
  ctx.lineWidth = line;
  const inner = inset + band + gap + line / 2;
  ctx.strokeRect(inner, inner, CARD_WIDTH - 2 * inner, CARD_HEIGHT - 2 * inner);
  // A woven stripe along the middle of the band.
  ctx.strokeStyle = 'rgba(122, 82, 0, 0.45)';
  ctx.lineWidth = 2;
  ctx.setLineDash([10, 8]);
  ctx.strokeRect(
    inset + half,
    inset + half,
    CARD_WIDTH - 2 * (inset + half),
    CARD_HEIGHT - 2 * (inset + half),
  );
  ctx.setLineDash([]);
  const corner = inset + band + gap + 26;
  for (const [x, y] of [
    [corner, corner],
    [CARD_WIDTH - corner, corner],
    [corner, CARD_HEIGHT - corner],
    [CARD_WIDTH - corner, CARD_HEIGHT - corner],
  ] as const) {
    drawFlower(ctx, x, y, 14, '#f78a0b', '#c8102e');
  }
}

/** A small flower of eight petals: the corner motif, and the petals of the illustration. */
function drawFlower(
  ctx: Context,
  x: number,
  y: number,
  size: number,
  petal: string,
  heart: string,
) {
  ctx.fillStyle = petal;
  for (let i = 0; i < 8; i += 1) {
    const angle = (i / 8) * TAU;
    ctx.beginPath();
    ctx.ellipse(
      x + Math.cos(angle) * size * 0.75,
      y + Math.sin(angle) * size * 0.75,
      size * 0.55,
      size * 0.28,
      angle,
      0,
      TAU,
    );
    ctx.fill();
  }
  ctx.fillStyle = heart;
  ctx.beginPath();
  ctx.arc(x, y, size * 0.35, 0, TAU);
  ctx.fill();
}

function ring(ctx: Context, cx: number, cy: number, outer: number, inner: number, colour: string) {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(cx, cy, outer, 0, TAU);
  ctx.arc(cx, cy, inner, 0, TAU, true);
  ctx.fill();
}

/** Pointed petals around a ring, like the radial segments of a pookalam. */
function petalRing(
  ctx: Context,
  cx: number,
  cy: number,
  from: number,
  to: number,
  count: number,
  colour: string,
  turn = 0,
) {
  ctx.fillStyle = colour;
  const half = Math.PI / count;
  for (let i = 0; i < count; i += 1) {
    const angle = (i / count) * TAU + turn;
    ctx.beginPath();
    ctx.moveTo(cx + Math.cos(angle - half) * from, cy + Math.sin(angle - half) * from);
    ctx.quadraticCurveTo(
      cx + Math.cos(angle - half * 0.4) * to,
      cy + Math.sin(angle - half * 0.4) * to,
      cx + Math.cos(angle) * to,
      cy + Math.sin(angle) * to,
    );
    ctx.quadraticCurveTo(
      cx + Math.cos(angle + half * 0.4) * to,
      cy + Math.sin(angle + half * 0.4) * to,
      cx + Math.cos(angle + half) * from,
      cy + Math.sin(angle + half) * from,
    );
    ctx.closePath();
    ctx.fill();
  }
}

/** A pookalam in the colours of its flowers (flowers.ts in the games), outermost ring first. */
function drawPookalam(ctx: Context, cx: number, cy: number, radius: number) {
  ring(ctx, cx, cy, radius, radius * 0.94, '#3f7d32'); // tulasi leaves
  ring(ctx, cx, cy, radius * 0.94, radius * 0.8, '#f6dd2a'); // mukkutti
  petalRing(ctx, cx, cy, radius * 0.8, radius * 0.9, 16, '#f9b90f');
  ring(ctx, cx, cy, radius * 0.8, radius * 0.64, '#e23d28'); // chethi
  petalRing(ctx, cx, cy, radius * 0.64, radius * 0.78, 16, '#f78a0b', Math.PI / 16); // chendumalli
  ring(ctx, cx, cy, radius * 0.64, radius * 0.54, '#f7f6ee'); // thumba
  ring(ctx, cx, cy, radius * 0.54, radius * 0.4, '#6a55c9'); // kakkapoovu
  petalRing(ctx, cx, cy, radius * 0.4, radius * 0.53, 8, '#f7f6ee');
  ring(ctx, cx, cy, radius * 0.4, radius * 0.26, '#f78a0b'); // chendumalli
  ring(ctx, cx, cy, radius * 0.26, 0, '#c8102e'); // chemparathi
  petalRing(ctx, cx, cy, radius * 0.1, radius * 0.25, 8, '#f9b90f');
}

/** A teardrop flame with a pale heart, and the warm glow around it. */
function drawFlame(ctx: Context, x: number, base: number, height: number) {
  const glow = ctx.createRadialGradient(
    x,
    base - height * 0.5,
    0,
    x,
    base - height * 0.5,
    height * 1.3,
  );
  glow.addColorStop(0, 'rgba(255, 200, 80, 0.55)');
  glow.addColorStop(1, 'rgba(255, 200, 80, 0)');
  ctx.fillStyle = glow;
  ctx.beginPath();
  ctx.arc(x, base - height * 0.5, height * 1.3, 0, TAU);
  ctx.fill();
  const flame = (h: number, w: number, colour: string) => {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.moveTo(x, base - h);
    ctx.bezierCurveTo(x + w, base - h * 0.45, x + w, base, x, base);
    ctx.bezierCurveTo(x - w, base, x - w, base - h * 0.45, x, base - h);
    ctx.fill();
  };
  flame(height, height * 0.42, '#ff9800');
  flame(height * 0.62, height * 0.24, '#fff3c4');
}

/**
 * The nilavilakku, Kerala's brass oil lamp lit for Onam: a round foot, a stem with two collars, a
 * wide dish with five wicks, and a finial rising from the middle. `u` is the lamp's unit of size.
 */
function drawNilavilakku(ctx: Context, cx: number, foot: number, u: number) {
  const brass = ctx.createLinearGradient(cx - u * 0.25, 0, cx + u * 0.25, 0);
  brass.addColorStop(0, '#7a4e0e');
  brass.addColorStop(0.35, '#e8b84a');
  brass.addColorStop(0.5, '#fff0b0');
  brass.addColorStop(0.7, '#c9962b');
  brass.addColorStop(1, '#7a4e0e');
  ctx.fillStyle = brass;
  ctx.strokeStyle = '#5c3a08';
  ctx.lineWidth = Math.max(1.5, u * 0.008);
  const shape = (draw: () => void) => {
    ctx.beginPath();
    draw();
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  };
  // The foot: a flat disc and a bell rising from it.
  shape(() => ctx.ellipse(cx, foot, u * 0.24, u * 0.05, 0, 0, TAU));
  shape(() => {
    ctx.moveTo(cx - u * 0.2, foot - u * 0.01);
    ctx.quadraticCurveTo(cx - u * 0.06, foot - u * 0.04, cx - u * 0.04, foot - u * 0.14);
    ctx.lineTo(cx + u * 0.04, foot - u * 0.14);
    ctx.quadraticCurveTo(cx + u * 0.06, foot - u * 0.04, cx + u * 0.2, foot - u * 0.01);
  });
  // The stem and its collars.
  shape(() => ctx.rect(cx - u * 0.028, foot - u * 0.6, u * 0.056, u * 0.47));
  for (const at of [0.24, 0.42]) {
    shape(() => ctx.ellipse(cx, foot - u * at, u * 0.075, u * 0.028, 0, 0, TAU));
  }
  // The finial behind the dish's middle.
  shape(() => ctx.rect(cx - u * 0.014, foot - u * 0.82, u * 0.028, u * 0.22));
  shape(() => {
    ctx.moveTo(cx, foot - u * 0.93);
    ctx.quadraticCurveTo(cx + u * 0.05, foot - u * 0.84, cx, foot - u * 0.8);
    ctx.quadraticCurveTo(cx - u * 0.05, foot - u * 0.84, cx, foot - u * 0.93);
  });
  // The dish, seen a little from above: its rim is an ellipse.
  const rim = foot - u * 0.66;
  shape(() => {
    ctx.moveTo(cx - u * 0.24, rim);
    ctx.quadraticCurveTo(cx, rim + u * 0.16, cx + u * 0.24, rim);
  });
  shape(() => ctx.ellipse(cx, rim, u * 0.24, u * 0.035, 0, 0, TAU));
  for (const offset of [-0.2, -0.1, 0, 0.1, 0.2]) {
    drawFlame(ctx, cx + u * offset, rim - u * 0.015, u * 0.11);
  }
}

/** The festival illustration: a lit nilavilakku standing in the middle of a pookalam. */
export function drawIllustration(ctx: Context, box: Rect) {
  const cx = box.x + box.width / 2;
  const side = Math.min(box.width, box.height);
  const radius = side * 0.46;
  const cy = box.y + box.height / 2 + side * 0.08;
  // The pookalam lies on the floor, so it is drawn squashed a little, seen from where one stands.
  ctx.save();
  ctx.translate(cx, cy);
  ctx.scale(1, 0.9);
  drawPookalam(ctx, 0, 0, radius);
  ctx.restore();
  drawNilavilakku(ctx, cx, cy + radius * 0.12, side * 0.62);
}

function drawPicture(ctx: Context, box: Rect, picture: CardPicture) {
  ctx.save();
  roundedRect(ctx, box, 28);
  ctx.fillStyle = FLOOR;
  ctx.fill();
  ctx.clip();
  if (picture.kind === 'image') {
    const fitted = containRect(box, picture.width, picture.height);
    ctx.drawImage(picture.image, fitted.x, fitted.y, fitted.width, fitted.height);
  } else {
    drawIllustration(ctx, box);
  }
  ctx.restore();
  roundedRect(ctx, box, 28);
  ctx.strokeStyle = GOLD;
  ctx.lineWidth = 8;
  ctx.stroke();
}

function drawText(ctx: Context, layout: CardLayout) {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const block of layout.blocks) {
    ctx.font = block.font;
    ctx.fillStyle = TEXT_COLOURS[block.role];
    for (const line of block.lines) ctx.fillText(line.text, line.x, line.y);
  }
}

/** Draws the whole card at full size on `canvas` and returns where things went. */
export function renderCard(
  canvas: HTMLCanvasElement,
  content: CardContent,
  picture: CardPicture,
): CardLayout {
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the card');
  const layout = layoutCard(content, measureWith(ctx));
  drawCloth(ctx);
  drawKasavuBorder(ctx);
  drawPicture(ctx, layout.picture, picture);
  drawText(ctx, layout);
  return layout;
}

/** The card as a PNG file. */
export function cardToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new Error('The card could not be turned into a picture')),
      'image/png',
    );
  });
}

const FONT_SAMPLE = 'ഓണാശംസകൾ Onashamsakal';
const FONT_WAIT_MS = 3000;
let fontsReady: Promise<void> | undefined;

/**
 * Waits (once per page, at most FONT_WAIT_MS) for Baloo Chettan 2's Malayalam and Latin faces:
 * a canvas does not wait for web fonts, and would draw the greeting in a fallback font instead.
 * A font that cannot load never blocks the card.
 */
export function cardFontsReady(): Promise<void> {
  fontsReady ??= (async () => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts || typeof fonts.load !== 'function') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const loads = Promise.all(
      [cardFont(600, 40), cardFont(400, 40)].map((font) => fonts.load(font, FONT_SAMPLE)),
    ).then(
      () => undefined,
      () => undefined,
    );
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FONT_WAIT_MS);
    });
    await Promise.race([loads, timeout]);
    clearTimeout(timer);
  })();
  return fontsReady;
}
