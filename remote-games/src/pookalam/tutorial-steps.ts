import type { Catalogue } from '@onam/shared/i18n/translator';
import type { TutorialStep } from '../tutorial/step';

/** The words of the steps below; the tutorial part shows them, the game itself does not. */
export const pookalamTutorialMessages = {
  en: {
    'pookalam.tutorial.pick.title': 'Choose a flower',
    'pookalam.tutorial.pick.touch':
      'Tap a flower in the palette: thumba, chethi, jamanthi and more, each in its own colour. The eraser takes flowers away.',
    'pookalam.tutorial.pick.mouse':
      'Click a flower in the palette, or Tab to the palette and pick one with the arrow keys. The eraser takes flowers away.',
    'pookalam.tutorial.lay.title': 'Lay the rings',
    'pookalam.tutorial.lay.touch':
      'Tap a segment of the circle to fill it, or drag your finger across the board to lay a trail. Each flower repeats 4, 8 or 16 times around the centre.',
    'pookalam.tutorial.lay.mouse':
      'Click or drag across the board. With the keyboard, Tab to the board: the arrow keys move round and across the rings, Enter or Space lays the flower, Delete erases, Home jumps to the centre and Ctrl+Z undoes.',
    'pookalam.tutorial.finish.title': 'Finish and score',
    'pookalam.tutorial.finish.body':
      'Add a lamp, a lotus or Onathappan at the centre if you like, then press Finish. You score for covering the board, for symmetry and for variety; save your carpet as a picture.',
  },
  ml: {
    'pookalam.tutorial.pick.title': 'പൂവ് തിരഞ്ഞെടുക്കാം',
    'pookalam.tutorial.pick.touch':
      'പൂത്തട്ടിലെ ഒരു പൂവിൽ തൊടൂ: തുമ്പ, ചെത്തി, ജമന്തി എന്നിങ്ങനെ ഓരോന്നിനും അതിന്റേതായ നിറം. ഇറേസർ കൊണ്ട് പൂക്കൾ മാറ്റാം.',
    'pookalam.tutorial.pick.mouse':
      'പൂത്തട്ടിലെ ഒരു പൂവിൽ ക്ലിക്ക് ചെയ്യൂ, അല്ലെങ്കിൽ Tab അമർത്തി പൂത്തട്ടിലെത്തി ആരോ കീകൾ കൊണ്ട് ഒന്ന് തിരഞ്ഞെടുക്കൂ. ഇറേസർ കൊണ്ട് പൂക്കൾ മാറ്റാം.',
    'pookalam.tutorial.lay.title': 'വളയങ്ങൾ നിരത്താം',
    'pookalam.tutorial.lay.touch':
      'വൃത്തത്തിലെ ഒരു ഭാഗത്ത് തൊട്ടാൽ അവിടെ പൂ നിറയും; കളത്തിലൂടെ വിരൽ വലിച്ചാൽ ഒരു നിരയായി പൂ വീഴും. ഓരോ പൂവും നടുവിനു ചുറ്റും 4, 8 അല്ലെങ്കിൽ 16 തവണ ആവർത്തിക്കും.',
    'pookalam.tutorial.lay.mouse':
      'കളത്തിൽ ക്ലിക്ക് ചെയ്യുകയോ മൗസ് വലിക്കുകയോ ചെയ്യൂ. കീബോർഡിൽ Tab അമർത്തി കളത്തിലെത്താം: ആരോ കീകൾ വളയത്തിനു ചുറ്റും വളയങ്ങൾക്കു കുറുകെയും നീക്കും, Enter അല്ലെങ്കിൽ Space പൂവ് ഇടും, Delete മായ്ക്കും, Home നടുവിലേക്കു പോകും, Ctrl+Z പഴയപടിയാക്കും.',
    'pookalam.tutorial.finish.title': 'പൂർത്തിയാക്കാം, സ്കോർ നേടാം',
    'pookalam.tutorial.finish.body':
      'വേണമെങ്കിൽ നടുവിൽ ഒരു നിലവിളക്കോ താമരയോ ഓണത്തപ്പനോ വെക്കാം; എന്നിട്ട് "പൂർത്തിയാക്കാം" അമർത്തൂ. കളം നിറച്ചതിനും സമമിതിക്കും പൂക്കളുടെ വൈവിധ്യത്തിനും സ്കോർ കിട്ടും; നിങ്ങളുടെ പൂക്കളം ചിത്രമായി സേവ് ചെയ്യാം.',
  },
} satisfies Catalogue<string>;

type PookalamTutorialKey = keyof (typeof pookalamTutorialMessages)['en'];

/**
 * The pookalam game's first-play help, worded for touch or for mouse and keyboard. No title says
 * "Pookalam": the game's own heading does, and browser tests find it by that name.
 */
export const pookalamTutorial: readonly TutorialStep<PookalamTutorialKey>[] = [
  {
    title: 'pookalam.tutorial.pick.title',
    body: { touch: 'pookalam.tutorial.pick.touch', mouse: 'pookalam.tutorial.pick.mouse' },
  },
  {
    title: 'pookalam.tutorial.lay.title',
    body: { touch: 'pookalam.tutorial.lay.touch', mouse: 'pookalam.tutorial.lay.mouse' },
  },
  {
    title: 'pookalam.tutorial.finish.title',
    body: { touch: 'pookalam.tutorial.finish.body', mouse: 'pookalam.tutorial.finish.body' },
  },
];
