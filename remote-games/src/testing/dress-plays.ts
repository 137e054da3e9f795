/**
 * Finished dress-up plays made by the game's own rules, as a visitor dresses the doll: taps on the
 * wardrobe (on, or off again), drags onto the doll (on only), Undo and Reset, each remembered as
 * the dressing room remembers it, then the score and the record exactly as the game screen
 * (dress-game.tsx) computes them on Finish. For tests and tools only.
 */
import { GAMES_VERSION } from '../build-info';
import { ITEM_IDS, type ItemId } from '../doll/items';
import { dressRecord } from '../dress/evidence';
import { wear } from '../doll/outfit';
import {
  canUndo,
  record as remember,
  reset,
  startDress,
  toggle,
  undo,
  type History,
} from '../dress/rules';
import { scoreDress } from '../dress/scoring';
import type { GeneratedPlay } from './generated-play';
import type { Random } from './seeded-random';

/** Who the doll is dressed as: the pieces a visitor reaches for first. */
const CHARACTERS: Readonly<Record<string, readonly (readonly ItemId[])[]>> = {
  // Each list is one choice: one item of it is reached for.
  'kerala woman': [
    ['kasavu-set-mundu', 'mundum-neriyathum'],
    ['jimikki'],
    ['kasu-mala', 'palakka-mala', 'nagapadam'],
    ['kasu-mala', 'palakka-mala', 'nagapadam'],
    ['jasmine'],
    ['pottu'],
    ['kajal'],
  ],
  girl: [['pattu-pavada'], ['jimikki'], ['kasu-mala', 'nagapadam'], ['jasmine'], ['pottu']],
  man: [['mundu-jubba'], ['neriyathu'], ['kasu-mala'], ['pottu']],
  maveli: [['maveli-silk-classic', 'maveli-silk-slim'], ['crown'], ['olakkuda'], ['moustache']],
  // Anything from the wardrobe, the way a child tries everything on.
  anything: ITEM_IDS.map((id) => [id]),
};
const CHARACTER_NAMES = Object.keys(CHARACTERS);

export function playDress(random: Random): GeneratedPlay {
  const character = random.pick(CHARACTER_NAMES);
  const choices = random.shuffle(CHARACTERS[character] ?? []);
  // How many of the character's pieces go on, and how often a stray piece goes on instead.
  const taken = random.int(0, choices.length);
  const stray = random.pick([0, 0.1, 0.3, 0.6]);
  let history: History = startDress();
  const tap = (id: ItemId) => {
    history = remember(history, toggle(history.present, id).outfit);
  };
  const drag = (id: ItemId) => {
    // Dropping what is already worn changes nothing (the game only says so).
    const change = wear(history.present, id);
    if (change.added) history = remember(history, change.outfit);
  };

  for (const choice of choices.slice(0, taken)) {
    const id = random.chance(stray) ? random.pick(ITEM_IDS) : random.pick(choice);
    (random.chance(0.5) ? tap : drag)(id);
    const roll = random.next();
    if (roll < 0.08 && canUndo(history)) history = undo(history);
    else if (roll < 0.1) history = reset(history);
    else if (roll < 0.16) tap(random.pick(history.present.length ? history.present : ITEM_IDS));
  }

  // What dress-game.tsx does on Finish: the score it shows and the play it reports.
  const score = scoreDress(history.present);
  return {
    play: {
      gameId: 'dress',
      score: score.total,
      maxScore: score.max,
      durationMs: random.int(1_500, 10 * 60_000),
      evidence: { version: GAMES_VERSION, record: dressRecord(history.present) },
    },
    shown: score.total,
    about: `dress as ${character}: ${history.present.join(', ') || 'nothing'}`,
  };
}
