import type { Catalogue } from '@onam/shared/i18n/translator';

/** What the confetti says while it falls. */
export const confettiMessages = {
  en: {
    'confetti.label': 'Well done!',
  },
  ml: {
    'confetti.label': 'നന്നായി ചെയ്തു!',
  },
} satisfies Catalogue<string>;
