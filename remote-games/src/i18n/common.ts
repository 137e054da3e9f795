import type { Catalogue } from '@onam/shared/i18n/translator';

/**
 * The frame every game is shown in (Start, Play again, the picture, the result card), the play
 * icon and the standalone page: words shared by several modules of remote-games.
 */
export const commonMessages = {
  en: {
    'game.madeFor': 'Part of {product}',
    'game.version': 'Games version {version}',
    'game.howToPlay': 'How to play',
    'game.start': 'Start',
    'game.opening': 'Opening…',
    'game.playAgain': 'Play again',
    'game.savePicture': 'Save as picture',
    'game.pictureSaved': 'Picture saved.',
    'game.pictureFailed': 'The picture could not be saved. Please try again.',
    'result.title': 'Your score',
    'result.total': '{score} of {max}',
    'result.row': '{points} of {max}',
    'playIcon.label': 'Play',
    'standalone.heading': 'remote-games: every exposed module',
    'standalone.note':
      'This page is for the games team. Visitors see these modules inside the host.',
  },
  ml: {
    'game.madeFor': '{product} ഒരുക്കുന്നത്',
    'game.version': 'കളികളുടെ പതിപ്പ് {version}',
    'game.howToPlay': 'എങ്ങനെ കളിക്കാം',
    'game.start': 'തുടങ്ങാം',
    'game.opening': 'തുറക്കുന്നു…',
    'game.playAgain': 'വീണ്ടും കളിക്കാം',
    'game.savePicture': 'ചിത്രമായി സേവ് ചെയ്യാം',
    'game.pictureSaved': 'ചിത്രം സേവ് ചെയ്തു.',
    'game.pictureFailed': 'ചിത്രം സേവ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കൂ.',
    // "85 of 100" reads "100-ൽ 85": the whole comes first.
    'result.title': 'നിങ്ങളുടെ സ്കോർ',
    'result.total': '{max}-ൽ {score}',
    'result.row': '{max}-ൽ {points}',
    'playIcon.label': 'കളിക്കാം',
    'standalone.heading': 'remote-games: പുറത്തുകൊടുക്കുന്ന എല്ലാ മൊഡ്യൂളുകളും',
    'standalone.note': 'ഈ പേജ് ഗെയിംസ് ടീമിനുള്ളതാണ്. സന്ദർശകർ ഈ മൊഡ്യൂളുകൾ ഹോസ്റ്റിനുള്ളിലാണ് കാണുക.',
  },
} satisfies Catalogue<string>;
