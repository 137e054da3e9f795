import type { Catalogue } from '@onam/shared/i18n/translator';
import { commonMessages } from '../i18n/common';
import { gameTitleMessages } from '../i18n/game-titles';
import type { ZoneId } from './leaf';
import type { CourseId, DishId, FeastId, VariantId } from './menu';

/**
 * Every string of the sadya game, its tutorial's steps included; keys start with 'sadya.'. Dish names are the English-script
 * Malayalam words a Keralite would say; the gloss explains them to everyone else. In Malayalam the
 * names are in Malayalam script and the gloss says what is in the dish.
 */
export const sadyaMessages = {
  en: {
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

    // The tutorial's steps (tutorial.ts); the game's own screens do not show them.
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
  },
  ml: {
    'sadya.setup.intro':
      'തൂശനിലയിൽ ഓണസദ്യ വിളമ്പാം: ഓരോ വിഭവവും അതിന്റെ സ്ഥാനത്ത്, അതിന്റെ ഊഴത്തിൽ. ഇലയുടെ തുമ്പ് അതിഥിയുടെ ഇടതുവശത്തേക്കാണ്.',
    'sadya.setup.order': 'വിളമ്പുന്ന ക്രമം',
    'sadya.setup.feast': 'സദ്യ',
    'sadya.variant.common.name': 'ആദ്യം പായസം',
    'sadya.variant.common.about':
      'മിക്ക വീടുകളിലെയും പോലെ: സാമ്പാർ കഴിഞ്ഞ് പായസങ്ങൾ, പിന്നെ പുളിശ്ശേരി, രസം, മോര്.',
    'sadya.variant.pulissery-first.name': 'ആദ്യം പുളിശ്ശേരി',
    'sadya.variant.pulissery-first.about':
      'ചില നാടുകളിലെ പോലെ: സാമ്പാർ കഴിഞ്ഞ്, പായസങ്ങൾക്കു മുമ്പ് പുളിശ്ശേരി.',
    'sadya.feast.full.name': 'മുഴുവൻ സദ്യ',
    'sadya.feast.full.about': '{count} വിഭവങ്ങളും.',
    'sadya.feast.quick.name': 'ചെറുസദ്യ',
    'sadya.feast.quick.about': '{count} വിഭവങ്ങൾ, ചുരുങ്ങിയ സമയത്തേക്ക്.',

    'sadya.tray.label': 'വിളമ്പാനുള്ള വിഭവങ്ങൾ',
    'sadya.tray.help': 'ഒരു വിഭവം എടുക്കൂ, പിന്നെ ഇലയിൽ അതിന്റെ സ്ഥാനം തിരഞ്ഞെടുക്കൂ.',
    'sadya.leaf.label': 'തൂശനില, തുമ്പ് അതിഥിയുടെ ഇടത്തേക്ക്',
    'sadya.leaf.caption': 'അതിഥി ഇരിക്കുന്നത് ഇലയുടെ താഴത്തെ വശത്താണ്; തുമ്പ് അതിഥിയുടെ ഇടത്തേക്ക്.',
    'sadya.progress': '{total} വിഭവങ്ങളിൽ {served} എണ്ണം വിളമ്പി',
    'sadya.timer': 'സമയം',
    'sadya.held': 'കയ്യിൽ: {dish}',
    'sadya.held.next': 'ഇലയിൽ അതിന്റെ സ്ഥാനം തിരഞ്ഞെടുക്കൂ.',
    'sadya.putBack': 'തിരികെ വയ്ക്കൂ',
    'sadya.zone.contents': 'ഇവിടെ വിളമ്പിയത്: {dishes}.',
    'sadya.zone.empty': 'ഇവിടെ ഇതുവരെ ഒന്നും വിളമ്പിയിട്ടില്ല.',

    // Names of the places: buttons on the leaf, so short, and none inside another.
    'sadya.zone.tip.name': 'ഇലത്തുമ്പ്',
    'sadya.zone.top-left.name': 'മുകളിലെ നിര, ഇടത്ത്',
    'sadya.zone.top-middle.name': 'മുകളിലെ നിര, നടുവിൽ',
    'sadya.zone.top-right.name': 'മുകളിലെ നിര, വലത്ത്',
    'sadya.zone.bottom-left.name': 'താഴത്തെ നിര, ഇടത്ത്',
    'sadya.zone.rice.name': 'താഴത്തെ നിര, നടുവിൽ',
    'sadya.zone.centre-right.name': 'നടുവിൽ വലത്ത്',

    // Locatives: they fill "{dish} {where} വിളമ്പി", "… വേണ്ടത് {where} ആണ്" and "{where}." alike.
    'sadya.where.tip': 'ഇലയുടെ തുമ്പത്ത്',
    'sadya.where.top-left': 'മുകളിൽ ഇടത്ത്',
    'sadya.where.top-middle': 'മുകളിലെ നിരയുടെ നടുവിൽ',
    'sadya.where.top-right': 'മുകളിലെ നിരയുടെ വലത്ത്',
    'sadya.where.bottom-left': 'താഴെ ഇടത്ത്',
    'sadya.where.rice': 'താഴെ നടുവിൽ',
    'sadya.where.centre-right': 'നടുവിൽ വലത്ത്',
    'sadya.where.onRice': 'ചോറിൽ',

    'sadya.announce.putBack': '{dish} ട്രേയിലേക്ക് തിരികെ വച്ചു.',
    'sadya.announce.served': '{dish} {where} വിളമ്പി.',
    'sadya.announce.nothingHeld': 'ആദ്യം ട്രേയിൽ നിന്ന് ഒരു വിഭവം എടുക്കൂ.',
    'sadya.announce.missedLeaf': '{dish} ഇലയിൽ എത്തിയില്ല; ഇപ്പോഴും കയ്യിലുണ്ട്.',
    'sadya.hint.place': 'ഏതാണ്ട് ശരി: {dish} വേണ്ടത് {where} ആണ്, അതുകൊണ്ട് അവിടേക്ക് മാറ്റിവച്ചു. {why}',
    // {waiting} is a list joined with commas (Intl.ListFormat 'ml'), so it reads after a colon.
    'sadya.hint.order': '{dish} വിളമ്പാൻ അല്പം നേരത്തെയായി. ആദ്യം വേണ്ടത്: {waiting}.',

    'sadya.result.place': 'സ്ഥാനം',
    'sadya.result.placeDetail': '{of} വിഭവങ്ങളിൽ {right} എണ്ണം ശരിയായ സ്ഥാനത്ത്.',
    'sadya.result.order': 'ക്രമം',
    'sadya.result.orderDetail':
      '{of} വിഭവങ്ങളിൽ {right} എണ്ണം ശരിയായ ഊഴത്തിൽ. മുമ്പത്തെ ഘട്ടത്തിലെ ഒരു വിഭവവും ബാക്കിയില്ലെങ്കിൽ ഒരു വിഭവം അതിന്റെ ഊഴത്തിലാണ്.',
    'sadya.result.time': 'സമയം',
    'sadya.result.timeDetail':
      '{of} വിഭവങ്ങൾക്ക് {time}. {par} വരെ മുഴുവൻ പോയിന്റ്, {limit} മുതൽ ഒന്നുമില്ല; നന്നായി വിളമ്പിയ വിഭവങ്ങൾക്കനുസരിച്ച് കണക്കാക്കുന്നു.',
    'sadya.answer.title': 'ഏത് എവിടെ, എന്തുകൊണ്ട്',
    'sadya.answer.variant': 'വിളമ്പുന്ന ക്രമം: {variant}.',
    'sadya.answer.map': 'ശരിയായി വിളമ്പിയ ഇല; ഓരോ സംഖ്യയും ആ വിഭവത്തിന്റെ ഊഴമാണ്.',
    'sadya.answer.rightPlace': 'ശരിയായ സ്ഥാനം',
    'sadya.answer.wrongPlace': 'നിങ്ങൾ വച്ചത്: {zone}',
    'sadya.answer.inTurn': 'ശരിയായ ഊഴത്തിൽ',
    'sadya.answer.early': 'നേരത്തെ വിളമ്പി',
    // A file name: kept in Latin letters so every system and share sheet takes it.

    'sadya.course.salt.why': 'വിളമ്പൽ തുടങ്ങുന്നത് ഇലത്തുമ്പിൽ ഉപ്പു വച്ചാണ്.',
    'sadya.course.lower-left.why': 'പിന്നെ താഴെ ഇടത്ത് കായ വറുത്തത്, ശർക്കര വരട്ടി, പഴം, പപ്പടം.',
    'sadya.course.pickles.why': 'പിന്നെ മുകളിൽ ഇടത്ത് ഇഞ്ചിപ്പുളിയും അച്ചാറുകളും.',
    'sadya.course.top-row.why': 'പിന്നെ മുകളിലെ നിരയിലെ തൊടുകറികൾ; അവയ്ക്കിടയിൽ ക്രമം ഏതുമാകാം.',
    'sadya.course.rice.why':
      'എല്ലാ ചെറുവിഭവങ്ങളും ഇലയിലെത്തി അതിഥി ഇരുന്ന ശേഷമേ ചോറ് വിളമ്പൂ; അങ്ങനെ ചൂടോടെ കിട്ടും.',
    'sadya.course.parippu.why': 'ചോറിൽ ആദ്യം നെയ്യൊഴിച്ച പരിപ്പ്.',
    'sadya.course.sambar.why': 'രണ്ടാമത് സാമ്പാർ.',
    'sadya.course.payasam.why.common': 'മിക്ക വീടുകളിലും അടുത്തത് പായസമാണ്, ചോറിന്റെ ഇടം തുടച്ച ശേഷം.',
    'sadya.course.payasam.why.pulissery-first': 'പിന്നെ, ചോറിന്റെ ഇടം തുടച്ച ശേഷം, പായസങ്ങൾ.',
    'sadya.course.pulissery.why.common': 'പായസങ്ങൾക്കു ശേഷം പുളിശ്ശേരി.',
    'sadya.course.pulissery.why.pulissery-first':
      'ഈ ക്രമത്തിൽ സാമ്പാർ കഴിഞ്ഞ് ഉടനെ, പായസങ്ങൾക്കു മുമ്പ്, പുളിശ്ശേരി.',
    'sadya.course.rasam.why': 'പിന്നെ രസം.',
    'sadya.course.moru.why': 'ഏറ്റവും ഒടുവിൽ മോര്.',

    // Names as a Keralite says them, none inside another; the gloss says what is in the dish.
    'sadya.dish.uppu.name': 'ഉപ്പ്',
    'sadya.dish.uppu.gloss': 'ഒരു നുള്ള്',
    'sadya.dish.kaya-varuthathu.name': 'കായ വറുത്തത്',
    'sadya.dish.kaya-varuthathu.gloss': 'ഉപ്പേരി, വെളിച്ചെണ്ണയിൽ വറുത്ത നേന്ത്രക്കായ',
    'sadya.dish.sharkara-varatti.name': 'ശർക്കര വരട്ടി',
    'sadya.dish.sharkara-varatti.gloss': 'ശർക്കര പുരട്ടിയ കായ',
    'sadya.dish.pazham.name': 'പഴം',
    'sadya.dish.pazham.gloss': 'ചെറുപഴം',
    'sadya.dish.pappadam.name': 'പപ്പടം',
    'sadya.dish.pappadam.gloss': 'മൊരിഞ്ഞ ഉഴുന്നു പപ്പടം',
    'sadya.dish.inji-puli.name': 'ഇഞ്ചിപ്പുളി',
    'sadya.dish.inji-puli.gloss': 'ഇഞ്ചിയും പുളിയും ശർക്കരയും, ഇഞ്ചിക്കറി',
    'sadya.dish.naranga-achar.name': 'നാരങ്ങ അച്ചാർ',
    'sadya.dish.naranga-achar.gloss': 'ചെറുനാരങ്ങ കൊണ്ടുള്ളത്',
    'sadya.dish.manga-achar.name': 'മാങ്ങ അച്ചാർ',
    'sadya.dish.manga-achar.gloss': 'കടുമാങ്ങ, ഇളം മാങ്ങ കൊണ്ടുള്ളത്',
    'sadya.dish.kichadi.name': 'കിച്ചടി',
    'sadya.dish.kichadi.gloss': 'തൈരിൽ ചേർത്ത പച്ചക്കറി',
    'sadya.dish.pachadi.name': 'പച്ചടി',
    'sadya.dish.pachadi.gloss': 'മധുരമുള്ള തൈർക്കറി',
    'sadya.dish.olan.name': 'ഓലൻ',
    'sadya.dish.olan.gloss': 'തേങ്ങാപ്പാലിൽ കുമ്പളങ്ങയും വൻപയറും',
    'sadya.dish.erissery.name': 'എരിശ്ശേരി',
    'sadya.dish.erissery.gloss': 'മത്തനും പയറും വറുത്ത തേങ്ങയും',
    'sadya.dish.kaalan.name': 'കാളൻ',
    'sadya.dish.kaalan.gloss': 'ചേനയും കായയും ചേർത്ത കുറുകിയ തൈർക്കറി',
    'sadya.dish.thoran.name': 'തോരൻ',
    'sadya.dish.thoran.gloss': 'തേങ്ങ ചേർത്ത് ഉലർത്തിയ പച്ചക്കറി',
    'sadya.dish.avial.name': 'അവിയൽ',
    'sadya.dish.avial.gloss': 'തേങ്ങയും തൈരും ചേർത്ത പലതരം പച്ചക്കറി',
    'sadya.dish.kootu-curry.name': 'കൂട്ടുകറി',
    'sadya.dish.kootu-curry.gloss': 'കടലയും പച്ചക്കറിയും വറുത്ത തേങ്ങയും',
    'sadya.dish.choru.name': 'ചോറ്',
    'sadya.dish.choru.gloss': 'മിക്കപ്പോഴും കേരള മട്ട അരി',
    'sadya.dish.parippu.name': 'പരിപ്പ്',
    'sadya.dish.parippu.gloss': 'നെയ്യൊഴിച്ച പരിപ്പുകറി',
    'sadya.dish.sambar.name': 'സാമ്പാർ',
    'sadya.dish.sambar.gloss': 'പരിപ്പും പച്ചക്കറിയും ചേർത്ത കറി',
    'sadya.dish.ada-pradhaman.name': 'അടപ്രഥമൻ',
    'sadya.dish.ada-pradhaman.gloss': 'അരിയട ചേർത്ത ശർക്കരപ്പായസം',
    'sadya.dish.palada.name': 'പാലട',
    'sadya.dish.palada.gloss': 'പാൽപ്പായസം, പാലിൽ വേവിച്ച അട',
    'sadya.dish.pulissery.name': 'പുളിശ്ശേരി',
    'sadya.dish.pulissery.gloss': 'പുളിയുള്ള മോരുകറി',
    'sadya.dish.rasam.name': 'രസം',
    'sadya.dish.rasam.gloss': 'കുരുമുളകും പുളിയും ചേർത്ത നേർത്ത കറി',
    'sadya.dish.moru.name': 'മോര്',
    'sadya.dish.moru.gloss': 'ഇഞ്ചിയും മുളകും ചേർത്ത സംഭാരം',

    'sadya.why.uppu': 'തുമ്പത്ത് കൈയെത്തും ദൂരത്ത്; ഏതു വിഭവത്തിലും ഒരു നുള്ള് ചേർക്കാം.',
    'sadya.why.kaya-varuthathu': 'വെളിച്ചെണ്ണയിൽ വറുത്ത മൊരിഞ്ഞ ഉപ്പേരി, ഊണിനിടയിൽ കൊറിക്കാൻ.',
    'sadya.why.sharkara-varatti': 'ശർക്കരയും ചുക്കും ഏലക്കായും പുരട്ടിയ കായ: ഉപ്പേരിക്കരികിലെ മധുരമുള്ള മൊരിവ്.',
    'sadya.why.pazham': 'ഒടുവിൽ പഴം പപ്പടവും പായസവും ചേർത്ത് കുഴച്ചു കഴിക്കുന്നവർ ഏറെയാണ്.',
    'sadya.why.pappadam': 'പരിപ്പും നെയ്യും ചേർത്ത് ചോറിൽ പൊടിച്ചു ചേർക്കാൻ.',
    'sadya.why.inji-puli': 'ഇഞ്ചിയും പുളിയും ശർക്കരയും, തുമ്പിനരികിൽ: അല്പം കഴിച്ചാൽ ദഹനത്തിനു നല്ലത്.',
    'sadya.why.naranga-achar': 'അച്ചാറുകൾ ഉപ്പിനരികിൽ: കടുത്ത രുചികൾ, അല്പാല്പമായി തൊട്ടുകൂട്ടാൻ.',
    'sadya.why.manga-achar': 'കടുമാങ്ങ അച്ചാർ നാരങ്ങ അച്ചാറിനൊപ്പം.',
    'sadya.why.kichadi': 'മുകളിലെ നിരയിൽ തൊടുകറികൾ; തൈരിന്റെ തണുപ്പുള്ള കിച്ചടിയിൽ നടുഭാഗം തുടങ്ങുന്നു.',
    'sadya.why.pachadi': 'മധുരമുള്ള പച്ചടി കിച്ചടിക്കരികിൽ.',
    'sadya.why.olan': 'തൊടുകറികളിൽ ഏറ്റവും മൃദുവായ രുചി, നേർത്ത തേങ്ങാപ്പാലിൽ.',
    'sadya.why.erissery': 'വറുത്ത തേങ്ങ ചേർത്ത മത്തൻ, മുകളിലെ നിരയിലെ തൊടുകറികൾക്കൊപ്പം.',
    'sadya.why.kaalan': 'ചില വീടുകളിൽ കാളൻ ഏറ്റവും വലത്താണ് വയ്ക്കുക; അതും ശരിയായി കണക്കാക്കും.',
    'sadya.why.thoran': 'ഉലർത്തിയ തോരനിൽ മുകളിലെ നിരയുടെ വലതുഭാഗം തുടങ്ങുന്നു.',
    'sadya.why.avial': 'തൊടുകറികളിൽ ഏറ്റവും പ്രശസ്തമായ അവിയൽ തോരനരികിൽ.',
    'sadya.why.kootu-curry': 'കൂട്ടുകറിയോടെ മുകളിലെ നിര പൂർത്തിയാകുന്നു.',
    'sadya.why.choru': 'നടുവിൽ കൈയെത്തും ദൂരത്ത്; അതിഥി ഇരുന്ന ശേഷം വിളമ്പുന്നതിനാൽ ചൂടോടെ കിട്ടും.',
    'sadya.why.parippu': 'ആദ്യത്തെ കറി: അല്പം നെയ്യൊഴിച്ച്, പപ്പടം പൊടിച്ചു ചേർത്ത് കഴിക്കാം.',
    'sadya.why.sambar': 'രണ്ടാമത്തെ കറി, പുതുതായി വിളമ്പിയ ചോറിൽ.',
    'sadya.why.ada-pradhaman':
      'ചോറിന്റെ ഇടം തുടച്ച ശേഷം പായസം ഇലയിൽത്തന്നെ വിളമ്പുന്നു; ശർക്കരപ്പായസമാണ് അടപ്രഥമൻ.',
    'sadya.why.palada': 'പാൽപ്പായസമായ പാലട ശർക്കരപ്പായസത്തിനൊപ്പം.',
    'sadya.why.pulissery': 'കനമുള്ള വിഭവങ്ങൾക്കു ശേഷം അതിന്റെ പുളി വയറിന് ആശ്വാസം.',
    'sadya.why.rasam': 'നേർത്തതും എരിവുള്ളതും; ചിലർ കൈക്കുമ്പിളിൽ വാങ്ങി കുടിക്കും.',
    'sadya.why.moru': 'ബാക്കിയുള്ള ചോറിൽ മോരൊഴിച്ച് ഊണ് തണുപ്പിച്ച് അവസാനിപ്പിക്കുന്നു.',

    // The tutorial's steps (tutorial.ts); the game's own screens do not show them.
    'sadya.tutorial.leaf.title': 'തൂശനില',
    'sadya.tutorial.leaf.body':
      'ഇലയുടെ തുമ്പ് അതിഥിയുടെ ഇടതുവശത്തേക്കാണ്. ഓരോ വിഭവത്തിനും അതിന്റേതായ സ്ഥാനമുണ്ട്: ചെറുവിഭവങ്ങൾ മുകളിലെ നിരയിൽ, ഉപ്പേരിയും പഴവും താഴെ ഇടത്ത്, ചോറ് താഴെ നടുവിൽ.',
    'sadya.tutorial.serve.title': 'വിഭവം വിളമ്പാം',
    'sadya.tutorial.serve.touch':
      'ട്രേയിലെ ഒരു വിഭവത്തിൽ തൊട്ട് എടുക്കൂ, പിന്നെ ഇലയിൽ അതിന്റെ സ്ഥാനത്ത് തൊടൂ. വിരൽ കൊണ്ട് വലിച്ച് അവിടെ വയ്ക്കുകയും ചെയ്യാം. മനസ്സു മാറിയാൽ "തിരികെ വയ്ക്കൂ" അമർത്തൂ.',
    'sadya.tutorial.serve.mouse':
      'ട്രേയിലെ ഒരു വിഭവത്തിൽ ക്ലിക്ക് ചെയ്യൂ, പിന്നെ ഇലയിൽ അതിന്റെ സ്ഥാനത്ത് ക്ലിക്ക് ചെയ്യൂ; അല്ലെങ്കിൽ വലിച്ച് അവിടെ വയ്ക്കൂ. കീബോർഡിൽ: ആരോ കീകൾ (അല്ലെങ്കിൽ വിഭവത്തിന്റെ പേരിലെ ആദ്യ അക്ഷരം) ട്രേയിലൂടെ നീങ്ങാൻ, Enter വിഭവം എടുക്കാൻ, ആരോ കീകൾ ഇലയിലെ സ്ഥാനം തിരഞ്ഞെടുക്കാൻ, Enter വിളമ്പാൻ, Escape വിഭവം തിരികെ വയ്ക്കാൻ.',
    'sadya.tutorial.order.title': 'ഓരോ വിഭവവും അതിന്റെ ഊഴത്തിൽ',
    'sadya.tutorial.order.body':
      'ആദ്യം ഉപ്പ്, പിന്നെ ചെറുവിഭവങ്ങൾ; അതിഥി ഇരുന്നു കഴിഞ്ഞാൽ ചോറ്; തുടർന്ന് ചോറിലേക്ക് കറികൾ ഓരോന്നായി, പിന്നെ പായസങ്ങൾ. ഒരു വിഭവം നേരത്തെയായാലോ സ്ഥാനം തെറ്റിയാലോ ഒരു ചെറിയ സൂചന കിട്ടും.',
    'sadya.tutorial.score.title': 'നിങ്ങളുടെ സ്കോർ',
    'sadya.tutorial.score.body':
      'ഓരോ വിഭവവും ശരിയായ സ്ഥാനത്തും ശരിയായ ഊഴത്തിലും വിളമ്പുന്നതിനും എടുത്ത സമയത്തിനും പോയിന്റ് കിട്ടും. ഒടുവിൽ ഓരോന്നും എവിടെ, എന്തുകൊണ്ട് എന്ന് കാണാം.',
  },
} satisfies Catalogue<string>;

export type SadyaKey = keyof (typeof sadyaMessages)['en'];

/** What the sadya's screens show: its words, its title and the frame's. */
export const sadyaScreenMessages = {
  en: { ...commonMessages.en, ...gameTitleMessages.en, ...sadyaMessages.en },
  ml: { ...commonMessages.ml, ...gameTitleMessages.ml, ...sadyaMessages.ml },
} satisfies Catalogue<string>;

export type SadyaScreenKey = keyof (typeof sadyaScreenMessages)['en'];

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
