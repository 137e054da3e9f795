import type { Catalogue } from '@onam/shared/i18n/translator';

/**
 * Every string of the wall of wishes: the wall (/wall), its broadcast view (/wall/broadcast),
 * "Put my card on the wall" on /celebrate, and the districts the console's moderation queue names.
 * Keys start with 'wall.'.
 */
export const wallMessages = {
  en: {
    'wall.title': 'Wall of wishes',
    'wall.intro':
      'Onam greetings from visitors. Our moderators look at every card before it appears here.',
    'wall.loading': 'Loading the wall…',
    'wall.loadFailed': 'The wall could not be loaded.',
    'wall.retry': 'Try again',
    'wall.empty': 'No cards on the wall yet. Make one and put it here.',
    'wall.makeOne': 'Make a card',
    'wall.more': 'Show more cards',
    'wall.loadingMore': 'Loading more cards…',
    'wall.cards': 'Cards on the wall',
    'wall.unavailable':
      'The wall of wishes needs the site’s backend. This copy of the site runs on the local backend, which keeps everything on this device and has no moderators: the wall works on the emulated and production sites.',
    'wall.report': 'Report this card',
    'wall.reporting': 'Reporting…',
    'wall.reported':
      'Thank you. The card is off the wall until our moderators have looked at it again.',
    'wall.reportedNoted': 'Thank you. Our moderators will look at this card.',
    'wall.alreadyReported': 'You had already reported this card.',
    'wall.reportNoProfile': 'Finish your profile before you report a card.',
    'wall.ownCard': 'This is your own card: you cannot report it.',
    'wall.gone': 'This card is no longer on the wall.',
    'wall.reportCap':
      'You have reported many cards today; our moderators will look at them. Try again tomorrow.',
    'wall.reportFailed': 'The report could not be sent. Check your connection and try again.',
    'wall.signInToReport': 'Sign in to report a card',
    'wall.illustration': 'An Onam pookalam with a lit nilavilakku',

    'wall.broadcast.title': 'Wall of wishes, on air',
    'wall.broadcast.empty': 'Onam greetings from our visitors will appear here.',
    'wall.broadcast.unavailable':
      'The wall of wishes needs the site’s backend: this copy runs on the local one.',

    'wall.publish.heading': 'Put your card on the wall',
    'wall.publish.intro':
      'Your greeting, your name and your district go on the public wall of wishes with the festival picture, once our moderators have looked at it. Your own pictures stay on this device.',
    'wall.publish.district': 'Your district',
    'wall.publish.districtChoose': 'Choose your district',
    'wall.publish.districtMissing': 'Choose your district first.',
    'wall.publish.button': 'Put my card on the wall',
    'wall.publish.publishing': 'Sending your card…',
    'wall.publish.sent':
      'Sent. Your card waits for our moderators; this page shows when it is on the wall.',
    'wall.publish.signIn': 'Sign in to put your card on the wall',
    'wall.publish.child':
      'The wall is for visitors aged 18 and over. You can still make cards and share them.',
    'wall.publish.capOpen':
      'You can have {max} cards waiting or on the wall at once. Wait for our moderators to look at one.',
    'wall.publish.capDay': 'You can put {max} cards on the wall a day. Try again tomorrow.',
    'wall.publish.noProfile': 'Finish your profile before you put a card on the wall.',
    'wall.publish.consent':
      'The wall shows your name to everyone, so it needs your answer first: under “Before you go on” on this page, give your age band and say you have read the privacy notice.',
    'wall.publish.nameRefused':
      'This name cannot go on the wall: it passes for the broadcaster or the site’s staff, or holds characters nobody sees (text copied from elsewhere can carry them). Choose another name, or type it again.',
    'wall.publish.failed': 'Your card could not be sent. Check your connection and try again.',
    'wall.publish.unavailable':
      'The wall of wishes needs the site’s backend; this copy of the site keeps everything on this device.',
    'wall.publish.mine': 'Your cards for the wall',
    'wall.publish.loadingMine': 'Loading your cards…',
    'wall.publish.seeWall': 'See the wall of wishes',
    'wall.status.pending': 'Waiting for our moderators',
    'wall.status.approved': 'On the wall',
    'wall.status.reported':
      'Off the wall for now: it was reported, and our moderators will look again',
    'wall.status.rejected': 'Not accepted. The moderators say: “{reason}”',
    'wall.status.removed': 'Removed by our moderators',

    'wall.district.kasaragod': 'Kasaragod',
    'wall.district.kannur': 'Kannur',
    'wall.district.wayanad': 'Wayanad',
    'wall.district.kozhikode': 'Kozhikode',
    'wall.district.malappuram': 'Malappuram',
    'wall.district.palakkad': 'Palakkad',
    'wall.district.thrissur': 'Thrissur',
    'wall.district.ernakulam': 'Ernakulam',
    'wall.district.idukki': 'Idukki',
    'wall.district.kottayam': 'Kottayam',
    'wall.district.alappuzha': 'Alappuzha',
    'wall.district.pathanamthitta': 'Pathanamthitta',
    'wall.district.kollam': 'Kollam',
    'wall.district.thiruvananthapuram': 'Thiruvananthapuram',
    'wall.district.outside-kerala': 'Outside Kerala',
  },
  ml: {
    'wall.title': 'ആശംസകളുടെ ചുമർ',
    'wall.intro': 'സന്ദർശകരുടെ ഓണാശംസകൾ. ഓരോ കാർഡും ഇവിടെ വരുന്നതിന് മുമ്പ് ഞങ്ങളുടെ മോഡറേറ്റർമാർ നോക്കുന്നുണ്ട്.',
    'wall.loading': 'ചുമർ തുറക്കുന്നു…',
    'wall.loadFailed': 'ചുമർ തുറക്കാനായില്ല.',
    'wall.retry': 'വീണ്ടും ശ്രമിക്കാം',
    'wall.empty': 'ചുമരിൽ ഇതുവരെ കാർഡുകളില്ല. ഒരെണ്ണം ഉണ്ടാക്കി ഇവിടെ ചേർക്കൂ.',
    'wall.makeOne': 'കാർഡ് ഉണ്ടാക്കാം',
    'wall.more': 'കൂടുതൽ കാർഡുകൾ കാണാം',
    'wall.loadingMore': 'കൂടുതൽ കാർഡുകൾ വരുന്നു…',
    'wall.cards': 'ചുമരിലെ കാർഡുകൾ',
    'wall.unavailable':
      'ആശംസകളുടെ ചുമരിന് സൈറ്റിന്റെ ബാക്കെൻഡ് വേണം. സൈറ്റിന്റെ ഈ പകർപ്പ് ലോക്കൽ ബാക്കെൻഡിലാണ്: എല്ലാം ഈ ഉപകരണത്തിൽ മാത്രം, മോഡറേറ്റർമാരില്ല. എമുലേറ്റഡ് സൈറ്റിലും യഥാർത്ഥ സൈറ്റിലും ചുമർ പ്രവർത്തിക്കും.',
    'wall.report': 'ഈ കാർഡിനെക്കുറിച്ച് പരാതിപ്പെടാം',
    'wall.reporting': 'പരാതി അയയ്ക്കുന്നു…',
    'wall.reported': 'നന്ദി. മോഡറേറ്റർമാർ വീണ്ടും നോക്കുന്നതുവരെ ഈ കാർഡ് ചുമരിൽ ഉണ്ടാവില്ല.',
    'wall.reportedNoted': 'നന്ദി. ഞങ്ങളുടെ മോഡറേറ്റർമാർ ഈ കാർഡ് നോക്കും.',
    'wall.alreadyReported': 'ഈ കാർഡിനെക്കുറിച്ച് നിങ്ങൾ നേരത്തേ പരാതിപ്പെട്ടിട്ടുണ്ട്.',
    'wall.reportNoProfile': 'പരാതിപ്പെടുന്നതിന് മുമ്പ് നിങ്ങളുടെ പ്രൊഫൈൽ പൂർത്തിയാക്കൂ.',
    'wall.ownCard': 'ഇത് നിങ്ങളുടെ സ്വന്തം കാർഡാണ്: ഇതിനെക്കുറിച്ച് പരാതിപ്പെടാനാവില്ല.',
    'wall.gone': 'ഈ കാർഡ് ഇപ്പോൾ ചുമരിലില്ല.',
    'wall.reportCap':
      'ഇന്ന് നിങ്ങൾ ഒട്ടേറെ കാർഡുകളെക്കുറിച്ച് പരാതിപ്പെട്ടു; മോഡറേറ്റർമാർ അവ നോക്കും. നാളെ വീണ്ടും ശ്രമിക്കൂ.',
    'wall.reportFailed': 'പരാതി അയയ്ക്കാനായില്ല. കണക്ഷൻ നോക്കി വീണ്ടും ശ്രമിക്കൂ.',
    'wall.signInToReport': 'പരാതിപ്പെടാൻ സൈൻ ഇൻ ചെയ്യൂ',
    'wall.illustration': 'ഒരു പൂക്കളവും കത്തിച്ച നിലവിളക്കും',

    'wall.broadcast.title': 'ആശംസകളുടെ ചുമർ, സംപ്രേഷണത്തിൽ',
    'wall.broadcast.empty': 'സന്ദർശകരുടെ ഓണാശംസകൾ ഇവിടെ വരും.',
    'wall.broadcast.unavailable':
      'ആശംസകളുടെ ചുമരിന് സൈറ്റിന്റെ ബാക്കെൻഡ് വേണം: ഈ പകർപ്പ് ലോക്കൽ ബാക്കെൻഡിലാണ്.',

    'wall.publish.heading': 'നിങ്ങളുടെ കാർഡ് ചുമരിൽ ചേർക്കാം',
    'wall.publish.intro':
      'മോഡറേറ്റർമാർ നോക്കിയ ശേഷം, നിങ്ങളുടെ ആശംസയും പേരും ജില്ലയും ഓണച്ചിത്രത്തോടൊപ്പം എല്ലാവർക്കും കാണാവുന്ന ആശംസകളുടെ ചുമരിൽ വരും. നിങ്ങളുടെ സ്വന്തം ചിത്രങ്ങൾ ഈ ഉപകരണത്തിൽ തന്നെയിരിക്കും.',
    'wall.publish.district': 'നിങ്ങളുടെ ജില്ല',
    'wall.publish.districtChoose': 'ജില്ല തിരഞ്ഞെടുക്കൂ',
    'wall.publish.districtMissing': 'ആദ്യം ജില്ല തിരഞ്ഞെടുക്കൂ.',
    'wall.publish.button': 'എന്റെ കാർഡ് ചുമരിൽ ചേർക്കാം',
    'wall.publish.publishing': 'കാർഡ് അയയ്ക്കുന്നു…',
    'wall.publish.sent': 'അയച്ചു. കാർഡ് മോഡറേറ്റർമാരെ കാത്തിരിക്കുന്നു; ചുമരിൽ വന്നാൽ ഈ പേജിൽ കാണാം.',
    'wall.publish.signIn': 'കാർഡ് ചുമരിൽ ചേർക്കാൻ സൈൻ ഇൻ ചെയ്യൂ',
    'wall.publish.child':
      'ആശംസകളുടെ ചുമർ 18 വയസ്സും അതിൽ കൂടുതലുമുള്ളവർക്കാണ്. കാർഡുകൾ ഉണ്ടാക്കാനും പങ്കുവെക്കാനും തുടർന്നും കഴിയും.',
    'wall.publish.capOpen':
      'ഒരേ സമയം {max} കാർഡുകൾ വരെ കാത്തിരിപ്പിലോ ചുമരിലോ ആകാം. മോഡറേറ്റർമാർ ഒരെണ്ണം നോക്കുന്നതുവരെ കാത്തിരിക്കൂ.',
    'wall.publish.capDay': 'ഒരു ദിവസം {max} കാർഡുകൾ വരെ ചുമരിൽ ചേർക്കാം. നാളെ വീണ്ടും ശ്രമിക്കൂ.',
    'wall.publish.noProfile': 'കാർഡ് ചുമരിൽ ചേർക്കുന്നതിന് മുമ്പ് നിങ്ങളുടെ പ്രൊഫൈൽ പൂർത്തിയാക്കൂ.',
    'wall.publish.consent':
      'ചുമരിൽ നിങ്ങളുടെ പേര് എല്ലാവരും കാണും, അതിനാൽ ആദ്യം നിങ്ങളുടെ മറുപടി വേണം: ഈ പേജിലെ “തുടരും മുമ്പ്” എന്ന ഭാഗത്ത് നിങ്ങളുടെ പ്രായവിഭാഗം പറഞ്ഞ്, സ്വകാര്യതാ അറിയിപ്പ് വായിച്ചെന്ന് അറിയിക്കൂ.',
    'wall.publish.nameRefused':
      'ഈ പേര് ചുമരിൽ ചേർക്കാനാവില്ല: ഇത് ചാനലിന്റെയോ സൈറ്റിലെ ജീവനക്കാരുടെയോ പേരായി തോന്നുന്നു, അല്ലെങ്കിൽ കാണാനാവാത്ത അക്ഷരങ്ങളുണ്ട് (മറ്റെവിടെ നിന്നെങ്കിലും പകർത്തിയ എഴുത്തിൽ അവ വരാം). മറ്റൊരു പേര് നൽകൂ, അല്ലെങ്കിൽ വീണ്ടും ടൈപ്പ് ചെയ്യൂ.',
    'wall.publish.failed': 'കാർഡ് അയയ്ക്കാനായില്ല. കണക്ഷൻ നോക്കി വീണ്ടും ശ്രമിക്കൂ.',
    'wall.publish.unavailable':
      'ആശംസകളുടെ ചുമരിന് സൈറ്റിന്റെ ബാക്കെൻഡ് വേണം; സൈറ്റിന്റെ ഈ പകർപ്പ് എല്ലാം ഈ ഉപകരണത്തിൽ മാത്രം സൂക്ഷിക്കുന്നു.',
    'wall.publish.mine': 'ചുമരിനായുള്ള നിങ്ങളുടെ കാർഡുകൾ',
    'wall.publish.loadingMine': 'നിങ്ങളുടെ കാർഡുകൾ വരുന്നു…',
    'wall.publish.seeWall': 'ആശംസകളുടെ ചുമർ കാണാം',
    'wall.status.pending': 'മോഡറേറ്റർമാരെ കാത്തിരിക്കുന്നു',
    'wall.status.approved': 'ചുമരിലുണ്ട്',
    'wall.status.reported': 'തൽക്കാലം ചുമരിലില്ല: ഇതിനെക്കുറിച്ച് പരാതി വന്നു, മോഡറേറ്റർമാർ വീണ്ടും നോക്കും',
    'wall.status.rejected': 'സ്വീകരിച്ചില്ല. മോഡറേറ്റർമാർ പറയുന്നു: “{reason}”',
    'wall.status.removed': 'മോഡറേറ്റർമാർ നീക്കം ചെയ്തു',

    'wall.district.kasaragod': 'കാസർകോട്',
    'wall.district.kannur': 'കണ്ണൂർ',
    'wall.district.wayanad': 'വയനാട്',
    'wall.district.kozhikode': 'കോഴിക്കോട്',
    'wall.district.malappuram': 'മലപ്പുറം',
    'wall.district.palakkad': 'പാലക്കാട്',
    'wall.district.thrissur': 'തൃശ്ശൂർ',
    'wall.district.ernakulam': 'എറണാകുളം',
    'wall.district.idukki': 'ഇടുക്കി',
    'wall.district.kottayam': 'കോട്ടയം',
    'wall.district.alappuzha': 'ആലപ്പുഴ',
    'wall.district.pathanamthitta': 'പത്തനംതിട്ട',
    'wall.district.kollam': 'കൊല്ലം',
    'wall.district.thiruvananthapuram': 'തിരുവനന്തപുരം',
    'wall.district.outside-kerala': 'കേരളത്തിന് പുറത്ത്',
  },
} satisfies Catalogue<string>;

export type WallMessageKey = keyof (typeof wallMessages)['en'];
