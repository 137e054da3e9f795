import type { Catalogue } from '@onam/shared/i18n/translator';

/** Every string the pookalam game shows; keys start with 'pookalam.'. Malayalam arrives in step 7. */
export const pookalamMessages = {
  en: {
    'pookalam.title': 'Pookalam',
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
  },
} satisfies Catalogue<string>;
