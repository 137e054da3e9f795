import type { Catalogue } from '@onam/shared/i18n/translator';
import type { TutorialStep } from '../tutorial/step';

/** The words of the steps below; the tutorial part shows them, the game itself does not. */
export const dressTutorialMessages = {
  en: {
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
  },
  ml: {
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
  },
} satisfies Catalogue<string>;

type DressTutorialKey = keyof (typeof dressTutorialMessages)['en'];

/** The dress game's first-play help, worded for touch or for mouse and keyboard. */
export const dressTutorial: readonly TutorialStep<DressTutorialKey>[] = [
  {
    title: 'dress.tutorial.wear.title',
    body: { touch: 'dress.tutorial.wear.touch', mouse: 'dress.tutorial.wear.mouse' },
  },
  {
    title: 'dress.tutorial.layers.title',
    body: { touch: 'dress.tutorial.layers.body', mouse: 'dress.tutorial.layers.body' },
  },
  {
    title: 'dress.tutorial.finish.title',
    body: { touch: 'dress.tutorial.finish.touch', mouse: 'dress.tutorial.finish.mouse' },
  },
];
