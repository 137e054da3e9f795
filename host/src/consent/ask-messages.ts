import type { Catalogue } from '@onam/shared/i18n/translator';

/**
 * What the shell asks a signed-in visitor whose profile has no age band or an older notice
 * (privacy-prompt.tsx), and what the recorder says to a visitor under 18 (adults-only.tsx).
 */
export const askMessages = {
  en: {
    'ask.title': 'Before you go on',
    'ask.intro':
      'We have a privacy notice that says what we keep about you and how you can see or delete it. Please read it, and tell us your age band.',
    'ask.notice': 'Read the privacy notice',
    'ask.ageBand': 'Your age',
    'ask.ageBandGiven': 'Your age band: {band}. It cannot be changed here.',
    'ask.under18': 'Under 18',
    'ask.adult': '18 or older',
    'ask.accept': 'I have read the privacy notice',
    'ask.submit': 'Continue',
    'ask.needBand': 'Say whether you are under 18 or 18 or older.',
    'ask.needAccept': 'Tick that you have read the privacy notice.',
    'ask.failed': 'That did not work. Check your connection and try again.',
    'adults.recorder.title': 'Recording is not offered to under-18s',
    'adults.recorder.body':
      'You told us you are under 18, so this site does not record or keep greetings from you. You can still play every game, keep your scores and make cards to share.',
    'adults.celebrate': 'Make a card',
  },
  ml: {
    'ask.title': 'തുടരും മുമ്പ്',
    'ask.intro':
      'നിങ്ങളെക്കുറിച്ച് ഞങ്ങൾ എന്തു സൂക്ഷിക്കുന്നുവെന്നും അതെങ്ങനെ കാണാം, ഇല്ലാതാക്കാം എന്നും പറയുന്ന ഒരു സ്വകാര്യതാ അറിയിപ്പുണ്ട്. ദയവായി അതു വായിച്ച് നിങ്ങളുടെ പ്രായവിഭാഗം പറയൂ.',
    'ask.notice': 'സ്വകാര്യതാ അറിയിപ്പ് വായിക്കുക',
    'ask.ageBand': 'നിങ്ങളുടെ പ്രായം',
    'ask.ageBandGiven': 'നിങ്ങളുടെ പ്രായവിഭാഗം: {band}. ഇവിടെ അതു മാറ്റാനാവില്ല.',
    'ask.under18': '18-ൽ താഴെ',
    'ask.adult': '18-ഓ അതിലധികമോ',
    'ask.accept': 'സ്വകാര്യതാ അറിയിപ്പ് ഞാൻ വായിച്ചു',
    'ask.submit': 'തുടരാം',
    'ask.needBand': 'നിങ്ങൾ 18-ൽ താഴെയാണോ 18-ഓ അതിലധികമോ ആണോ എന്നു പറയൂ.',
    'ask.needAccept': 'സ്വകാര്യതാ അറിയിപ്പ് വായിച്ചെന്ന് ടിക്ക് ചെയ്യൂ.',
    'ask.failed': 'അതു നടന്നില്ല. ഇന്റർനെറ്റ് കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കൂ.',
    'adults.recorder.title': '18-ൽ താഴെയുള്ളവർക്ക് റെക്കോർഡിങ് ഇല്ല',
    'adults.recorder.body':
      'നിങ്ങൾ 18-ൽ താഴെയാണെന്നു പറഞ്ഞതിനാൽ ഈ സൈറ്റ് നിങ്ങളിൽ നിന്ന് ആശംസകൾ റെക്കോർഡ് ചെയ്യുകയോ സൂക്ഷിക്കുകയോ ഇല്ല. എല്ലാ കളികളും കളിക്കാനും സ്കോറുകൾ സൂക്ഷിക്കാനും പങ്കിടാൻ കാർഡുകൾ ഉണ്ടാക്കാനും ഇനിയും കഴിയും.',
    'adults.celebrate': 'ഒരു കാർഡ് ഉണ്ടാക്കാം',
  },
} satisfies Catalogue<string>;
