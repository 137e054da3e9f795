/**
 * The banana leaf in its own coordinates: 400 × 200 units, the narrow tip on the LEFT (the guest's
 * left), the cut end on the right, the midrib edge nearest the guest. Pure geometry, no DOM: the view
 * draws from it and turns pointer positions into zones with it.
 */

export const LEAF_WIDTH = 400;
export const LEAF_HEIGHT = 200;

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The places on the leaf, in reading order (which is also the order arrow keys move through). */
export const ZONE_IDS = [
  'tip',
  'top-left',
  'top-middle',
  'top-right',
  'bottom-left',
  'rice',
  'centre-right',
] as const;
export type ZoneId = (typeof ZONE_IDS)[number];

/**
 * Each zone as a rectangle. Sizes follow how much goes there (five curries in the middle of the
 * top row, only the salt at the tip) and stay at least 54 units, about 44 px on a 360 px phone.
 */
export const ZONES: Readonly<Record<ZoneId, Rect>> = {
  tip: { x: 18, y: 108, width: 56, height: 54 },
  'top-left': { x: 78, y: 50, width: 72, height: 54 },
  'top-middle': { x: 154, y: 24, width: 132, height: 74 },
  'top-right': { x: 290, y: 12, width: 100, height: 86 },
  'bottom-left': { x: 78, y: 108, width: 90, height: 78 },
  rice: { x: 172, y: 102, width: 118, height: 86 },
  'centre-right': { x: 294, y: 102, width: 96, height: 86 },
};

/** A cubic Bézier segment of the outline. */
interface Cubic {
  from: Point;
  c1: Point;
  c2: Point;
  to: Point;
}

const TIP: Point = { x: 4, y: 150 };
const CUT_TOP: Point = { x: 396, y: 6 };
const CUT_BOTTOM: Point = { x: 396, y: 196 };
const MIDRIB_START: Point = { x: 70, y: 190 };

/** The outer margin: from the tip, sweeping up and right to the top of the cut end. */
const MARGIN: Cubic = { from: TIP, c1: { x: 16, y: 40 }, c2: { x: 120, y: 4 }, to: CUT_TOP };
/** The rounded lower side of the tip, down to where the straight midrib edge begins. */
const TIP_UNDERSIDE: Cubic = {
  from: MIDRIB_START,
  c1: { x: 40, y: 186 },
  c2: { x: 18, y: 172 },
  to: TIP,
};

const fmt = (p: Point) => `${p.x} ${p.y}`;

/** The leaf's outline as an SVG path. */
export const LEAF_PATH = [
  `M${fmt(TIP)}`,
  `C${fmt(MARGIN.c1)} ${fmt(MARGIN.c2)} ${fmt(MARGIN.to)}`,
  `L${fmt(CUT_BOTTOM)}`,
  `L${fmt(MIDRIB_START)}`,
  `C${fmt(TIP_UNDERSIDE.c1)} ${fmt(TIP_UNDERSIDE.c2)} ${fmt(TIP_UNDERSIDE.to)}`,
  'Z',
].join(' ');

/** The strip of midrib left along the guest's edge, as a sadya leaf is cut. */
export const MIDRIB_PATH = `M${fmt(TIP)} C${fmt(TIP_UNDERSIDE.c2)} ${fmt(TIP_UNDERSIDE.c1)} ${fmt(
  MIDRIB_START,
)} L${fmt(CUT_BOTTOM)}`;

function cubicAt({ from, c1, c2, to }: Cubic, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return {
    x: a * from.x + b * c1.x + c * c2.x + d * to.x,
    y: a * from.y + b * c1.y + c * c2.y + d * to.y,
  };
}

/** The outline as a polygon (for hit-testing and tests), `samples` points per curve. */
export function leafPolygon(samples = 24): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= samples; i += 1) points.push(cubicAt(MARGIN, i / samples));
  points.push(CUT_BOTTOM, MIDRIB_START);
  for (let i = 1; i < samples; i += 1) points.push(cubicAt(TIP_UNDERSIDE, i / samples));
  return points;
}

const POLYGON = leafPolygon();

/** Even-odd ray casting. */
export function isInsidePolygon(point: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i] as Point;
    const b = polygon[j] as Point;
    if (a.y > point.y !== b.y > point.y) {
      const crossX = ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x;
      if (point.x < crossX) inside = !inside;
    }
  }
  return inside;
}

export function isOnLeaf(point: Point): boolean {
  return isInsidePolygon(point, POLYGON);
}

/**
 * The veins: banana-leaf veins run from the midrib out to the margin, leaning a little towards the
 * tip. Each is a line from the midrib edge to just inside the margin.
 */
