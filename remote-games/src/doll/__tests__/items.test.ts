import { messages } from '../../i18n/messages';
import { ITEM_DRAWINGS, ITEM_ICON_BOX } from '../drawings';
import { bodyShapeFor, GROUPS, ITEM_IDS, ITEMS, itemsInGroup, isItemId, itemById } from '../items';
import { itemAboutKey, itemInSentenceKey, itemNameKey } from '../item-wording';

describe('the wardrobe data', () => {
  it('has each item once, in the order of ITEM_IDS', () => {
    expect(ITEMS.map((item) => item.id)).toEqual(expect.arrayContaining([...ITEM_IDS]));
    expect(new Set(ITEMS.map((item) => item.id)).size).toBe(ITEM_IDS.length);
    expect(ITEMS).toHaveLength(ITEM_IDS.length);
  });

  it('gives every item a drawing, an icon, words and valid colours', () => {
    for (const id of ITEM_IDS) {
      expect(ITEM_DRAWINGS[id]).toEqual(expect.any(Function));
      expect(ITEM_ICON_BOX[id]).toMatch(/^\d+ \d+ \d+ \d+$/);
      expect(messages.en[itemNameKey(id)]).toBeTruthy();
      expect(messages.en[itemInSentenceKey(id)]).toBeTruthy();
      expect(messages.en[itemAboutKey(id)]).toBeTruthy();
      for (const colour of Object.values(itemById(id).colours)) {
        expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
  });

  it('offers every garment, jewel and Maveli piece the festival asks for, in its tab', () => {
    const ids = (group: (typeof GROUPS)[number]) => itemsInGroup(group).map((item) => item.id);
    expect(ids('garments')).toEqual(
      expect.arrayContaining([
        'kasavu-set-mundu',
        'mundum-neriyathum',
        'pattu-pavada',
        'mundu-jubba',
      ]),
    );
    expect(ids('jewellery')).toEqual(['jimikki', 'kasu-mala', 'palakka-mala', 'nagapadam']);
    expect(ids('hair-and-face')).toEqual(expect.arrayContaining(['jasmine', 'pottu']));
    expect(ids('maveli')).toEqual(
      expect.arrayContaining([
        'crown',
        'olakkuda',
        'moustache',
        'maveli-silk-classic',
        'maveli-silk-slim',
      ]),
    );
    for (const group of GROUPS) expect(messages.en[`dress.group.${group}`]).toBeTruthy();
  });

  it('knows its own ids', () => {
    expect(isItemId('jimikki')).toBe(true);
    expect(isItemId('tiara')).toBe(false);
    expect(() => itemById('tiara' as never)).toThrow(/tiara/);
  });

  it('draws Maveli pot-bellied or slim by the silk he wears, the plain doll otherwise', () => {
    expect(bodyShapeFor([])).toBe('plain');
    expect(bodyShapeFor(['kasavu-set-mundu', 'crown'])).toBe('plain');
    expect(bodyShapeFor(['crown', 'maveli-silk-classic'])).toBe('maveli-classic');
    expect(bodyShapeFor(['maveli-silk-slim'])).toBe('maveli-slim');
  });
});
