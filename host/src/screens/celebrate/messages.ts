import type { Catalogue } from '@onam/shared/i18n/translator';

/** Every string the celebrate screen shows; keys start with 'celebrate.'. */
export const celebrateMessages = {
  en: {
    'celebrate.title': 'Celebrate',
    'celebrate.intro': 'Make an Onam greeting card to share with family and friends.',
    'celebrate.fromLinkNamed': '{name} sent you an Onam greeting. Make one of your own below.',
    'celebrate.fromLink': 'Someone sent you an Onam greeting. Make one of your own below.',
    'celebrate.form': 'Your card',
    'celebrate.greeting.legend': 'Greeting',
    'celebrate.greeting.onashamsakal': 'Happy Onam',
    'celebrate.greeting.hrudayam': 'Heartfelt Onam wishes',
    'celebrate.greeting.ponnonam': 'Golden-Onam wishes',
    'celebrate.greeting.thiruvonam': 'Thiruvonam wishes',
    'celebrate.greeting.maveli': '“When Maveli ruled, all people were equal”',
    'celebrate.name.label': 'Your name',
    'celebrate.name.hint':
      'It goes on the card as “— your name”. Leave it empty to send the card without a name.',
    'celebrate.name.refusedTitle': 'Check your name',
    'celebrate.name.refused':
      'What you entered has hidden marks that turn text around, so the card could read differently from what you typed. Here it is without them: is this your name?',
    'celebrate.name.tooLong': 'A name on the card can be at most {max} characters.',
    'celebrate.name.useIt': 'Use this name',
    'celebrate.picture.legend': 'Picture',
    'celebrate.picture.illustration': 'Festival illustration: a lit nilavilakku on a pookalam',
    'celebrate.picture.pookalam': 'Your pookalam, {date}',
    'celebrate.picture.dress': 'Your Onam look, {date}',
    'celebrate.picture.other': 'Your picture, {date}',
    'celebrate.picture.loading': 'Looking for your creations…',
    'celebrate.picture.loadFailed': 'Your saved creations could not be read on this device.',
    'celebrate.picture.retry': 'Try again',
    'celebrate.picture.empty':
      'Play the pookalam or dress-up game to add your creation here: the pictures you finish are kept on this device.',
    'celebrate.picture.playPookalam': 'Make a pookalam',
    'celebrate.picture.playDress': 'Dress up for Onam',
    'celebrate.picture.decodeFailed':
      'That picture could not be opened, so the card shows the festival illustration. Choose another picture or try again.',
    'celebrate.make': 'Make the card',
    'celebrate.making': 'Making the card…',
    'celebrate.makeFailed':
      'This browser could not draw the card. Try again, or open the page in another browser.',
    'celebrate.preview.heading': 'Preview',
    'celebrate.preview.labelNamed':
      'Greeting card: {greeting} ({meaning}), from {name}, with {picture}.',
    'celebrate.preview.label': 'Greeting card: {greeting} ({meaning}), with {picture}.',
    'celebrate.preview.illustration': 'a lit nilavilakku on a pookalam',
    'celebrate.preview.pookalam': 'your pookalam',
    'celebrate.preview.dress': 'your Onam look',
    'celebrate.preview.other': 'your picture',
    'celebrate.ready': 'Your card is ready',
    'celebrate.readyHint': 'Download it, or send it to family and friends.',
    'celebrate.download': 'Download PNG',
    'celebrate.downloadFailed': 'The card could not be saved as a picture. Please try again.',
    'celebrate.share': 'Share',
    'celebrate.sharing': 'Sharing…',
    'celebrate.shareTitle': 'An Onam greeting',
    'celebrate.shared': 'Your card is on its way.',
    'celebrate.shareFailed':
      'Sharing did not work. Download the card and send it from your photos, or copy a link instead.',
    'celebrate.copyLink': 'Copy link',
    'celebrate.copied':
      'Link copied. Paste it in a message: it opens this greeting with your name.',
    'celebrate.copyFailed': 'The link could not be copied. Select it below and copy it yourself.',
    'celebrate.linkLabel': 'Link to your card',
    'celebrate.linkPictureNote':
      'The link shows the festival illustration: your own picture stays on this device. Download the card to send it with your picture.',
  },
  ml: {
    'celebrate.title': 'ആഘോഷിക്കാം',
    'celebrate.intro': 'കുടുംബത്തിനും കൂട്ടുകാർക്കും അയയ്ക്കാൻ ഒരു ഓണാശംസാ കാർഡ് ഉണ്ടാക്കാം.',
    'celebrate.fromLinkNamed': '{name} നിങ്ങൾക്ക് ഒരു ഓണാശംസ അയച്ചിരിക്കുന്നു. താഴെ നിങ്ങളുടേതായ ഒന്ന് ഉണ്ടാക്കൂ.',
    'celebrate.fromLink': 'ആരോ നിങ്ങൾക്ക് ഒരു ഓണാശംസ അയച്ചിരിക്കുന്നു. താഴെ നിങ്ങളുടേതായ ഒന്ന് ഉണ്ടാക്കൂ.',
    'celebrate.form': 'നിങ്ങളുടെ കാർഡ്',
    'celebrate.greeting.legend': 'ആശംസ',
    // Beside each greeting, which is already in Malayalam, a gloss rather than a translation.
    'celebrate.greeting.onashamsakal': 'ലളിതമായ ഓണാശംസ',
    'celebrate.greeting.hrudayam': 'ഹൃദയപൂർവമുള്ള ആശംസ',
    'celebrate.greeting.ponnonam': 'പൊന്നോണത്തിന്റെ ആശംസ',
    'celebrate.greeting.thiruvonam': 'തിരുവോണ നാളിലെ ആശംസ',
    'celebrate.greeting.maveli': '“മാവേലി നാടു ഭരിച്ച കാലത്ത് എല്ലാ മനുഷ്യരും തുല്യരായിരുന്നു”',
    'celebrate.name.label': 'നിങ്ങളുടെ പേര്',
    'celebrate.name.hint': 'കാർഡിൽ “— നിങ്ങളുടെ പേര്” എന്ന് ചേർക്കും. പേരില്ലാതെ അയയ്ക്കാൻ ഇത് ഒഴിച്ചിടൂ.',
    'celebrate.name.refusedTitle': 'പേര് പരിശോധിക്കൂ',
    'celebrate.name.refused':
      'നിങ്ങൾ നൽകിയതിൽ എഴുത്തിന്റെ ദിശ മാറ്റുന്ന, കാണാനാവാത്ത അടയാളങ്ങളുണ്ട്; അതുകൊണ്ട് കാർഡിൽ നിങ്ങൾ എഴുതിയതല്ലാതെ വായിക്കപ്പെടാം. അവയില്ലാതെ ഇതാ: ഇതാണോ നിങ്ങളുടെ പേര്?',
    'celebrate.name.tooLong': 'കാർഡിലെ പേരിന് പരമാവധി {max} അക്ഷരങ്ങൾ.',
    'celebrate.name.useIt': 'ഈ പേര് ഉപയോഗിക്കൂ',
    'celebrate.picture.legend': 'ചിത്രം',
    'celebrate.picture.illustration': 'ഓണച്ചിത്രം: പൂക്കളത്തിൽ കത്തിച്ചുവെച്ച നിലവിളക്ക്',
    'celebrate.picture.pookalam': 'നിങ്ങളുടെ പൂക്കളം, {date}',
    'celebrate.picture.dress': 'നിങ്ങളുടെ ഓണവേഷം, {date}',
    'celebrate.picture.other': 'നിങ്ങളുടെ ചിത്രം, {date}',
    'celebrate.picture.loading': 'നിങ്ങളുടെ സൃഷ്ടികൾ തിരയുന്നു…',
    'celebrate.picture.loadFailed': 'സേവ് ചെയ്ത നിങ്ങളുടെ സൃഷ്ടികൾ ഈ ഉപകരണത്തിൽ നിന്ന് വായിക്കാനായില്ല.',
    'celebrate.picture.retry': 'വീണ്ടും ശ്രമിക്കൂ',
    'celebrate.picture.empty':
      'പൂക്കളമോ ഓണക്കോടിയോ കളിച്ച് നിങ്ങളുടെ സൃഷ്ടി ഇവിടെ ചേർക്കൂ: പൂർത്തിയാക്കുന്ന ചിത്രങ്ങൾ ഈ ഉപകരണത്തിൽ സൂക്ഷിക്കും.',
    'celebrate.picture.playPookalam': 'ഒരു പൂക്കളം ഒരുക്കാം',
    'celebrate.picture.playDress': 'ഓണക്കോടി അണിയാം',
    'celebrate.picture.decodeFailed':
      'ആ ചിത്രം തുറക്കാനായില്ല, അതിനാൽ കാർഡിൽ ഓണച്ചിത്രമാണ് കാണിക്കുന്നത്. മറ്റൊരു ചിത്രം തിരഞ്ഞെടുക്കൂ, അല്ലെങ്കിൽ വീണ്ടും ശ്രമിക്കൂ.',
    'celebrate.make': 'കാർഡ് ഉണ്ടാക്കാം',
    'celebrate.making': 'കാർഡ് ഉണ്ടാക്കുന്നു…',
    'celebrate.makeFailed':
      'ഈ ബ്രൗസറിന് കാർഡ് വരയ്ക്കാനായില്ല. വീണ്ടും ശ്രമിക്കൂ, അല്ലെങ്കിൽ മറ്റൊരു ബ്രൗസറിൽ പേജ് തുറക്കൂ.',
    'celebrate.preview.heading': 'പ്രിവ്യൂ',
    'celebrate.preview.labelNamed':
      '{name} അയയ്ക്കുന്ന ആശംസാ കാർഡ്: {greeting} ({meaning}), ഒപ്പം {picture}.',
    'celebrate.preview.label': 'ആശംസാ കാർഡ്: {greeting} ({meaning}), ഒപ്പം {picture}.',
    'celebrate.preview.illustration': 'പൂക്കളത്തിൽ കത്തിച്ചുവെച്ച നിലവിളക്ക്',
    'celebrate.preview.pookalam': 'നിങ്ങളുടെ പൂക്കളം',
    'celebrate.preview.dress': 'നിങ്ങളുടെ ഓണവേഷം',
    'celebrate.preview.other': 'നിങ്ങളുടെ ചിത്രം',
    'celebrate.ready': 'നിങ്ങളുടെ കാർഡ് തയ്യാർ',
    'celebrate.readyHint': 'ഡൗൺലോഡ് ചെയ്യാം, അല്ലെങ്കിൽ കുടുംബത്തിനും കൂട്ടുകാർക്കും അയയ്ക്കാം.',
    'celebrate.download': 'PNG ഡൗൺലോഡ് ചെയ്യാം',
    'celebrate.downloadFailed': 'കാർഡ് ചിത്രമായി സേവ് ചെയ്യാനായില്ല. ദയവായി വീണ്ടും ശ്രമിക്കൂ.',
    'celebrate.share': 'പങ്കുവെക്കാം',
    'celebrate.sharing': 'പങ്കുവെക്കുന്നു…',
    'celebrate.shareTitle': 'ഒരു ഓണാശംസ',
    'celebrate.shared': 'നിങ്ങളുടെ കാർഡ് അയച്ചു.',
    'celebrate.shareFailed':
      'പങ്കുവെക്കാനായില്ല. കാർഡ് ഡൗൺലോഡ് ചെയ്ത് ഫോട്ടോകളിൽ നിന്ന് അയയ്ക്കൂ, അല്ലെങ്കിൽ പകരം ലിങ്ക് കോപ്പി ചെയ്യൂ.',
    'celebrate.copyLink': 'ലിങ്ക് കോപ്പി ചെയ്യാം',
    'celebrate.copied': 'ലിങ്ക് കോപ്പി ചെയ്തു. ഒരു സന്ദേശത്തിൽ പേസ്റ്റ് ചെയ്യൂ: നിങ്ങളുടെ പേരോടെ ഈ ആശംസ തുറന്നുവരും.',
    'celebrate.copyFailed': 'ലിങ്ക് കോപ്പി ചെയ്യാനായില്ല. താഴെയുള്ള ലിങ്ക് തിരഞ്ഞെടുത്ത് സ്വയം കോപ്പി ചെയ്യൂ.',
    'celebrate.linkLabel': 'നിങ്ങളുടെ കാർഡിലേക്കുള്ള ലിങ്ക്',
    'celebrate.linkPictureNote':
      'ലിങ്ക് തുറന്നാൽ ഓണച്ചിത്രമാണ് കാണുക: നിങ്ങളുടെ സ്വന്തം ചിത്രം ഈ ഉപകരണത്തിൽ തന്നെയിരിക്കും. ചിത്രത്തോടൊപ്പം അയയ്ക്കാൻ കാർഡ് ഡൗൺലോഡ് ചെയ്യൂ.',
  },
} satisfies Catalogue<string>;

export type CelebrateMessageKey = keyof (typeof celebrateMessages)['en'];
