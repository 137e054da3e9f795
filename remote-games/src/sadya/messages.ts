import type { Catalogue } from '@onam/shared/i18n/translator';
import type { ZoneId } from './leaf';
import type { CourseId, DishId, FeastId, VariantId } from './menu';

/**
 * Every string the sadya game shows; keys start with 'sadya.'. Dish names are the English-script
 * Malayalam words a Keralite would say; the gloss explains them to everyone else. Malayalam arrives
 * in step 7.
 */
export const sadyaMessages = {
  en: {
    'sadya.title': 'Onam sadya',

    'sadya.tutorial.leaf.title': 'The banana leaf',
    'sadya.tutorial.leaf.body':
      "The leaf lies with its tip to the guest's left. Every dish has its place: the small items along the top, chips and banana lower left, the rice bottom centre.",
    'sadya.tutorial.serve.title': 'Serve a dish',
    'sadya.tutorial.serve.touch':
      'Tap a dish on the tray to pick it up, then tap its place on the leaf. You can also drag it there with your finger. Tap Put back to change your mind.',
    'sadya.tutorial.serve.mouse':
      'Click a dish on the tray, then click its place on the leaf, or drag it there. With the keyboard: the arrow keys (or a dish’s first letter) move along the tray, Enter picks the dish up, the arrow keys choose a place on the leaf, Enter serves and Escape puts the dish back.',
    'sadya.tutorial.order.title': 'Each dish in its turn',
    'sadya.tutorial.order.body':
      'Salt first, then the small items; the rice once the guest is seated; then the curries in courses on the rice, and the payasams. A gentle hint tells you when a dish is early or out of place.',
    'sadya.tutorial.score.title': 'Your score',
    'sadya.tutorial.score.body':
      'You earn points for each dish in its place, each dish in its turn, and for your time. At the end you see what goes where, and why.',

    'sadya.setup.intro':
      "Serve an Onam sadya on a banana leaf: every dish in its place and in its turn. The leaf's tip points to the guest's left.",
    'sadya.setup.order': 'Serving order',
    'sadya.setup.feast': 'Feast',
    'sadya.variant.common.name': 'Payasams first',
    'sadya.variant.common.about':
      'As in most homes: after sambar come the payasams, then pulissery, rasam and moru.',
    'sadya.variant.pulissery-first.name': 'Pulissery first',
    'sadya.variant.pulissery-first.about':
      'As in some regions: pulissery comes after sambar, before the payasams.',
    'sadya.feast.full.name': 'Full sadya',
    'sadya.feast.full.about': 'All {count} dishes.',
    'sadya.feast.quick.name': 'Quick feast',
    'sadya.feast.quick.about': '{count} dishes, for a short visit.',

    'sadya.tray.label': 'Dishes to serve',
    'sadya.tray.help': 'Pick a dish, then choose its place on the leaf.',
    'sadya.leaf.label': "Banana leaf, tip to the guest's left",
    'sadya.leaf.caption': "The guest sits at the bottom edge; the tip points to the guest's left.",
    'sadya.progress': 'Served {served} of {total}',
    'sadya.timer': 'Time',
    'sadya.held': 'In hand: {dish}',
    'sadya.held.next': 'Choose its place on the leaf.',
    'sadya.putBack': 'Put back',
    'sadya.zone.contents': 'Served here: {dishes}.',
    'sadya.zone.empty': 'Nothing served here yet.',

    'sadya.zone.tip.name': 'Tip of the leaf',
    'sadya.zone.top-left.name': 'Top row, left',
    'sadya.zone.top-middle.name': 'Top row, middle',
    'sadya.zone.top-right.name': 'Top row, right',
    'sadya.zone.bottom-left.name': 'Bottom row, left',
    'sadya.zone.rice.name': 'Bottom row, centre',
    'sadya.zone.centre-right.name': 'Centre right',

    'sadya.where.tip': 'at the tip of the leaf',
    'sadya.where.top-left': 'top left',
    'sadya.where.top-middle': 'in the middle of the top row',
    'sadya.where.top-right': 'at the right of the top row',
    'sadya.where.bottom-left': 'lower left',
    'sadya.where.rice': 'bottom centre',
    'sadya.where.centre-right': 'centre right',
    'sadya.where.onRice': 'on the rice',

    'sadya.announce.putBack': '{dish} is back on the tray.',
    'sadya.announce.served': '{dish} served {where}.',
    'sadya.announce.nothingHeld': 'Pick a dish from the tray first.',
    'sadya.announce.missedLeaf': '{dish} missed the leaf and is still in hand.',
    'sadya.hint.place': 'Nearly: {dish} goes {where}, so it has been moved there. {why}',
    'sadya.hint.order': 'A little early for {dish}: first {waiting}.',

    'sadya.result.place': 'Place',
    'sadya.result.placeDetail': '{right} of {of} dishes in their place.',
    'sadya.result.order': 'Order',
    'sadya.result.orderDetail':
      '{right} of {of} dishes in their turn. A dish is in its turn when nothing from an earlier course is still waiting.',
    'sadya.result.time': 'Time',
    'sadya.result.timeDetail':
      '{time} for {of} dishes. Full points up to {par}, none from {limit}, counted for the dishes served well.',
    'sadya.answer.title': 'What goes where, and why',
    'sadya.answer.variant': 'Serving order: {variant}.',
    'sadya.answer.map': 'The leaf served right; each number is the dish’s turn.',
    'sadya.answer.rightPlace': 'Right place',
    'sadya.answer.wrongPlace': 'You put it: {zone}',
    'sadya.answer.inTurn': 'In its turn',
    'sadya.answer.early': 'Served early',
    'sadya.picture.fileName': 'onam-sadya.png',

    'sadya.course.salt.why': 'Serving begins with salt at the tip.',
    'sadya.course.lower-left.why':
      'Then the chips, sharkara varatti, banana and pappadam, lower left.',
    'sadya.course.pickles.why': 'Then inji puli and the pickles, top left.',
    'sadya.course.top-row.why':
      'Then the side dishes of the top row, in any order among themselves.',
    'sadya.course.rice.why':
      'Rice waits until every small item is on the leaf and the guest is seated, so it is served hot.',
    'sadya.course.parippu.why': 'The first course on the rice is parippu with ghee.',
    'sadya.course.sambar.why': 'Sambar is the second course.',
    'sadya.course.payasam.why.common':
      'Most homes serve the payasams next, once the rice area is wiped.',
    'sadya.course.payasam.why.pulissery-first': 'Then the payasams, once the rice area is wiped.',
    'sadya.course.pulissery.why.common': 'After the payasams comes pulissery.',
    'sadya.course.pulissery.why.pulissery-first':
      'In this order pulissery comes straight after sambar, before the payasams.',
    'sadya.course.rasam.why': 'Then rasam.',
    'sadya.course.moru.why': 'Moru, spiced buttermilk, comes last.',

    'sadya.dish.uppu.name': 'Uppu',
    'sadya.dish.uppu.gloss': 'salt',
    'sadya.dish.kaya-varuthathu.name': 'Kaya varuthathu',
    'sadya.dish.kaya-varuthathu.gloss': 'banana chips, upperi',
    'sadya.dish.sharkara-varatti.name': 'Sharkara varatti',
    'sadya.dish.sharkara-varatti.gloss': 'jaggery-coated banana chips',
    'sadya.dish.pazham.name': 'Pazham',
    'sadya.dish.pazham.gloss': 'small banana',
    'sadya.dish.pappadam.name': 'Pappadam',
    'sadya.dish.pappadam.gloss': 'crisp lentil wafer',
    'sadya.dish.inji-puli.name': 'Inji puli',
    'sadya.dish.inji-puli.gloss': 'ginger and tamarind, inji curry',
    'sadya.dish.naranga-achar.name': 'Naranga achar',
    'sadya.dish.naranga-achar.gloss': 'lime pickle',
    'sadya.dish.manga-achar.name': 'Manga achar',
    'sadya.dish.manga-achar.gloss': 'mango pickle, kadumanga',
    'sadya.dish.kichadi.name': 'Kichadi',
    'sadya.dish.kichadi.gloss': 'vegetable in spiced yogurt',
    'sadya.dish.pachadi.name': 'Pachadi',
    'sadya.dish.pachadi.gloss': 'sweet yogurt curry',
    'sadya.dish.olan.name': 'Olan',
    'sadya.dish.olan.gloss': 'ash gourd and cowpeas in coconut milk',
    'sadya.dish.erissery.name': 'Erissery',
    'sadya.dish.erissery.gloss': 'pumpkin and beans with roasted coconut',
    'sadya.dish.kaalan.name': 'Kaalan',
    'sadya.dish.kaalan.gloss': 'thick yogurt curry with yam and raw banana',
    'sadya.dish.thoran.name': 'Thoran',
    'sadya.dish.thoran.gloss': 'vegetables stir-fried with coconut',
    'sadya.dish.avial.name': 'Avial',
    'sadya.dish.avial.gloss': 'mixed vegetables in coconut and yogurt',
    'sadya.dish.kootu-curry.name': 'Kootu curry',
    'sadya.dish.kootu-curry.gloss': 'black chickpeas and vegetables with roasted coconut',
    'sadya.dish.choru.name': 'Choru',
    'sadya.dish.choru.gloss': 'rice, often Kerala matta',
    'sadya.dish.parippu.name': 'Parippu',
    'sadya.dish.parippu.gloss': 'dal, with neyy (ghee)',
    'sadya.dish.sambar.name': 'Sambar',
    'sadya.dish.sambar.gloss': 'lentil and vegetable curry',
    'sadya.dish.ada-pradhaman.name': 'Ada pradhaman',
    'sadya.dish.ada-pradhaman.gloss': 'jaggery payasam with rice ada',
    'sadya.dish.palada.name': 'Palada',
    'sadya.dish.palada.gloss': 'milk payasam, pal payasam',
    'sadya.dish.pulissery.name': 'Pulissery',
    'sadya.dish.pulissery.gloss': 'sour yogurt curry',
    'sadya.dish.rasam.name': 'Rasam',
    'sadya.dish.rasam.gloss': 'peppery tamarind soup',
    'sadya.dish.moru.name': 'Moru',
    'sadya.dish.moru.gloss': 'spiced buttermilk',

    'sadya.why.uppu': 'Within reach at the tip, so the guest can add a pinch to any dish.',
    'sadya.why.kaya-varuthathu': 'Crisp chips fried in coconut oil, to nibble through the meal.',
    'sadya.why.sharkara-varatti':
      'Raw banana in jaggery, dry ginger and cardamom: the sweet crunch beside the chips.',
    'sadya.why.pazham': 'Many mash the small banana with pappadam and payasam at the end.',
    'sadya.why.pappadam': 'Ready to crush into the rice with parippu and ghee.',
    'sadya.why.inji-puli':
      'Ginger, tamarind and jaggery near the tip: a little of it helps digestion.',
    'sadya.why.naranga-achar': 'Pickles sit near the salt: sharp tastes, taken in small bites.',
    'sadya.why.manga-achar': 'The tender-mango pickle joins the lime pickle.',
    'sadya.why.kichadi':
      'The top row carries the side dishes; kichadi, cool with yogurt, starts the middle.',
    'sadya.why.pachadi': 'Sweet pachadi sits beside the kichadi.',
    'sadya.why.olan': 'The mildest of the side dishes, in thin coconut milk.',
    'sadya.why.erissery': 'Pumpkin with roasted coconut, among the side dishes of the top row.',
    'sadya.why.kaalan': 'Some homes set kaalan at the far right instead, which counts too.',
    'sadya.why.thoran': 'Thoran, a dry stir-fry, starts the right of the top row.',
    'sadya.why.avial': 'Avial, the best known of the side dishes, sits beside the thoran.',
    'sadya.why.kootu-curry': 'Kootu curry closes the top row.',
    'sadya.why.choru':
      'Within easy reach in the middle, served once the guest is seated, so it is hot.',
    'sadya.why.parippu':
      'The first course, poured with a spoon of ghee and eaten with crushed pappadam.',
    'sadya.why.sambar': 'The second course, poured on fresh rice.',
    'sadya.why.ada-pradhaman':
      'Payasam goes on the leaf itself once the rice area is wiped; ada pradhaman is the jaggery one.',
    'sadya.why.palada': 'The milk payasam joins the jaggery one.',
    'sadya.why.pulissery': 'Its sourness settles the stomach after the rich dishes.',
    'sadya.why.rasam': 'Thin and peppery; some drink it from the hand.',
    'sadya.why.moru': 'Spiced buttermilk over the last of the rice cools and ends the meal.',
  },
} satisfies Catalogue<string>;