export function veinLines(count = 22): { from: Point; to: Point }[] {
  const lines: { from: Point; to: Point }[] = [];
  for (let i = 1; i <= count; i += 1) {
    const t = i / (count + 1);
    const top = cubicAt(MARGIN, 0.12 + 0.88 * t);
    const baseX = Math.min(CUT_BOTTOM.x - 2, top.x + 14);
    const baseY = MIDRIB_START.y + ((CUT_BOTTOM.y - MIDRIB_START.y) * (baseX - 70)) / 326;
    if (baseX < MIDRIB_START.x) continue;
    lines.push({ from: { x: baseX, y: baseY - 3 }, to: { x: top.x, y: top.y + 4 } });
  }
  return lines;
}

export function rectCentre(rect: Rect): Point {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

function contains(rect: Rect, p: Point): boolean {
  return (
    p.x >= rect.x && p.x <= rect.x + rect.width && p.y >= rect.y && p.y <= rect.y + rect.height
  );
}

function distanceToRect(rect: Rect, p: Point): number {
  const dx = Math.max(rect.x - p.x, 0, p.x - (rect.x + rect.width));
  const dy = Math.max(rect.y - p.y, 0, p.y - (rect.y + rect.height));
  return Math.hypot(dx, dy);
}

/**
 * The zone a dish dropped at `point` lands in: the zone under it, or the nearest zone when it
 * falls on the leaf between zones; null when it misses the leaf (the dish stays in hand).
 */
export function zoneAt(point: Point): ZoneId | null {
  const hit = ZONE_IDS.find((id) => contains(ZONES[id], point));
  if (hit) return hit;
  if (!isOnLeaf(point)) return null;
  let best: ZoneId = ZONE_IDS[0];
  let bestDistance = Infinity;
  for (const id of ZONE_IDS) {
    const distance = distanceToRect(ZONES[id], point);
    if (distance < bestDistance) {
      best = id;
      bestDistance = distance;
    }
  }
  return best;
}

/** A screen position (e.g. a pointer) into leaf units, given where the leaf is drawn on screen. */
export function clientToLeaf(
  client: Point,
  box: { left: number; top: number; width: number; height: number },
): Point | null {
  if (box.width <= 0 || box.height <= 0) return null;
  return {
    x: ((client.x - box.left) / box.width) * LEAF_WIDTH,
    y: ((client.y - box.top) / box.height) * LEAF_HEIGHT,
  };
}

/** A zone as percentages of the leaf, to position an HTML button over the drawing. */
export function zonePercentBox(id: ZoneId): {
  left: string;
  top: string;
  width: string;
  height: string;
} {
  const rect = ZONES[id];
  const pct = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;
  return {
    left: pct(rect.x, LEAF_WIDTH),
    top: pct(rect.y, LEAF_HEIGHT),
    width: pct(rect.width, LEAF_WIDTH),
    height: pct(rect.height, LEAF_HEIGHT),
  };
}

export const MAX_PORTION_RADIUS = 17;

/**
 * Where `count` portions sit in a zone: a grid that fills the rectangle, row by row from the left
 * (the way servers walk the leaf), each with the radius a portion may take.
 */
export function gridSlots(rect: Rect, count: number): { centre: Point; radius: number }[] {
  if (count <= 0) return [];
  const aspect = rect.width / rect.height;
  const cols = Math.max(1, Math.min(count, Math.round(Math.sqrt(count * aspect))));
  const rows = Math.ceil(count / cols);
  const cellW = rect.width / cols;
  const cellH = rect.height / rows;
  // A portion is a serving spoon's worth: a lone dish does not swell to fill its zone.
  const radius = Math.min(cellW * 0.4, cellH * 0.4, MAX_PORTION_RADIUS);
  const slots: { centre: Point; radius: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = Math.floor(i / cols);
    const inRow = row === rows - 1 ? count - row * cols : cols;
    // A short last row is centred rather than left hanging.
    const offset = ((cols - inRow) * cellW) / 2;
    const col = i % cols;
    slots.push({
      centre: { x: rect.x + offset + cellW * (col + 0.5), y: rect.y + cellH * (row + 0.5) },
      radius,
    });
  }
  return slots;
}

/**
 * The rice zone holds the rice mound in the middle and each course poured on it, spread along the
 * top of the mound so that every course stays visible.
 */
export function riceSlots(courseCount: number): {
  rice: { centre: Point; radius: number };
  courses: { centre: Point; radius: number }[];
} {
  const rect = ZONES.rice;
  const centre = rectCentre(rect);
  const radius = Math.min(rect.width, rect.height) * 0.42;
  const courses: { centre: Point; radius: number }[] = [];
  for (let i = 0; i < courseCount; i += 1) {
    // An arc from upper left to upper right across the mound.
    const angle = Math.PI * (1.1 + (0.8 * (i + 0.5)) / courseCount);
    courses.push({
      centre: {
        x: centre.x + Math.cos(angle) * radius * 0.95,
        y: centre.y + 6 + Math.sin(angle) * radius * 0.55,
      },
      radius: radius * 0.3,
    });
  }
  return { rice: { centre, radius }, courses };
}
