import type { Catalogue } from '@onam/shared/i18n/translator';

/** The sheet's own words, which every game's tutorial shows around its steps. */
export const tutorialMessages = {
  en: {
    'tutorial.label': 'How it works',
    'tutorial.close': 'Close the tutorial',
    'tutorial.progress': 'Step {step} of {total}',
    'tutorial.back': 'Back',
    'tutorial.next': 'Next',
    'tutorial.done': "Let's play",
  },
  ml: {
    'tutorial.label': 'വഴികാട്ടി',
    'tutorial.close': 'വഴികാട്ടി അടയ്ക്കുക',
    'tutorial.progress': 'ഘട്ടം {step}, ആകെ {total}',
    'tutorial.back': 'തിരികെ',
    'tutorial.next': 'അടുത്തത്',
    'tutorial.done': 'നമുക്ക് കളിക്കാം',
  },
} satisfies Catalogue<string>;

/** The site's welcome, which only the tutorial part shows; each game's steps are its own. */
export const welcomeMessages = {
  en: {
    'tutorial.welcome.pick.title': 'Pick a game',
    'tutorial.welcome.pick.body':
      'Choose a tile: dress up for Onam, lay a pookalam, serve a sadya or record a greeting.',
    'tutorial.welcome.play.title': 'Play your way',
    'tutorial.welcome.play.touch':
      'Tap and drag with your finger. Every game can also be played with a keyboard.',
    'tutorial.welcome.play.mouse':
      'Use the mouse, or the keyboard alone: Tab moves between controls and Enter chooses.',
    'tutorial.welcome.keep.title': 'Keep your festival',
    'tutorial.welcome.keep.body':
      'Sign in to keep your scores and greetings, and build a streak through the ten days of Onam.',
    'tutorial.welcome.kept.title': 'Your festival is kept',
    'tutorial.welcome.kept.body':
      'Your scores and greetings are kept with your account. Play on each of the ten days of Onam to build your streak.',
  },
  ml: {
    'tutorial.welcome.pick.title': 'ഒരു കളി തിരഞ്ഞെടുക്കൂ',
    'tutorial.welcome.pick.body':
      'ഇഷ്ടമുള്ളത് തിരഞ്ഞെടുക്കൂ: ഓണത്തിന് അണിഞ്ഞൊരുങ്ങാം, പൂക്കളമിടാം, സദ്യ വിളമ്പാം, അല്ലെങ്കിൽ ഒരു ആശംസ റെക്കോർഡ് ചെയ്യാം.',
    'tutorial.welcome.play.title': 'നിങ്ങളുടെ രീതിയിൽ കളിക്കാം',
    'tutorial.welcome.play.touch':
      'വിരൽ കൊണ്ട് തൊടുകയും വലിക്കുകയും ചെയ്യാം. എല്ലാ കളികളും കീബോർഡ് കൊണ്ടും കളിക്കാം.',
    'tutorial.welcome.play.mouse':
      'മൗസ് ഉപയോഗിക്കാം, അല്ലെങ്കിൽ കീബോർഡ് മാത്രം: Tab ബട്ടണുകൾക്കിടയിൽ നീങ്ങും, Enter തിരഞ്ഞെടുക്കും.',
    'tutorial.welcome.keep.title': 'നിങ്ങളുടെ ഓണം സൂക്ഷിക്കാം',
    'tutorial.welcome.keep.body':
      'സ്കോറുകളും ആശംസകളും സൂക്ഷിക്കാൻ സൈൻ ഇൻ ചെയ്യൂ; ഓണത്തിന്റെ പത്തു നാളും കളിച്ച് തുടർച്ച നിലനിർത്താം.',
    'tutorial.welcome.kept.title': 'നിങ്ങളുടെ ഓണം സൂക്ഷിച്ചിട്ടുണ്ട്',
    'tutorial.welcome.kept.body':
      'നിങ്ങളുടെ സ്കോറുകളും ആശംസകളും നിങ്ങളുടെ അക്കൗണ്ടിൽ സൂക്ഷിക്കുന്നുണ്ട്. ഓണത്തിന്റെ പത്തു നാളും കളിച്ച് തുടർച്ച നിലനിർത്താം.',
  },
} satisfies Catalogue<string>;

export type WelcomeKey = keyof (typeof welcomeMessages)['en'];