type SadyaKey = keyof (typeof sadyaMessages)['en'];

// The keys the game builds from data ids. Each is checked against the catalogue at compile time:
// a dish, zone or course added to the data without its words fails the type check.
export const dishNameKey = (id: DishId) => `sadya.dish.${id}.name` as const satisfies SadyaKey;
export const dishGlossKey = (id: DishId) => `sadya.dish.${id}.gloss` as const satisfies SadyaKey;
export const dishWhyKey = (id: DishId) => `sadya.why.${id}` as const satisfies SadyaKey;
export const zoneNameKey = (id: ZoneId) => `sadya.zone.${id}.name` as const satisfies SadyaKey;
export const zoneWhereKey = (id: ZoneId) => `sadya.where.${id}` as const satisfies SadyaKey;
export const variantNameKey = (id: VariantId) =>
  `sadya.variant.${id}.name` as const satisfies SadyaKey;
export const variantAboutKey = (id: VariantId) =>
  `sadya.variant.${id}.about` as const satisfies SadyaKey;
export const feastNameKey = (id: FeastId) => `sadya.feast.${id}.name` as const satisfies SadyaKey;
export const feastAboutKey = (id: FeastId) => `sadya.feast.${id}.about` as const satisfies SadyaKey;

/** The reason for a course's turn; the payasams' and pulissery's depend on the variant. */
export function courseWhyKey(variant: VariantId, course: CourseId): SadyaKey {
  switch (course) {
    case 'payasam':
    case 'pulissery':
      return `sadya.course.${course}.why.${variant}` satisfies SadyaKey;
    default:
      return `sadya.course.${course}.why` satisfies SadyaKey;
  }
}
