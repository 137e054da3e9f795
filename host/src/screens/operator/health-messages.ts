import type { Catalogue } from '@onam/shared/i18n/translator';

/** The console's health per version, in the "Now" panel; keys start with 'health.'. */
export const healthMessages = {
  en: {
    'health.title': 'Health per version, the last hour',
    'health.note':
      'From the visitors’ pages: a failure is a part that did not load or broke while it was drawn. A figure with few visits behind it says little.',
    'health.caption': '{remote}: the canary beside the stable version',
    'health.captionStable': '{remote}: no canary, the stable version only',
    'health.figure': 'Figure',
    'health.stable': 'Stable {version}',
    'health.canary': 'Canary {version} ({percent}%)',
    'health.failures': 'Load failures and errors per 1,000 loads',
    'health.finishRate': 'Games finished, of those shown',
    'health.median': 'Median time from tile to playable',
    'health.visits': 'Visits behind these figures',
    'health.loads': 'Loads',
    'health.noData': 'none yet',
    'health.seconds': '{seconds} s',
    'health.loading': 'Reading the health figures…',
    'health.failed': 'The health figures could not be read.',
    'health.noRemotes': 'No build is live yet.',
  },
  ml: {
    'health.title': 'ഓരോ പതിപ്പിന്റെയും ആരോഗ്യം, കഴിഞ്ഞ ഒരു മണിക്കൂർ',
    'health.note':
      'സന്ദർശകരുടെ പേജുകളിൽ നിന്ന്: ലോഡ് ആകാത്തതോ വരയ്ക്കുമ്പോൾ തകർന്നതോ ആയ ഭാഗമാണ് പിഴവ്. കുറച്ച് സന്ദർശനങ്ങൾ മാത്രമുള്ള കണക്ക് അധികമൊന്നും പറയുന്നില്ല.',
    'health.caption': '{remote}: കാനറിയും സ്ഥിര പതിപ്പും അടുത്തടുത്ത്',
    'health.captionStable': '{remote}: കാനറിയില്ല, സ്ഥിര പതിപ്പ് മാത്രം',
    'health.figure': 'കണക്ക്',
    'health.stable': 'സ്ഥിര പതിപ്പ് {version}',
    'health.canary': 'കാനറി {version} ({percent}%)',
    'health.failures': '1,000 ലോഡുകളിൽ ലോഡ് പിഴവുകളും തകരാറുകളും',
    'health.finishRate': 'കാണിച്ച കളികളിൽ പൂർത്തിയായവ',
    'health.median': 'ടൈലിൽ തൊട്ട് കളിക്കാൻ കഴിയും വരെയുള്ള മധ്യ സമയം',
    'health.visits': 'ഈ കണക്കുകൾക്ക് പിന്നിലെ സന്ദർശനങ്ങൾ',
    'health.loads': 'ലോഡുകൾ',
    'health.noData': 'ഇതുവരെ ഇല്ല',
    'health.seconds': '{seconds} സെ.',
    'health.loading': 'ആരോഗ്യ കണക്കുകൾ വായിക്കുന്നു…',
    'health.failed': 'ആരോഗ്യ കണക്കുകൾ വായിക്കാനായില്ല.',
    'health.noRemotes': 'ഒരു ബിൽഡും ഇതുവരെ ലൈവ് അല്ല.',
  },
} satisfies Catalogue<string>;

export type HealthMessageKey = keyof (typeof healthMessages)['en'];
