/**
 * Draws the card on a canvas, with no React: the layout says where, this says how. Everything is
 * drawn in code (no image files), so a card can be made offline.
 */
import {
  BORDER,
  CARD_COLOURS,
  cardFont,
  CARD_HEIGHT,
  CARD_WIDTH,
  containRect,
  layoutCard,
  type CardContent,
  type CardLayout,
  type Measure,
  type Rect,
} from '@onam/shared/share/card-layout';
import { drawIllustration } from '../../wishes/festival-illustration';

type Context = CanvasRenderingContext2D;

/** What goes in the picture frame: a saved creation, or the festival illustration. */
export type CardPicture =
  | { kind: 'illustration' }
  | { kind: 'image'; image: CanvasImageSource; width: number; height: number };

const TAU = Math.PI * 2;
const {
  cloth: CLOTH,
  clothShade: CLOTH_SHADE,
  goldDark: GOLD_DARK,
  gold: GOLD,
  goldLight: GOLD_LIGHT,
  floor: FLOOR,
  text: TEXT_COLOURS,
} = CARD_COLOURS;

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
    drawFlower(ctx, x, y, 14, CARD_COLOURS.flowerPetals, CARD_COLOURS.flowerCentre);
  }
}

/** A small flower of eight petals: the corner motif. */
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
