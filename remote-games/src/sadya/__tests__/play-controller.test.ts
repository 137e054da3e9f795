import { ZONE_IDS, type ZoneId } from '../leaf';
import { correctOrder, zoneOf, type DishId } from '../menu';
import { formatClock, moveFocus, PlayController, type Locate } from '../play-controller';

/** Names are the ids, so the tray's order is the ids' alphabetical order. */
const naming = { name: (dish: DishId) => dish, locale: 'en' };
const quick = () => new PlayController({ variant: 'common', feast: 'quick', naming });
const order = correctOrder('common', 'quick');
const first = order[0] as DishId;
const nowhere: Locate = () => null;
const over =
  (zone: ZoneId): Locate =>
  () =>
    zone;

describe('the clock', () => {
  it('reads minutes and whole seconds', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(59_999)).toBe('0:59');
    expect(formatClock(125_000)).toBe('2:05');
    expect(formatClock(-5)).toBe('0:00');
  });

  it('advances by the loop’s steps, and a serving restarts the ring’s age', () => {
    const play = quick();
    play.advance(1000);
    play.advance(500.5);
    expect(play.elapsedMs).toBe(1500.5);
    expect(play.ringAgeMs).toBe(1500.5);
    play.pick(first);
    play.chooseZone(zoneOf('common', first));
    expect(play.ringAgeMs).toBe(0);
    expect(play.elapsedMs).toBe(1500.5);
  });
});

