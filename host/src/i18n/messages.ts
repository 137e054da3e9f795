import type { Catalogue } from '@onam/shared/i18n/translator';

/** Every string the host shows. Malayalam arrives in step 7. */
export const messages = {
  en: {
    'nav.skip': 'Skip to the content',
    'nav.home': 'Home',
    'nav.main': 'Main',
    'nav.dashboard': 'My festival',
    'nav.celebrate': 'Celebrate',
    'account.signIn': 'Sign in',
    'home.intro': 'Play, dress up and feast through the ten days of Onam.',
    'home.games': 'Games',
    'home.play': 'Play',
    'game.result': 'You scored {score} of {maxScore}.',
    'game.closed': 'This game is not open right now.',
    'game.switchedOff': 'Games are paused',
    'remote.loading': 'Loading…',
    'remote.unavailable.game': 'This game could not be loaded.',
    'remote.unavailable.part': 'This part of the page could not be loaded.',
    'remote.unavailable.auth': 'Sign-in could not be loaded.',
    'remote.unavailable.hint': 'Check your connection and try again.',
    'remote.incompatible': 'This needs a newer version of the site. Reload the page to update it.',
    'remote.retry': 'Try again',
    'remote.reload': 'Reload the page',
    'dashboard.title': 'My festival',
    'dashboard.intro': 'Your plays, scores and greetings will gather here.',
    'celebrate.title': 'Celebrate',
    'celebrate.intro': 'Make an Onam greeting card to share with family and friends.',
    'error.notFound': 'This page could not be found',
    'error.backHome': 'Back to the home page',
    'error.title': 'Something went wrong',
    'manifest.title': 'The festival site could not start',
    'manifest.body': 'We could not read the festival programme. Please try again in a few minutes.',
    'manifest.details': 'Details for the site team',
    'manifest.retry': 'Try again',
    'manifest.unreachable': 'The programme could not be downloaded: {detail}',
    'manifest.unreadable': 'The programme is not valid JSON.',
  },
} satisfies Catalogue<string>;

export type MessageKey = keyof (typeof messages)['en'];
