import type { Catalogue } from '@onam/shared/i18n/translator';

/** The console's moderation queue for the wall of wishes; keys start with 'moderation.'. */
export const moderationMessages = {
  en: {
    'moderation.title': 'Wall of wishes: cards to look at',
    'moderation.intro':
      'Cards visitors published, and cards visitors reported, oldest first. A reported card stays on the wall until several visitors have reported it; then it is off until you decide.',
    'moderation.loading': 'Loading the cards to look at…',
    'moderation.loadFailed': 'The cards to look at could not be loaded.',
    'moderation.retry': 'Try again',
    'moderation.refresh': 'Look for new cards',
    'moderation.empty': 'Nothing to look at: every card has been seen.',
    'moderation.unavailable':
      'There is no wall of wishes on this copy of the site: its backend keeps everything on one device, with nobody to moderate. Moderation works on the emulated and production sites.',
    'moderation.cards': 'Cards to look at',
    'moderation.pending': 'Published {time}, waiting',
    'moderation.reported': 'Reports: {count}. Off the wall since {time}',
    'moderation.stillUp':
      'Reports: {count}, the first {time}. Still on the wall: Approve keeps it there, Remove takes it off.',
    'moderation.approve': 'Approve',
    'moderation.remove': 'Remove',
    'moderation.reason': 'Reason the visitor will see',
    'moderation.reject': 'Reject with this reason',
    'moderation.reasonMissing': 'Write the reason the visitor will see, then reject.',
    'moderation.working': 'Saving your decision…',
    'moderation.approved': 'Approved: the card from {name} is on the wall.',
    'moderation.rejected': 'Rejected: {name} sees your reason beside their card.',
    'moderation.removed': 'Removed: the card from {name} is off the wall for good.',
    'moderation.anonymous': 'a visitor',
    'moderation.moved':
      'Not done: this card changed since you saw it (another operator decided first). The list shows it as it is now.',
    'moderation.reportedSince':
      'Not approved: the card was reported again since you looked at it. The list shows it as it is now; look at it again.',
    'moderation.notOperator': 'Not done: only the campaign’s operators can moderate the wall.',
    'moderation.failed':
      'Not done: the decision could not be saved. Check your connection and try again.',
  },
  ml: {
    'moderation.title': 'ആശംസകളുടെ ചുമർ: നോക്കാനുള്ള കാർഡുകൾ',
    'moderation.intro':
      'സന്ദർശകർ ചേർത്ത കാർഡുകളും പരാതി വന്ന കാർഡുകളും, പഴയത് ആദ്യം. പല സന്ദർശകർ പരാതിപ്പെടുന്നതുവരെ കാർഡ് ചുമരിൽ തുടരും; പിന്നെ നിങ്ങൾ തീരുമാനിക്കുന്നതുവരെ ചുമരിലില്ല.',
    'moderation.loading': 'നോക്കാനുള്ള കാർഡുകൾ വരുന്നു…',
    'moderation.loadFailed': 'നോക്കാനുള്ള കാർഡുകൾ തുറക്കാനായില്ല.',
    'moderation.retry': 'വീണ്ടും ശ്രമിക്കാം',
    'moderation.refresh': 'പുതിയ കാർഡുകൾ നോക്കാം',
    'moderation.empty': 'നോക്കാൻ ഒന്നുമില്ല: എല്ലാ കാർഡുകളും കണ്ടുകഴിഞ്ഞു.',
    'moderation.unavailable':
      'സൈറ്റിന്റെ ഈ പകർപ്പ് ലോക്കൽ ബാക്കെൻഡിലാണ്; അതിൽ ആശംസകളുടെ ചുമരില്ല. എമുലേറ്റഡ് സൈറ്റിലും യഥാർത്ഥ സൈറ്റിലും മോഡറേഷൻ പ്രവർത്തിക്കും.',
    'moderation.cards': 'നോക്കാനുള്ള കാർഡുകൾ',
    'moderation.pending': '{time}-ന് ചേർത്തത്, കാത്തിരിക്കുന്നു',
    'moderation.reported': 'പരാതികൾ: {count}. {time} മുതൽ ചുമരിലില്ല',
    'moderation.stillUp':
      'പരാതികൾ: {count}, ആദ്യത്തേത് {time}-ന്. ഇപ്പോഴും ചുമരിലുണ്ട്: അംഗീകരിച്ചാൽ തുടരും, നീക്കം ചെയ്താൽ മാറും.',
    'moderation.approve': 'അംഗീകരിക്കാം',
    'moderation.remove': 'നീക്കം ചെയ്യാം',
    'moderation.reason': 'സന്ദർശകൻ കാണുന്ന കാരണം',
    'moderation.reject': 'ഈ കാരണത്തോടെ നിരസിക്കാം',
    'moderation.reasonMissing': 'സന്ദർശകൻ കാണുന്ന കാരണം എഴുതിയിട്ട് നിരസിക്കൂ.',
    'moderation.working': 'തീരുമാനം സൂക്ഷിക്കുന്നു…',
    'moderation.approved': 'അംഗീകരിച്ചു: {name} അയച്ച കാർഡ് ചുമരിലുണ്ട്.',
    'moderation.rejected': 'നിരസിച്ചു: {name} തന്റെ കാർഡിനരികെ നിങ്ങളുടെ കാരണം കാണും.',
    'moderation.removed': 'നീക്കം ചെയ്തു: {name} അയച്ച കാർഡ് ഇനി ചുമരിലുണ്ടാവില്ല.',
    'moderation.anonymous': 'ഒരു സന്ദർശകൻ',
    'moderation.moved':
      'ചെയ്തില്ല: നിങ്ങൾ കണ്ടതിനുശേഷം ഈ കാർഡ് മാറി (മറ്റൊരു ഓപ്പറേറ്റർ ആദ്യം തീരുമാനിച്ചു). പട്ടികയിൽ ഇപ്പോഴത്തെ നില കാണാം.',
    'moderation.reportedSince':
      'അംഗീകരിച്ചില്ല: നിങ്ങൾ നോക്കിയതിനുശേഷം ഈ കാർഡിനെക്കുറിച്ച് വീണ്ടും പരാതി വന്നു. പട്ടികയിൽ ഇപ്പോഴത്തെ നില കാണാം; ഒന്നുകൂടി നോക്കൂ.',
    'moderation.notOperator': 'ചെയ്തില്ല: ക്യാമ്പെയ്നിന്റെ ഓപ്പറേറ്റർമാർക്ക് മാത്രമേ ചുമർ മോഡറേറ്റ് ചെയ്യാനാവൂ.',
    'moderation.failed': 'ചെയ്തില്ല: തീരുമാനം സൂക്ഷിക്കാനായില്ല. കണക്ഷൻ നോക്കി വീണ്ടും ശ്രമിക്കൂ.',
  },
} satisfies Catalogue<string>;

export type ModerationMessageKey = keyof (typeof moderationMessages)['en'];
