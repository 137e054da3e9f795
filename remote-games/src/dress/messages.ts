import type { Catalogue } from '@onam/shared/i18n/translator';
import { commonMessages } from '../i18n/common';
import { gameTitleMessages } from '../i18n/game-titles';
import { dollMessages } from '../doll/messages';
import type { Group } from '../doll/items';
import type { PartId } from './scoring';

type GroupKeys = `dress.group.${Group}`;
type PartKeys = `dress.part.${PartId}`;

/**
 * Every string of the dress game, keys starting with 'dress.': its screens, its score's notes and
 * the tutorial's steps (tutorial.ts). The items' names and how a list of them is joined are the
 * doll's words (doll/messages.ts), which the screens show beside these.
 */
const en = {
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

  // The tutorial's steps (tutorial.ts); the game's own screens do not show them.
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

  // Every tab and score part has its words (the index signature lets the other keys in).
} as const satisfies Record<GroupKeys | PartKeys, string> & Record<string, string>;

/**
 * In Malayalam a list closes with "എന്നിവ" after its last item ("a, b, c എന്നിവ"), so it reads as
 * one noun phrase wherever it lands ("… എന്നിവ അണിഞ്ഞ പാവ"); a choice keeps its qualifier in front
 * and its items in brackets ("ഏതെങ്കിലും ഒന്ന് (…)"), so it stays one piece inside a longer list
 * of suggestions.
 */
