/**
 * The flowers of an Onam pookalam (CONTENT.md) as data, so a colour or a name can be corrected
 * without touching the logic. Colours are chosen to be true to the flower as it lies on the floor;
 * the texture says how its petals are drawn, so two flowers of similar colour (chethi and krishna
 * kireedam, mukkutti and jamanthi) still look different.
 */
export type FlowerTexture = 'florets' | 'petals' | 'blossoms' | 'speckle' | 'leaves';

export interface Flower {
  id: FlowerId;
  /** The base colour of a bed of this flower. */
  base: string;
  /** The colours of the little petals, dots or leaves drawn over the base. */
  accents: readonly string[];
  texture: FlowerTexture;
}

export const FLOWER_IDS = [
  'thumba',
  'mukkutti',
  'chethi',
  'kakkapoovu',
  'chendumalli',
  'jamanthi',
  'chemparathi',
  'shankupushpam',
  'konginipoo',
  'krishnaKireedam',
  'tulasi',
] as const;
export type FlowerId = (typeof FLOWER_IDS)[number];

export const FLOWERS: readonly Flower[] = [
  // Leucas aspera: tiny white flowers with a green calyx; the flower of Atham, the first day.
  { id: 'thumba', base: '#f7f6ee', accents: ['#ffffff', '#d4dcc4'], texture: 'florets' },
  // Biophytum: very small bright yellow flowers, used in the outer rings.
  { id: 'mukkutti', base: '#f6dd2a', accents: ['#fff176', '#d9b800'], texture: 'florets' },
  // Ixora (chethi / thechi): clusters of scarlet, red-orange star flowers.
  { id: 'chethi', base: '#e23d28', accents: ['#ff6a3d', '#b8261a'], texture: 'blossoms' },
  // Utricularia: small violet-blue flowers.
  { id: 'kakkapoovu', base: '#6a55c9', accents: ['#8c7be0', '#4a3aa0'], texture: 'florets' },
  // Marigold: deep orange petals.
  { id: 'chendumalli', base: '#f78a0b', accents: ['#ffab40', '#d96a00'], texture: 'petals' },
  // Chrysanthemum: golden yellow petals (white jamanthi exists too; yellow is the common one).
  { id: 'jamanthi', base: '#f9b90f', accents: ['#ffd54f', '#dc9a00'], texture: 'petals' },
  // Hibiscus: large red petals.
  { id: 'chemparathi', base: '#c8102e', accents: ['#e53950', '#8f0a20'], texture: 'blossoms' },
  // Butterfly pea: deep blue with a pale centre.
  { id: 'shankupushpam', base: '#1f3a9e', accents: ['#3556c4', '#f2eee0'], texture: 'blossoms' },
  // Lantana: mixed clusters of pink, orange and yellow, drawn as a multi-colour speckle.
  {
    id: 'konginipoo',
    base: '#f06a8f',
    accents: ['#ffb74d', '#fff176', '#d81b60', '#ff8a65'],
    texture: 'speckle',
  },
  // Clerodendrum paniculatum (pagoda flower): bright red-orange.
  { id: 'krishnaKireedam', base: '#f4622e', accents: ['#ff8a50', '#d84315'], texture: 'florets' },
  // Holy basil: green leaves.
  { id: 'tulasi', base: '#3f7d32', accents: ['#5d9c48', '#2a5a22'], texture: 'leaves' },
];

const BY_ID = new Map(FLOWERS.map((flower) => [flower.id, flower]));

export function flowerById(id: FlowerId): Flower {
  const flower = BY_ID.get(id);
  if (!flower) throw new RangeError(`Unknown flower ${id}`);
  return flower;
}

export function isFlowerId(value: unknown): value is FlowerId {
  return typeof value === 'string' && BY_ID.has(value as FlowerId);
}

/** The ten days of Onam in order; day N of the festival traditionally has N rings. */
export const FESTIVAL_DAYS = [
  'atham',
  'chithira',
  'chothi',
  'vishakham',
  'anizham',
  'thrikketta',
  'moolam',
  'pooradam',
  'uthradam',
  'thiruvonam',
] as const;
export type FestivalDayId = (typeof FESTIVAL_DAYS)[number];

export const CENTREPIECES = ['none', 'nilavilakku', 'lotus', 'onathappan'] as const;
export type Centrepiece = (typeof CENTREPIECES)[number];
