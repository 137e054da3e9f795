/**
 * Each item's drawing, keyed by id, and where it sits for the wardrobe's icon. The drawings are
 * split as the wardrobe's tabs are (garments, jewellery, hair and face, Maveli); they share the
 * doll's coordinates (geometry.ts). Colours come from items.ts; shapes live here.
 */
import type { ReactElement } from 'react';
import type { ItemId } from './items';
import { KasavuSetMundu, MundumNeriyathum, MunduJubba, Neriyathu, PattuPavada } from './garments';
import { Jasmine, Kajal, Pottu } from './hair-and-face';
import { Jimikki, KasuMala, Nagapadam, PalakkaMala } from './jewellery';
import { Crown, MaveliSilk, Moustache, Olakkuda } from './maveli';

/** Each item's drawing, keyed by id. */
export const ITEM_DRAWINGS: Readonly<Record<ItemId, () => ReactElement>> = {
  'kasavu-set-mundu': KasavuSetMundu,
  'mundum-neriyathum': MundumNeriyathum,
  'pattu-pavada': PattuPavada,
  'mundu-jubba': MunduJubba,
  'maveli-silk-classic': () => <MaveliSilk id="maveli-silk-classic" />,
  'maveli-silk-slim': () => <MaveliSilk id="maveli-silk-slim" />,
  neriyathu: Neriyathu,
  'kasu-mala': KasuMala,
  'palakka-mala': PalakkaMala,
  nagapadam: Nagapadam,
  jimikki: Jimikki,
  kajal: Kajal,
  pottu: Pottu,
  moustache: Moustache,
  jasmine: Jasmine,
  crown: Crown,
  olakkuda: Olakkuda,
};

/** Where each item sits in the doll's coordinates: the wardrobe shows it cropped to this box. */
export const ITEM_ICON_BOX: Readonly<Record<ItemId, string>> = {
  'kasavu-set-mundu': '50 128 100 230',
  'mundum-neriyathum': '50 128 100 230',
  'pattu-pavada': '50 128 100 230',
  'mundu-jubba': '50 128 100 230',
  'maveli-silk-classic': '50 128 100 230',
  'maveli-silk-slim': '50 128 100 230',
  neriyathu: '80 130 80 130',
  'kasu-mala': '78 128 44 56',
  'palakka-mala': '80 128 40 40',
  nagapadam: '84 128 32 40',
  jimikki: '66 96 20 24',
  kajal: '82 86 36 16',
  pottu: '94 76 12 12',
  moustache: '72 98 56 18',
  jasmine: '108 56 40 124',
  crown: '68 4 64 78',
  olakkuda: '90 14 112 258',
};
