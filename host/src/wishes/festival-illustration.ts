/**
 * The festival illustration, drawn in code on a canvas (no image file, so it draws offline): the
 * card maker's picture when a visitor has no creation of their own, and the picture on every card
 * of the wall of wishes.
 */
import { CARD_COLOURS, type Rect } from '@onam/shared/share/card-layout';

type Context = CanvasRenderingContext2D;

const TAU = Math.PI * 2;
const POOKALAM = CARD_COLOURS.pookalam;

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
  ring(ctx, cx, cy, radius, radius * 0.94, POOKALAM.tulasi);
  ring(ctx, cx, cy, radius * 0.94, radius * 0.8, POOKALAM.mukkutti);
  petalRing(ctx, cx, cy, radius * 0.8, radius * 0.9, 16, POOKALAM.mukkuttiPetals);
  ring(ctx, cx, cy, radius * 0.8, radius * 0.64, POOKALAM.chethi);
  petalRing(ctx, cx, cy, radius * 0.64, radius * 0.78, 16, POOKALAM.chendumalli, Math.PI / 16);
  ring(ctx, cx, cy, radius * 0.64, radius * 0.54, POOKALAM.thumba);
  ring(ctx, cx, cy, radius * 0.54, radius * 0.4, POOKALAM.kakkapoovu);
  petalRing(ctx, cx, cy, radius * 0.4, radius * 0.53, 8, POOKALAM.thumba);
  ring(ctx, cx, cy, radius * 0.4, radius * 0.26, POOKALAM.chendumalli);
  ring(ctx, cx, cy, radius * 0.26, 0, POOKALAM.chemparathi);
  petalRing(ctx, cx, cy, radius * 0.1, radius * 0.25, 8, POOKALAM.mukkuttiPetals);
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
  flame(height, height * 0.42, CARD_COLOURS.flame);
  flame(height * 0.62, height * 0.24, CARD_COLOURS.flameHeart);
}

/**
 * The nilavilakku, Kerala's brass oil lamp lit for Onam: a round foot, a stem with two collars, a
 * wide dish with five wicks, and a finial rising from the middle. `u` is the lamp's unit of size.
 */
function drawNilavilakku(ctx: Context, cx: number, foot: number, u: number) {
  const brass = ctx.createLinearGradient(cx - u * 0.25, 0, cx + u * 0.25, 0);
  for (const [offset, colour] of CARD_COLOURS.brass) brass.addColorStop(offset, colour);
  ctx.fillStyle = brass;
  ctx.strokeStyle = CARD_COLOURS.brassOutline;
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