describe('serving', () => {
  it('keeps the tray in alphabetical order of the names, without what was served', () => {
    const play = quick();
    const { tray } = play.getSnapshot();
    expect(tray).toEqual([...order].sort());
    play.pick(first);
    play.chooseZone(zoneOf('common', first));
    expect(play.getSnapshot().tray).toEqual([...order].filter((d) => d !== first).sort());
  });

  it('sorts the tray again when the names change', () => {
    const play = quick();
    play.setNaming({ name: (dish) => [...dish].reverse().join(''), locale: 'en' });
    const reversed = (dish: string) => [...dish].reverse().join('');
    expect(play.getSnapshot().tray).toEqual(
      [...order].sort((a, b) => reversed(a).localeCompare(reversed(b), 'en')),
    );
  });

  it('picks up, puts back and serves, noting what happened to the hand', () => {
    const play = quick();
    play.chooseZone('rice');
    expect(play.getSnapshot().handNote).toEqual({ kind: 'nothingHeld' });
    play.dishClick(first);
    expect(play.getSnapshot().game.held).toBe(first);
    expect(play.getSnapshot().handNote).toBeNull();
    play.dishClick(first);
    expect(play.getSnapshot().game.held).toBeNull();
    expect(play.getSnapshot().handNote).toEqual({ kind: 'putBack', dish: first });
    play.dishClick(first);
    expect(play.chooseZone(zoneOf('common', first))).toBeNull();
    const { lastServing, lastServed, game } = play.getSnapshot();
    expect(lastServed).toBe(first);
    expect(lastServing?.serving).toMatchObject({ dish: first, correctPlace: true, inOrder: true });
    expect(game.servings).toHaveLength(1);
  });

  it('ends with the state and the whole-ms time of each serving', () => {
    const play = quick();
    let finished = null;
    for (const dish of order) {
      play.advance(1000.4);
      play.pick(dish);
      finished = play.chooseZone(zoneOf('common', dish));
    }
    expect(finished).toMatchObject({ elapsedMs: Math.round(order.length * 1000.4) });
    expect(finished?.servedAtMs).toEqual(order.map((_, i) => Math.round((i + 1) * 1000.4)));
    expect(finished?.state.servings).toHaveLength(order.length);
  });

  it('tells no one when nothing changed', () => {
    const play = quick();
    const listener = jest.fn();
    play.subscribe(listener);
    play.chooseZone(ZONE_IDS[0]);
    expect(listener).toHaveBeenCalledTimes(1);
    play.chooseZone(ZONE_IDS[0]);
    expect(listener).toHaveBeenCalledTimes(1);
    play.release();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('focus', () => {
  it('starts on the tray, once', () => {
    const play = quick();
    const tray = play.getSnapshot().tray;
    expect(play.takeFocus()).toEqual({
      target: { kind: 'dish', id: tray[0] },
      preventScroll: false,
    });
    expect(play.takeFocus()).toBeNull();
  });

  it('scrolls only when the last input was a key', () => {
    const play = new PlayController({
      variant: 'common',
      feast: 'quick',
      naming,
      startedByKeyboard: false,
    });
    expect(play.takeFocus()?.preventScroll).toBe(true);
    play.noteInput(true);
    play.pick(first);
    expect(play.takeFocus()?.preventScroll).toBe(false);
  });

  it('goes to the leaf’s place after a pick, back to the dish after putting it back', () => {
    const play = quick();
    play.takeFocus();
    play.pick(first);
    expect(play.takeFocus()?.target).toEqual({ kind: 'zone', id: ZONE_IDS[0] });
    play.release();
    expect(play.takeFocus()?.target).toEqual({ kind: 'dish', id: first });
  });

  it('after a serving, goes to the dish that now sits where the served one was', () => {
    const play = quick();
    play.takeFocus();
    const tray = play.getSnapshot().tray;
    const dish = tray[2] as DishId;
    play.pick(dish);
    play.chooseZone(zoneOf('common', dish));
    expect(play.takeFocus()?.target).toEqual({ kind: 'dish', id: tray[3] });
    expect(play.getSnapshot().tabbableDish).toBe(tray[3]);
  });

  it('after a place is chosen with nothing in hand, goes to the tray', () => {
    const play = quick();
    play.takeFocus();
    play.chooseZone('rice');
    expect(play.getSnapshot().zoneFocus).toBe('rice');
    expect(play.takeFocus()?.target).toEqual({
      kind: 'dish',
      id: play.getSnapshot().tray[0],
    });
  });
});

describe('keys', () => {
  it('moves round a group with the arrows, Home and End', () => {
    const items = ['a', 'b', 'c'];
    expect(moveFocus(items, 'a', 'ArrowRight')).toBe('b');
    expect(moveFocus(items, 'c', 'ArrowDown')).toBe('a');
    expect(moveFocus(items, 'a', 'ArrowLeft')).toBe('c');
    expect(moveFocus(items, 'b', 'ArrowUp')).toBe('a');
    expect(moveFocus(items, 'b', 'Home')).toBe('a');
    expect(moveFocus(items, 'a', 'End')).toBe('c');
    expect(moveFocus(items, 'a', 'Enter')).toBeNull();
  });

  it('moves along the tray, and jumps to the next dish by its first letter', () => {
    const play = quick();
    const tray = play.getSnapshot().tray;
    const start = tray[0] as DishId;
    expect(play.trayKey('ArrowRight', start)).toEqual({ used: true, focus: tray[1] });
    expect(play.getSnapshot().tabbableDish).toBe(tray[1]);
    const letter = (tray[3] as string)[0] as string;
    const expected = [...tray.slice(1), ...tray.slice(0, 1)].find((d) => d.startsWith(letter));
    expect(play.trayKey(letter.toUpperCase(), start)).toEqual({ used: true, focus: expected });
    expect(play.trayKey('Enter', start)).toEqual({ used: false });
    expect(play.trayKey('1', start)).toEqual({ used: false });
  });

  it('moves between the leaf’s places, and Escape puts the dish back from either', () => {
    const play = quick();
    expect(play.zoneKey('ArrowRight', ZONE_IDS[0])).toEqual({ used: true, focus: ZONE_IDS[1] });
    expect(play.getSnapshot().zoneFocus).toBe(ZONE_IDS[1]);
    expect(play.zoneKey('Escape', ZONE_IDS[1])).toEqual({ used: false });
    play.pick(first);
    expect(play.zoneKey('Escape', ZONE_IDS[1])).toEqual({ used: true });
    expect(play.getSnapshot().game.held).toBeNull();
    play.pick(first);
    expect(play.trayKey('Escape', undefined)).toEqual({ used: true });
    expect(play.getSnapshot().handNote).toEqual({ kind: 'putBack', dish: first });
  });
});

describe('dragging', () => {
  it('stays a tap below the threshold, and the click then picks up', () => {
    const play = quick();
    expect(play.pointerDown(first, 1, 100, 100, 0)).toBe(true);
    expect(play.pointerMove(1, 104, 104, nowhere)).toBe(false);
    expect(play.getSnapshot().dragging).toBeNull();
    expect(play.pointerEnd(1, 104, 104, true, nowhere)).toBeNull();
    play.dishClick(first);
    expect(play.getSnapshot().game.held).toBe(first);
  });

  it('ignores other buttons and other pointers', () => {
    const play = quick();
    expect(play.pointerDown(first, 1, 0, 0, 2)).toBe(false);
    expect(play.pointerMove(1, 50, 50, nowhere)).toBe(false);
    play.pointerDown(first, 1, 0, 0, 0);
    expect(play.pointerMove(2, 50, 50, nowhere)).toBe(false);
    expect(play.getSnapshot().game.held).toBeNull();
  });

  it('picks up past the threshold, shows the place under it, and serves where it is let go', () => {
    const play = quick();
    const zone = zoneOf('common', first);
    play.pointerDown(first, 1, 0, 0, 0);
    expect(play.pointerMove(1, 10, 0, nowhere)).toBe(true);
    expect(play.getSnapshot()).toMatchObject({
      dragging: { dish: first, x: 10, y: 0 },
      dropZone: null,
      game: { held: first },
    });
    expect(play.pointerMove(1, 20, 0, over(zone))).toBe(true);
    expect(play.getSnapshot().dropZone).toBe(zone);
    expect(play.pointerEnd(1, 20, 0, true, over(zone))).toBeNull();
    expect(play.getSnapshot()).toMatchObject({ dragging: null, dropZone: null, zoneFocus: zone });
    expect(play.getSnapshot().game.servings).toEqual([
      expect.objectContaining({ dish: first, zone }),
    ]);
    // The click after a drag is swallowed, once.
    const next = play.getSnapshot().tray[0] as DishId;
    play.dishClick(next);
    expect(play.getSnapshot().game.held).toBeNull();
    play.dishClick(next);
    expect(play.getSnapshot().game.held).toBe(next);
  });

  it('keeps the dish in hand when it is let go off the leaf, and says so', () => {
    const play = quick();
    play.pointerDown(first, 1, 0, 0, 0);
    play.pointerMove(1, 30, 30, nowhere);
    play.pointerEnd(1, 30, 30, true, nowhere);
    expect(play.getSnapshot()).toMatchObject({
      game: { held: first },
      trayFocus: first,
      handNote: { kind: 'missedLeaf', dish: first },
    });
  });

  it('serves nothing when the drag is cancelled', () => {
    const play = quick();
    play.pointerDown(first, 1, 0, 0, 0);
    play.pointerMove(1, 30, 30, over('rice'));
    play.pointerEnd(1, 30, 30, false, over('rice'));
    expect(play.getSnapshot()).toMatchObject({ dragging: null, game: { held: first } });
    expect(play.getSnapshot().game.servings).toHaveLength(0);
  });
});
