import type { Catalogue } from '@onam/shared/i18n/translator';

/** The console's canary: a second version for a share of visitors; keys start with 'canary.'. */
export const canaryMessages = {
  en: {
    'canary.title': 'Canary',
    'canary.none': 'No canary: every visitor gets the same version of each build.',
    'canary.running':
      '{remote}: {canary} goes to {percent}% of visitors; the others get {stable}. The health guard ends it if it fails more than {stable}.',
    'canary.promote': 'Give {canary} to every visitor ({remote})',
    'canary.end': 'End the canary of {remote}',
    'canary.guardEnded': 'The health guard ended the canary of {remote}, {time}: {reason}',
    'canary.guardEndedNoReason': 'The health guard ended the canary of {remote}, {time}.',
    'canary.start': 'Start a canary',
    'canary.change': 'Change the canary',
    'canary.remote': 'Build',
    'canary.version': 'Version for the canary',
    'canary.percent': 'Share of visitors (1 to 50 %)',
    'canary.noVersions': 'No other published version of {remote} was found; type its number.',
  },
  ml: {
    'canary.title': 'കാനറി',
    'canary.none': 'കാനറിയില്ല: ഓരോ ബിൽഡിന്റെയും ഒരേ പതിപ്പാണ് എല്ലാ സന്ദർശകർക്കും.',
    'canary.running':
      '{remote}: {percent}% സന്ദർശകർക്ക് {canary}; ബാക്കിയുള്ളവർക്ക് {stable}. {stable}-നെക്കാൾ കൂടുതൽ പിഴച്ചാൽ ആരോഗ്യ കാവൽ അത് നിർത്തും.',
    'canary.promote': '{canary} എല്ലാ സന്ദർശകർക്കും നൽകാം ({remote})',
    'canary.end': '{remote}-ന്റെ കാനറി നിർത്താം',
    'canary.guardEnded': 'ആരോഗ്യ കാവൽ {remote}-ന്റെ കാനറി നിർത്തി, {time}: {reason}',
    'canary.guardEndedNoReason': 'ആരോഗ്യ കാവൽ {remote}-ന്റെ കാനറി നിർത്തി, {time}.',
    'canary.start': 'കാനറി തുടങ്ങാം',
    'canary.change': 'കാനറി മാറ്റാം',
    'canary.remote': 'ബിൽഡ്',
    'canary.version': 'കാനറിക്കുള്ള പതിപ്പ്',
    'canary.percent': 'സന്ദർശകരുടെ പങ്ക് (1 മുതൽ 50 % വരെ)',
    'canary.noVersions': '{remote}-ന്റെ പ്രസിദ്ധീകരിച്ച മറ്റൊരു പതിപ്പും കണ്ടില്ല; അതിന്റെ നമ്പർ ടൈപ്പ് ചെയ്യൂ.',
  },
} satisfies Catalogue<string>;

export type CanaryMessageKey = keyof (typeof canaryMessages)['en'];
