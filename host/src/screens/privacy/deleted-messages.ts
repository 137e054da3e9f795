import type { Catalogue } from '@onam/shared/i18n/translator';

/**
 * The page after "Delete my account" (account-deleted-screen.tsx), in English and Malayalam: what
 * is deleted, the one record kept and why (docs/decisions/040), and where to go next.
 */
export const deletedMessages = {
  en: {
    'deleted.title': 'Your account is deleted',
    'deleted.here':
      'Your account and everything in it are deleted: your profile, your plays and figures, your places on the leaderboards, your greetings, your cards on the wall and the cards you reported. You are signed out.',
    'deleted.elsewhere':
      'This account was deleted, in another tab or on another device, with everything in it: its profile, plays and figures, places on the leaderboards, greetings and cards on the wall. You are signed out here too.',
    'deleted.plays':
      'Plays finished on this device and not yet saved: {count}. There is no account to save them to, so they are removed from this device.',
    'deleted.kept.title': 'What we keep, and why',
    'deleted.kept.body':
      'One record: the account’s id (a random code, not your name or email) and the time it was deleted. It is what stops anything being saved to this account again, from another tab, another device or a sign-in that was still open, and is deleted too, within two days. Nothing else about you is kept. Copies in our processor’s backups are gone within 30 days.',
    'deleted.next.title': 'Where next',
    'deleted.next.home': 'Back to the festival',
    'deleted.next.again':
      'You can go on playing without an account, or make a new one at any time.',
    'deleted.next.register': 'Create a new account',
    'deleted.next.privacy': 'The privacy notice',
  },
  ml: {
    'deleted.title': 'നിങ്ങളുടെ അക്കൗണ്ട് ഇല്ലാതാക്കി',
    'deleted.here':
      'നിങ്ങളുടെ അക്കൗണ്ടും അതിലുള്ളതെല്ലാം ഇല്ലാതാക്കി: പ്രൊഫൈൽ, കളികളും കണക്കുകളും, ലീഡർബോർഡുകളിലെ സ്ഥാനങ്ങൾ, ആശംസകൾ, ആശംസാ ചുമരിലെ കാർഡുകൾ, നിങ്ങൾ പരാതിപ്പെട്ട കാർഡുകൾ. നിങ്ങൾ സൈൻ ഔട്ട് ആയി.',
    'deleted.elsewhere':
      'ഈ അക്കൗണ്ട് മറ്റൊരു ടാബിലോ മറ്റൊരു ഉപകരണത്തിലോ വെച്ച്, അതിലുള്ളതെല്ലാം സഹിതം ഇല്ലാതാക്കി: പ്രൊഫൈൽ, കളികളും കണക്കുകളും, ലീഡർബോർഡുകളിലെ സ്ഥാനങ്ങൾ, ആശംസകൾ, ആശംസാ ചുമരിലെ കാർഡുകൾ. ഇവിടെയും നിങ്ങൾ സൈൻ ഔട്ട് ആയി.',
    'deleted.plays':
      'ഈ ഉപകരണത്തിൽ പൂർത്തിയാക്കിയെങ്കിലും ഇതുവരെ സേവ് ചെയ്യാത്ത കളികൾ: {count}. അവ സേവ് ചെയ്യാൻ അക്കൗണ്ട് ഇല്ലാത്തതിനാൽ ഈ ഉപകരണത്തിൽ നിന്ന് നീക്കം ചെയ്തു.',
    'deleted.kept.title': 'ഞങ്ങൾ സൂക്ഷിക്കുന്നത്, എന്തിന്',
    'deleted.kept.body':
      'ഒരു രേഖ മാത്രം: അക്കൗണ്ടിന്റെ ഐഡി (ക്രമമില്ലാത്ത ഒരു കോഡ്; നിങ്ങളുടെ പേരോ ഇമെയിലോ അല്ല), അത് ഇല്ലാതാക്കിയ സമയം. മറ്റൊരു ടാബിൽ നിന്നോ മറ്റൊരു ഉപകരണത്തിൽ നിന്നോ തുറന്നിരുന്ന ഒരു സൈൻ-ഇന്നിൽ നിന്നോ ഈ അക്കൗണ്ടിലേക്ക് ഇനി ഒന്നും സേവ് ആകാതിരിക്കാനാണ് ഇത്; രണ്ട് ദിവസത്തിനകം ഇതും ഇല്ലാതാക്കും. നിങ്ങളെക്കുറിച്ചുള്ള മറ്റൊന്നും സൂക്ഷിക്കില്ല. പ്രോസസറുടെ ബാക്കപ്പുകളിലെ പകർപ്പുകൾ 30 ദിവസത്തിനകം ഇല്ലാതാകും.',
    'deleted.next.title': 'ഇനി എങ്ങോട്ട്',
    'deleted.next.home': 'ഉത്സവത്തിലേക്ക് മടങ്ങുക',
    'deleted.next.again': 'അക്കൗണ്ട് ഇല്ലാതെയും കളി തുടരാം; എപ്പോൾ വേണമെങ്കിലും പുതിയൊരു അക്കൗണ്ട് ഉണ്ടാക്കാം.',
    'deleted.next.register': 'പുതിയ അക്കൗണ്ട് ഉണ്ടാക്കുക',
    'deleted.next.privacy': 'സ്വകാര്യതാ അറിയിപ്പ്',
  },
} satisfies Catalogue<string>;
