import { scoreRecord } from '@onam/shared/contracts/game-kit';
/** @jest-environment node */
import { ITEM_IDS, type ItemId } from '../../doll/items';
import { fromIds, wear } from '../../doll/outfit';
import {
  record as remember,
  reset,
  startDress,
  takeOff,
  toggle,
  undo,
  type History,
} from '../rules';
import { dressRecord, readDressRecord, scoring } from '../evidence';
import { scoreDress } from '../scoring';
import { refusalOf } from '../../common/__tests__/refusal';

/** What the server's scoring module reports for a record of this game. */
const scoreDressRecord = (record: unknown) => scoreRecord(scoring, record);

/** The reason a record is refused; any other error (a TypeError) fails the test. */
const refusal = refusalOf(scoreDressRecord);

/** The record as the server receives it: through JSON, as the callable carries it. */
const sent = (history: History) =>
  JSON.parse(JSON.stringify(dressRecord(history.present))) as unknown;

/** A play as the dressing room makes it: taps on the wardrobe, each remembered for Undo. */
function dressed(...taps: ItemId[]): History {
  return taps.reduce(
    (history, id) => remember(history, toggle(history.present, id).outfit),
    startDress(),
  );
}

describe('the dress-up record', () => {
  it('scores 100 for either full look, as the game does', () => {
    const maveli = dressed('maveli-silk-slim', 'crown', 'olakkuda', 'moustache');
    const traditional = dressed(
      'kasavu-set-mundu',
      'jimikki',
      'kasu-mala',
      'palakka-mala',
      'jasmine',
      'pottu',
      'kajal',
    );
    for (const history of [maveli, traditional]) {
      expect(scoreDress(history.present).total).toBe(100);
      expect(scoreDressRecord(sent(history))).toEqual({ score: 100, maxScore: 100 });
    }
  });

  it('scores 0 for a doll that wears nothing, or only what earns nothing', () => {
    expect(scoreDressRecord(sent(startDress()))).toEqual({ score: 0, maxScore: 100 });
    expect(scoreDressRecord(sent(dressed('neriyathu')))).toEqual({ score: 0, maxScore: 100 });
  });

  it('scores real plays exactly as the game does, with the order they were dressed in', () => {
    const plays = [
      // A third necklace takes the first off; the garment is swapped for another.
      dressed('kasu-mala', 'palakka-mala', 'nagapadam', 'mundu-jubba', 'pattu-pavada', 'jimikki'),
      // Taken off again, and an Undo.
      undo(dressed('mundu-jubba', 'neriyathu', 'crown', 'crown', 'pottu', 'jasmine')),
      reset(dressed('maveli-silk-classic', 'crown')),
      dressed('maveli-silk-classic', 'crown', 'olakkuda', 'jasmine', 'jimikki'),
      dressed('pattu-pavada', 'crown', 'olakkuda'),
    ];
    const scores = plays.map((history) => {
      const record = sent(history);
      expect(scoreDressRecord(record)).toEqual({
        score: scoreDress(history.present).total,
        maxScore: 100,
      });
      expect(readDressRecord(record)).toEqual(history.present);
      // What the wardrobe's rules make of the ids is the outfit itself.
      expect(fromIds(history.present)).toEqual(history.present);
      return scoreDress(history.present).total;
    });
    expect(new Set(scores).size).toBe(scores.length);
  });

  it('refuses an outfit the wardrobe could not have made', () => {
    expect(refusal({ outfit: ['crown', 'moustache', 'crown'] })).toBe("item 'crown' is worn twice");
    expect(refusal({ outfit: ['golden-crown'] })).toBe("'golden-crown' is not in the wardrobe");
    // One garment at a time, two necklaces at most: the wardrobe swaps, it never stacks.
    expect(refusal({ outfit: ['kasavu-set-mundu', 'pattu-pavada'] })).toBe(
      "item 'kasavu-set-mundu' would have come off when 'pattu-pavada' went on",
    );
    expect(refusal({ outfit: ['kasu-mala', 'palakka-mala', 'nagapadam', 'jimikki'] })).toBe(
      "item 'kasu-mala' would have come off when 'nagapadam' went on",
    );
    // Both of Maveli's silks (each worth the attire part) cannot be worn at once either.
    const bothSilks = ['maveli-silk-classic', 'maveli-silk-slim', 'crown', 'olakkuda'];
    expect(fromIds(bothSilks)).not.toEqual(bothSilks);
    expect(refusal({ outfit: bothSilks })).toMatch(
      /^item 'maveli-silk-classic' would have come off/,
    );
    expect(refusal({ outfit: [...ITEM_IDS] })).toMatch(/would have come off/);
  });

  it('refuses what is not a record at all with a reason, never a crash', () => {
    expect(refusal(null)).toBe('a dress-up record is an object with outfit, not null');
    expect(refusal(['crown'])).toBe('a dress-up record is an object with outfit, not a list');
    expect(refusal({})).toBe('a dress-up record has no outfit');
    expect(refusal({ outfit: ['crown'], score: 100 })).toBe(
      "a dress-up record has a field the game never writes: 'score'",
    );
    expect(refusal({ outfit: 'crown' })).toBe("the outfit is a list of items, not 'crown'");
    expect(refusal({ outfit: [1] })).toBe('1 is not in the wardrobe');
    expect(refusal({ outfit: Array.from({ length: 40 }, () => 'crown') })).toBe(
      'the outfit has 40 items, and the wardrobe has only 17',
    );
    const odd = [
      undefined,
      0,
      'crown',
      true,
      { outfit: null },
      { outfit: [null] },
      { outfit: [['crown']] },
      { outfit: [{ toString: 1 }] },
      { outfit: ['Crown'] },
      { outfit: ['toString'] },
      JSON.parse('{"outfit": [], "__proto__": []}'),
    ];
    for (const junk of odd) expect(refusal(junk)).toEqual(expect.any(String));
  });

  it('keeps to the rules the game dresses with', () => {
    // The record is the outfit the game scored, so wear/takeOff decide what it may hold.
    const outfit = takeOff(wear(wear([], 'jimikki').outfit, 'pottu').outfit, 'jimikki').outfit;
    expect(dressRecord(outfit)).toEqual({ outfit: ['pottu'] });
    expect(scoreDressRecord(dressRecord(outfit)).score).toBe(scoreDress(outfit).total);
  });
});
