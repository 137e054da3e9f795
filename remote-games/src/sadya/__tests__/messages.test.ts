import { messages } from '../../i18n/messages';
import { ZONE_IDS } from '../leaf';
import { COURSE_IDS, DISH_IDS, FEAST_IDS, VARIANT_IDS } from '../menu';
import {
  courseWhyKey,
  dishGlossKey,
  dishNameKey,
  dishWhyKey,
  feastNameKey,
  sadyaMessages,
  variantNameKey,
  zoneNameKey,
  zoneWhereKey,
} from '../messages';

describe('the sadya catalogue', () => {
  it('uses only keys that start with "sadya."', () => {
    for (const key of Object.keys(sadyaMessages.en)) expect(key.startsWith('sadya.')).toBe(true);
  });

  it('has words for every dish, zone, course, variant and feast', () => {
    const en: Record<string, string> = messages.en;
    for (const id of DISH_IDS) {
      for (const key of [dishNameKey(id), dishGlossKey(id), dishWhyKey(id)]) {
        expect(en[key]).toBeTruthy();
      }
    }
    for (const id of ZONE_IDS) {
      expect(en[zoneNameKey(id)]).toBeTruthy();
      expect(en[zoneWhereKey(id)]).toBeTruthy();
    }
    for (const variant of VARIANT_IDS) {
      expect(en[variantNameKey(variant)]).toBeTruthy();
      for (const course of COURSE_IDS) expect(en[courseWhyKey(variant, course)]).toBeTruthy();
    }
    for (const id of FEAST_IDS) expect(en[feastNameKey(id)]).toBeTruthy();
  });

  it('gives every dish and place a name no other contains, so they can be found by name', () => {
    const names = [
      ...DISH_IDS.map((id) => messages.en[dishNameKey(id)]),
      ...ZONE_IDS.map((id) => messages.en[zoneNameKey(id)]),
    ].map((name) => name.toLowerCase());
    for (const a of names) {
      for (const b of names) if (a !== b) expect(b.includes(a)).toBe(false);
    }
  });
});
