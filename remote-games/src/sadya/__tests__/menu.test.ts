import { ZONE_IDS } from '../leaf';
import {
  acceptedZones,
  correctOrder,
  COURSE_IDS,
  coursesFor,
  DISH_IDS,
  DISHES,
  FEAST_IDS,
  FEASTS,
  VARIANT_IDS,
  VARIANTS,
  zoneOf,
} from '../menu';

describe('the sadya data', () => {
  it('has the 24 dishes of CONTENT.md', () => {
    expect(DISH_IDS).toHaveLength(24);
    expect(new Set(DISH_IDS).size).toBe(24);
    for (const id of DISH_IDS) expect(DISHES[id].id).toBe(id);
  });

  it('places the dishes as CONTENT.md says', () => {
    expect(zoneOf('common', 'uppu')).toBe('tip');
    for (const id of ['kaya-varuthathu', 'sharkara-varatti', 'pazham', 'pappadam'] as const) {
      expect(zoneOf('common', id)).toBe('bottom-left');
    }
    for (const id of ['inji-puli', 'naranga-achar', 'manga-achar'] as const) {
      expect(zoneOf('common', id)).toBe('top-left');
    }
    for (const id of ['kichadi', 'pachadi', 'olan', 'erissery', 'kaalan'] as const) {
      expect(zoneOf('common', id)).toBe('top-middle');
    }
    for (const id of ['thoran', 'avial', 'kootu-curry'] as const) {
      expect(zoneOf('common', id)).toBe('top-right');
    }
    expect(zoneOf('common', 'choru')).toBe('rice');
    for (const id of ['parippu', 'sambar', 'pulissery', 'rasam', 'moru'] as const) {
      expect(DISHES[id].kind).toBe('course');
      expect(zoneOf('common', id)).toBe('rice');
    }
    for (const id of ['ada-pradhaman', 'palada'] as const) {
      expect(zoneOf('common', id)).toBe('centre-right');
    }
  });

  it('accepts kaalan at the far right too, as some households serve it', () => {
    expect(acceptedZones('common', 'kaalan')).toEqual(['top-middle', 'top-right']);
    expect(acceptedZones('common', 'olan')).toEqual(['top-middle']);
  });

  it('serves the common variant exactly in the order of CONTENT.md’s table', () => {
    expect(correctOrder('common', 'full')).toEqual([...DISH_IDS]);
  });

  it('serves pulissery before the payasams in the pulissery-first variant', () => {
    const order = correctOrder('pulissery-first', 'full');
    expect(order).toHaveLength(24);
    expect(order.indexOf('pulissery')).toBe(order.indexOf('sambar') + 1);
    expect(order.indexOf('pulissery')).toBeLessThan(order.indexOf('ada-pradhaman'));
    expect(order.slice(-2)).toEqual(['rasam', 'moru']);
  });

  it.each(VARIANT_IDS)('%s: every dish in exactly one course, in a known course', (variant) => {
    const seen = VARIANTS[variant].courses.flatMap((c) => c.dishes);
    expect([...seen].sort()).toEqual([...DISH_IDS].sort());
    for (const c of VARIANTS[variant].courses) expect(COURSE_IDS).toContain(c.id);
  });

  it.each(VARIANT_IDS)('%s: rice after every placed item, then parippu, then sambar', (variant) => {
    const order = correctOrder(variant, 'full');
    const rice = order.indexOf('choru');
    for (const id of DISH_IDS.filter((d) => DISHES[d].kind === 'placed')) {
      expect(order.indexOf(id)).toBeLessThan(rice);
    }
    expect(order[0]).toBe('uppu');
    expect(order[rice + 1]).toBe('parippu');
    expect(order[rice + 2]).toBe('sambar');
  });

  it('keeps a quick feast that still covers every place and both payasams', () => {
    expect(FEASTS.quick.length).toBeLessThan(FEASTS.full.length);
    expect(new Set(FEASTS.quick.map((id) => zoneOf('common', id)))).toEqual(new Set(ZONE_IDS));
    expect(FEASTS.quick).toEqual(expect.arrayContaining(['ada-pradhaman', 'palada', 'pulissery']));
  });

  it.each(FEAST_IDS.flatMap((f) => VARIANT_IDS.map((v) => [v, f] as const)))(
    '%s, %s: the courses hold exactly the feast’s dishes, with no empty course',
    (variant, feast) => {
      const courses = coursesFor(variant, feast);
      for (const c of courses) expect(c.dishes.length).toBeGreaterThan(0);
      expect([...correctOrder(variant, feast)].sort()).toEqual([...FEASTS[feast]].sort());
    },
  );
});
