import type { Catalogue } from '../i18n/translator';

/**
 * What a shared link says about itself (its preview's title, description and picture's alt text)
 * and the words drawn on its picture (deploy/functions/src/og/og-image.ts). Keys start with 'share.'.
 * The greetings' meanings are the card maker's (`celebrate.greeting.<id>`), repeated here for the
 * server, which has no host catalogue; host/src/screens/celebrate/__tests__ keeps them equal.
 */
export const shareMessages = {
  en: {
    'share.greeting.onashamsakal': 'Happy Onam',
    'share.greeting.hrudayam': 'Heartfelt Onam wishes',
    'share.greeting.ponnonam': 'Golden-Onam wishes',
    'share.greeting.thiruvonam': 'Thiruvonam wishes',
    'share.greeting.maveli': '“When Maveli ruled, all people were equal”',
    'share.game.pookalam': 'Pookalam',
    'share.game.dress': 'Onam dress-up',
    'share.game.sadya': 'Onam sadya',
    'share.game.any': 'Onam games',
    'share.card.titleNamed': '{name} sent you an Onam greeting',
    'share.card.title': 'An Onam greeting for you',
    'share.card.description':
      '{greeting} ({meaning}). Open it, then make an Onam card of your own.',
    'share.card.imageAlt': 'An Onam greeting card: {greeting} ({meaning})',
    'share.result.title': '{game}: a score to beat',
    'share.result.description': 'See the score the site recorded, then play {game} yourself.',
    'share.result.imageAlt': '{game}: a score as the site recorded it',
    'share.image.score': '{game}: {score}\u00a0of\u00a0{max}\u00a0points',
    'share.invite.pookalam': 'Lay a pookalam with us this Onam',
    'share.invite.dress': 'Dress up for Onam with us',
    'share.invite.sadya': 'Serve an Onam sadya with us',
    'share.invite.any': 'Play the Onam games with us',
  },
  ml: {
    'share.greeting.onashamsakal': 'ലളിതമായ ഓണാശംസ',
    'share.greeting.hrudayam': 'ഹൃദയപൂർവമുള്ള ആശംസ',
    'share.greeting.ponnonam': 'പൊന്നോണത്തിന്റെ ആശംസ',
    'share.greeting.thiruvonam': 'തിരുവോണ നാളിലെ ആശംസ',
    'share.greeting.maveli': '“മാവേലി നാടു ഭരിച്ച കാലത്ത് എല്ലാ മനുഷ്യരും തുല്യരായിരുന്നു”',
    'share.game.pookalam': 'പൂക്കളം',
    'share.game.dress': 'ഓണക്കോടി',
    'share.game.sadya': 'ഓണസദ്യ',
    'share.game.any': 'ഓണക്കളികൾ',
    'share.card.titleNamed': '{name} നിങ്ങൾക്ക് ഒരു ഓണാശംസ അയച്ചിരിക്കുന്നു',
    'share.card.title': 'നിങ്ങൾക്കൊരു ഓണാശംസ',
    'share.card.description':
      '{greeting} ({meaning}). തുറന്നുനോക്കൂ, എന്നിട്ട് നിങ്ങളുടേതായ ഒരു ഓണക്കാർഡ് ഉണ്ടാക്കൂ.',
    'share.card.imageAlt': 'ഓണാശംസാ കാർഡ്: {greeting} ({meaning})',
    'share.result.title': '{game}: മറികടക്കാൻ ഒരു സ്കോർ',
    'share.result.description': 'സൈറ്റ് രേഖപ്പെടുത്തിയ സ്കോർ കാണൂ, എന്നിട്ട് {game} നിങ്ങളും കളിക്കൂ.',
    'share.result.imageAlt': '{game}: സൈറ്റ് രേഖപ്പെടുത്തിയ സ്കോർ',
    // No-break spaces keep the figures and their word together when the picture wraps the line.
    'share.image.score': '{game}: {max}-ൽ\u00a0{score}\u00a0പോയിന്റ്',
    'share.invite.pookalam': 'ഈ ഓണത്തിന് നമുക്കൊരു പൂക്കളം ഒരുക്കാം',
    'share.invite.dress': 'ഈ ഓണത്തിന് നമുക്ക് ഓണക്കോടി അണിയാം',
    'share.invite.sadya': 'ഈ ഓണത്തിന് നമുക്ക് സദ്യ വിളമ്പാം',
    'share.invite.any': 'ഈ ഓണത്തിന് നമുക്ക് ഓണക്കളികൾ കളിക്കാം',
  },
} satisfies Catalogue<string>;

export type ShareMessageKey = keyof (typeof shareMessages)['en'];
