import type { Catalogue } from '@onam/shared/i18n/translator';

/**
 * The account menu's step before "Delete my account" does anything (delete-step.tsx): what goes,
 * and the two choices. A chunk of its own with its component: few visitors open it, and its
 * words are long in both languages.
 */
export const deleteMessages = {
  en: {
    'account.deleteTitle': 'Delete your account?',
    'account.deleteWhat':
      'This removes for good your account and sign-in; your name, district and age band; every play and score, and your place on the leaderboards; your recorded greetings and your wall cards; your name on each family pookalam you joined (the flowers you laid stay on it, with no name); and what this device keeps of you. It cannot be undone.',
    'account.deleteConfirm': 'Delete everything',
    'account.deleteCancel': 'Keep my account',
    'account.deleting': 'Deleting…',
  },
  ml: {
    'account.deleteTitle': 'അക്കൗണ്ട് ഇല്ലാതാക്കണോ?',
    'account.deleteWhat':
      'ഇത് എന്നെന്നേക്കുമായി നീക്കും: നിങ്ങളുടെ അക്കൗണ്ടും സൈൻ-ഇന്നും; പേര്, ജില്ല, പ്രായവിഭാഗം; എല്ലാ കളികളും സ്കോറുകളും ലീഡർബോർഡിലെ സ്ഥാനവും; റെക്കോർഡ് ചെയ്ത ആശംസകളും ചുമരിലെ കാർഡുകളും; നിങ്ങൾ ചേർന്ന ഓരോ കുടുംബ പൂക്കളത്തിലെയും നിങ്ങളുടെ പേര് (നിങ്ങളിട്ട പൂക്കൾ പേരില്ലാതെ അതിൽ നിലനിൽക്കും); ഈ ഉപകരണം നിങ്ങളെക്കുറിച്ച് സൂക്ഷിക്കുന്നതും. ഇതു തിരിച്ചെടുക്കാനാവില്ല.',
    'account.deleteConfirm': 'എല്ലാം ഇല്ലാതാക്കുക',
    'account.deleteCancel': 'അക്കൗണ്ട് നിലനിർത്തുക',
    'account.deleting': 'ഇല്ലാതാക്കുന്നു…',
  },
} as const satisfies Catalogue<string>;
