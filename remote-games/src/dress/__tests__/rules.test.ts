import { ITEM_IDS, itemById, type ItemId } from '../../doll/items';
import { fromIds, layered, wear, type Outfit } from '../../doll/outfit';
import { canUndo, HISTORY_LIMIT, record, reset, startDress, takeOff, toggle, undo } from '../rules';

const dress = (...ids: ItemId[]): Outfit => ids.reduce<Outfit>((o, id) => wear(o, id).outfit, []);

describe('wear', () => {
  it('puts an item on and says so', () => {
    expect(wear([], 'jimikki')).toEqual({ outfit: ['jimikki'], added: 'jimikki', removed: [] });
  });

  it('changes nothing for an item already worn', () => {
    const outfit = dress('jimikki');
    expect(wear(outfit, 'jimikki')).toEqual({ outfit, added: null, removed: [] });
  });

  it('allows one garment at a time: a new one replaces the old', () => {
    const change = wear(dress('mundu-jubba', 'jimikki'), 'pattu-pavada');
    expect(change.outfit).toEqual(['jimikki', 'pattu-pavada']);
    expect(change.removed).toEqual(['mundu-jubba']);
  });

  it('treats Maveli’s royal silk as a garment, so it replaces the kasavu and the other look', () => {
    expect(wear(dress('kasavu-set-mundu'), 'maveli-silk-classic').removed).toEqual([
      'kasavu-set-mundu',
    ]);
    expect(wear(dress('maveli-silk-classic'), 'maveli-silk-slim').outfit).toEqual([
      'maveli-silk-slim',
    ]);
  });

  it('stacks two necklaces; a third replaces the one put on first', () => {
    const two = dress('kasu-mala', 'palakka-mala');
    expect(two).toEqual(['kasu-mala', 'palakka-mala']);
    const change = wear(two, 'nagapadam');
    expect(change.outfit).toEqual(['palakka-mala', 'nagapadam']);
    expect(change.removed).toEqual(['kasu-mala']);
  });

  it('keeps items of other slots when one slot changes', () => {
    const outfit = dress('kasavu-set-mundu', 'jimikki', 'jasmine', 'pottu', 'crown', 'olakkuda');
    expect(wear(outfit, 'mundum-neriyathum').outfit).toEqual([
      'jimikki',
      'jasmine',
      'pottu',
      'crown',
      'olakkuda',
      'mundum-neriyathum',
    ]);
  });

  it('lets every item be worn on its own', () => {
    for (const id of ITEM_IDS) expect(wear([], id).outfit).toEqual([id]);
  });
});

describe('takeOff and toggle', () => {
  it('takes an item off, and ignores one not worn', () => {
    expect(takeOff(dress('jimikki', 'pottu'), 'jimikki')).toEqual({
      outfit: ['pottu'],
      added: null,
      removed: ['jimikki'],
    });
    const outfit = dress('pottu');
    expect(takeOff(outfit, 'jimikki')).toEqual({ outfit, added: null, removed: [] });
  });

  it('toggles on, then off', () => {
    const on = toggle([], 'jasmine');
    expect(on.added).toBe('jasmine');
    const off = toggle(on.outfit, 'jasmine');
    expect(off.outfit).toEqual([]);
    expect(off.removed).toEqual(['jasmine']);
  });
});

describe('layered', () => {
  it('sorts bottom layer first: umbrella, garment, shoulder cloth, necklaces, face, hair, crown', () => {
    const outfit = dress(
      'crown',
      'jasmine',
      'pottu',
      'nagapadam',
      'neriyathu',
      'kasu-mala',
      'mundu-jubba',
      'olakkuda',
      'moustache',
      'jimikki',
      'kajal',
    );
    expect(layered(outfit)).toEqual([
      'olakkuda',
      'mundu-jubba',
      'neriyathu',
      'kasu-mala',
      'nagapadam',
      'jimikki',
      'kajal',
      'pottu',
      'moustache',
      'jasmine',
      'crown',
    ]);
  });

  it('draws the longer necklace below the shorter, whatever order they went on', () => {
    expect(layered(dress('nagapadam', 'kasu-mala'))).toEqual(['kasu-mala', 'nagapadam']);
    expect(layered(dress('kasu-mala', 'palakka-mala'))).toEqual(['kasu-mala', 'palakka-mala']);
  });

  it('puts nothing in front of the crown and nothing behind the olakkuda', () => {
    const layers = ITEM_IDS.map((id) => itemById(id).layer);
    expect(itemById('crown').layer).toBe(Math.max(...layers));
    expect(itemById('olakkuda').layer).toBe(Math.min(...layers));
  });
});

describe('fromIds', () => {
  it('drops unknown ids and repeats', () => {
    expect(fromIds(['jimikki', 'tiara', 'jimikki', '', 'pottu'])).toEqual(['jimikki', 'pottu']);
  });

  it('applies the slots’ limits, later items winning', () => {
    expect(fromIds(['pattu-pavada', 'mundu-jubba'])).toEqual(['mundu-jubba']);
    expect(fromIds(['kasu-mala', 'palakka-mala', 'nagapadam'])).toEqual([
      'palakka-mala',
      'nagapadam',
    ]);
  });

  it('makes an empty outfit from an empty list', () => {
    expect(fromIds([])).toEqual([]);
  });
});

describe('history', () => {
  it('undoes step by step back to the start', () => {
    let history = startDress();
    expect(canUndo(history)).toBe(false);
    history = record(history, dress('jimikki'));
    history = record(history, dress('jimikki', 'pottu'));
    expect(canUndo(history)).toBe(true);
    history = undo(history);
    expect(history.present).toEqual(['jimikki']);
    history = undo(history);
    expect(history.present).toEqual([]);
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
  });

  it('does not remember a step that changes nothing', () => {
    const history = record(startDress(), ['jimikki']);
    expect(record(history, ['jimikki'])).toBe(history);
  });

  it('resets to nothing worn, and Undo brings the outfit back', () => {
    const dressed = record(startDress(), dress('pattu-pavada', 'jasmine'));
    const bare = reset(dressed);
    expect(bare.present).toEqual([]);
    expect(undo(bare).present).toEqual(['pattu-pavada', 'jasmine']);
    expect(reset(startDress()).past).toEqual([]);
  });

  it('forgets the oldest steps beyond the limit', () => {
    let history = startDress();
    for (let i = 0; i < HISTORY_LIMIT + 20; i += 1) {
      history = record(history, i % 2 === 0 ? ['pottu'] : []);
    }
    expect(history.past).toHaveLength(HISTORY_LIMIT);
  });
});
