import type { Catalogue } from '@onam/shared/i18n/translator';
import type { ItemId } from './items';

/** Every key an item needs: its label, its name inside a sentence, and a few words about it. */
type ItemKeys =
  `doll.item.${ItemId}` | `doll.item.${ItemId}.inSentence` | `doll.item.${ItemId}.about`;

/**
 * The doll's words, keys starting with 'doll.': its label, bare or dressed, the name of every item
 * of the wardrobe (items.ts) and how a list of them is joined. Item names are the Malayalam words,
 * in English script for `en` as a visitor from Kerala says them. The dress game shows these words
 * too (its wardrobe, its notes and its score), from here.
 */
const en = {
  'doll.label': 'A doll ready to dress for Onam',
  'doll.wearing': 'A doll wearing {items}',

  'doll.list.separator': ', ',
  'doll.list.and': '{rest} and {last}',
  'doll.list.or': '{rest} or {last}',
  // Garments
  'doll.item.kasavu-set-mundu': 'Kasavu set-mundu',
  'doll.item.kasavu-set-mundu.inSentence': 'kasavu set-mundu',
  'doll.item.kasavu-set-mundu.about': 'off-white saree, gold border, gold blouse',
  'doll.item.mundum-neriyathum': 'Mundum neriyathum',
  'doll.item.mundum-neriyathum.inSentence': 'mundum neriyathum',
  'doll.item.mundum-neriyathum.about': 'mundu below, neriyathu over the shoulder',
  'doll.item.pattu-pavada': 'Pattu pavada',
  'doll.item.pattu-pavada.inSentence': 'pattu pavada',
  'doll.item.pattu-pavada.about': 'long silk skirt and blouse, kasavu border',
  'doll.item.mundu-jubba': 'Mundu and jubba',
  'doll.item.mundu-jubba.inSentence': 'a mundu with a jubba',
  'doll.item.mundu-jubba.about': 'white kasavu mundu, cream jubba',
  'doll.item.neriyathu': 'Neriyathu',
  'doll.item.neriyathu.inSentence': 'a neriyathu over the shoulder',
  'doll.item.neriyathu.about': 'kasavu cloth over the shoulder',
  // Jewellery
  'doll.item.jimikki': 'Jimikki',
  'doll.item.jimikki.inSentence': 'jimikki',
  'doll.item.jimikki.about': 'gold bell earrings',
  'doll.item.kasu-mala': 'Kasu mala',
  'doll.item.kasu-mala.inSentence': 'kasu mala',
  'doll.item.kasu-mala.about': 'gold-coin necklace',
  'doll.item.palakka-mala': 'Palakka mala',
  'doll.item.palakka-mala.inSentence': 'palakka mala',
  'doll.item.palakka-mala.about': 'green and red leaf stones',
  'doll.item.nagapadam': 'Nagapadam',
  'doll.item.nagapadam.inSentence': 'nagapadam',
  'doll.item.nagapadam.about': 'cobra-hood pendant',
  // Hair and face
  'doll.item.jasmine': 'Jasmine (mulla)',
  'doll.item.jasmine.inSentence': 'jasmine',
  'doll.item.jasmine.about': 'a string of buds in the hair',
  'doll.item.pottu': 'Pottu',
  'doll.item.pottu.inSentence': 'pottu',
  'doll.item.pottu.about': 'a red dot on the forehead',
  'doll.item.kajal': 'Kajal',
  'doll.item.kajal.inSentence': 'kajal',
  'doll.item.kajal.about': 'dark lines round the eyes',
  // Maveli
  'doll.item.crown': 'Crown (kireedam)',
  'doll.item.crown.inSentence': 'Maveli’s crown',
  'doll.item.crown.about': 'tall, gold, set with stones',
  'doll.item.olakkuda': 'Olakkuda',
  'doll.item.olakkuda.inSentence': 'an olakkuda',
  'doll.item.olakkuda.about': 'palm-leaf umbrella',
  'doll.item.moustache': 'Moustache',
  'doll.item.moustache.inSentence': 'a handlebar moustache',
  'doll.item.moustache.about': 'big and curled',
  'doll.item.maveli-silk-classic': 'Royal silk, classic',
  'doll.item.maveli-silk-classic.inSentence': 'Maveli’s royal silk (the classic look)',
  'doll.item.maveli-silk-classic.about': 'the pot-bellied king',
  'doll.item.maveli-silk-slim': 'Royal silk, slim',
  'doll.item.maveli-silk-slim.inSentence': 'Maveli’s royal silk (the slim look)',
  'doll.item.maveli-silk-slim.about': 'the young, slim king',
} as const satisfies Record<ItemKeys, string> & Record<string, string>;

/**
 * In Malayalam a list closes with "എന്നിവ" after its last item ("a, b, c എന്നിവ"), so it reads as
 * one noun phrase wherever it lands ("… എന്നിവ അണിഞ്ഞ പാവ").
 */
