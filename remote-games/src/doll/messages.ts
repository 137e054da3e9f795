import type { Catalogue } from '@onam/shared/i18n/translator';
import type { ItemId } from './items';

/** Every key an item needs: its label, its name inside a sentence, and a few words about it. */
type ItemKeys =
  `dress.item.${ItemId}` | `dress.item.${ItemId}.inSentence` | `dress.item.${ItemId}.about`;

/**
 * The doll's words, which the dress game shows too: the doll's label, the items' names and how a
 * list of them is joined. Item names are the Malayalam words, in English script for `en` as a
 * visitor from Kerala says them. The keys keep their 'dress.' prefix: they were the dress game's.
 */
const en = {
  'doll.label': 'A doll ready to dress for Onam',
  'dress.doll.wearing': 'A doll wearing {items}',
  'dress.list.separator': ', ',
  'dress.list.and': '{rest} and {last}',
  'dress.list.or': '{rest} or {last}',
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
  // Every item has its words (the index signature lets the other keys in).
} as const satisfies Record<ItemKeys, string> & Record<string, string>;

/**
 * Malayalam joins a list with "എന്നിവ" after its last item ("a, b, c എന്നിവ"), so a list reads as
 * one noun phrase wherever it lands ("… എന്നിവ അണിഞ്ഞ പാവ"). A choice keeps its qualifier in
 * front and its items in brackets, so it stays one piece inside a longer list of suggestions.
 */
const ml = {
  'doll.label': 'ഓണത്തിന് അണിയിച്ചൊരുക്കാൻ ഒരു പാവ',
  'dress.doll.wearing': '{items} അണിഞ്ഞ പാവ',
  'dress.list.separator': ', ',
  'dress.list.and': '{rest}, {last} എന്നിവ',
  'dress.list.or': '{rest} അല്ലെങ്കിൽ {last}',
  // Garments
  'dress.item.kasavu-set-mundu': 'കസവ് സെറ്റ് മുണ്ട്',
  'dress.item.kasavu-set-mundu.inSentence': 'കസവ് സെറ്റ് മുണ്ട്',
  'dress.item.kasavu-set-mundu.about': 'ഇളംവെള്ള സാരി, സ്വർണക്കര, സ്വർണ ബ്ലൗസ്',
  'dress.item.mundum-neriyathum': 'മുണ്ടും നേര്യതും',
  'dress.item.mundum-neriyathum.inSentence': 'മുണ്ടും നേര്യതും',
  'dress.item.mundum-neriyathum.about': 'താഴെ മുണ്ട്, തോളിലൂടെ നേര്യത്',
  'dress.item.pattu-pavada': 'പട്ടുപാവാട',
  'dress.item.pattu-pavada.inSentence': 'പട്ടുപാവാട',
  'dress.item.pattu-pavada.about': 'നീളൻ പട്ടുപാവാടയും ബ്ലൗസും, കസവുകര',
  'dress.item.mundu-jubba': 'മുണ്ടും ജുബ്ബയും',
  'dress.item.mundu-jubba.inSentence': 'മുണ്ടും ജുബ്ബയും',
  'dress.item.mundu-jubba.about': 'വെള്ള കസവുമുണ്ട്, ക്രീം നിറമുള്ള ജുബ്ബ',
  'dress.item.neriyathu': 'നേര്യത്',
  'dress.item.neriyathu.inSentence': 'തോളിൽ നേര്യത്',
  'dress.item.neriyathu.about': 'തോളിലിടുന്ന കസവുതുണി',
  // Jewellery
  'dress.item.jimikki': 'ജിമിക്കി',
  'dress.item.jimikki.inSentence': 'ജിമിക്കി',
  'dress.item.jimikki.about': 'സ്വർണ മണിക്കമ്മൽ',
  'dress.item.kasu-mala': 'കാശുമാല',
  'dress.item.kasu-mala.inSentence': 'കാശുമാല',
  'dress.item.kasu-mala.about': 'സ്വർണനാണയങ്ങൾ കോർത്ത മാല',
  'dress.item.palakka-mala': 'പാലക്കാമാല',
  'dress.item.palakka-mala.inSentence': 'പാലക്കാമാല',
  'dress.item.palakka-mala.about': 'ഇലയുടെ ആകൃതിയിൽ പച്ചയും ചുവപ്പും കല്ലുകൾ',
  'dress.item.nagapadam': 'നാഗപടം',
  'dress.item.nagapadam.inSentence': 'നാഗപടം',
  'dress.item.nagapadam.about': 'നാഗപ്പത്തിയുടെ ആകൃതിയിലുള്ള പതക്കം',
  // Hair and face
  'dress.item.jasmine': 'മുല്ലപ്പൂവ്',
  'dress.item.jasmine.inSentence': 'മുല്ലപ്പൂവ്',
  'dress.item.jasmine.about': 'മുടിയിൽ ചൂടിയ മുല്ലമൊട്ടുമാല',
  'dress.item.pottu': 'പൊട്ട്',
  'dress.item.pottu.inSentence': 'പൊട്ട്',
  'dress.item.pottu.about': 'നെറ്റിയിൽ ഒരു ചുവന്ന കുത്ത്',
  'dress.item.kajal': 'കണ്മഷി',
  'dress.item.kajal.inSentence': 'കണ്മഷി',
  'dress.item.kajal.about': 'കണ്ണിനു ചുറ്റും കറുത്ത വര',
  // Maveli
  'dress.item.crown': 'കിരീടം',
  'dress.item.crown.inSentence': 'മാവേലിയുടെ കിരീടം',
  'dress.item.crown.about': 'ഉയരമുള്ള, കല്ലുപതിച്ച സ്വർണക്കിരീടം',
  'dress.item.olakkuda': 'ഓലക്കുട',
  'dress.item.olakkuda.inSentence': 'ഓലക്കുട',
  'dress.item.olakkuda.about': 'പനയോല കൊണ്ടുള്ള കുട',
  'dress.item.moustache': 'മീശ',
  'dress.item.moustache.inSentence': 'കൊമ്പൻ മീശ',
  'dress.item.moustache.about': 'വലിയ, പിരിച്ചുവെച്ച മീശ',
  'dress.item.maveli-silk-classic': 'രാജകീയ പട്ട്, പരമ്പരാഗതം',
  'dress.item.maveli-silk-classic.inSentence': 'മാവേലിയുടെ രാജകീയ പട്ട് (പരമ്പരാഗത രൂപം)',
  'dress.item.maveli-silk-classic.about': 'കുടവയറുള്ള രാജാവ്',
  'dress.item.maveli-silk-slim': 'രാജകീയ പട്ട്, മെലിഞ്ഞ രൂപം',
  'dress.item.maveli-silk-slim.inSentence': 'മാവേലിയുടെ രാജകീയ പട്ട് (മെലിഞ്ഞ രൂപം)',
  'dress.item.maveli-silk-slim.about': 'ചെറുപ്പക്കാരനായ, മെലിഞ്ഞ രാജാവ്',
} as const satisfies Record<keyof typeof en, string>;

export const dollMessages = { en, ml } satisfies Catalogue<keyof typeof en>;

export type DollKey = keyof typeof en;
