import type { Catalogue } from '@onam/shared/i18n/translator';

/** The strings of the update prompt. */
export const messages = {
  en: {
    'update.label': 'Site update',
    'update.ready': 'A new version of the site is ready.',
    'update.reload': 'Reload',
    'update.later': 'Later',
  },
  ml: {
    'update.label': 'സൈറ്റ് അപ്‌ഡേറ്റ്',
    'update.ready': 'സൈറ്റിന്റെ പുതിയ പതിപ്പ് തയ്യാർ.',
    'update.reload': 'റീലോഡ് ചെയ്യാം',
    'update.later': 'പിന്നീട്',
  },
} satisfies Catalogue<string>;
