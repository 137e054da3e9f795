import type { Catalogue } from '@onam/shared/i18n/translator';
import { gameTitleMessages } from '../i18n/game-titles';

/** The statistics card's words; it names a game by the game's title. */
export const statsMessages = {
  en: {
    ...gameTitleMessages.en,
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
  },
  ml: {
    ...gameTitleMessages.ml,
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
  },
} satisfies Catalogue<string>;

export type StatsKey = keyof (typeof statsMessages)['en'];
