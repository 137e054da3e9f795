import type { Catalogue } from '../i18n/translator';

/**
 * What a shared link says about itself (its preview's title, description and picture's alt text)
 * and the words drawn on its picture (deploy/functions/src/og/og-image.ts), for a card's link, a
 * result's, a family carpet's (`share.family.*`) and each page a visitor would share
 * (`share.page.*`). Keys start with 'share.'.
 * The greetings' meanings are the card maker's (`celebrate.greeting.<id>`), repeated here for the
 * server, which has no host catalogue; host/src/screens/celebrate/__tests__ keeps them equal.
 */
export const shareMessages = {
  en: {
    'share.greeting.onashamsakal': 'Happy Onam',
    'share.greeting.hrudayam': 'Heartfelt Onam wishes',
    'share.greeting.ponnonam': 'Golden-Onam wishes',
    'share.greeting.thiruvonam': 'Thiruvonam wishes',
    'share.greeting.maveli': '“When Maveli ruled, all people were equal”',
    'share.game.pookalam': 'Pookalam',
    'share.game.dress': 'Onam dress-up',
    'share.game.sadya': 'Onam sadya',
    'share.game.any': 'Onam games',
    'share.card.titleNamed': '{name} sent you an Onam greeting',
    'share.card.title': 'An Onam greeting for you',
    'share.card.description':
      '{greeting} ({meaning}). Open it, then make an Onam card of your own.',
    'share.card.imageAlt': 'An Onam greeting card: {greeting} ({meaning})',
    'share.result.title': '{game}: a score to beat',
    'share.result.description': 'See the score the site recorded, then play {game} yourself.',
    'share.result.imageAlt': '{game}: a score as the site recorded it',
    'share.image.score': '{game}: {score}\u00a0of\u00a0{max}\u00a0points',
    'share.invite.pookalam': 'Lay a pookalam with us this Onam',
    'share.invite.dress': 'Dress up for Onam with us',
    'share.invite.sadya': 'Serve an Onam sadya with us',
    'share.invite.any': 'Play the Onam games with us',
    'share.invite.added': 'Play {game} with us this Onam',
    'share.family.title': 'A family pookalam for Onam',
    'share.family.description':
      'A pookalam a family lays together, each from their own phone, wherever they are. Open the link to see it, or to join in while it is open.',
    'share.family.imageAlt':
      'A pookalam round a lit nilavilakku, on a cloth with a gold kasavu border: a family’s pookalam and its score as the site recorded it, or an invitation to lay one together',
    'share.family.picture':
      'The {family} family’s pookalam: {score}\u00a0of\u00a0{max}\u00a0points',
    'share.family.invite': 'Lay a pookalam together this Onam',
    'share.page.home.title': 'Onam games, greetings and the festival’s ten days',
    'share.page.home.description':
      'Lay a pookalam, dress up for Onam and serve a sadya through the ten days from Atham to Thiruvonam, then send the people you love an Onam card.',
    'share.page.home.picture': 'Celebrate Onam with us',
    'share.page.wall.title': 'Wall of wishes: Onam greetings from visitors',
    'share.page.wall.description':
      'Onam cards that visitors made and put on the wall, each one looked at by a moderator first. Make yours and add it.',
    'share.page.wall.picture': 'Onam greetings from everyone',
    'share.page.calendar.title': 'The ten days of Onam',
    'share.page.calendar.description':
      'From Atham to Thiruvonam: the date of each festival day this year, what it means, and which game opens on it.',
    'share.page.calendar.picture': 'From Atham to Thiruvonam',
    'share.page.pookalam.title': 'Pookalam: lay an Onam flower carpet',
    'share.page.pookalam.description':
      'Lay the day’s pookalam ring by ring with thumba, mukkutti, chethi and the other flowers of Onam, from one ring on Atham to ten on Thiruvonam.',
    'share.page.dress.title': 'Onam dress-up: kasavu, jasmine and jimikki',
    'share.page.dress.description':
      'Dress for Onam in a kasavu set-mundu, mundum neriyathum or a pattu pavada, with jasmine in the hair and jimikki at the ears, or dress up as Maveli.',
    'share.page.sadya.title': 'Onam sadya: serve the feast on a banana leaf',
    'share.page.sadya.description':
      'Serve each dish of the sadya in its place and in its turn, from the salt at the leaf’s tip to the payasams.',
    'share.page.added.title': '{game}: an Onam game',
    'share.page.added.description':
      'Play {game}, one of this Onam’s games, on your phone or computer, and see your score on its board.',
    'share.page.imageAlt':
      'A pookalam round a lit nilavilakku, on a cloth with a gold kasavu border: “{words}”',
  },
  ml: {
    'share.greeting.onashamsakal': 'ലളിതമായ ഓണാശംസ',
    'share.greeting.hrudayam': 'ഹൃദയപൂർവമുള്ള ആശംസ',
    'share.greeting.ponnonam': 'പൊന്നോണത്തിന്റെ ആശംസ',
    'share.greeting.thiruvonam': 'തിരുവോണ നാളിലെ ആശംസ',
    'share.greeting.maveli': '“മാവേലി നാടു ഭരിച്ച കാലത്ത് എല്ലാ മനുഷ്യരും തുല്യരായിരുന്നു”',
    'share.game.pookalam': 'പൂക്കളം',
    'share.game.dress': 'ഓണക്കോടി',
    'share.game.sadya': 'ഓണസദ്യ',
    'share.game.any': 'ഓണക്കളികൾ',
    'share.card.titleNamed': '{name} നിങ്ങൾക്ക് ഒരു ഓണാശംസ അയച്ചിരിക്കുന്നു',
    'share.card.title': 'നിങ്ങൾക്കൊരു ഓണാശംസ',
    'share.card.description':
      '{greeting} ({meaning}). തുറന്നുനോക്കൂ, എന്നിട്ട് നിങ്ങളുടേതായ ഒരു ഓണക്കാർഡ് ഉണ്ടാക്കൂ.',
    'share.card.imageAlt': 'ഓണാശംസാ കാർഡ്: {greeting} ({meaning})',
    'share.result.title': '{game}: മറികടക്കാൻ ഒരു സ്കോർ',
    'share.result.description': 'സൈറ്റ് രേഖപ്പെടുത്തിയ സ്കോർ കാണൂ, എന്നിട്ട് {game} നിങ്ങളും കളിക്കൂ.',
    'share.result.imageAlt': '{game}: സൈറ്റ് രേഖപ്പെടുത്തിയ സ്കോർ',
    // No-break spaces keep the figures and their word together when the picture wraps the line.
    'share.image.score': '{game}: {max}-ൽ\u00a0{score}\u00a0പോയിന്റ്',
    'share.invite.pookalam': 'ഈ ഓണത്തിന് നമുക്കൊരു പൂക്കളം ഒരുക്കാം',
    'share.invite.dress': 'ഈ ഓണത്തിന് നമുക്ക് ഓണക്കോടി അണിയാം',
    'share.invite.sadya': 'ഈ ഓണത്തിന് നമുക്ക് സദ്യ വിളമ്പാം',
    'share.invite.any': 'ഈ ഓണത്തിന് നമുക്ക് ഓണക്കളികൾ കളിക്കാം',
    'share.invite.added': 'ഈ ഓണത്തിന് നമുക്ക് {game} കളിക്കാം',
    'share.family.title': 'ഓണത്തിന് ഒരു കുടുംബ പൂക്കളം',
    'share.family.description':
      'ഒരു കുടുംബം, എവിടെയായിരുന്നാലും ഓരോരുത്തരും സ്വന്തം ഫോണിൽ നിന്ന്, ഒരുമിച്ചൊരുക്കുന്ന പൂക്കളം. ലിങ്ക് തുറന്ന് അതു കാണൂ; പൂക്കളം തുറന്നിരിക്കുമ്പോൾ നിങ്ങൾക്കും കൂടെച്ചേരാം.',
    'share.family.imageAlt':
      'കസവുകരയുള്ള തുണിയിൽ, കത്തുന്ന നിലവിളക്കിനു ചുറ്റും ഒരു പൂക്കളം: ഒരു കുടുംബത്തിന്റെ പൂക്കളവും സൈറ്റ് രേഖപ്പെടുത്തിയ അതിന്റെ സ്കോറും, അല്ലെങ്കിൽ ഒരുമിച്ച് പൂക്കളമിടാൻ ഒരു ക്ഷണം',
    'share.family.picture': '{family} കുടുംബത്തിന്റെ പൂക്കളം: {max}-ൽ\u00a0{score}\u00a0പോയിന്റ്',
    'share.family.invite': 'ഈ ഓണത്തിന് നമുക്കൊരുമിച്ച് പൂക്കളമിടാം',
    'share.page.home.title': 'ഓണക്കളികൾ, ആശംസകൾ, ഓണത്തിന്റെ പത്തു നാൾ',
    'share.page.home.description':
      'അത്തം മുതൽ തിരുവോണം വരെ പൂക്കളം ഒരുക്കാം, ഓണക്കോടി അണിയാം, സദ്യ വിളമ്പാം; എന്നിട്ട് പ്രിയപ്പെട്ടവർക്ക് ഒരു ഓണക്കാർഡ് അയക്കാം.',
    'share.page.home.picture': 'നമുക്കൊരുമിച്ച് ഓണം ആഘോഷിക്കാം',
    'share.page.wall.title': 'ആശംസകളുടെ ചുമർ: സന്ദർശകരുടെ ഓണാശംസകൾ',
    'share.page.wall.description':
      'സന്ദർശകർ ഉണ്ടാക്കി ചുമരിൽ ചേർത്ത ഓണക്കാർഡുകൾ; ഓരോന്നും മോഡറേറ്റർ നോക്കിയ ശേഷം മാത്രം. നിങ്ങളുടേതും ഉണ്ടാക്കി ചേർക്കൂ.',
    'share.page.wall.picture': 'എല്ലാവരുടെയും ഓണാശംസകൾ',
    'share.page.calendar.title': 'ഓണത്തിന്റെ പത്തു നാൾ',
    'share.page.calendar.description':
      'അത്തം മുതൽ തിരുവോണം വരെ: ഈ വർഷം ഓരോ നാളും എന്നാണെന്നും അതിന്റെ പ്രത്യേകതയും അന്നു തുറക്കുന്ന കളിയും.',
    'share.page.calendar.picture': 'അത്തം മുതൽ തിരുവോണം വരെ',
    'share.page.pookalam.title': 'പൂക്കളം: ഓണത്തിന് ഒരു പൂക്കളം ഒരുക്കാം',
    'share.page.pookalam.description':
      'തുമ്പ, മുക്കുറ്റി, ചെത്തി തുടങ്ങിയ ഓണപ്പൂക്കൾ കൊണ്ട് വളയം വളയമായി അന്നത്തെ പൂക്കളം ഒരുക്കൂ: അത്തത്തിന് ഒരു വളയം, തിരുവോണത്തിന് പത്ത്.',
    'share.page.dress.title': 'ഓണക്കോടി: കസവും മുല്ലപ്പൂവും ജിമിക്കിയും',
    'share.page.dress.description':
      'കസവ് സെറ്റ് മുണ്ടോ മുണ്ടും നേര്യതുമോ പട്ടുപാവാടയോ ഉടുത്ത്, മുടിയിൽ മുല്ലപ്പൂവും കാതിൽ ജിമിക്കിയും അണിഞ്ഞ് ഓണത്തിന് ഒരുങ്ങൂ; അല്ലെങ്കിൽ മാവേലിയായി ഒരുങ്ങൂ.',
    'share.page.sadya.title': 'ഓണസദ്യ: വാഴയിലയിൽ സദ്യ വിളമ്പാം',
    'share.page.sadya.description':
      'ഇലയുടെ തുമ്പത്തെ ഉപ്പു മുതൽ പായസം വരെ, സദ്യയുടെ ഓരോ വിഭവവും അതിന്റെ സ്ഥാനത്തും ക്രമത്തിലും വിളമ്പൂ.',
    'share.page.added.title': '{game}: ഒരു ഓണക്കളി',
    'share.page.added.description':
      'ഈ ഓണത്തിന്റെ കളികളിലൊന്നായ {game} ഫോണിലോ കമ്പ്യൂട്ടറിലോ കളിക്കൂ, അതിന്റെ പട്ടികയിൽ നിങ്ങളുടെ സ്കോർ കാണൂ.',
    'share.page.imageAlt': 'കസവുകരയുള്ള തുണിയിൽ, കത്തുന്ന നിലവിളക്കിനു ചുറ്റും ഒരു പൂക്കളം: “{words}”',
  },
} satisfies Catalogue<string>;

export type ShareMessageKey = keyof (typeof shareMessages)['en'];
