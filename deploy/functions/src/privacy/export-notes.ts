// What "Download my data" says of its own fields, where a field's name does not say it: the
// file is the visitor's to read, not only a machine's. In English and Malayalam both, since the
// export does not know which the visitor reads. Each key is the field's place in the file
// (`plays[].record`: the record of every play); export-notes.test.ts fails for a key the file
// does not hold, so a note cannot outlive its field.
import type { Catalogue } from '@onam/shared/i18n/translator';

/** Where the notes go in the exported file. */
export const EXPORT_NOTES_KEY = 'whatTheFieldsMean';

export const exportNotes = {
  en: {
    'profile.ageBand':
      'The age band you gave: "adult" (18 or older) or "under-18". Under 18, your name is on no board, no wall and no shared picture.',
    'profile.newsletter': 'Whether you want the newsletter: true is yes, false is no.',
    'profile.consent.notice': 'The version (its date) of the privacy notice you accepted.',
    'profile.consent.noticeAt': "When you accepted that notice, by the site's clock.",
    'profile.consent.newsletterAt':
      'When you last said yes or no to the newsletter ("newsletter" says which). It stays after a no: it is the record of when you withdrew.',
    'stats.pace':
      'How many plays the site would take from you at once just now, filled up again over time: a limit against plays sent by scripts.',
    'plays[].record':
      'What the game noted of the play (your moves), from which the site worked out your score again.',
    'plays[].version': 'The version of the games that scored the play.',
    'plays[].shareId':
      "The id in a link to this play's result, if you share it. It says nothing about who you are.",
    sharedResults:
      'Each id a result link can carry, and the play it stands for. Only the site itself reads these.',
    boardRows: "Your row in a board's top ten, which the site keeps to draw the public board from.",
    familyStarts:
      'The ids your page gave its latest requests to start a family pookalam, each with the carpet it started, so that a request sent twice starts one carpet. Only the site itself reads these.',
    files: "Your recorded greetings, by their place in the site's storage.",
  },
  ml: {
    'profile.ageBand':
      'നിങ്ങൾ നൽകിയ പ്രായവിഭാഗം: "adult" (18-ഓ അതിൽ കൂടുതലോ) അല്ലെങ്കിൽ "under-18". 18 വയസ്സിനു താഴെയെങ്കിൽ നിങ്ങളുടെ പേര് ഒരു ബോർഡിലും ചുമരിലും പങ്കുവെക്കുന്ന ചിത്രത്തിലും വരില്ല.',
    'profile.newsletter': 'വാർത്താക്കുറിപ്പ് വേണോ എന്നത്: true എന്നാൽ വേണം, false എന്നാൽ വേണ്ട.',
    'profile.consent.notice': 'നിങ്ങൾ അംഗീകരിച്ച സ്വകാര്യതാ അറിയിപ്പിന്റെ പതിപ്പ് (അതിന്റെ തീയതി).',
    'profile.consent.noticeAt': 'ആ അറിയിപ്പ് നിങ്ങൾ അംഗീകരിച്ച സമയം, സൈറ്റിന്റെ ഘടികാരപ്രകാരം.',
    'profile.consent.newsletterAt':
      'വാർത്താക്കുറിപ്പ് വേണമെന്നോ വേണ്ടെന്നോ നിങ്ങൾ അവസാനം പറഞ്ഞ സമയം (ഏതെന്ന് "newsletter" പറയും). വേണ്ടെന്നു പറഞ്ഞതിനു ശേഷവും ഇതു നിലനിൽക്കും: നിങ്ങൾ സമ്മതം പിൻവലിച്ചത് എപ്പോഴെന്നതിന്റെ രേഖയാണിത്.',
    'stats.pace':
      'ഇപ്പോൾ ഒരുമിച്ച് എത്ര കളികൾ സൈറ്റ് നിങ്ങളിൽനിന്നു സ്വീകരിക്കും എന്നത്, സമയം പോകുന്തോറും വീണ്ടും നിറയും: സ്ക്രിപ്റ്റുകൾ അയയ്ക്കുന്ന കളികൾക്കെതിരെയുള്ള ഒരു പരിധി.',
    'plays[].record':
      'കളിയെക്കുറിച്ച് ഗെയിം രേഖപ്പെടുത്തിയത് (നിങ്ങളുടെ നീക്കങ്ങൾ); ഇതിൽനിന്നാണ് സൈറ്റ് നിങ്ങളുടെ സ്കോർ വീണ്ടും കണക്കാക്കിയത്.',
    'plays[].version': 'കളിക്കു സ്കോർ നൽകിയ ഗെയിമുകളുടെ പതിപ്പ്.',
    'plays[].shareId': 'ഈ കളിയുടെ ഫലം പങ്കുവെച്ചാൽ അതിന്റെ ലിങ്കിലുള്ള ഐഡി. നിങ്ങൾ ആരെന്ന് അതു പറയുന്നില്ല.',
    sharedResults: 'ഫലങ്ങളുടെ ലിങ്കുകളിൽ വരാവുന്ന ഓരോ ഐഡിയും അതു സൂചിപ്പിക്കുന്ന കളിയും. സൈറ്റ് മാത്രമേ ഇവ വായിക്കൂ.',
    boardRows: 'ഒരു ബോർഡിലെ ആദ്യ പത്തിൽ നിങ്ങളുടെ വരി; പൊതു ബോർഡ് തയ്യാറാക്കാൻ സൈറ്റ് ഇതു സൂക്ഷിക്കുന്നു.',
    familyStarts:
      'കുടുംബ പൂക്കളം തുടങ്ങാനുള്ള നിങ്ങളുടെ ഒടുവിലത്തെ അഭ്യർഥനകൾക്ക് നിങ്ങളുടെ പേജ് നൽകിയ ഐഡികൾ, ഓരോന്നും തുടങ്ങിയ പൂക്കളത്തോടൊപ്പം: ഒരേ അഭ്യർഥന രണ്ടു തവണ എത്തിയാലും ഒരു പൂക്കളമേ തുടങ്ങൂ. സൈറ്റ് മാത്രമേ ഇവ വായിക്കൂ.',
    files: 'നിങ്ങൾ റെക്കോർഡ് ചെയ്ത ആശംസകൾ, സൈറ്റിന്റെ സംഭരണിയിൽ അവയുടെ സ്ഥാനം വഴി.',
  },
} satisfies Catalogue<string>;

/** The notes as the file carries them: every note in English and in Malayalam. */
export const exportNotesForFile = (): Record<'en' | 'ml', Record<string, string>> => ({
  en: { ...exportNotes.en },
  ml: { ...exportNotes.ml },
});
