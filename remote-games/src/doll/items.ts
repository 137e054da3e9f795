/**
 * The wardrobe as data: every item the doll can wear, where it sits on the body, how high it
 * stacks, and its colours. The facts come from shared/CONTENT.md ("Attire for the dress-up game");
 * correct a colour or a stacking order here, never in the drawing or the rules.
 *
 * Pure data: no React, no DOM. The doll (greeting cards too) and the dress-up game both read it.
 */

/** Every item, in the order the wardrobe shows them. */
export const ITEM_IDS = [
  'kasavu-set-mundu',
  'mundum-neriyathum',
  'pattu-pavada',
  'mundu-jubba',
  'neriyathu',
  'jimikki',
  'kasu-mala',
  'palakka-mala',
  'nagapadam',
  'jasmine',
  'pottu',
  'kajal',
  'crown',
  'olakkuda',
  'moustache',
  'maveli-silk-classic',
  'maveli-silk-slim',
] as const;
export type ItemId = (typeof ITEM_IDS)[number];

/**
 * Where an item goes. Each slot holds a limited number of items (SLOT_CAPACITY): one garment at a
 * time, but a neck can carry two necklaces.
 */
export type Slot =
  'garment' | 'shoulder' | 'neck' | 'ears' | 'eyes' | 'forehead' | 'lip' | 'hair' | 'head' | 'hand';

export const SLOT_CAPACITY: Readonly<Record<Slot, number>> = {
  garment: 1,
  shoulder: 1,
  // Two necklaces of different lengths read well on the doll; a third would hide the garment.
  neck: 2,
  ears: 1,
  eyes: 1,
  forehead: 1,
  lip: 1,
  hair: 1,
  head: 1,
  hand: 1,
};

/** The wardrobe's tabs. */
export const GROUPS = ['garments', 'jewellery', 'hair-and-face', 'maveli'] as const;
export type Group = (typeof GROUPS)[number];

/** How the doll's own body is drawn under the clothes. */
export type BodyShape = 'plain' | 'maveli-classic' | 'maveli-slim';

export interface Item {
  id: ItemId;
  slot: Slot;
  group: Group;
  /**
   * Stacking order, bottom first. The doll's body sits at BODY_LAYER: the olakkuda is held from
   * behind (the hand is drawn over its handle), garments wrap the body, a shoulder cloth lies over
   * the garment, necklaces over the cloth (the longest lowest), then ears and face, the jasmine
   * over the hair, and the crown on top of everything.
   */
  layer: number;
  /** Some garments change the body beneath them: Maveli's pot belly, or his bare chest. */
  body?: BodyShape;
  /** Named colours the drawing uses; see each item's entry. */
  colours: Readonly<Record<string, string>>;
}

/** The doll itself, between what is held behind it and what it wears. */
export const BODY_LAYER = 20;

/** Off-white handloom cotton and its gold zari border: the kasavu of CONTENT.md. */
const KASAVU = { cloth: '#f7f1e1', fold: '#e4dcc6', border: '#d4a017', borderDark: '#8a6410' };
const GOLD = { gold: '#e0b040', goldDark: '#8a6410', goldLight: '#f7dc83' };

