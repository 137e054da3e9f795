import type { Catalogue } from '@onam/shared/i18n/translator';
import type { Group, ItemId } from '../doll/items';
import type { PartId } from './scoring';

/** Every key an item needs: its label, its name inside a sentence, and a few words about it. */
type ItemKeys =
  `dress.item.${ItemId}` | `dress.item.${ItemId}.inSentence` | `dress.item.${ItemId}.about`;
type GroupKeys = `dress.group.${Group}`;
type PartKeys = `dress.part.${PartId}`;

/**
 * Every string the dress game and the doll show; keys start with 'dress.'. Item names are the
 * Malayalam words in English script, as a visitor from Kerala says them. Malayalam arrives in
 * step 7.
 */
const en = {
  'dress.title': 'Dress up for Onam',
  'dress.tutorial.about': 'Dress the doll in Onam attire, from kasavu to jasmine.',

  'dress.tutorial.wear.title': 'Dress the doll',
  'dress.tutorial.wear.touch':
    'Tap a garment, a jewel or a flower to put it on the doll; tap it again to take it off. You can also drag it onto the doll with your finger.',
  'dress.tutorial.wear.mouse':
    'Click an item, or press Enter or Space on it, to put it on the doll; again to take it off. You can also drag it onto the doll. The arrow keys move between the wardrobe tabs.',
  'dress.tutorial.layers.title': 'Layers and looks',
  'dress.tutorial.layers.body':
    'One garment at a time and up to two necklaces; each piece finds its own layer. Or dress the doll as Maveli: crown, olakkuda, moustache and royal silk, in the classic or the slim look.',
  'dress.tutorial.finish.title': 'Finish and keep it',
  'dress.tutorial.finish.touch':
    'Undo and Reset let you try again. Tap Finish for your festival look score, then save the doll as a picture.',
  'dress.tutorial.finish.mouse':
    'Undo and Reset let you try again. Choose Finish for your festival look score, then save the doll as a picture.',

  'dress.start.intro':
    'Dress the doll for Onam in kasavu, silk, gold and jasmine, or as King Maveli come to visit his people.',
  'dress.start.button': 'Start dressing',

  'dress.wardrobe': 'Wardrobe',
  'dress.group.garments': 'Garments',
  'dress.group.jewellery': 'Jewellery',
  'dress.group.hair-and-face': 'Hair and face',
  'dress.group.maveli': 'Maveli',

  'dress.undo': 'Undo',
  'dress.reset': 'Reset',
  'dress.finish': 'Finish',
  'dress.dropHint': 'Drop here to put it on',
  'dress.wearingNow': 'Wearing: {items}.',
  'dress.wearingNothing': 'Nothing on yet: choose from the wardrobe.',

  'dress.status.on': '{item} on.',
  'dress.status.off': '{item} off.',
  'dress.status.swapped': '{item} on, {removed} off.',
  'dress.status.alreadyOn': '{item} is already on.',
  'dress.status.undone': 'Undone.',
  'dress.status.nothingToUndo': 'Nothing to undo.',
  'dress.status.reset': 'Everything off.',

  'dress.doll.wearing': 'A doll wearing {items}',

  'dress.list.separator': ', ',
  'dress.list.and': '{rest} and {last}',
  'dress.list.or': '{rest} or {last}',

  'dress.result.look.traditional': 'Judged as a traditional Onam look.',
  'dress.result.look.maveli': 'Judged as Maveli’s look.',
  'dress.result.dollCaption': 'Your doll',
  'dress.part.attire': 'Attire',
  'dress.part.jewellery': 'Jewellery',
  'dress.part.hair-and-face': 'Hair and face',
  'dress.part.regalia': 'Maveli’s regalia',
  'dress.part.harmony': 'Harmony',
  'dress.note.complete': '{items}: a complete festival outfit.',
  'dress.note.needs-neriyathu': '{items}: add the neriyathu over the shoulder to complete it.',
  'dress.note.no-garment': 'No garment yet.',
  'dress.note.royal-silk': '{items}: the king’s attire.',
  'dress.note.no-silk': 'No royal silk yet.',
  'dress.note.fits': 'Everything belongs to one look.',
  'dress.note.harmony.traditional.out-of-place': '{items}: fit for the king, not for this outfit.',
  'dress.note.harmony.maveli.out-of-place': 'Not Maveli’s: {items}.',
  'dress.note.harmony.traditional.no-garment': 'Harmony counts once a garment is on.',
  'dress.note.harmony.maveli.no-silk': 'Harmony counts once the royal silk is on.',
  'dress.score.worn': 'Worn: {items}.',
  'dress.score.nothing': 'Nothing here yet.',
  'dress.score.more': 'For more: {items}.',
  'dress.score.oneOf': 'one of {items}',
  'dress.score.twoOf': 'two of {items}',

  // Garments
  'dress.item.kasavu-set-mundu': 'Kasavu set-mundu',
  'dress.item.kasavu-set-mundu.inSentence': 'kasavu set-mundu',
  'dress.item.kasavu-set-mundu.about': 'off-white saree, gold border, gold blouse',
  'dress.item.mundum-neriyathum': 'Mundum neriyathum',
  'dress.item.mundum-neriyathum.inSentence': 'mundum neriyathum',
  'dress.item.mundum-neriyathum.about': 'mundu below, neriyathu over the shoulder',
  'dress.item.pattu-pavada': 'Pattu pavada',
  'dress.item.pattu-pavada.inSentence': 'pattu pavada',
  'dress.item.pattu-pavada.about': 'long silk skirt and blouse, kasavu border',
  'dress.item.mundu-jubba': 'Mundu and jubba',
  'dress.item.mundu-jubba.inSentence': 'a mundu with a jubba',
  'dress.item.mundu-jubba.about': 'white kasavu mundu, cream jubba',
  'dress.item.neriyathu': 'Neriyathu',
  'dress.item.neriyathu.inSentence': 'a neriyathu over the shoulder',
  'dress.item.neriyathu.about': 'kasavu cloth over the shoulder',
  // Jewellery
  'dress.item.jimikki': 'Jimikki',
  'dress.item.jimikki.inSentence': 'jimikki',
  'dress.item.jimikki.about': 'gold bell earrings',
  'dress.item.kasu-mala': 'Kasu mala',
  'dress.item.kasu-mala.inSentence': 'kasu mala',
  'dress.item.kasu-mala.about': 'gold-coin necklace',
  'dress.item.palakka-mala': 'Palakka mala',
  'dress.item.palakka-mala.inSentence': 'palakka mala',
  'dress.item.palakka-mala.about': 'green and red leaf stones',
  'dress.item.nagapadam': 'Nagapadam',
  'dress.item.nagapadam.inSentence': 'nagapadam',
  'dress.item.nagapadam.about': 'cobra-hood pendant',
  // Hair and face
  'dress.item.jasmine': 'Jasmine (mulla)',
  'dress.item.jasmine.inSentence': 'jasmine',
  'dress.item.jasmine.about': 'a string of buds in the hair',
  'dress.item.pottu': 'Pottu',
  'dress.item.pottu.inSentence': 'pottu',
  'dress.item.pottu.about': 'a red dot on the forehead',
  'dress.item.kajal': 'Kajal',
  'dress.item.kajal.inSentence': 'kajal',
  'dress.item.kajal.about': 'dark lines round the eyes',
  // Maveli
  'dress.item.crown': 'Crown (kireedam)',
  'dress.item.crown.inSentence': 'Maveli’s crown',
  'dress.item.crown.about': 'tall, gold, set with stones',
  'dress.item.olakkuda': 'Olakkuda',
  'dress.item.olakkuda.inSentence': 'an olakkuda',
  'dress.item.olakkuda.about': 'palm-leaf umbrella',
  'dress.item.moustache': 'Moustache',
  'dress.item.moustache.inSentence': 'a handlebar moustache',
  'dress.item.moustache.about': 'big and curled',
  'dress.item.maveli-silk-classic': 'Royal silk, classic',
  'dress.item.maveli-silk-classic.inSentence': 'Maveli’s royal silk (the classic look)',
  'dress.item.maveli-silk-classic.about': 'the pot-bellied king',
  'dress.item.maveli-silk-slim': 'Royal silk, slim',
  'dress.item.maveli-silk-slim.inSentence': 'Maveli’s royal silk (the slim look)',
  'dress.item.maveli-silk-slim.about': 'the young, slim king',
  // Every item, tab and score part has its words (the index signature lets the other keys in).
} as const satisfies Record<ItemKeys | GroupKeys | PartKeys, string> & Record<string, string>;

export const dressMessages = { en } satisfies Catalogue<keyof typeof en>;
