import type { Catalogue } from '@onam/shared/i18n/translator';
import { shellMessages } from '../../i18n/messages';
import { playMessages } from '../../plays/messages';

/** Every string the dashboard screen shows; keys start with 'dashboard.'. */
export const dashboardMessages = {
  en: {
    'dashboard.title': 'My festival',
    'dashboard.intro': 'Your plays, scores and greetings, all in one place.',
    'dashboard.family.one': 'You laid 1 family pookalam with your family: it scored {best}.',
    'dashboard.family.many':
      'You laid {count} family pookalams with your family; the best scored {best}.',
    'dashboard.family.none': 'Lay a pookalam together with your family, each from your own phone.',
    'dashboard.family.link': 'Family pookalam',
    'dashboard.greeting': 'Happy Onam, {name}!',
    'dashboard.you': 'friend',
    'dashboard.loading': 'Loading your festival…',
    'dashboard.signedOut': 'Sign in to see your plays, scores and greetings.',
    'dashboard.retry': 'Try again',
    'dashboard.game.dress': 'Dress up',
    'dashboard.game.pookalam': 'Pookalam',
    'dashboard.game.sadya': 'Sadya',

    'dashboard.plays.title': 'Recent plays',
    'dashboard.plays.loading': 'Loading your recent plays…',
    'dashboard.plays.error': 'Your recent plays could not be loaded.',
    'dashboard.plays.empty': 'No plays yet. Pick a game: your plays will show up here.',
    'dashboard.plays.score': '{score} of {max}',
    'dashboard.plays.again': 'Play {game} again',
    'dashboard.plays.first': 'Play {game}',

    'dashboard.device.title': 'Scores not saved yet',
    'dashboard.device.intro': 'These scores are kept on this device until they are saved.',
    'dashboard.device.waiting': 'Waiting to be saved.',
    'dashboard.device.unchecked':
      'Waiting until the server can check this version of the game, then saved.',
    'dashboard.device.setAside': 'Could not be saved: {reason}',

    'dashboard.media.title': 'Your greetings',
    'dashboard.media.loading': 'Loading your greetings…',
    'dashboard.media.error': 'Your greetings could not be loaded.',
    'dashboard.media.empty':
      'You have not recorded a greeting yet. Wish your family a happy Onam in your own voice.',
    'dashboard.media.record': 'Record a greeting',
    'dashboard.media.recordMore': 'Record another greeting',
    'dashboard.media.recorded': 'Recorded {date}',
    'dashboard.media.open': 'Open {name}',

    'dashboard.boards.title': 'Leaderboards',
    'dashboard.board.caption': 'Top {count}: {game}',
    'dashboard.board.rank': 'Rank',
    'dashboard.board.player': 'Player',
    'dashboard.board.district': 'District',
    'dashboard.board.best': 'Best score',
    'dashboard.board.you': '(you)',
    'dashboard.board.tied': '(tied)',
    'dashboard.board.unnamed': 'A player',
    'dashboard.board.noDistrict': 'Not given',
    'dashboard.board.yourRank': 'Your rank: {rank} (best score {score})',
    'dashboard.board.notPlayed': 'You have not played {game} yet.',
    'dashboard.board.empty': 'Nobody has played {game} yet. Be the first!',
    'dashboard.board.play': 'Play {game}',
    'dashboard.board.loading': 'Loading the leaderboard…',
    'dashboard.board.error': 'The leaderboard could not be loaded.',

    'dashboard.district.kasaragod': 'Kasaragod',
    'dashboard.district.kannur': 'Kannur',
    'dashboard.district.wayanad': 'Wayanad',
    'dashboard.district.kozhikode': 'Kozhikode',
    'dashboard.district.malappuram': 'Malappuram',
    'dashboard.district.palakkad': 'Palakkad',
    'dashboard.district.thrissur': 'Thrissur',
    'dashboard.district.ernakulam': 'Ernakulam',
    'dashboard.district.idukki': 'Idukki',
    'dashboard.district.kottayam': 'Kottayam',
    'dashboard.district.alappuzha': 'Alappuzha',
    'dashboard.district.pathanamthitta': 'Pathanamthitta',
    'dashboard.district.kollam': 'Kollam',
    'dashboard.district.thiruvananthapuram': 'Thiruvananthapuram',
    'dashboard.district.outside-kerala': 'Outside Kerala',
  },
  ml: {
    'dashboard.title': 'എന്റെ ഓണം',
    'dashboard.intro': 'നിങ്ങളുടെ കളികളും സ്കോറുകളും ആശംസകളും ഒരിടത്ത്.',
    'dashboard.family.one': 'നിങ്ങൾ കുടുംബത്തോടൊപ്പം ഒരു കുടുംബ പൂക്കളമിട്ടു: അതിന് {best} സ്കോർ.',
    'dashboard.family.many': 'നിങ്ങൾ കുടുംബത്തോടൊപ്പം {count} കുടുംബ പൂക്കളങ്ങളിട്ടു; മികച്ചതിന് {best} സ്കോർ.',
    'dashboard.family.none': 'ഓരോരുത്തരും സ്വന്തം ഫോണിൽ നിന്ന്, കുടുംബത്തോടൊപ്പം ഒരുമിച്ച് ഒരു പൂക്കളമിടൂ.',
    'dashboard.family.link': 'കുടുംബ പൂക്കളം',
    'dashboard.greeting': '{name}, ഓണാശംസകൾ!',
    // Stands in for the name in the greeting above, so it is a form of address.
    'dashboard.you': 'കൂട്ടുകാരേ',
    'dashboard.loading': 'നിങ്ങളുടെ ഓണവിശേഷങ്ങൾ ലോഡ് ചെയ്യുന്നു…',
    'dashboard.signedOut': 'നിങ്ങളുടെ കളികളും സ്കോറുകളും ആശംസകളും കാണാൻ സൈൻ ഇൻ ചെയ്യൂ.',
    'dashboard.retry': 'വീണ്ടും ശ്രമിക്കൂ',
    'dashboard.game.dress': 'ഓണക്കോടി',
    'dashboard.game.pookalam': 'പൂക്കളം',
    'dashboard.game.sadya': 'സദ്യ',

    'dashboard.plays.title': 'അടുത്തിടെ കളിച്ചവ',
    'dashboard.plays.loading': 'അടുത്തിടെ കളിച്ചവ ലോഡ് ചെയ്യുന്നു…',
    'dashboard.plays.error': 'അടുത്തിടെ കളിച്ചവ ലോഡ് ചെയ്യാനായില്ല.',
    'dashboard.plays.empty':
      'ഇതുവരെ ഒന്നും കളിച്ചിട്ടില്ല. ഒരു കളി തിരഞ്ഞെടുക്കൂ: നിങ്ങൾ കളിക്കുന്നവ ഇവിടെ കാണാം.',
    'dashboard.plays.score': '{max}-ൽ {score}',
    'dashboard.plays.again': '{game} വീണ്ടും കളിക്കാം',
    'dashboard.plays.first': '{game} കളിക്കാം',

    'dashboard.device.title': 'ഇനിയും സേവ് ചെയ്യാത്ത സ്കോറുകൾ',
    'dashboard.device.intro': 'സേവ് ചെയ്യുന്നതുവരെ ഈ സ്കോറുകൾ ഈ ഉപകരണത്തിൽ സൂക്ഷിക്കും.',
    'dashboard.device.waiting': 'സേവ് ചെയ്യാനായി കാത്തിരിക്കുന്നു.',
    'dashboard.device.unchecked':
      'കളിയുടെ ഈ പതിപ്പ് സെർവറിന് പരിശോധിക്കാനാകുന്നതുവരെ കാത്തിരിക്കുന്നു; അതിനുശേഷം സേവ് ചെയ്യും.',
    'dashboard.device.setAside': 'സേവ് ചെയ്യാനായില്ല: {reason}',

    'dashboard.media.title': 'നിങ്ങളുടെ ആശംസകൾ',
    'dashboard.media.loading': 'നിങ്ങളുടെ ആശംസകൾ ലോഡ് ചെയ്യുന്നു…',
    'dashboard.media.error': 'നിങ്ങളുടെ ആശംസകൾ ലോഡ് ചെയ്യാനായില്ല.',
    'dashboard.media.empty':
      'നിങ്ങൾ ഇതുവരെ ആശംസയൊന്നും റെക്കോർഡ് ചെയ്തിട്ടില്ല. സ്വന്തം ശബ്ദത്തിൽ കുടുംബത്തിന് ഓണാശംസകൾ നേരൂ.',
    'dashboard.media.record': 'ഒരു ആശംസ റെക്കോർഡ് ചെയ്യാം',
    'dashboard.media.recordMore': 'മറ്റൊരു ആശംസ റെക്കോർഡ് ചെയ്യാം',
    'dashboard.media.recorded': 'റെക്കോർഡ് ചെയ്തത്: {date}',
    'dashboard.media.open': '{name} തുറക്കാം',

    'dashboard.boards.title': 'ലീഡർബോർഡുകൾ',
    'dashboard.board.caption': '{game}: ആദ്യ {count} പേർ',
    'dashboard.board.rank': 'റാങ്ക്',
    'dashboard.board.player': 'കളിക്കാർ',
    'dashboard.board.district': 'ജില്ല',
    'dashboard.board.best': 'മികച്ച സ്കോർ',
    'dashboard.board.you': '(നിങ്ങൾ)',
    'dashboard.board.tied': '(ഒപ്പത്തിനൊപ്പം)',
    'dashboard.board.unnamed': 'പേര് നൽകാത്തയാൾ',
    'dashboard.board.noDistrict': 'നൽകിയിട്ടില്ല',
    'dashboard.board.yourRank': 'നിങ്ങളുടെ റാങ്ക്: {rank} (മികച്ച സ്കോർ {score})',
    'dashboard.board.notPlayed': 'നിങ്ങൾ ഇതുവരെ {game} കളിച്ചിട്ടില്ല.',
    'dashboard.board.empty': 'ഇതുവരെ ആരും {game} കളിച്ചിട്ടില്ല. ആദ്യം കളിക്കുന്നത് നിങ്ങളാകട്ടെ!',
    'dashboard.board.play': '{game} കളിക്കാം',
    'dashboard.board.loading': 'ലീഡർബോർഡ് ലോഡ് ചെയ്യുന്നു…',
    'dashboard.board.error': 'ലീഡർബോർഡ് ലോഡ് ചെയ്യാനായില്ല.',

    'dashboard.district.kasaragod': 'കാസർകോട്',
    'dashboard.district.kannur': 'കണ്ണൂർ',
    'dashboard.district.wayanad': 'വയനാട്',
    'dashboard.district.kozhikode': 'കോഴിക്കോട്',
    'dashboard.district.malappuram': 'മലപ്പുറം',
    'dashboard.district.palakkad': 'പാലക്കാട്',
    'dashboard.district.thrissur': 'തൃശ്ശൂർ',
    'dashboard.district.ernakulam': 'എറണാകുളം',
    'dashboard.district.idukki': 'ഇടുക്കി',
    'dashboard.district.kottayam': 'കോട്ടയം',
    'dashboard.district.alappuzha': 'ആലപ്പുഴ',
    'dashboard.district.pathanamthitta': 'പത്തനംതിട്ട',
    'dashboard.district.kollam': 'കൊല്ലം',
    'dashboard.district.thiruvananthapuram': 'തിരുവനന്തപുരം',
    'dashboard.district.outside-kerala': 'കേരളത്തിന് പുറത്ത്',
  },
} satisfies Catalogue<string>;

/**
 * The dashboard's strings with the shell's (retry, loading) and the plays' (a score that could not
 * be saved), for the dashboard's components.
 */
export const messages = {
  en: { ...shellMessages.en, ...playMessages.en, ...dashboardMessages.en },
  ml: { ...shellMessages.ml, ...playMessages.ml, ...dashboardMessages.ml },
} satisfies Catalogue<string>;
