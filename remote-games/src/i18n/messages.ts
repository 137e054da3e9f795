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
    'tutorial.title': 'How to play',
    'tutorial.close': 'Close the tutorial',
    'tutorial.soon': 'Step-by-step help for this game is on its way.',
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
