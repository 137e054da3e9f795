import type { Catalogue } from '@onam/shared/i18n/translator';

/** The strings of the update prompt. Malayalam arrives with the rest of the host in step 7. */
export const messages = {
  en: {
    'update.label': 'Site update',
    'update.ready': 'A new version of the site is ready.',
    'update.reload': 'Reload',
    'update.later': 'Later',
  },
} satisfies Catalogue<string>;
