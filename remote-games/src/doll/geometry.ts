/**
 * The doll's coordinates: its view box, where the arms hang, and the few helpers every drawing
 * places things with. Numbers only; the shapes are in the drawing files beside this one.
 */
export const DOLL_WIDTH = 200;
export const DOLL_HEIGHT = 380;
export const DOLL_VIEW_BOX = `0 0 ${DOLL_WIDTH} ${DOLL_HEIGHT}`;

export type Point = readonly [number, number];

/** The arms hang from the shoulders to the hands; sleeves and armlets follow the same lines. */
export const LEFT_ARM: readonly [Point, Point] = [
  [72, 148],
  [54, 240],
];
export const RIGHT_ARM: readonly [Point, Point] = [
  [128, 148],
  [146, 240],
];

export function along([from, to]: readonly [Point, Point], t: number): Point {
  return [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
}

/** Points spread evenly along a quadratic curve (by length), e.g. the coins of a necklace. */
export function onQuadratic(p0: Point, p1: Point, p2: Point, count: number, inset = 0.06): Point[] {
  const at = (t: number): Point => {
    const u = 1 - t;
    return [
      u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
      u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
    ];
  };
  const samples = Array.from({ length: 201 }, (_, i) => at(i / 200));
  const lengths = [0];
  for (let i = 1; i < samples.length; i += 1) {
    const [ax, ay] = samples[i - 1] ?? p0;
    const [bx, by] = samples[i] ?? p0;
    lengths.push((lengths[i - 1] ?? 0) + Math.hypot(bx - ax, by - ay));
  }
  const total = lengths.at(-1) ?? 0;
  return Array.from({ length: count }, (_, i) => {
    const wanted = total * (inset + ((1 - 2 * inset) * i) / Math.max(1, count - 1));
    const index = lengths.findIndex((length) => length >= wanted);
    return samples[Math.max(0, index)] ?? p0;
  });
}

export const r1 = (n: number) => Math.round(n * 10) / 10;
