import type { Catalogue } from '@onam/shared/i18n/translator';
import type { TutorialStep } from '../tutorial/step';

/** The words of the steps below; the tutorial part shows them, the game itself does not. */
export const sadyaTutorialMessages = {
  en: {
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

type SadyaTutorialKey = keyof (typeof sadyaTutorialMessages)['en'];

/** The sadya game's first-play help, worded for touch or for mouse and keyboard. */
export const sadyaTutorial: readonly TutorialStep<SadyaTutorialKey>[] = [
  {
    title: 'sadya.tutorial.leaf.title',
    body: { touch: 'sadya.tutorial.leaf.body', mouse: 'sadya.tutorial.leaf.body' },
  },
  {
    title: 'sadya.tutorial.serve.title',
    body: { touch: 'sadya.tutorial.serve.touch', mouse: 'sadya.tutorial.serve.mouse' },
  },
  {
    title: 'sadya.tutorial.order.title',
    body: { touch: 'sadya.tutorial.order.body', mouse: 'sadya.tutorial.order.body' },
  },
  {
    title: 'sadya.tutorial.score.title',
    body: { touch: 'sadya.tutorial.score.body', mouse: 'sadya.tutorial.score.body' },
  },
];
