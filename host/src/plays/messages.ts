import type { Catalogue } from '@onam/shared/i18n/translator';
import { shellMessages } from '../i18n/messages';

/**
 * The words for a play the server could not save (the status line's set-aside and removed states,
 * Try again and Remove); keys start with 'plays.'. Kept out of the shell's catalogue, and so off
 * the first paint: only a finished game and the dashboard show them.
 */
export const playMessages = {
  en: {
    'plays.removed': 'Your score of {score} was removed from this device without being saved.',
    'plays.setAside': 'Your score of {score} could not be saved: {reason}',
    'plays.setAsideKept': 'It stays on this device until you try again or remove it.',
    'plays.failedReason': 'the server ran into a problem each time it was sent.',
    'plays.name': 'your score of {score}',
    'plays.nameWithGame': 'your {game} score of {score}',
    'plays.retry': 'Try again',
    'plays.retryLabel': 'Try again to save {play}',
    'plays.remove': 'Remove',
    'plays.removeLabel': 'Remove {play}',
    'plays.removeQuestion':
      'Remove {play} from this device? It was never saved, so it cannot be brought back.',
    'plays.removeYes': 'Yes, remove',
    'plays.removeYesLabel': 'Yes, remove {play}',
    'plays.cancel': 'Cancel',
    'plays.cancelLabel': 'Cancel removing {play}',
  },
  ml: {
    'plays.removed': 'സേവ് ചെയ്യാത്ത നിങ്ങളുടെ സ്കോർ {score} ഈ ഉപകരണത്തിൽനിന്ന് നീക്കം ചെയ്തു.',
    'plays.setAside': 'നിങ്ങളുടെ സ്കോർ {score} സേവ് ചെയ്യാനായില്ല: {reason}',
    'plays.setAsideKept': 'വീണ്ടും ശ്രമിക്കുകയോ നീക്കം ചെയ്യുകയോ ചെയ്യുന്നതുവരെ ഇത് ഈ ഉപകരണത്തിൽത്തന്നെ ഉണ്ടാകും.',
    'plays.failedReason': 'അയച്ച ഓരോ തവണയും സെർവറിൽ എന്തോ പ്രശ്നമുണ്ടായി.',
    'plays.name': 'നിങ്ങളുടെ സ്കോർ {score}',
    'plays.nameWithGame': 'നിങ്ങളുടെ {game} സ്കോർ {score}',
    'plays.retry': 'വീണ്ടും ശ്രമിക്കൂ',
    'plays.retryLabel': '{play} സേവ് ചെയ്യാൻ വീണ്ടും ശ്രമിക്കൂ',
    'plays.remove': 'നീക്കം ചെയ്യാം',
    'plays.removeLabel': '{play} നീക്കം ചെയ്യാം',
    'plays.removeQuestion':
      '{play} ഈ ഉപകരണത്തിൽനിന്ന് നീക്കം ചെയ്യട്ടേ? ഇതുവരെ സേവ് ചെയ്യാത്തതിനാൽ പിന്നീട് തിരികെ കിട്ടില്ല.',
    'plays.removeYes': 'അതെ, നീക്കം ചെയ്യാം',
    'plays.removeYesLabel': 'അതെ, {play} നീക്കം ചെയ്യാം',
    'plays.cancel': 'വേണ്ട',
    'plays.cancelLabel': '{play} നീക്കം ചെയ്യേണ്ട',
  },
} satisfies Catalogue<string>;

/** The status line's catalogue: the shell's words for its other states, with these. */
export const messages = {
  en: { ...shellMessages.en, ...playMessages.en },
  ml: { ...shellMessages.ml, ...playMessages.ml },
} satisfies Catalogue<string>;
