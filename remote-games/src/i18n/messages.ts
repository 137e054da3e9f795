import type { Catalogue } from '@onam/shared/i18n/translator';
import { dressMessages } from '../dress/messages';
import { recorderMessages } from '../multi-recorder/messages';
import { pookalamMessages } from '../pookalam/messages';
import { sadyaMessages } from '../sadya/messages';

/** Strings shared by every part of remote-games. Malayalam arrives in step 7. */
const commonMessages = {
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
  },
} satisfies Catalogue<string>;

/** One catalogue for the remote: the common strings and each game's own. */
export const messages = {
  en: {
    ...commonMessages.en,
    ...dressMessages.en,
    ...pookalamMessages.en,
    ...sadyaMessages.en,
    ...recorderMessages.en,
  },
} satisfies Catalogue<string>;

export type MessageKey = keyof (typeof messages)['en'];
