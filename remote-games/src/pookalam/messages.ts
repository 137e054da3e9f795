import type { Catalogue } from '@onam/shared/i18n/translator';
import { commonMessages } from '../i18n/common';
import { gameTitleMessages } from '../i18n/game-titles';

/**
 * Every string of the pookalam game, its tutorial's steps included; keys start with 'pookalam.'.
 * Flower and day names are the Malayalam words (CONTENT.md): in English script for `en`, in
 * Malayalam script for `ml`.
 */
const en = {
  'pookalam.setup.intro':
    'Lay a floral carpet of Kerala flowers, ring by ring, around the centre, as homes do for the ten days of Onam.',
  'pookalam.setup.symmetry': 'Symmetry',
  'pookalam.setup.symmetryOption': '{order}-fold',
  'pookalam.setup.symmetryHint': 'Each flower you lay repeats this many times around the centre.',
  'pookalam.setup.mode': 'Kind of carpet',
  'pookalam.setup.free': 'Free design',
  'pookalam.setup.freeHint': '{rings} rings, any flowers you like.',
  'pookalam.setup.day': 'A day of Onam',
  'pookalam.setup.dayHint':
    'As tradition has it, day N has N rings and N kinds of flower: one ring of white thumba on Atham, ten rings on Thiruvonam.',
  'pookalam.setup.dayLabel': 'Day of the festival',
  'pookalam.setup.dayOptionOne': 'Day {day}: {name}, one ring',
  'pookalam.setup.dayOptionMany': 'Day {day}: {name}, {rings} rings',

  'pookalam.day.atham': 'Atham',
  'pookalam.day.chithira': 'Chithira',
  'pookalam.day.chothi': 'Chothi',
  'pookalam.day.vishakham': 'Vishakham',
  'pookalam.day.anizham': 'Anizham',
  'pookalam.day.thrikketta': 'Thrikketta',
  'pookalam.day.moolam': 'Moolam',
  'pookalam.day.pooradam': 'Pooradam',
  'pookalam.day.uthradam': 'Uthradam (First Onam)',
  'pookalam.day.thiruvonam': 'Thiruvonam',

  'pookalam.goal.free': 'Free design: {rings} rings, {order}-fold symmetry.',
  'pookalam.goal.atham':
    'Day 1, Atham: one ring, traditionally of white thumba. {order}-fold symmetry.',
  'pookalam.goal.day':
    'Day {day}, {name}: {rings} rings and {rings} kinds of flower. {order}-fold symmetry.',

  'pookalam.flower.thumba': 'Thumba',
  'pookalam.flower.mukkutti': 'Mukkutti',
  'pookalam.flower.chethi': 'Chethi',
  'pookalam.flower.kakkapoovu': 'Kakkapoovu',
  'pookalam.flower.chendumalli': 'Chendumalli',
  'pookalam.flower.jamanthi': 'Jamanthi',
  'pookalam.flower.chemparathi': 'Chemparathi',
  'pookalam.flower.shankupushpam': 'Shankupushpam',
  'pookalam.flower.konginipoo': 'Konginipoo',
  'pookalam.flower.krishnaKireedam': 'Krishna kireedam',
  'pookalam.flower.tulasi': 'Tulasi',
  'pookalam.colour.thumba': 'white',
  'pookalam.colour.mukkutti': 'small, yellow',
  'pookalam.colour.chethi': 'red-orange ixora',
  'pookalam.colour.kakkapoovu': 'violet-blue',
  'pookalam.colour.chendumalli': 'orange marigold',
  'pookalam.colour.jamanthi': 'yellow chrysanthemum',
  'pookalam.colour.chemparathi': 'red hibiscus',
  'pookalam.colour.shankupushpam': 'deep blue butterfly pea',
  'pookalam.colour.konginipoo': 'mixed pink, orange and yellow lantana',
  'pookalam.colour.krishnaKireedam': 'red-orange',
  'pookalam.colour.tulasi': 'green basil leaves',

  'pookalam.board.label': 'Pookalam board',
  'pookalam.board.instructions':
    'Tap or drag to lay the chosen flower. Keyboard: arrow keys move round and across the rings, Enter or Space lays the flower, Delete erases, Home goes to the centre.',
  'pookalam.palette.label': 'Flowers',
  'pookalam.tool.eraser': 'Eraser',
  'pookalam.tool.eraserHint': 'takes flowers away',
  'pookalam.mirror': 'Repeat around the circle ({order}-fold)',
  'pookalam.centrepiece.label': 'Centrepiece',
  'pookalam.centrepiece.none': 'None',
  'pookalam.centrepiece.nilavilakku': 'Nilavilakku (lamp)',
  'pookalam.centrepiece.lotus': 'Thamara (lotus)',
  'pookalam.centrepiece.onathappan': 'Onathappan',
  'pookalam.undo': 'Undo',
  'pookalam.redo': 'Redo',
  'pookalam.clear': 'Clear the board',
  'pookalam.finish': 'Finish',
  'pookalam.coverage': 'Board covered',
  'pookalam.coverageValue': '{percent}% covered',
  'pookalam.kindsValue': 'Kinds of flower: {used} of the {wanted} wanted',

  'pookalam.cell.centre': 'Centre',
  'pookalam.cell.ring': 'Ring {ring} of {rings}, segment {segment} of {segments}',
  'pookalam.cell.empty': 'empty',
  'pookalam.announce.cell': '{cell}: {content}',
  'pookalam.announce.laidOne': '{cell}: {flower}.',
  'pookalam.announce.laidMany': '{cell}: {flower}, laid in {count} places.',
  'pookalam.announce.erasedOne': '{cell}: erased.',
  'pookalam.announce.erasedMany': '{cell}: erased in {count} places.',
  'pookalam.announce.unchanged': '{cell}: already {content}.',
  'pookalam.announce.strokeOne': '{flower} laid on 1 cell.',
  'pookalam.announce.strokeMany': '{flower} laid on {count} cells.',
  'pookalam.announce.strokeErased': 'Erased {count} cells.',
  'pookalam.announce.undo': 'Undone.',
  'pookalam.announce.redo': 'Redone.',
  'pookalam.announce.nothingToUndo': 'Nothing to undo.',
  'pookalam.announce.nothingToRedo': 'Nothing to redo.',
  'pookalam.announce.centrepiece': 'Centrepiece: {name}.',
  'pookalam.announce.cleared': 'The board is clear.',

  'pookalam.result.coverage': 'Coverage',
  'pookalam.result.symmetry': 'Symmetry',
  'pookalam.result.variety': 'Variety',
  'pookalam.result.coverageEmpty': 'No flowers were laid.',
  'pookalam.result.coveragePartial': 'You covered {percent}% of the board.',
  'pookalam.result.coverageFull': 'You covered the whole board.',
  'pookalam.result.symmetryEmpty': 'Lay some flowers to show symmetry.',
  'pookalam.result.symmetryWhole':
    'Every flower sits in a matching set of {order} around the centre, across the whole board.',
  'pookalam.result.symmetryPerfect':
    'Every flower sits in a matching set of {order} around the centre, over {percent}% of the board.',
  'pookalam.result.symmetryPartial':
    '{laidPercent}% of your flowers sit in matching sets of {order} around the centre ({percent}% of the board).',
  'pookalam.result.varietyEmpty': 'No flowers, so no variety yet.',
  'pookalam.result.kinds': 'Kinds of flower: {used} of the {wanted} wanted.',
  'pookalam.result.kindsMore': 'Kinds of flower: {used} ({wanted} wanted).',
  'pookalam.result.contrast': 'Neighbouring rings in different flowers: {contrast} of {pairs}.',
  'pookalam.result.picture': 'Your finished pookalam',

  // The tutorial's steps (tutorial.ts); the game's own screens do not show them.
  'pookalam.tutorial.pick.title': 'Choose a flower',
  'pookalam.tutorial.pick.touch':
    'Tap a flower in the palette: thumba, chethi, jamanthi and more, each in its own colour. The eraser takes flowers away.',
  'pookalam.tutorial.pick.mouse':
    'Click a flower in the palette, or Tab to the palette and pick one with the arrow keys. The eraser takes flowers away.',
  'pookalam.tutorial.lay.title': 'Lay the rings',
  'pookalam.tutorial.lay.touch':
    'Tap a segment of the circle to fill it, or drag your finger across the board to lay a trail. Each flower repeats 4, 8 or 16 times around the centre.',
  'pookalam.tutorial.lay.mouse':
    'Click or drag across the board. With the keyboard, Tab to the board: the arrow keys move round and across the rings, Enter or Space lays the flower, Delete erases, Home jumps to the centre and Ctrl+Z undoes.',
  'pookalam.tutorial.finish.title': 'Finish and score',
  'pookalam.tutorial.finish.body':
    'Add a lamp, a lotus or Onathappan at the centre if you like, then press Finish. You score for covering the board, for symmetry and for variety; save your carpet as a picture.',
};

