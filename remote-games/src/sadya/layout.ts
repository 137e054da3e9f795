import { gridSlots, riceSlots, ZONE_IDS, ZONES, type Point, type ZoneId } from './leaf';
import { DISHES, type DishId } from './menu';

/** Where one dish's portion is drawn on the leaf. */
export interface PortionSpot {
  dish: DishId;
  zone: ZoneId;
  centre: Point;
  radius: number;
}

/**
 * Lays out portions: each zone shares its room among the dishes that rest there, in the order
 * given (the serving order, so a zone fills from the left as servers walk the leaf). Give every dish
 * of the play, served or not, so that a portion never jumps when another one arrives.
 */
export function layoutPortions(
  placements: readonly { dish: DishId; zone: ZoneId }[],
): Map<DishId, PortionSpot> {
  const spots = new Map<DishId, PortionSpot>();
  for (const zone of ZONE_IDS) {
    const here = placements.filter((p) => p.zone === zone).map((p) => p.dish);
    if (zone === 'rice') {
      const poured = here.filter((dish) => DISHES[dish].kind !== 'rice');
      const { rice, courses } = riceSlots(poured.length);
      for (const dish of here) {
        if (DISHES[dish].kind === 'rice') spots.set(dish, { dish, zone, ...rice });
      }
      poured.forEach((dish, i) => {
        const slot = courses[i];
        if (slot) spots.set(dish, { dish, zone, ...slot });
      });
      continue;
    }
    const slots = gridSlots(ZONES[zone], here.length);
    here.forEach((dish, i) => {
      const slot = slots[i];
      if (slot) spots.set(dish, { dish, zone, ...slot });
    });
  }
  return spots;
}
