import { drawIllustration } from '../festival-illustration';

type Drawn = { type: string; props: Record<string, unknown> };
const calls = (canvas: HTMLCanvasElement): Drawn[] =>
  (canvas.getContext('2d') as unknown as { __getDrawCalls: () => Drawn[] }).__getDrawCalls();

it('draws the illustration within the box it is given, from no image', () => {
  const canvas = document.createElement('canvas');
  canvas.width = 96;
  canvas.height = 96;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no context');
  drawIllustration(ctx, { x: 0, y: 0, width: 96, height: 96 });
  expect(calls(canvas).filter((call) => call.type === 'fill').length).toBeGreaterThan(20);
  // Drawn in code, so the card maker and the wall draw it offline.
  expect(calls(canvas).some((call) => call.type === 'drawImage')).toBe(false);
});