/** Key names (Tab, Enter, Ctrl+Z) stay as printed on the keyboard. */
const ml = {
  'pookalam.setup.intro':
    'ഓണത്തിന്റെ പത്തു നാളും വീടുകളിൽ ചെയ്യുന്നതുപോലെ, കേരളത്തിലെ പൂക്കൾ കൊണ്ട് നടുവിനു ചുറ്റും വളയം വളയമായി ഒരു പൂക്കളം ഒരുക്കാം.',
  'pookalam.setup.symmetry': 'സമമിതി',
  'pookalam.setup.symmetryOption': '{order} മടങ്ങ്',
  'pookalam.setup.symmetryHint': 'നിങ്ങൾ ഇടുന്ന ഓരോ പൂവും നടുവിനു ചുറ്റും ഇത്രയും തവണ ആവർത്തിക്കും.',
  'pookalam.setup.mode': 'പൂക്കളത്തിന്റെ തരം',
  'pookalam.setup.free': 'സ്വന്തം ഡിസൈൻ',
  'pookalam.setup.freeHint': '{rings} വളയങ്ങൾ, ഇഷ്ടമുള്ള പൂക്കൾ.',
  'pookalam.setup.day': 'ഓണത്തിലെ ഒരു നാൾ',
  'pookalam.setup.dayHint':
    'പതിവനുസരിച്ച് എത്രാമത്തെ നാളാണോ അത്രയും വളയങ്ങളും അത്രയും തരം പൂക്കളും: അത്തത്തിന് വെളുത്ത തുമ്പ കൊണ്ട് ഒരു വളയം, തിരുവോണത്തിന് പത്തു വളയങ്ങൾ.',
  'pookalam.setup.dayLabel': 'ഓണത്തിലെ നാൾ',
  'pookalam.setup.dayOptionOne': 'നാൾ {day}: {name}, ഒരു വളയം',
  'pookalam.setup.dayOptionMany': 'നാൾ {day}: {name}, {rings} വളയങ്ങൾ',

  'pookalam.day.atham': 'അത്തം',
  'pookalam.day.chithira': 'ചിത്തിര',
  'pookalam.day.chothi': 'ചോതി',
  'pookalam.day.vishakham': 'വിശാഖം',
  'pookalam.day.anizham': 'അനിഴം',
  'pookalam.day.thrikketta': 'തൃക്കേട്ട',
  'pookalam.day.moolam': 'മൂലം',
  'pookalam.day.pooradam': 'പൂരാടം',
  'pookalam.day.uthradam': 'ഉത്രാടം (ഒന്നാം ഓണം)',
  'pookalam.day.thiruvonam': 'തിരുവോണം',

  'pookalam.goal.free': 'സ്വന്തം ഡിസൈൻ: {rings} വളയങ്ങൾ, {order} മടങ്ങ് സമമിതി.',
  'pookalam.goal.atham': 'നാൾ 1, അത്തം: ഒരു വളയം, പതിവുപോലെ വെളുത്ത തുമ്പ കൊണ്ട്. {order} മടങ്ങ് സമമിതി.',
  'pookalam.goal.day': 'നാൾ {day}, {name}: {rings} വളയങ്ങൾ, {rings} തരം പൂക്കൾ. {order} മടങ്ങ് സമമിതി.',

  'pookalam.flower.thumba': 'തുമ്പ',
  'pookalam.flower.mukkutti': 'മുക്കുറ്റി',
  'pookalam.flower.chethi': 'ചെത്തി',
  'pookalam.flower.kakkapoovu': 'കാക്കപ്പൂവ്',
  'pookalam.flower.chendumalli': 'ചെണ്ടുമല്ലി',
  'pookalam.flower.jamanthi': 'ജമന്തി',
  'pookalam.flower.chemparathi': 'ചെമ്പരത്തി',
  'pookalam.flower.shankupushpam': 'ശംഖുപുഷ്പം',
  'pookalam.flower.konginipoo': 'കൊങ്ങിണിപ്പൂവ്',
  'pookalam.flower.krishnaKireedam': 'കൃഷ്ണകിരീടം',
  'pookalam.flower.tulasi': 'തുളസി',
  'pookalam.colour.thumba': 'വെളുപ്പ്',
  'pookalam.colour.mukkutti': 'ചെറിയ മഞ്ഞപ്പൂക്കൾ',
  'pookalam.colour.chethi': 'ചുവപ്പും ഓറഞ്ചും കലർന്ന പൂങ്കുലകൾ',
  'pookalam.colour.kakkapoovu': 'വയലറ്റ് കലർന്ന നീല',
  'pookalam.colour.chendumalli': 'കടും ഓറഞ്ച്',
  'pookalam.colour.jamanthi': 'മഞ്ഞ',
  'pookalam.colour.chemparathi': 'ചുവപ്പ്',
  'pookalam.colour.shankupushpam': 'കടും നീല',
  'pookalam.colour.konginipoo': 'പിങ്കും ഓറഞ്ചും മഞ്ഞയും ഇടകലർന്നത്',
  'pookalam.colour.krishnaKireedam': 'ചുവപ്പ് കലർന്ന ഓറഞ്ച്',
  'pookalam.colour.tulasi': 'പച്ച ഇലകൾ',

  'pookalam.board.label': 'പൂക്കളം ഒരുക്കുന്ന കളം',
  'pookalam.board.instructions':
    'തിരഞ്ഞെടുത്ത പൂവ് ഇടാൻ തൊടുകയോ വലിക്കുകയോ ചെയ്യൂ. കീബോർഡ്: ആരോ കീകൾ വളയത്തിനു ചുറ്റും വളയങ്ങൾക്കു കുറുകെയും നീക്കും, Enter അല്ലെങ്കിൽ Space പൂവ് ഇടും, Delete മായ്ക്കും, Home നടുവിലേക്കു പോകും.',
  'pookalam.palette.label': 'പൂക്കൾ',
  'pookalam.tool.eraser': 'ഇറേസർ',
  'pookalam.tool.eraserHint': 'പൂക്കൾ മാറ്റും',
  'pookalam.mirror': 'വൃത്തത്തിനു ചുറ്റും ആവർത്തിക്കുക ({order} മടങ്ങ്)',
  'pookalam.centrepiece.label': 'നടുവിലെ അലങ്കാരം',
  'pookalam.centrepiece.none': 'ഒന്നുമില്ല',
  'pookalam.centrepiece.nilavilakku': 'നിലവിളക്ക്',
  'pookalam.centrepiece.lotus': 'താമര',
  'pookalam.centrepiece.onathappan': 'ഓണത്തപ്പൻ',
  'pookalam.undo': 'പഴയപടിയാക്കുക',
  'pookalam.redo': 'വീണ്ടും ചെയ്യുക',
  'pookalam.clear': 'കളം മായ്ക്കുക',
  'pookalam.finish': 'പൂർത്തിയാക്കാം',
  'pookalam.coverage': 'കളം നിറഞ്ഞത്',
  'pookalam.coverageValue': '{percent}% നിറഞ്ഞു',
  'pookalam.kindsValue': 'പൂക്കളുടെ തരങ്ങൾ: വേണ്ട {wanted} തരത്തിൽ {used}',

  'pookalam.cell.centre': 'നടുവ്',
  'pookalam.cell.ring': 'വളയം {ring} ({rings}-ൽ), ഭാഗം {segment} ({segments}-ൽ)',
  'pookalam.cell.empty': 'ഒഴിഞ്ഞത്',
  'pookalam.announce.cell': '{cell}: {content}',
  'pookalam.announce.laidOne': '{cell}: {flower}.',
  'pookalam.announce.laidMany': '{cell}: {flower}, {count} ഇടങ്ങളിൽ ഇട്ടു.',
  'pookalam.announce.erasedOne': '{cell}: മായ്ച്ചു.',
  'pookalam.announce.erasedMany': '{cell}: {count} ഇടങ്ങളിൽ മായ്ച്ചു.',
  'pookalam.announce.unchanged': '{cell}: നേരത്തേ തന്നെ {content}.',
  'pookalam.announce.strokeOne': '{flower} ഒരിടത്ത് ഇട്ടു.',
  'pookalam.announce.strokeMany': '{flower} {count} ഇടങ്ങളിൽ ഇട്ടു.',
  'pookalam.announce.strokeErased': '{count} ഇടങ്ങൾ മായ്ച്ചു.',
  'pookalam.announce.undo': 'പഴയപടിയാക്കി.',
  'pookalam.announce.redo': 'വീണ്ടും ചെയ്തു.',
  'pookalam.announce.nothingToUndo': 'പഴയപടിയാക്കാൻ ഒന്നുമില്ല.',
  'pookalam.announce.nothingToRedo': 'വീണ്ടും ചെയ്യാൻ ഒന്നുമില്ല.',
  'pookalam.announce.centrepiece': 'നടുവിലെ അലങ്കാരം: {name}.',
  'pookalam.announce.cleared': 'കളം ഒഴിഞ്ഞു.',

  'pookalam.result.coverage': 'കളം നിറച്ചത്',
  'pookalam.result.symmetry': 'സമമിതി',
  'pookalam.result.variety': 'വൈവിധ്യം',
  'pookalam.result.coverageEmpty': 'ഒരു പൂവും ഇട്ടില്ല.',
  'pookalam.result.coveragePartial': 'കളത്തിന്റെ {percent}% നിങ്ങൾ നിറച്ചു.',
  'pookalam.result.coverageFull': 'കളം മുഴുവൻ നിങ്ങൾ നിറച്ചു.',
  'pookalam.result.symmetryEmpty': 'സമമിതി കാണാൻ കുറച്ചു പൂക്കൾ ഇടൂ.',
  'pookalam.result.symmetryWhole': 'കളം മുഴുവൻ ഓരോ പൂവും നടുവിനു ചുറ്റും {order} എണ്ണമുള്ള ഒത്ത കൂട്ടത്തിലാണ്.',
  'pookalam.result.symmetryPerfect':
    'കളത്തിന്റെ {percent}% ഭാഗത്ത് ഓരോ പൂവും നടുവിനു ചുറ്റും {order} എണ്ണമുള്ള ഒത്ത കൂട്ടത്തിലാണ്.',
  'pookalam.result.symmetryPartial':
    'നിങ്ങളുടെ പൂക്കളിൽ {laidPercent}% നടുവിനു ചുറ്റും {order} എണ്ണമുള്ള ഒത്ത കൂട്ടങ്ങളിലാണ് (കളത്തിന്റെ {percent}%).',
  'pookalam.result.varietyEmpty': 'പൂക്കളില്ല, അതിനാൽ വൈവിധ്യവുമില്ല.',
  'pookalam.result.kinds': 'പൂക്കളുടെ തരങ്ങൾ: വേണ്ട {wanted} തരത്തിൽ {used}.',
  'pookalam.result.kindsMore': 'പൂക്കളുടെ തരങ്ങൾ: {used} (വേണ്ടത് {wanted}).',
  'pookalam.result.contrast': 'അടുത്തടുത്ത വളയങ്ങളിൽ വ്യത്യസ്ത പൂക്കൾ: {pairs} ജോഡിയിൽ {contrast}.',
  'pookalam.result.picture': 'നിങ്ങൾ ഒരുക്കിയ പൂക്കളം',

  // The tutorial's steps (tutorial.ts); the game's own screens do not show them.
  'pookalam.tutorial.pick.title': 'പൂവ് തിരഞ്ഞെടുക്കാം',
  'pookalam.tutorial.pick.touch':
    'പൂത്തട്ടിലെ ഒരു പൂവിൽ തൊടൂ: തുമ്പ, ചെത്തി, ജമന്തി എന്നിങ്ങനെ ഓരോന്നിനും അതിന്റേതായ നിറം. ഇറേസർ കൊണ്ട് പൂക്കൾ മാറ്റാം.',
  'pookalam.tutorial.pick.mouse':
    'പൂത്തട്ടിലെ ഒരു പൂവിൽ ക്ലിക്ക് ചെയ്യൂ, അല്ലെങ്കിൽ Tab അമർത്തി പൂത്തട്ടിലെത്തി ആരോ കീകൾ കൊണ്ട് ഒന്ന് തിരഞ്ഞെടുക്കൂ. ഇറേസർ കൊണ്ട് പൂക്കൾ മാറ്റാം.',
  'pookalam.tutorial.lay.title': 'വളയങ്ങൾ നിരത്താം',
  'pookalam.tutorial.lay.touch':
    'വൃത്തത്തിലെ ഒരു ഭാഗത്ത് തൊട്ടാൽ അവിടെ പൂ നിറയും; കളത്തിലൂടെ വിരൽ വലിച്ചാൽ ഒരു നിരയായി പൂ വീഴും. ഓരോ പൂവും നടുവിനു ചുറ്റും 4, 8 അല്ലെങ്കിൽ 16 തവണ ആവർത്തിക്കും.',
  'pookalam.tutorial.lay.mouse':
    'കളത്തിൽ ക്ലിക്ക് ചെയ്യുകയോ മൗസ് വലിക്കുകയോ ചെയ്യൂ. കീബോർഡിൽ Tab അമർത്തി കളത്തിലെത്താം: ആരോ കീകൾ വളയത്തിനു ചുറ്റും വളയങ്ങൾക്കു കുറുകെയും നീക്കും, Enter അല്ലെങ്കിൽ Space പൂവ് ഇടും, Delete മായ്ക്കും, Home നടുവിലേക്കു പോകും, Ctrl+Z പഴയപടിയാക്കും.',
  'pookalam.tutorial.finish.title': 'പൂർത്തിയാക്കാം, സ്കോർ നേടാം',
  'pookalam.tutorial.finish.body':
    'വേണമെങ്കിൽ നടുവിൽ ഒരു നിലവിളക്കോ താമരയോ ഓണത്തപ്പനോ വെക്കാം; എന്നിട്ട് "പൂർത്തിയാക്കാം" അമർത്തൂ. കളം നിറച്ചതിനും സമമിതിക്കും പൂക്കളുടെ വൈവിധ്യത്തിനും സ്കോർ കിട്ടും; നിങ്ങളുടെ പൂക്കളം ചിത്രമായി സേവ് ചെയ്യാം.',
} satisfies Record<keyof typeof en, string>;

export const pookalamMessages = { en, ml } satisfies Catalogue<keyof typeof en>;

export type PookalamKey = keyof typeof en;

/** What the pookalam's screens show: its words, its title and the frame's. */
export const pookalamScreenMessages = {
  en: { ...commonMessages.en, ...gameTitleMessages.en, ...en },
  ml: { ...commonMessages.ml, ...gameTitleMessages.ml, ...ml },
} satisfies Catalogue<string>;

export type PookalamScreenKey = keyof (typeof pookalamScreenMessages)['en'];