const ml = {
  'doll.label': 'ഓണത്തിന് അണിയിച്ചൊരുക്കാൻ ഒരു പാവ',
  'doll.wearing': '{items} അണിഞ്ഞ പാവ',

  'doll.list.separator': ', ',
  'doll.list.and': '{rest}, {last} എന്നിവ',
  'doll.list.or': '{rest} അല്ലെങ്കിൽ {last}',
  // Garments
  'doll.item.kasavu-set-mundu': 'കസവ് സെറ്റ് മുണ്ട്',
  'doll.item.kasavu-set-mundu.inSentence': 'കസവ് സെറ്റ് മുണ്ട്',
  'doll.item.kasavu-set-mundu.about': 'ഇളംവെള്ള സാരി, സ്വർണക്കര, സ്വർണ ബ്ലൗസ്',
  'doll.item.mundum-neriyathum': 'മുണ്ടും നേര്യതും',
  'doll.item.mundum-neriyathum.inSentence': 'മുണ്ടും നേര്യതും',
  'doll.item.mundum-neriyathum.about': 'താഴെ മുണ്ട്, തോളിലൂടെ നേര്യത്',
  'doll.item.pattu-pavada': 'പട്ടുപാവാട',
  'doll.item.pattu-pavada.inSentence': 'പട്ടുപാവാട',
  'doll.item.pattu-pavada.about': 'നീളൻ പട്ടുപാവാടയും ബ്ലൗസും, കസവുകര',
  'doll.item.mundu-jubba': 'മുണ്ടും ജുബ്ബയും',
  'doll.item.mundu-jubba.inSentence': 'മുണ്ടും ജുബ്ബയും',
  'doll.item.mundu-jubba.about': 'വെള്ള കസവുമുണ്ട്, ക്രീം നിറമുള്ള ജുബ്ബ',
  'doll.item.neriyathu': 'നേര്യത്',
  'doll.item.neriyathu.inSentence': 'തോളിൽ നേര്യത്',
  'doll.item.neriyathu.about': 'തോളിലിടുന്ന കസവുതുണി',
  // Jewellery
  'doll.item.jimikki': 'ജിമിക്കി',
  'doll.item.jimikki.inSentence': 'ജിമിക്കി',
  'doll.item.jimikki.about': 'സ്വർണ മണിക്കമ്മൽ',
  'doll.item.kasu-mala': 'കാശുമാല',
  'doll.item.kasu-mala.inSentence': 'കാശുമാല',
  'doll.item.kasu-mala.about': 'സ്വർണനാണയങ്ങൾ കോർത്ത മാല',
  'doll.item.palakka-mala': 'പാലക്കാമാല',
  'doll.item.palakka-mala.inSentence': 'പാലക്കാമാല',
  'doll.item.palakka-mala.about': 'ഇലയുടെ ആകൃതിയിൽ പച്ചയും ചുവപ്പും കല്ലുകൾ',
  'doll.item.nagapadam': 'നാഗപടം',
  'doll.item.nagapadam.inSentence': 'നാഗപടം',
  'doll.item.nagapadam.about': 'നാഗപ്പത്തിയുടെ ആകൃതിയിലുള്ള പതക്കം',
  // Hair and face
  'doll.item.jasmine': 'മുല്ലപ്പൂവ്',
  'doll.item.jasmine.inSentence': 'മുല്ലപ്പൂവ്',
  'doll.item.jasmine.about': 'മുടിയിൽ ചൂടിയ മുല്ലമൊട്ടുമാല',
  'doll.item.pottu': 'പൊട്ട്',
  'doll.item.pottu.inSentence': 'പൊട്ട്',
  'doll.item.pottu.about': 'നെറ്റിയിൽ ഒരു ചുവന്ന കുത്ത്',
  'doll.item.kajal': 'കണ്മഷി',
  'doll.item.kajal.inSentence': 'കണ്മഷി',
  'doll.item.kajal.about': 'കണ്ണിനു ചുറ്റും കറുത്ത വര',
  // Maveli
  'doll.item.crown': 'കിരീടം',
  'doll.item.crown.inSentence': 'മാവേലിയുടെ കിരീടം',
  'doll.item.crown.about': 'ഉയരമുള്ള, കല്ലുപതിച്ച സ്വർണക്കിരീടം',
  'doll.item.olakkuda': 'ഓലക്കുട',
  'doll.item.olakkuda.inSentence': 'ഓലക്കുട',
  'doll.item.olakkuda.about': 'പനയോല കൊണ്ടുള്ള കുട',
  'doll.item.moustache': 'മീശ',
  'doll.item.moustache.inSentence': 'കൊമ്പൻ മീശ',
  'doll.item.moustache.about': 'വലിയ, പിരിച്ചുവെച്ച മീശ',
  'doll.item.maveli-silk-classic': 'രാജകീയ പട്ട്, പരമ്പരാഗതം',
  'doll.item.maveli-silk-classic.inSentence': 'മാവേലിയുടെ രാജകീയ പട്ട് (പരമ്പരാഗത രൂപം)',
  'doll.item.maveli-silk-classic.about': 'കുടവയറുള്ള രാജാവ്',
  'doll.item.maveli-silk-slim': 'രാജകീയ പട്ട്, മെലിഞ്ഞ രൂപം',
  'doll.item.maveli-silk-slim.inSentence': 'മാവേലിയുടെ രാജകീയ പട്ട് (മെലിഞ്ഞ രൂപം)',
  'doll.item.maveli-silk-slim.about': 'ചെറുപ്പക്കാരനായ, മെലിഞ്ഞ രാജാവ്',
} as const satisfies Record<keyof typeof en, string>;

export const dollMessages = { en, ml } satisfies Catalogue<keyof typeof en>;

export type DollKey = keyof typeof en;
