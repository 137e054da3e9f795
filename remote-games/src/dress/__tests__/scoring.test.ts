import { GAME_MAX_SCORE } from '@onam/shared/contracts/game';
import { ITEM_IDS, type ItemId } from '../../doll/items';
import { fromIds } from '../../doll/outfit';
import { judge, MAX_SCORE, scoreDress, type DressScore, type PartId } from '../scoring';

const score = (...ids: ItemId[]) => scoreDress(fromIds(ids));
const part = (result: DressScore, id: PartId) => {
  const found = result.parts.find((p) => p.id === id);
  if (!found) throw new Error(`no part ${id}`);
  return found;
};

describe('the festival look score', () => {
  it('is out of 100, the same for the game and the server', () => {
    expect(MAX_SCORE).toBe(GAME_MAX_SCORE.dress);
    expect(score().max).toBe(MAX_SCORE);
  });

  it('is 0 with nothing worn', () => {
    const result = score();
    expect(result.total).toBe(0);
    expect(result.look).toBe('traditional');
    expect(result.parts.every((p) => p.points === 0)).toBe(true);
  });

  it('gives full marks to a complete traditional outfit', () => {
    for (const garment of ['kasavu-set-mundu', 'mundum-neriyathum', 'pattu-pavada'] as const) {
      const result = score(
        garment,
        'jimikki',
        'kasu-mala',
        'palakka-mala',
        'jasmine',
        'pottu',
        'kajal',
      );
      expect(result).toMatchObject({ look: 'traditional', total: 100, max: 100 });
    }
  });

  it('gives full marks to Maveli: royal silk, crown, olakkuda and moustache, classic or slim', () => {
    for (const silk of ['maveli-silk-classic', 'maveli-silk-slim'] as const) {
      const result = score(silk, 'crown', 'olakkuda', 'moustache');
      expect(result).toMatchObject({ look: 'maveli', total: 100 });
      expect(result.parts.map((p) => [p.id, p.points, p.max])).toEqual([
        ['attire', 40, 40],
        ['regalia', 45, 45],
        ['harmony', 15, 15],
      ]);
    }
  });

  it('scores a garment alone as attire and harmony', () => {
    const result = score('pattu-pavada');
    expect(result.total).toBe(50);
    expect(part(result, 'attire')).toMatchObject({
      points: 40,
      note: 'complete',
      earned: ['pattu-pavada'],
    });
    expect(part(result, 'harmony')).toMatchObject({ points: 10, note: 'fits' });
  });

  it('wants the neriyathu over the shoulder to complete mundu and jubba', () => {
    const without = part(score('mundu-jubba'), 'attire');
    expect(without).toMatchObject({ points: 30, note: 'needs-neriyathu' });
    expect(without.suggestions).toEqual([{ items: ['neriyathu'], count: 1 }]);
    expect(part(score('mundu-jubba', 'neriyathu'), 'attire')).toMatchObject({
      points: 40,
      note: 'complete',
      earned: ['mundu-jubba', 'neriyathu'],
    });
  });

  it('gives nothing for the shoulder neriyathu without a garment', () => {
    expect(score('neriyathu').total).toBe(0);
  });

  it('counts jimikki and two necklaces as jewellery and suggests what is missing', () => {
    expect(part(score('jimikki'), 'jewellery')).toMatchObject({
      points: 10,
      suggestions: [{ items: ['kasu-mala', 'palakka-mala', 'nagapadam'], count: 2 }],
    });
    expect(part(score('kasu-mala', 'nagapadam'), 'jewellery')).toMatchObject({
      points: 20,
      earned: ['kasu-mala', 'nagapadam'],
      suggestions: [{ items: ['jimikki'], count: 1 }],
    });
    expect(part(score('jimikki', 'palakka-mala', 'nagapadam'), 'jewellery')).toMatchObject({
      points: 30,
      suggestions: [],
    });
  });

  it('counts no more than two necklaces even in a hand-made list', () => {
    const outfit = ['jimikki', 'kasu-mala', 'palakka-mala', 'nagapadam'] as const;
    expect(part(judge(outfit, 'traditional'), 'jewellery').points).toBe(30);
  });

  it('counts jasmine, pottu and kajal as hair and face', () => {
    expect(part(score('jasmine'), 'hair-and-face').points).toBe(10);
    expect(part(score('pottu', 'kajal'), 'hair-and-face')).toMatchObject({
      points: 10,
      suggestions: [{ items: ['jasmine'], count: 1 }],
    });
    expect(part(score('jasmine', 'pottu', 'kajal'), 'hair-and-face').points).toBe(20);
  });

  it('takes a little off for Maveli’s crown with pattu pavada', () => {
    const result = score('pattu-pavada', 'crown');
    expect(result.look).toBe('traditional');
    expect(part(result, 'harmony')).toMatchObject({
      points: 5,
      note: 'out-of-place',
      outOfPlace: ['crown'],
    });
    expect(result.total).toBe(45);
    expect(score('pattu-pavada', 'crown', 'olakkuda').total).toBe(40);
  });

  it('lets a moustache go with any outfit', () => {
    expect(part(score('mundu-jubba', 'neriyathu', 'moustache'), 'harmony').points).toBe(10);
  });

  it('takes points off Maveli for jasmine and jimikki', () => {
    const result = score(
      'maveli-silk-classic',
      'crown',
      'olakkuda',
      'moustache',
      'jasmine',
      'jimikki',
    );
    expect(result.look).toBe('maveli');
    expect(part(result, 'harmony')).toMatchObject({
      points: 5,
      outOfPlace: ['jasmine', 'jimikki'],
    });
    expect(result.total).toBe(90);
  });

  it('judges Maveli’s regalia without the silk as a Maveli look with no attire or harmony', () => {
    const result = score('crown', 'olakkuda', 'moustache');
    expect(result.look).toBe('maveli');
    expect(result.total).toBe(45);
    expect(part(result, 'attire')).toMatchObject({
      note: 'no-silk',
      suggestions: [{ items: ['maveli-silk-classic', 'maveli-silk-slim'], count: 1 }],
    });
    expect(part(result, 'harmony')).toMatchObject({ points: 0, note: 'no-silk' });
  });

  it('judges a mixed outfit by the look that suits it better', () => {
    // As traditional: 40 + 10 (jimikki) + 0 harmony (crown and olakkuda out of place) = 50.
    // As Maveli: 0 + 45 + 0 = 45.
    const result = score('kasavu-set-mundu', 'jimikki', 'crown', 'olakkuda', 'moustache');
    expect(result).toMatchObject({ look: 'traditional', total: 50 });
  });

  it('names the look the outfit is judged as', () => {
    expect(score('maveli-silk-slim')).toMatchObject({ look: 'maveli', total: 55 });
    expect(score('jimikki')).toMatchObject({ look: 'traditional', total: 10 });
    // A tie (here 0 and 0) goes to the traditional look when no silk is worn.
    expect(score('neriyathu').look).toBe('traditional');
  });

  it('stays an integer from 0 to 100 and equals the sum of its parts for every single item and pair', () => {
    for (const a of ITEM_IDS) {
      for (const b of ITEM_IDS) {
        const result = score(a, b);
        expect(Number.isInteger(result.total)).toBe(true);
        expect(result.total).toBeGreaterThanOrEqual(0);
        expect(result.total).toBeLessThanOrEqual(100);
        expect(result.total).toBe(result.parts.reduce((sum, p) => sum + p.points, 0));
        expect(result.parts.reduce((sum, p) => sum + p.max, 0)).toBe(100);
      }
    }
  });

  it('never scores more by taking off an item of the look being judged', () => {
    const full = fromIds(['kasavu-set-mundu', 'jimikki', 'kasu-mala', 'jasmine', 'pottu']);
    for (const id of full) {
      const less = full.filter((worn) => worn !== id);
      expect(scoreDress(less).total).toBeLessThan(scoreDress(full).total);
    }
  });
});
