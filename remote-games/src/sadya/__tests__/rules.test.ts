import { ZONE_IDS, type ZoneId } from '../leaf';
import { correctOrder, FEAST_IDS, VARIANT_IDS, zoneOf, type DishId, type VariantId } from '../menu';
import {
  dishesInPlay,
  hintsFor,
  isFinished,
  pickUp,
  putBack,
  remainingDishes,
  restingZone,
  serve,
  serveDish,
  startSadya,
  waitingCourse,
  type SadyaState,
  type Serving,
} from '../rules';

/** Serves dishes in the given order, each at the zone `where` picks; returns every serving. */
function play(
  state: SadyaState,
  order: readonly DishId[],
  where: (dish: DishId) => ZoneId,
): { state: SadyaState; servings: Serving[] } {
  const servings: Serving[] = [];
  let current = state;
  for (const dish of order) {
    const result = serveDish(current, dish, where(dish));
    if (!result) throw new Error(`could not serve ${dish}`);
    current = result.state;
    servings.push(result.serving);
  }
  return { state: current, servings };
}

/** Serves one dish, failing the test when the rules refuse. */
function served(
  state: SadyaState,
  dish: DishId,
  zone: ZoneId,
): { state: SadyaState; serving: Serving } {
  const result = serveDish(state, dish, zone);
  if (!result) throw new Error(`could not serve ${dish}`);
  return result;
}

/** A zone that is wrong for the dish in every variant (the next zone round the leaf). */
function wrongZone(variant: VariantId, dish: DishId): ZoneId {
  const right = zoneOf(variant, dish);
  const candidates = ZONE_IDS.filter(
    (z) => z !== right && !(dish === 'kaalan' && z === 'top-right'),
  );
  return candidates[0] as ZoneId;
}

describe('starting a sadya', () => {
  it('has every dish of the feast waiting and nothing in hand', () => {
    const state = startSadya('common', 'full');
    expect(remainingDishes(state)).toHaveLength(24);
    expect(dishesInPlay(state)).toEqual(correctOrder('common', 'full'));
    expect(state.held).toBeNull();
    expect(state.servings).toEqual([]);
    expect(isFinished(state)).toBe(false);
    expect(waitingCourse(state)).toEqual({ id: 'salt', dishes: ['uppu'] });
  });

  it('serves only the quick feast’s dishes in a quick feast', () => {
    expect(remainingDishes(startSadya('common', 'quick'))).toHaveLength(14);
  });
});

describe('picking up and putting back', () => {
  it('holds one dish at a time', () => {
    let state = pickUp(startSadya('common', 'full'), 'sambar');
    expect(state.held).toBe('sambar');
    state = pickUp(state, 'avial');
    expect(state.held).toBe('avial');
    state = putBack(state);
    expect(state.held).toBeNull();
    expect(putBack(state)).toBe(state);
  });

  it('does not pick up a served dish or one not in the feast', () => {
    const served = serveDish(startSadya('common', 'quick'), 'uppu', 'tip');
    if (!served) throw new Error('not served');
    expect(pickUp(served.state, 'uppu')).toBe(served.state);
    expect(pickUp(served.state, 'kichadi')).toBe(served.state); // not in the quick feast
  });

  it('serves nothing when nothing is in hand', () => {
    expect(serve(startSadya('common', 'full'), 'tip')).toBeNull();
    expect(serveDish(startSadya('common', 'quick'), 'rasam', 'rice')).toBeNull();
  });
});

describe.each(VARIANT_IDS.flatMap((v) => FEAST_IDS.map((f) => [v, f] as const)))(
  '%s order, %s feast',
  (variant, feast) => {
    it('every dish right: all in place, all in turn, no hints, finished', () => {
      const { state, servings } = play(
        startSadya(variant, feast),
        correctOrder(variant, feast),
        (d) => zoneOf(variant, d),
      );
      expect(isFinished(state)).toBe(true);
      expect(remainingDishes(state)).toEqual([]);
      expect(servings.every((s) => s.correctPlace && s.inOrder && s.waiting === null)).toBe(true);
      expect(servings.flatMap((s) => hintsFor(state, s))).toEqual([]);
    });

    it('every dish wrong: every place wrong, and every dish early but the last', () => {
      const reversed = [...correctOrder(variant, feast)].reverse();
      const { state, servings } = play(startSadya(variant, feast), reversed, (d) =>
        wrongZone(variant, d),
      );
      expect(isFinished(state)).toBe(true);
      expect(servings.every((s) => !s.correctPlace)).toBe(true);
      // The last dish served is the only one left, so nothing earlier can still be waiting.
      expect(servings.slice(0, -1).every((s) => !s.inOrder)).toBe(true);
      expect(servings.at(-1)).toMatchObject({ dish: 'uppu', inOrder: true });
      for (const s of servings) {
        const kinds = hintsFor(state, s).map((h) => h.kind);
        expect(kinds).toEqual(s.inOrder ? ['place'] : ['place', 'order']);
      }
    });
  },
);