const ml = {
  'dress.start.intro':
    'കസവും പട്ടും പൊന്നും മുല്ലപ്പൂവും അണിയിച്ച് പാവയെ ഓണത്തിന് ഒരുക്കാം, അല്ലെങ്കിൽ പ്രജകളെ കാണാനെത്തുന്ന മാവേലി മന്നനാക്കാം.',
  'dress.start.button': 'അണിയിക്കാൻ തുടങ്ങാം',

  'dress.wardrobe': 'അലമാര',
  'dress.group.garments': 'വസ്ത്രങ്ങൾ',
  'dress.group.jewellery': 'ആഭരണങ്ങൾ',
  'dress.group.hair-and-face': 'മുടിയും മുഖവും',
  'dress.group.maveli': 'മാവേലി',

  'dress.undo': 'പഴയപടിയാക്കുക',
  'dress.reset': 'എല്ലാം അഴിക്കുക',
  'dress.finish': 'പൂർത്തിയാക്കാം',
  'dress.dropHint': 'അണിയിക്കാൻ ഇവിടെ ഇടൂ',
  'dress.wearingNow': 'അണിഞ്ഞിരിക്കുന്നത്: {items}.',
  'dress.wearingNothing': 'ഒന്നും അണിഞ്ഞിട്ടില്ല: അലമാരയിൽ നിന്ന് തിരഞ്ഞെടുക്കൂ.',

  'dress.status.on': '{item} അണിഞ്ഞു.',
  'dress.status.off': '{item} അഴിച്ചു.',
  'dress.status.swapped': '{item} അണിഞ്ഞു, {removed} അഴിച്ചു.',
  'dress.status.alreadyOn': '{item} നേരത്തേ അണിഞ്ഞിട്ടുണ്ട്.',
  'dress.status.undone': 'പഴയപടിയാക്കി.',
  'dress.status.nothingToUndo': 'പഴയപടിയാക്കാൻ ഒന്നുമില്ല.',
  'dress.status.reset': 'എല്ലാം അഴിച്ചു.',

  'dress.result.look.traditional': 'പരമ്പരാഗത ഓണവേഷമായി വിലയിരുത്തി.',
  'dress.result.look.maveli': 'മാവേലിയുടെ വേഷമായി വിലയിരുത്തി.',
  'dress.result.dollCaption': 'നിങ്ങളുടെ പാവ',
  'dress.part.attire': 'വേഷം',
  'dress.part.jewellery': 'ആഭരണങ്ങൾ',
  'dress.part.hair-and-face': 'മുടിയും മുഖവും',
  'dress.part.regalia': 'മാവേലിയുടെ രാജചിഹ്നങ്ങൾ',
  'dress.part.harmony': 'ചേർച്ച',
  'dress.note.complete': '{items}: ഓണത്തിനൊത്ത പൂർണ വേഷം.',
  'dress.note.needs-neriyathu': '{items}: വേഷം പൂർണമാകാൻ തോളിൽ നേര്യത് കൂടി ഇടൂ.',
  'dress.note.no-garment': 'ഇതുവരെ വസ്ത്രമൊന്നുമില്ല.',
  'dress.note.royal-silk': '{items}: രാജാവിന്റെ വേഷം.',
  'dress.note.no-silk': 'ഇതുവരെ രാജകീയ പട്ടില്ല.',
  'dress.note.fits': 'എല്ലാം ഒരേ വേഷത്തിനു ചേരുന്നു.',
  'dress.note.harmony.traditional.out-of-place': '{items}: രാജാവിനു ചേരും, ഈ വേഷത്തിനല്ല.',
  'dress.note.harmony.maveli.out-of-place': 'മാവേലിയുടേതല്ല: {items}.',
  'dress.note.harmony.traditional.no-garment': 'ഒരു വസ്ത്രം അണിഞ്ഞാലേ ചേർച്ച കണക്കാക്കൂ.',
  'dress.note.harmony.maveli.no-silk': 'രാജകീയ പട്ട് അണിഞ്ഞാലേ ചേർച്ച കണക്കാക്കൂ.',
  'dress.score.worn': 'അണിഞ്ഞത്: {items}.',
  'dress.score.nothing': 'ഇവിടെ ഇതുവരെ ഒന്നുമില്ല.',
  'dress.score.more': 'കൂടുതൽ പോയിന്റിന് {items} കൂടി അണിയൂ.',
  'dress.score.oneOf': 'ഏതെങ്കിലും ഒന്ന് ({items})',
  'dress.score.twoOf': 'ഏതെങ്കിലും രണ്ടെണ്ണം ({items})',

  // The tutorial's steps.
  'dress.tutorial.wear.title': 'പാവയെ അണിയിക്കാം',
  'dress.tutorial.wear.touch':
    'ഒരു വസ്ത്രത്തിലോ ആഭരണത്തിലോ പൂവിലോ തൊട്ടാൽ പാവ അത് അണിയും; വീണ്ടും തൊട്ടാൽ അഴിക്കും. വിരൽ കൊണ്ട് പാവയുടെ മേലേക്ക് വലിച്ചിടുകയും ചെയ്യാം.',
  'dress.tutorial.wear.mouse':
    'ഒരു ഇനത്തിൽ ക്ലിക്ക് ചെയ്യുകയോ അതിൽ Enter അല്ലെങ്കിൽ Space അമർത്തുകയോ ചെയ്താൽ പാവ അത് അണിയും; വീണ്ടും ചെയ്താൽ അഴിക്കും. പാവയുടെ മേലേക്ക് വലിച്ചിടുകയും ചെയ്യാം. ആരോ കീകൾ കൊണ്ട് അലമാരയിലെ വിഭാഗങ്ങൾ മാറാം.',
  'dress.tutorial.layers.title': 'അടുക്കുകളും വേഷങ്ങളും',
  'dress.tutorial.layers.body':
    'ഒരു സമയം ഒരു വസ്ത്രം, മാല രണ്ടെണ്ണം വരെ; ഓരോന്നും അതതിന്റെ അടുക്കിൽ ഇരിക്കും. അല്ലെങ്കിൽ പാവയെ മാവേലിയാക്കാം: കിരീടം, ഓലക്കുട, മീശ, രാജകീയ പട്ട് — കുടവയറുള്ള പരമ്പരാഗത രൂപത്തിലോ മെലിഞ്ഞ രൂപത്തിലോ.',
  'dress.tutorial.finish.title': 'പൂർത്തിയാക്കി സൂക്ഷിക്കാം',
  'dress.tutorial.finish.touch':
    '"പഴയപടിയാക്കുക", "എല്ലാം അഴിക്കുക" എന്നിവ കൊണ്ട് വീണ്ടും ശ്രമിക്കാം. ഓണവേഷത്തിന്റെ സ്കോർ അറിയാൻ "പൂർത്തിയാക്കാം" തൊടൂ, എന്നിട്ട് പാവയെ ചിത്രമായി സേവ് ചെയ്യാം.',
  'dress.tutorial.finish.mouse':
    '"പഴയപടിയാക്കുക", "എല്ലാം അഴിക്കുക" എന്നിവ കൊണ്ട് വീണ്ടും ശ്രമിക്കാം. ഓണവേഷത്തിന്റെ സ്കോർ അറിയാൻ "പൂർത്തിയാക്കാം" തിരഞ്ഞെടുക്കൂ, എന്നിട്ട് പാവയെ ചിത്രമായി സേവ് ചെയ്യാം.',
} as const satisfies Record<keyof typeof en, string>;

export const dressMessages = { en, ml } satisfies Catalogue<keyof typeof en>;

export type DressKey = keyof typeof en;

/** What the dress game's screens show: its words, the doll's, its title and the frame's. */
export const dressScreenMessages = {
  en: { ...commonMessages.en, ...gameTitleMessages.en, ...dollMessages.en, ...en },
  ml: { ...commonMessages.ml, ...gameTitleMessages.ml, ...dollMessages.ml, ...ml },
} satisfies Catalogue<string>;

export type DressScreenKey = keyof (typeof dressScreenMessages)['en'];
