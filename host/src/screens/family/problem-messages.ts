import type { Catalogue } from '@onam/shared/i18n/translator';

/**
 * Why a family request did not work, in the visitor's language: the server's refusals by their
 * reason (shared/src/family/refusals.ts; its own messages are English), and a network that went.
 * A join's refusals are the link page's own (familyMessages, 'family.refused.').
 */
export const familyProblemMessages = {
  en: {
    'family.problem.finished': 'This family pookalam is finished: it stays as the family left it.',
    'family.problem.not-owner': 'Only the carpet’s owner can do that.',
    'family.problem.too-many-open':
      'You have {max} family pookalams not finished yet, as many as one person may start. Finish one before starting another.',
    'family.problem.on-too-many':
      'You are on as many family pookalams as one person may be on already.',
    'family.problem.try-later':
      'The server cannot check the pookalam just now. Nothing was changed: try again in a few minutes.',
    'family.problem.reload':
      'This page is older than the festival’s pookalam now. Reload the page and try again.',
    'family.problem.not-scorable':
      'The pookalam’s scoring cannot score this carpet as it is laid, so it cannot be finished.',
    'family.problem.nothing-laid': 'Lay some flowers on the carpet before finishing it.',
    'family.problem.still-laying':
      'The family is still laying flowers. Finish the carpet when everyone has stopped.',
    'family.problem.too-many-strokes':
      'This carpet holds more flowers than the server can score. It stays for the family to see, unfinished.',
    'family.problem.owner-stays': 'You own this carpet, so you cannot take yourself off it.',
    'family.problem.no-such-member': 'That person is no longer on this carpet.',
    'family.problem.name':
      'The server cannot show this name to others. Choose another name and try again.',
    'family.problem.offline': 'This phone is offline just now. Try again when the network is back.',
    'family.problem.watch': 'The carpet cannot be shown just now. Try again in a moment.',
    'family.problem.offlineStart':
      'The network went before the server answered. Try again when it is back: the same carpet is started, never a second.',
    'family.problem.offlineFinish':
      'Not finished yet: this phone is offline, or flowers laid on it have not reached the family. Finish the carpet once it is online.',
  },
  ml: {
    'family.problem.finished': 'ഈ കുടുംബ പൂക്കളം പൂർത്തിയായി: കുടുംബം ഇട്ടുവെച്ചതുപോലെ അതു നിലനിൽക്കും.',
    'family.problem.not-owner': 'പൂക്കളത്തിന്റെ ഉടമയ്ക്കു മാത്രമേ അതു ചെയ്യാനാവൂ.',
    'family.problem.too-many-open':
      'പൂർത്തിയാക്കാത്ത {max} കുടുംബ പൂക്കളങ്ങൾ നിങ്ങൾക്കുണ്ട്, ഒരാൾക്കു തുടങ്ങാവുന്നത്രയും. പുതിയതു തുടങ്ങും മുമ്പ് ഒന്നു പൂർത്തിയാക്കൂ.',
    'family.problem.on-too-many': 'ഒരാൾക്കു ചേരാവുന്നത്രയും കുടുംബ പൂക്കളങ്ങളിൽ നിങ്ങൾ ഇപ്പോൾത്തന്നെയുണ്ട്.',
    'family.problem.try-later':
      'സെർവറിന് ഇപ്പോൾ പൂക്കളം പരിശോധിക്കാനാവുന്നില്ല. ഒന്നും മാറിയിട്ടില്ല: കുറച്ചു മിനിറ്റു കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.',
    'family.problem.reload':
      'ഉത്സവത്തിന്റെ ഇപ്പോഴത്തെ പൂക്കളത്തെക്കാൾ പഴയതാണ് ഈ പേജ്. പേജ് റീലോഡ് ചെയ്ത് വീണ്ടും ശ്രമിക്കൂ.',
    'family.problem.not-scorable':
      'ഇട്ടിരിക്കുന്നതുപോലെ ഈ പൂക്കളത്തിന് സ്കോർ നൽകാൻ പൂക്കളത്തിന്റെ സ്കോറിങ്ങിനാവില്ല, അതിനാൽ പൂർത്തിയാക്കാനാവില്ല.',
    'family.problem.nothing-laid': 'പൂർത്തിയാക്കും മുമ്പ് പൂക്കളത്തിൽ കുറച്ചു പൂക്കളിടൂ.',
    'family.problem.still-laying': 'കുടുംബം ഇപ്പോഴും പൂവിടുകയാണ്. എല്ലാവരും നിർത്തിയ ശേഷം പൂക്കളം പൂർത്തിയാക്കൂ.',
    'family.problem.too-many-strokes':
      'സെർവറിന് സ്കോർ നൽകാവുന്നതിലും കൂടുതൽ പൂക്കൾ ഈ പൂക്കളത്തിലുണ്ട്. പൂർത്തിയാക്കാതെ, കുടുംബത്തിനു കാണാനായി അതു നിലനിൽക്കും.',
    'family.problem.owner-stays':
      'നിങ്ങളാണ് ഈ പൂക്കളത്തിന്റെ ഉടമ, അതിനാൽ നിങ്ങളെത്തന്നെ അതിൽ നിന്നു മാറ്റാനാവില്ല.',
    'family.problem.no-such-member': 'ആ ആൾ ഇപ്പോൾ ഈ പൂക്കളത്തിലില്ല.',
    'family.problem.name': 'ഈ പേര് മറ്റുള്ളവരെ കാണിക്കാൻ സെർവറിനാവില്ല. മറ്റൊരു പേരു നൽകി വീണ്ടും ശ്രമിക്കൂ.',
    'family.problem.offline': 'ഈ ഫോൺ ഇപ്പോൾ ഓഫ്‌ലൈനാണ്. നെറ്റ്‌വർക്ക് തിരിച്ചെത്തുമ്പോൾ വീണ്ടും ശ്രമിക്കൂ.',
    'family.problem.watch': 'പൂക്കളം ഇപ്പോൾ കാണിക്കാനാവുന്നില്ല. അൽപ്പം കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.',
    'family.problem.offlineStart':
      'സെർവർ മറുപടി നൽകും മുമ്പ് നെറ്റ്‌വർക്ക് പോയി. അതു തിരിച്ചെത്തുമ്പോൾ വീണ്ടും ശ്രമിക്കൂ: അതേ പൂക്കളമേ തുടങ്ങൂ, രണ്ടാമതൊന്ന് ഉണ്ടാവില്ല.',
    'family.problem.offlineFinish':
      'ഇതുവരെ പൂർത്തിയായില്ല: ഈ ഫോൺ ഓഫ്‌ലൈനാണ്, അല്ലെങ്കിൽ ഇതിലിട്ട പൂക്കൾ കുടുംബത്തിലെത്തിയിട്ടില്ല. ഫോൺ ഓൺലൈനായ ശേഷം പൂക്കളം പൂർത്തിയാക്കൂ.',
  },
} as const satisfies Catalogue<string>;

export type FamilyProblemKey = keyof (typeof familyProblemMessages)['en'];
