import {
  clientToLeaf,
  gridSlots,
  isOnLeaf,
  LEAF_HEIGHT,
  LEAF_WIDTH,
  leafPolygon,
  rectCentre,
  riceSlots,
  veinLines,
  ZONE_IDS,
  zoneAt,
  zonePercentBox,
  ZONES,
  type Rect,
} from '../leaf';

const corners = (r: Rect) => [
  { x: r.x, y: r.y },
  { x: r.x + r.width, y: r.y },
  { x: r.x, y: r.y + r.height },
  { x: r.x + r.width, y: r.y + r.height },
];

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the banana leaf', () => {
  it('has its narrow tip on the left and its cut end on the right', () => {
    const polygon = leafPolygon();
    const leftmost = polygon.reduce((a, b) => (b.x < a.x ? b : a));
    expect(leftmost.x).toBeLessThan(10);
    const rightEdge = polygon.filter((p) => p.x > LEAF_WIDTH - 10);
    const spanRight =
      Math.max(...rightEdge.map((p) => p.y)) - Math.min(...rightEdge.map((p) => p.y));
    expect(spanRight).toBeGreaterThan(LEAF_HEIGHT * 0.9);
    // Near the tip the leaf is narrow.
    const nearTip = polygon.filter((p) => p.x < 30);
    const spanTip = Math.max(...nearTip.map((p) => p.y)) - Math.min(...nearTip.map((p) => p.y));
    expect(spanTip).toBeLessThan(LEAF_HEIGHT * 0.5);
  });

  it('keeps every zone wholly on the leaf', () => {
    for (const id of ZONE_IDS) {
      for (const corner of corners(ZONES[id])) expect(isOnLeaf(corner)).toBe(true);
    }
  });

  it('never lets two zones overlap', () => {
    for (const a of ZONE_IDS) {
      for (const b of ZONE_IDS) {
        if (a !== b) expect(overlaps(ZONES[a], ZONES[b])).toBe(false);
      }
    }
  });

  it('makes every zone at least 54 units (about 44 px on a phone) each way', () => {
    for (const id of ZONE_IDS) {
      expect(ZONES[id].width).toBeGreaterThanOrEqual(54);
      expect(ZONES[id].height).toBeGreaterThanOrEqual(54);
    }
  });

  it('puts the salt at the tip, the top row above and the rice bottom centre', () => {
    const centre = (id: (typeof ZONE_IDS)[number]) => rectCentre(ZONES[id]);
    expect(centre('tip').x).toBeLessThan(centre('top-left').x);
    expect(centre('tip').x).toBeLessThan(centre('bottom-left').x);
    expect(centre('top-left').x).toBeLessThan(centre('top-middle').x);
    expect(centre('top-middle').x).toBeLessThan(centre('top-right').x);
    for (const top of ['top-left', 'top-middle', 'top-right'] as const) {
      expect(centre(top).y).toBeLessThan(centre('rice').y);
    }
    expect(centre('bottom-left').x).toBeLessThan(centre('rice').x);
    expect(centre('rice').x).toBeLessThan(centre('centre-right').x);
    expect(Math.abs(centre('rice').x - LEAF_WIDTH / 2)).toBeLessThan(LEAF_WIDTH * 0.1);
  });

  it('draws veins between the midrib and the margin', () => {
    const veins = veinLines();
    expect(veins.length).toBeGreaterThan(10);
    for (const vein of veins) expect(vein.from.y).toBeGreaterThan(vein.to.y);
  });
});

describe('zoneAt', () => {
  it('finds each zone at its centre', () => {
    for (const id of ZONE_IDS) expect(zoneAt(rectCentre(ZONES[id]))).toBe(id);
  });

  it('gives the nearest zone for a drop on the leaf between zones', () => {
    // Between the rice (ends at x 290) and the payasam place (starts at x 294), nearer the rice.
    expect(zoneAt({ x: 291, y: 140 })).toBe('rice');
    expect(zoneAt({ x: 293, y: 140 })).toBe('centre-right');
  });

  it('gives nothing off the leaf', () => {
    expect(zoneAt({ x: 5, y: 10 })).toBeNull();
    expect(zoneAt({ x: -20, y: 100 })).toBeNull();
    expect(zoneAt({ x: 200, y: 260 })).toBeNull();
  });
});

describe('clientToLeaf and zonePercentBox', () => {
  it('maps the drawn box onto leaf units whatever its size on screen', () => {
    const box = { left: 100, top: 50, width: 800, height: 400 };
    expect(clientToLeaf({ x: 100, y: 50 }, box)).toEqual({ x: 0, y: 0 });
    expect(clientToLeaf({ x: 900, y: 450 }, box)).toEqual({ x: LEAF_WIDTH, y: LEAF_HEIGHT });
    expect(clientToLeaf({ x: 500, y: 250 }, box)).toEqual({ x: 200, y: 100 });
  });

  it('gives nothing for a leaf that is not laid out', () => {
    expect(clientToLeaf({ x: 1, y: 1 }, { left: 0, top: 0, width: 0, height: 0 })).toBeNull();
  });

  it('places a zone button in percentages of the leaf', () => {
    expect(zonePercentBox('rice')).toEqual({
      left: '43.000%',
      top: '51.000%',
      width: '29.500%',
      height: '43.000%',
    });
  });
});

describe('portion slots', () => {
  it('keeps every slot inside its zone', () => {
    for (const id of ZONE_IDS) {
      const rect = ZONES[id];
      for (const count of [1, 2, 3, 4, 5, 8]) {
        const slots = gridSlots(rect, count);
        expect(slots).toHaveLength(count);
        for (const { centre, radius } of slots) {
          expect(centre.x - radius).toBeGreaterThanOrEqual(rect.x);
          expect(centre.x + radius).toBeLessThanOrEqual(rect.x + rect.width);
          expect(centre.y - radius).toBeGreaterThanOrEqual(rect.y);
          expect(centre.y + radius).toBeLessThanOrEqual(rect.y + rect.height);
        }
      }
    }
  });

  it('gives no slot for no dish', () => {
    expect(gridSlots(ZONES.tip, 0)).toEqual([]);
  });

  it('pours each course on the rice mound', () => {
    const { rice, courses } = riceSlots(5);
    expect(courses).toHaveLength(5);
    for (const course of courses) {
      const distance = Math.hypot(course.centre.x - rice.centre.x, course.centre.y - rice.centre.y);
      expect(distance).toBeLessThan(rice.radius * 1.25);
    }
  });
});
