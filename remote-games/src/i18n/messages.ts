import type { Catalogue } from '@onam/shared/i18n/translator';
import { dressMessages } from '../dress/messages';
import { recorderMessages } from '../multi-recorder/messages';
import { pookalamMessages } from '../pookalam/messages';
import { sadyaMessages } from '../sadya/messages';

/** Strings shared by every part of remote-games. */
export const commonMessages = {
  en: {
    'game.madeFor': 'Part of {product}',
    'game.version': 'Games version {version}',
    'game.howToPlay': 'How to play',
    'game.start': 'Start',
    'game.playAgain': 'Play again',
    'game.savePicture': 'Save as picture',
    'game.pictureSaved': 'Picture saved.',
    'game.pictureFailed': 'The picture could not be saved. Please try again.',
    'result.title': 'Your score',
    'result.total': '{score} of {max}',
    'result.row': '{points} of {max}',
    'doll.label': 'A doll ready to dress for Onam',
    'confetti.label': 'Well done!',
    'playIcon.label': 'Play',
    'tutorial.label': 'How it works',
    'tutorial.close': 'Close the tutorial',
    'tutorial.progress': 'Step {step} of {total}',
    'tutorial.back': 'Back',
    'tutorial.next': 'Next',
    'tutorial.done': "Let's play",
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
    'stats.title': 'Your statistics',
    'stats.titleFor': 'Your statistics: {game}',
    'stats.empty': 'No plays yet. Finish a game to see your figures here.',
    'stats.plays': 'Plays',
    'stats.best': 'Best score',
    'stats.lastPlayed': 'Last played',
    'stats.streak': 'Day streak',
    'stats.streak.one': '{count} day',
    'stats.streak.other': '{count} days',
    'stats.never': 'Not yet',
    'stats.none': '–',
    'stats.loading': 'Loading your figures…',
    'stats.error': 'Your figures could not be loaded.',
    'stats.retry': 'Try again',
    'stats.signedOut': 'Sign in or register to keep your figures from every device.',
    'stats.waiting.one': '{count} play on this device will be saved when you sign in.',
    'stats.waiting.other': '{count} plays on this device will be saved when you sign in.',
    'stats.saving.one': '{count} play is waiting to be saved.',
    'stats.saving.other': '{count} plays are waiting to be saved.',
    'standalone.heading': 'remote-games: every exposed module',
    'standalone.note':
      'This page is for the games team. Visitors see these modules inside the host.',
    'standalone.language': 'Language',
  },
  ml: {
    'game.madeFor': '{product} ഒരുക്കുന്നത്',
    'game.version': 'കളികളുടെ പതിപ്പ് {version}',
    'game.howToPlay': 'എങ്ങനെ കളിക്കാം',
    'game.start': 'തുടങ്ങാം',
    'game.playAgain': 'വീണ്ടും കളിക്കാം',
    'game.savePicture': 'ചിത്രമായി സേവ് ചെയ്യാം',
    'game.pictureSaved': 'ചിത്രം സേവ് ചെയ്തു.',
    'game.pictureFailed': 'ചിത്രം സേവ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കൂ.',
    // "85 of 100" reads "100-ൽ 85": the whole comes first.
    'result.title': 'നിങ്ങളുടെ സ്കോർ',
    'result.total': '{max}-ൽ {score}',
    'result.row': '{max}-ൽ {points}',
    'doll.label': 'ഓണത്തിന് അണിയിച്ചൊരുക്കാൻ ഒരു പാവ',
    'confetti.label': 'നന്നായി ചെയ്തു!',
    'playIcon.label': 'കളിക്കാം',
    'tutorial.label': 'വഴികാട്ടി',
    'tutorial.close': 'വഴികാട്ടി അടയ്ക്കുക',
    'tutorial.progress': 'ഘട്ടം {step}, ആകെ {total}',
    'tutorial.back': 'തിരികെ',
    'tutorial.next': 'അടുത്തത്',
    'tutorial.done': 'നമുക്ക് കളിക്കാം',
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
    'stats.title': 'നിങ്ങളുടെ സ്ഥിതിവിവരം',
    'stats.titleFor': 'നിങ്ങളുടെ സ്ഥിതിവിവരം: {game}',
    'stats.empty': 'ഇതുവരെ കളിച്ചിട്ടില്ല. ഒരു കളി പൂർത്തിയാക്കിയാൽ നിങ്ങളുടെ കണക്കുകൾ ഇവിടെ കാണാം.',
    'stats.plays': 'കളിച്ച തവണ',
    'stats.best': 'മികച്ച സ്കോർ',
    'stats.lastPlayed': 'അവസാനം കളിച്ചത്',
    'stats.streak': 'തുടർച്ചയായ ദിവസങ്ങൾ',
    // A noun after a number stays singular in Malayalam: "1 ദിവസം", "5 ദിവസം".
    'stats.streak.one': '{count} ദിവസം',
    'stats.streak.other': '{count} ദിവസം',
    'stats.never': 'ഇതുവരെ ഇല്ല',
    'stats.none': '–',
    'stats.loading': 'നിങ്ങളുടെ കണക്കുകൾ ലോഡ് ചെയ്യുന്നു…',
    'stats.error': 'നിങ്ങളുടെ കണക്കുകൾ ലോഡ് ചെയ്യാനായില്ല.',
    'stats.retry': 'വീണ്ടും ശ്രമിക്കൂ',
    'stats.signedOut': 'ഏതു ഉപകരണത്തിൽ കളിച്ചാലും കണക്കുകൾ സൂക്ഷിക്കാൻ സൈൻ ഇൻ ചെയ്യൂ, അല്ലെങ്കിൽ അക്കൗണ്ട് ഉണ്ടാക്കൂ.',
    'stats.waiting.one': 'ഈ ഉപകരണത്തിലെ {count} കളി നിങ്ങൾ സൈൻ ഇൻ ചെയ്യുമ്പോൾ സേവ് ചെയ്യും.',
    'stats.waiting.other': 'ഈ ഉപകരണത്തിലെ {count} കളികൾ നിങ്ങൾ സൈൻ ഇൻ ചെയ്യുമ്പോൾ സേവ് ചെയ്യും.',
    'stats.saving.one': '{count} കളി സേവ് ചെയ്യാൻ കാത്തിരിക്കുന്നു.',
    'stats.saving.other': '{count} കളികൾ സേവ് ചെയ്യാൻ കാത്തിരിക്കുന്നു.',
    'standalone.heading': 'remote-games: പുറത്തുകൊടുക്കുന്ന എല്ലാ മൊഡ്യൂളുകളും',
    'standalone.note': 'ഈ പേജ് ഗെയിംസ് ടീമിനുള്ളതാണ്. സന്ദർശകർ ഈ മൊഡ്യൂളുകൾ ഹോസ്റ്റിനുള്ളിലാണ് കാണുക.',
    'standalone.language': 'ഭാഷ',
  },
} satisfies Catalogue<string>;

/** One catalogue for the remote: the common strings and each game's own, in every language. */
export const messages = {
  en: {
    ...commonMessages.en,
    ...dressMessages.en,
    ...pookalamMessages.en,
    ...sadyaMessages.en,
    ...recorderMessages.en,
  },
  ml: {
    ...commonMessages.ml,
    ...dressMessages.ml,
    ...pookalamMessages.ml,
    ...sadyaMessages.ml,
    ...recorderMessages.ml,
  },
} satisfies Catalogue<string>;

export type MessageKey = keyof (typeof messages)['en'];