describe('judging the turn', () => {
  it('lets the dishes of one course come in any order', () => {
    let state = startSadya('common', 'full');
    ({ state } = play(state, correctOrder('common', 'full').slice(0, 8), (d) =>
      zoneOf('common', d),
    ));
    const top = [
      'kootu-curry',
      'olan',
      'kichadi',
      'avial',
      'kaalan',
      'thoran',
      'pachadi',
      'erissery',
    ];
    const { servings } = play(state, top as DishId[], (d) => zoneOf('common', d));
    expect(servings.every((s) => s.inOrder)).toBe(true);
  });

  it('calls the rice early while small items wait, and names what should come first', () => {
    const result = serveDish(startSadya('common', 'full'), 'choru', 'rice');
    expect(result?.serving).toMatchObject({
      correctPlace: true,
      inOrder: false,
      waiting: { course: 'salt', dishes: ['uppu'] },
    });
    const start = startSadya('common', 'full');
    expect(hintsFor(start, served(start, 'choru', 'rice').serving)).toEqual([
      { kind: 'order', dish: 'choru', course: 'rice', waitingCourse: 'salt', waiting: ['uppu'] },
    ]);
  });

  it('names only the dishes of the earliest course still waiting', () => {
    let { state } = play(startSadya('common', 'full'), ['uppu', 'pazham'], (d) =>
      zoneOf('common', d),
    );
    const early = serveDish(state, 'avial', 'top-right');
    expect(early?.serving.waiting).toEqual({
      course: 'lower-left',
      dishes: ['kaya-varuthathu', 'sharkara-varatti', 'pappadam'],
    });
    state = served(state, 'avial', 'top-right').state;
    expect(waitingCourse(state)?.id).toBe('lower-left');
  });

  it('judges one forgotten dish against what followed, not for ever after', () => {
    const order = correctOrder('common', 'quick');
    const withoutSalt = [...order.slice(1), 'uppu' as const];
    const { servings } = play(startSadya('common', 'quick'), withoutSalt, (d) =>
      zoneOf('common', d),
    );
    // Every dish served while the salt waited was early; the salt itself was then in its turn.
    expect(servings.filter((s) => !s.inOrder)).toHaveLength(order.length - 1);
    expect(servings.at(-1)?.inOrder).toBe(true);
  });

  it('in most homes, pulissery after sambar is early: the payasams come first', () => {
    const order = correctOrder('common', 'full');
    const upToSambar = order.slice(0, order.indexOf('sambar') + 1);
    const { state } = play(startSadya('common', 'full'), upToSambar, (d) => zoneOf('common', d));
    expect(serveDish(state, 'pulissery', 'rice')?.serving).toMatchObject({
      inOrder: false,
      waiting: { course: 'payasam', dishes: ['ada-pradhaman', 'palada'] },
    });
  });

  it('in the pulissery-first variant, pulissery after sambar is in its turn', () => {
    const order = correctOrder('pulissery-first', 'full');
    const upToSambar = order.slice(0, order.indexOf('sambar') + 1);
    const { state } = play(startSadya('pulissery-first', 'full'), upToSambar, (d) =>
      zoneOf('pulissery-first', d),
    );
    expect(serveDish(state, 'pulissery', 'rice')?.serving.inOrder).toBe(true);
    expect(serveDish(state, 'palada', 'centre-right')?.serving).toMatchObject({
      inOrder: false,
      waiting: { course: 'pulissery', dishes: ['pulissery'] },
    });
  });
});

describe('judging the place', () => {
  it('accepts kaalan in the middle of the top row or at the far right', () => {
    const start = startSadya('common', 'full');
    expect(serveDish(start, 'kaalan', 'top-middle')?.serving.correctPlace).toBe(true);
    expect(serveDish(start, 'kaalan', 'top-right')?.serving.correctPlace).toBe(true);
    expect(serveDish(start, 'kaalan', 'rice')?.serving.correctPlace).toBe(false);
  });

  it('moves a dish in the wrong place to its own place, and keeps a right place as chosen', () => {
    const start = startSadya('common', 'full');
    const wrong = served(start, 'sambar', 'top-right').serving;
    expect(restingZone('common', wrong)).toBe('rice');
    expect(hintsFor(start, wrong)[0]).toEqual({ kind: 'place', dish: 'sambar', zone: 'rice' });
    const farRight = served(start, 'kaalan', 'top-right').serving;
    expect(restingZone('common', farRight)).toBe('top-right');
  });

  it('records where the visitor put the dish', () => {
    const result = serveDish(startSadya('common', 'full'), 'uppu', 'bottom-left');
    expect(result?.serving).toEqual({
      dish: 'uppu',
      zone: 'bottom-left',
      correctPlace: false,
      inOrder: true,
      waiting: null,
    });
    expect(result?.state.servings).toHaveLength(1);
    expect(result?.state.held).toBeNull();
  });
});