export const ITEMS: readonly Item[] = [
  // Garments: one at a time.
  {
    id: 'kasavu-set-mundu',
    slot: 'garment',
    group: 'garments',
    layer: 30,
    // Draped like a saree, with a gold tissue blouse.
    colours: { ...KASAVU, blouse: '#d9a521', blouseDark: '#8a6410' },
  },
  {
    id: 'mundum-neriyathum',
    slot: 'garment',
    group: 'garments',
    layer: 30,
    // Two pieces: the mundu wrapped below, the neriyathu over the left shoulder; contrasting blouse.
    colours: { ...KASAVU, blouse: '#2e7d32', blouseDark: '#1b4d20' },
  },
  {
    id: 'pattu-pavada',
    slot: 'garment',
    group: 'garments',
    layer: 30,
    // Silk skirt and matching blouse, both edged with kasavu.
    colours: { silk: '#a3123a', silkDark: '#6e0c27', border: '#d4a017', borderDark: '#8a6410' },
  },
  {
    id: 'mundu-jubba',
    slot: 'garment',
    group: 'garments',
    layer: 30,
    colours: { ...KASAVU, jubba: '#f3e6c4', jubbaDark: '#c9b98f', button: '#b08a2e' },
  },
  {
    id: 'maveli-silk-classic',
    slot: 'garment',
    group: 'maveli',
    layer: 30,
    body: 'maveli-classic',
    colours: {
      silk: '#f2c14e',
      silkDark: '#b8860b',
      borderRed: '#b71c1c',
      borderGreen: '#1b5e20',
      sash: '#c62828',
      sashDark: '#7f1010',
      ...GOLD,
    },
  },
  {
    id: 'maveli-silk-slim',
    slot: 'garment',
    group: 'maveli',
    layer: 30,
    body: 'maveli-slim',
    colours: {
      silk: '#f2c14e',
      silkDark: '#b8860b',
      borderRed: '#b71c1c',
      borderGreen: '#1b5e20',
      sash: '#c62828',
      sashDark: '#7f1010',
      ...GOLD,
    },
  },
  // A man's neriyathu over the shoulder, worn with mundu and jubba.
  { id: 'neriyathu', slot: 'shoulder', group: 'garments', layer: 40, colours: { ...KASAVU } },
  // Necklaces: the longest lies lowest so the shorter ones show over it.
  {
    id: 'kasu-mala',
    slot: 'neck',
    group: 'jewellery',
    layer: 50,
    colours: { ...GOLD },
  },
  {
    id: 'palakka-mala',
    slot: 'neck',
    group: 'jewellery',
    layer: 51,
    // Leaf-shaped green stones with red stones between, on gold.
    colours: { ...GOLD, green: '#1e8c4a', greenDark: '#0f5a2d', red: '#c0182c' },
  },
  {
    id: 'nagapadam',
    slot: 'neck',
    group: 'jewellery',
    layer: 52,
    // A cobra-hood pendant set with a red stone, on a gold chain.
    colours: { ...GOLD, red: '#c0182c', green: '#1e8c4a' },
  },
  {
    id: 'jimikki',
    slot: 'ears',
    group: 'jewellery',
    layer: 60,
    colours: { ...GOLD, pearl: '#fffaf0', red: '#c0182c' },
  },
  { id: 'kajal', slot: 'eyes', group: 'hair-and-face', layer: 64, colours: { kajal: '#141010' } },
  {
    id: 'pottu',
    slot: 'forehead',
    group: 'hair-and-face',
    layer: 65,
    colours: { pottu: '#b3121f' },
  },
  {
    id: 'moustache',
    slot: 'lip',
    group: 'maveli',
    layer: 66,
    colours: { hair: '#1c1410', sheen: '#4a3a30' },
  },
  // A string of jasmine buds (mulla) pinned in the oiled hair.
  {
    id: 'jasmine',
    slot: 'hair',
    group: 'hair-and-face',
    layer: 70,
    colours: { bud: '#fffdf6', budEdge: '#d8cfae', leaf: '#4c8a3a' },
  },
  {
    id: 'crown',
    slot: 'head',
    group: 'maveli',
    layer: 80,
    colours: { ...GOLD, red: '#c0182c', green: '#1e8c4a', pearl: '#fffaf0' },
  },
  // The olakkuda is held up in the right hand; its canopy rises behind the doll.
  {
    id: 'olakkuda',
    slot: 'hand',
    group: 'maveli',
    layer: 10,
    colours: { palm: '#dcb76a', rib: '#9c7a3a', edge: '#7a5a22', handle: '#6d4c2a' },
  },
];

const BY_ID: ReadonlyMap<string, Item> = new Map(ITEMS.map((item) => [item.id, item]));

export function isItemId(value: string): value is ItemId {
  return BY_ID.has(value);
}

export function itemById(id: ItemId): Item {
  const item = BY_ID.get(id);
  if (!item) throw new Error(`No such item: ${id}`);
  return item;
}

/** A tab's items in the order of ITEM_IDS (the wardrobe's order), not the stacking order. */
export function itemsInGroup(group: Group): readonly Item[] {
  return ITEM_IDS.map(itemById).filter((item) => item.group === group);
}

/** The body under these clothes: the Maveli silk decides his shape, anything else the plain doll. */
export function bodyShapeFor(wearing: readonly ItemId[]): BodyShape {
  for (const id of wearing) {
    const shape = itemById(id).body;
    if (shape) return shape;
  }
  return 'plain';
}
