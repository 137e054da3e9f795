import type { Catalogue } from '@onam/shared/i18n/translator';

/**
 * The privacy notice (docs/decisions/037), in English and Malayalam. A change of its
 * meaning needs a new PRIVACY_NOTICE_VERSION (shared/src/backend/privacy.ts): visitors are asked to
 * accept the new one on their next visit.
 */
export const privacyMessages = {
  en: {
    'privacy.title': 'Privacy notice',
    'privacy.version': 'Version {version}, in force from {date}.',
    'privacy.intro':
      '{product} is run by {broadcaster}. This notice says what we keep about you, why, for how long, who handles it for us, and how you use your rights under India’s Digital Personal Data Protection Act, 2023 and the DPDP Rules, 2025.',
    'privacy.who.title': 'Who is responsible',
    'privacy.who.body':
      '{broadcaster} decides why and how your personal data is used: it is the Data Fiduciary under the Act. Write to {email} about anything in this notice.',
    'privacy.what.title': 'What we keep',
    'privacy.what.account':
      'Your email address and password (the password only as Google’s sign-in service keeps it, never readable).',
    'privacy.what.profile':
      'Your name, your district and your age band (under 18, or 18 or older).',
    'privacy.what.plays':
      'The games you finish: the scores, when you played, and the moves the score was checked from.',
    'privacy.what.greetings': 'The greetings you record and keep (sound, video or pictures).',
    'privacy.what.wall': 'The cards you publish to the wall of wishes, and the cards you report.',
    'privacy.what.family':
      'On a family pookalam: the name you chose for the carpet, your ring colour and the flowers you laid. Only the people on that carpet see them, never your email or account. When its owner finishes it, the family name, the carpet and its score go on the public family board, with no one’s name; a carpet whose owner is under 18 never does.',
    'privacy.what.consent':
      'Your consents: which version of this notice you accepted, whether you want the newsletter, and when you said each.',
    'privacy.why.title': 'Why',
    'privacy.why.body':
      'To give you an account, save your plays and greetings, show the leaderboards and the wall (your name and district, never your email), send the newsletter only if you asked for it, and keep the site fair and safe (checking scores, limiting how often things can be done). We do not sell your data or show you advertising based on it.',
    'privacy.kept.title': 'How long we keep it',
    'privacy.kept.body':
      'As long as you keep your account. Delete it and everything above is removed at once from our database and file storage; backups kept by our processor are gone within 30 days. We keep one record: the deleted account’s id (a random code, not your name or email) and when it was deleted, so that nothing can be saved to that account again from a tab or device still signed in to it. That record is deleted too, within two days.',
    'privacy.kept.family':
      'A family pookalam is the family’s, so deleting your account takes you off each carpet rather than deleting it: your name on it and everything that ties it to your account are removed, and the flowers you laid stay on it, with no name. A carpet you started and had not finished passes to the person who joined it after you; one you finished leaves the family board.',
    'privacy.processors.title': 'Who handles it for us',
    'privacy.processors.body':
      'Google, through Firebase (sign-in, database, server functions and file storage), as our Data Processor. Your data is stored and processed in Google’s asia-south1 region, in Mumbai, India.',
    'privacy.rights.title': 'Your rights',
    'privacy.rights.access': 'To get a summary of your data and what we do with it.',
    'privacy.rights.correction': 'To correct it, complete it or bring it up to date.',
    'privacy.rights.erasure': 'To have it erased.',
    'privacy.rights.withdraw': 'To withdraw a consent, as easily as you gave it.',
    'privacy.rights.grievance': 'To have a grievance heard, and answered.',
    'privacy.rights.nominate':
      'To nominate someone to use these rights for you if you die or cannot use them yourself.',
    'privacy.how.title': 'How to use them here',
    'privacy.how.menu':
      'Sign in and open the menu under your name: “Download my data” saves everything we keep about you as a file; “Stop the newsletter” withdraws that consent (and “Send me the newsletter” gives it again); “Delete my account” removes your account and everything in it.',
    'privacy.how.correct': 'Change your name or district on “My festival”.',
    'privacy.how.write':
      'For anything else, to nominate someone, or if something is wrong, write to our grievance contact at {email}. We answer within 90 days. If you are not satisfied, you may complain to the Data Protection Board of India.',
    'privacy.children.title': 'Children',
    'privacy.children.body':
      'The Act asks for a parent’s verifiable consent before a child’s data is used. We do not collect it: instead, a visitor who says they are under 18 can play and keep their scores, but is never shown on a leaderboard or the wall, and cannot record or publish greetings. We keep only their account, profile and plays, and never use them for advertising.',
    'privacy.contact': 'Grievance contact',
  },
  ml: {
    'privacy.title': 'സ്വകാര്യതാ അറിയിപ്പ്',
    'privacy.version': 'പതിപ്പ് {version}, {date} മുതൽ പ്രാബല്യത്തിൽ.',
    'privacy.intro':
      '{product} നടത്തുന്നത് {broadcaster} ആണ്. നിങ്ങളെക്കുറിച്ച് ഞങ്ങൾ എന്തു സൂക്ഷിക്കുന്നു, എന്തിന്, എത്ര കാലം, ആരാണ് ഞങ്ങൾക്കു വേണ്ടി അതു കൈകാര്യം ചെയ്യുന്നത്, 2023-ലെ ഡിജിറ്റൽ വ്യക്തിഗത വിവര സംരക്ഷണ നിയമവും 2025-ലെ DPDP ചട്ടങ്ങളും നൽകുന്ന അവകാശങ്ങൾ എങ്ങനെ ഉപയോഗിക്കാം എന്നിവ ഈ അറിയിപ്പിലുണ്ട്.',
    'privacy.who.title': 'ഉത്തരവാദി ആര്',
    'privacy.who.body':
      'നിങ്ങളുടെ വ്യക്തിഗത വിവരങ്ങൾ എന്തിന്, എങ്ങനെ ഉപയോഗിക്കണം എന്നു തീരുമാനിക്കുന്നത് {broadcaster} ആണ്: നിയമപ്രകാരമുള്ള ഡാറ്റ ഫിഡ്യൂഷ്യറി. ഈ അറിയിപ്പിലെ ഏതു കാര്യത്തെക്കുറിച്ചും {email} എന്ന വിലാസത്തിൽ എഴുതുക.',
    'privacy.what.title': 'ഞങ്ങൾ സൂക്ഷിക്കുന്നത്',
    'privacy.what.account':
      'നിങ്ങളുടെ ഇമെയിൽ വിലാസവും പാസ്‌വേഡും (പാസ്‌വേഡ് ഗൂഗിളിന്റെ സൈൻ-ഇൻ സേവനം സൂക്ഷിക്കുന്ന രൂപത്തിൽ മാത്രം, ആർക്കും വായിക്കാനാവില്ല).',
    'privacy.what.profile': 'നിങ്ങളുടെ പേര്, ജില്ല, പ്രായവിഭാഗം (18-ൽ താഴെ, അല്ലെങ്കിൽ 18-ഓ അതിലധികമോ).',
    'privacy.what.plays': 'നിങ്ങൾ പൂർത്തിയാക്കുന്ന കളികൾ: സ്കോർ, കളിച്ച സമയം, സ്കോർ പരിശോധിച്ച നീക്കങ്ങൾ.',
    'privacy.what.greetings': 'നിങ്ങൾ റെക്കോർഡ് ചെയ്തു സൂക്ഷിക്കുന്ന ആശംസകൾ (ശബ്ദം, വീഡിയോ, ചിത്രങ്ങൾ).',
    'privacy.what.wall': 'ആശംസാ ചുമരിൽ നിങ്ങൾ പ്രസിദ്ധീകരിക്കുന്ന കാർഡുകളും നിങ്ങൾ പരാതിപ്പെടുന്ന കാർഡുകളും.',
    'privacy.what.family':
      'കുടുംബ പൂക്കളത്തിൽ: പൂക്കളത്തിനായി നിങ്ങൾ തിരഞ്ഞെടുത്ത പേര്, നിങ്ങളുടെ വളയത്തിന്റെ നിറം, നിങ്ങൾ ഇട്ട പൂക്കൾ. ആ പൂക്കളത്തിലുള്ളവർ മാത്രമേ ഇവ കാണൂ; നിങ്ങളുടെ ഇമെയിലോ അക്കൗണ്ടോ അവരും കാണില്ല. ഉടമ പൂക്കളം പൂർത്തിയാക്കുമ്പോൾ കുടുംബപ്പേരും പൂക്കളവും സ്കോറും പൊതു കുടുംബ ബോർഡിൽ വരും, ആരുടെയും പേരില്ലാതെ; ഉടമ 18 വയസ്സിനു താഴെയുള്ളയാളാണെങ്കിൽ ഒരിക്കലും വരില്ല.',
    'privacy.what.consent':
      'നിങ്ങളുടെ സമ്മതങ്ങൾ: ഈ അറിയിപ്പിന്റെ ഏതു പതിപ്പ് അംഗീകരിച്ചു, വാർത്താക്കുറിപ്പ് വേണോ, ഓരോന്നും എപ്പോൾ പറഞ്ഞു.',
    'privacy.why.title': 'എന്തിന്',
    'privacy.why.body':
      'നിങ്ങൾക്ക് ഒരു അക്കൗണ്ട് നൽകാൻ, കളികളും ആശംസകളും സൂക്ഷിക്കാൻ, ലീഡർബോർഡും ആശംസാ ചുമരും കാണിക്കാൻ (പേരും ജില്ലയും മാത്രം, ഇമെയിൽ ഒരിക്കലുമില്ല), നിങ്ങൾ ആവശ്യപ്പെട്ടാൽ മാത്രം വാർത്താക്കുറിപ്പ് അയയ്ക്കാൻ, സൈറ്റ് നീതിയുക്തവും സുരക്ഷിതവുമായി നിലനിർത്താൻ (സ്കോറുകൾ പരിശോധിക്കൽ, എത്ര തവണ ചെയ്യാമെന്നതിനു പരിധി). നിങ്ങളുടെ വിവരങ്ങൾ ഞങ്ങൾ വിൽക്കുകയോ അവ അടിസ്ഥാനമാക്കി പരസ്യം കാണിക്കുകയോ ചെയ്യില്ല.',
    'privacy.kept.title': 'എത്ര കാലം സൂക്ഷിക്കും',
    'privacy.kept.body':
      'നിങ്ങൾ അക്കൗണ്ട് നിലനിർത്തുന്നിടത്തോളം. അക്കൗണ്ട് ഇല്ലാതാക്കിയാൽ മുകളിൽ പറഞ്ഞതെല്ലാം ഞങ്ങളുടെ ഡാറ്റാബേസിൽ നിന്നും ഫയൽ സംഭരണിയിൽ നിന്നും ഉടനെ നീക്കും; പ്രോസസർ സൂക്ഷിക്കുന്ന ബാക്കപ്പുകൾ 30 ദിവസത്തിനകം ഇല്ലാതാകും. ഒരു രേഖ മാത്രം ഞങ്ങൾ സൂക്ഷിക്കും: ഇല്ലാതാക്കിയ അക്കൗണ്ടിന്റെ ഐഡി (ക്രമമില്ലാത്ത ഒരു കോഡ്; നിങ്ങളുടെ പേരോ ഇമെയിലോ അല്ല), അത് ഇല്ലാതാക്കിയ സമയം. ആ അക്കൗണ്ടിൽ ഇപ്പോഴും സൈൻ ഇൻ ചെയ്തിരിക്കുന്ന ഒരു ടാബിൽ നിന്നോ ഉപകരണത്തിൽ നിന്നോ അതിലേക്ക് ഇനി ഒന്നും സേവ് ആകാതിരിക്കാനാണ് ഇത്. രണ്ട് ദിവസത്തിനകം ആ രേഖയും ഇല്ലാതാക്കും.',
    'privacy.kept.family':
      'കുടുംബ പൂക്കളം കുടുംബത്തിന്റേതാണ്. അതിനാൽ അക്കൗണ്ട് ഇല്ലാതാക്കുമ്പോൾ പൂക്കളം ഇല്ലാതാക്കുകയല്ല, ഓരോ പൂക്കളത്തിൽ നിന്നും നിങ്ങളെ മാറ്റുകയാണ് ചെയ്യുക: അതിലെ നിങ്ങളുടെ പേരും അതിനെ നിങ്ങളുടെ അക്കൗണ്ടുമായി ബന്ധിപ്പിക്കുന്നതെല്ലാം നീക്കും; നിങ്ങൾ ഇട്ട പൂക്കൾ ആരുടെയും പേരില്ലാതെ അതിൽ തുടരും. നിങ്ങൾ തുടങ്ങി പൂർത്തിയാക്കാത്ത പൂക്കളം നിങ്ങൾക്കു ശേഷം ചേർന്നയാൾക്കു കൈമാറും; നിങ്ങൾ പൂർത്തിയാക്കിയത് കുടുംബ ബോർഡിൽ നിന്നു നീക്കും.',
    'privacy.processors.title': 'ഞങ്ങൾക്കു വേണ്ടി കൈകാര്യം ചെയ്യുന്നത്',
    'privacy.processors.body':
      'ഞങ്ങളുടെ ഡാറ്റ പ്രോസസർ ആയി ഗൂഗിൾ, ഫയർബേസ് വഴി (സൈൻ-ഇൻ, ഡാറ്റാബേസ്, സെർവർ ഫംഗ്ഷനുകൾ, ഫയൽ സംഭരണി). നിങ്ങളുടെ വിവരങ്ങൾ സൂക്ഷിക്കുന്നതും കൈകാര്യം ചെയ്യുന്നതും ഗൂഗിളിന്റെ asia-south1 മേഖലയിൽ, ഇന്ത്യയിലെ മുംബൈയിൽ.',
    'privacy.rights.title': 'നിങ്ങളുടെ അവകാശങ്ങൾ',
    'privacy.rights.access': 'നിങ്ങളുടെ വിവരങ്ങളുടെയും ഞങ്ങൾ അവ കൊണ്ടു ചെയ്യുന്നതിന്റെയും സംഗ്രഹം ലഭിക്കാൻ.',
    'privacy.rights.correction': 'അവ തിരുത്താൻ, പൂർത്തിയാക്കാൻ, പുതുക്കാൻ.',
    'privacy.rights.erasure': 'അവ മായ്ച്ചുകളയാൻ.',
    'privacy.rights.withdraw': 'നൽകിയ അത്രയും എളുപ്പത്തിൽ ഒരു സമ്മതം പിൻവലിക്കാൻ.',
    'privacy.rights.grievance': 'ഒരു പരാതി കേൾക്കപ്പെടാനും മറുപടി ലഭിക്കാനും.',
    'privacy.rights.nominate':
      'നിങ്ങളുടെ മരണശേഷമോ നിങ്ങൾക്കു കഴിയാതെ വന്നാലോ ഈ അവകാശങ്ങൾ നിങ്ങൾക്കു വേണ്ടി ഉപയോഗിക്കാൻ ഒരാളെ നാമനിർദേശം ചെയ്യാൻ.',
    'privacy.how.title': 'ഇവിടെ അവ എങ്ങനെ ഉപയോഗിക്കാം',
    'privacy.how.menu':
      'സൈൻ ഇൻ ചെയ്ത് നിങ്ങളുടെ പേരിനു താഴെയുള്ള മെനു തുറക്കുക: “എന്റെ വിവരങ്ങൾ ഡൗൺലോഡ് ചെയ്യുക” ഞങ്ങൾ സൂക്ഷിക്കുന്നതെല്ലാം ഒരു ഫയലായി സേവ് ചെയ്യും; “വാർത്താക്കുറിപ്പ് നിർത്തുക” ആ സമ്മതം പിൻവലിക്കും (“വാർത്താക്കുറിപ്പ് അയയ്ക്കൂ” അതു വീണ്ടും നൽകും); “എന്റെ അക്കൗണ്ട് ഇല്ലാതാക്കുക” അക്കൗണ്ടും അതിലുള്ളതെല്ലാം നീക്കും.',
    'privacy.how.correct': 'പേരോ ജില്ലയോ “എന്റെ ഓണം” പേജിൽ മാറ്റാം.',
    'privacy.how.write':
      'മറ്റെന്തിനും, ഒരാളെ നാമനിർദേശം ചെയ്യാനും, എന്തെങ്കിലും തെറ്റുണ്ടെങ്കിലും {email} എന്ന പരാതി വിലാസത്തിൽ എഴുതുക. 90 ദിവസത്തിനകം മറുപടി നൽകും. തൃപ്തിയില്ലെങ്കിൽ ഡാറ്റ പ്രൊട്ടക്ഷൻ ബോർഡ് ഓഫ് ഇന്ത്യയിൽ പരാതിപ്പെടാം.',
    'privacy.children.title': 'കുട്ടികൾ',
    'privacy.children.body':
      'ഒരു കുട്ടിയുടെ വിവരങ്ങൾ ഉപയോഗിക്കും മുമ്പ് രക്ഷിതാവിന്റെ പരിശോധിക്കാവുന്ന സമ്മതം നിയമം ആവശ്യപ്പെടുന്നു. ഞങ്ങൾ അതു ശേഖരിക്കുന്നില്ല: പകരം, 18-ൽ താഴെയെന്നു പറയുന്നവർക്ക് കളിക്കാനും സ്കോറുകൾ സൂക്ഷിക്കാനും കഴിയും, പക്ഷേ അവരെ ലീഡർബോർഡിലോ ആശംസാ ചുമരിലോ ഒരിക്കലും കാണിക്കില്ല, ആശംസകൾ റെക്കോർഡ് ചെയ്യാനോ പ്രസിദ്ധീകരിക്കാനോ കഴിയില്ല. അവരുടെ അക്കൗണ്ടും പ്രൊഫൈലും കളികളും മാത്രം സൂക്ഷിക്കും, പരസ്യത്തിന് ഒരിക്കലും ഉപയോഗിക്കില്ല.',
    'privacy.contact': 'പരാതി വിലാസം',
  },
} satisfies Catalogue<string>;

export type PrivacyKey = keyof (typeof privacyMessages)['en'];
