import type { Catalogue } from '@onam/shared/i18n/translator';

/** Every string remote-games shows. Malayalam arrives in step 7. */
export const messages = {
  en: {
    'game.comingSoon': 'This game opens soon. Come back during the festival to play.',
    'game.madeFor': 'Part of {product}',
    'game.version': 'Games version {version}',
    'dress.title': 'Dress up for Onam',
    'pookalam.title': 'Pookalam',
    'sadya.title': 'Onam sadya',
    'doll.label': 'A doll ready to dress for Onam',
    'confetti.label': 'Well done!',
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
    'tutorial.dress.about': 'Dress the doll in Onam attire, from kasavu to jasmine.',
    'tutorial.pookalam.about': 'Lay a floral carpet, ring by ring, with the flowers of Kerala.',
    'tutorial.sadya.about': 'Serve the feast on a banana leaf, each dish in its place and turn.',
    'stats.title': 'Your statistics',
    'stats.empty': 'Play a game to see your figures here.',
    'recorder.title': 'Record an Onam greeting',
    'recorder.limits': 'Up to {clips} clips of at most {seconds} seconds each.',
    'standalone.heading': 'remote-games: every exposed module',
    'standalone.note':
      'This page is for the games team. Visitors see these modules inside the host.',
  },
} satisfies Catalogue<string>;

export type MessageKey = keyof (typeof messages)['en'];
