import type { Catalogue } from '@onam/shared/i18n/translator';

/** The words of a finished game's share row (result-share.tsx); keys start with 'resultShare.'. */
export const resultShareMessages = {
  en: {
    'resultShare.heading': 'Share your score',
    'resultShare.note':
      'The link shows your score as the site saved it, and your name where the boards show it.',
    'resultShare.title': '{game}: an Onam score',
    'resultShare.text': 'My {game} score this Onam: can you beat it?',
    'resultShare.whatsApp': 'Send on WhatsApp',
    'resultShare.share': 'Share',
    'resultShare.shared': 'Your score is on its way.',
    'resultShare.shareFailed': 'Sharing did not work. Copy the link instead.',
    'resultShare.copyLink': 'Copy link',
    'resultShare.copied': 'Link copied. Paste it in a message.',
    'resultShare.copyFailed': 'The link could not be copied. Select it below and copy it yourself.',
    'resultShare.linkLabel': 'Link to your score',
  },
  ml: {
    'resultShare.heading': 'സ്കോർ പങ്കുവെക്കാം',
    'resultShare.note':
      'സൈറ്റ് സേവ് ചെയ്ത നിങ്ങളുടെ സ്കോറാണ് ലിങ്കിൽ കാണുക; ബോർഡുകളിൽ നിങ്ങളുടെ പേര് കാണിക്കുന്നുണ്ടെങ്കിൽ പേരും.',
    'resultShare.title': '{game}: ഒരു ഓണം സ്കോർ',
    'resultShare.text': 'ഈ ഓണത്തിന് {game} കളിയിൽ എന്റെ സ്കോർ ഇതാ. മറികടക്കാമോ?',
    'resultShare.whatsApp': 'വാട്സ്ആപ്പിൽ അയയ്ക്കാം',
    'resultShare.share': 'പങ്കുവെക്കാം',
    'resultShare.shared': 'നിങ്ങളുടെ സ്കോർ അയച്ചു.',
    'resultShare.shareFailed': 'പങ്കുവെക്കാനായില്ല. പകരം ലിങ്ക് കോപ്പി ചെയ്യൂ.',
    'resultShare.copyLink': 'ലിങ്ക് കോപ്പി ചെയ്യാം',
    'resultShare.copied': 'ലിങ്ക് കോപ്പി ചെയ്തു. ഒരു സന്ദേശത്തിൽ പേസ്റ്റ് ചെയ്യൂ.',
    'resultShare.copyFailed': 'ലിങ്ക് കോപ്പി ചെയ്യാനായില്ല. താഴെയുള്ള ലിങ്ക് തിരഞ്ഞെടുത്ത് സ്വയം കോപ്പി ചെയ്യൂ.',
    'resultShare.linkLabel': 'നിങ്ങളുടെ സ്കോറിലേക്കുള്ള ലിങ്ക്',
  },
} satisfies Catalogue<string>;
