import { BackendError, type Play, type PlayInput } from '../port';
import {
  createPendingPlayStore,
  flushPendingPlays,
  PENDING_PLAYS_KEY,
  PENDING_PLAYS_MAX,
} from '../pending-plays';

const play = (score: number, gameId: PlayInput['gameId'] = 'pookalam'): PlayInput => ({
  gameId,
  score,
  maxScore: 100,
  durationMs: 42_000,
});

const saved = (input: PlayInput): Play => ({
  ...input,
  id: `saved-${input.score}`,
  uid: 'u1',
  playedAt: '2026-08-26T10:00:00.000Z',
});

beforeEach(() => localStorage.clear());

describe('the pending play store', () => {
  it('keeps plays across page loads, in the order they were played', () => {
    const first = createPendingPlayStore();
    first.add(play(10), null);
    first.add(play(20, 'sadya'), null);
    const later = createPendingPlayStore();
    expect(later.list().map((p) => [p.gameId, p.score])).toEqual([
      ['pookalam', 10],
      ['sadya', 20],
    ]);
  });

  it('tells subscribers about changes and keeps one array per content', () => {
    const store = createPendingPlayStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.list();
    expect(store.list()).toBe(before);
    const added = store.add(play(30), null);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.list()).not.toBe(before);
    store.remove(added.id);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.list()).toEqual([]);
    unsubscribe();
    store.add(play(40), null);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('hears about a play added in another tab', () => {
    const store = createPendingPlayStore();
    const listener = jest.fn();
    store.subscribe(listener);
    createPendingPlayStore().add(play(50), null);
    window.dispatchEvent(new StorageEvent('storage', { key: PENDING_PLAYS_KEY }));
    expect(listener).toHaveBeenCalled();
    expect(store.list()).toHaveLength(1);
  });

  it('ignores corrupt or tampered entries instead of failing', () => {
    localStorage.setItem(
      PENDING_PLAYS_KEY,
      JSON.stringify([
        { id: 'a', finishedAt: 'x', gameId: 'pookalam', score: 101, maxScore: 100, durationMs: 1 },
        { id: 'b', finishedAt: 'x', gameId: 'chess', score: 1, maxScore: 100, durationMs: 1 },
        {
          id: 'c',
          finishedAt: 'x',
          gameId: 'dress',
          score: 7,
          maxScore: 100,
          durationMs: 1,
          uid: null,
        },
        'nonsense',
      ]),
    );
    expect(
      createPendingPlayStore()
        .list()
        .map((p) => p.id),
    ).toEqual(['c']);
    localStorage.setItem(PENDING_PLAYS_KEY, '{not json');
    expect(createPendingPlayStore().list()).toEqual([]);
  });

  it('keeps the play in memory when storage refuses it', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const store = createPendingPlayStore(() => broken);
    store.add(play(60), null);
    expect(store.list().map((p) => p.score)).toEqual([60]);
  });

  it(`keeps at most ${PENDING_PLAYS_MAX} plays, giving up the oldest`, () => {
    const store = createPendingPlayStore();
    for (let i = 0; i <= PENDING_PLAYS_MAX; i += 1) store.add(play(i % 101), null);
    expect(store.list()).toHaveLength(PENDING_PLAYS_MAX);
    expect(store.list()[0]?.score).toBe(1);
  });
});

describe('flushPendingPlays', () => {
  it('saves every play in order and empties the store', async () => {
    const store = createPendingPlayStore();
    store.add(play(10), null);
    store.add(play(20), null);
    const record = jest.fn(async (input: PlayInput) => saved(input));
    const result = await flushPendingPlays(store, 'u1', record);
    expect(record.mock.calls.map(([input]) => input.score)).toEqual([10, 20]);
    expect(record).toHaveBeenCalledWith(play(10));
    expect(result).toMatchObject({ stopped: false, rejected: [] });
    expect(result.saved).toHaveLength(2);
    expect(store.list()).toEqual([]);
  });

  it('stops at a network failure and keeps that play and the rest for later', async () => {
    const store = createPendingPlayStore();
    store.add(play(10), null);
    store.add(play(20), null);
    store.add(play(30), null);
    const record = jest
      .fn()
      .mockImplementationOnce(async (input: PlayInput) => saved(input))
      .mockRejectedValueOnce(new BackendError('network'));
    const result = await flushPendingPlays(store, 'u1', record);
    expect(result.stopped).toBe(true);
    expect(store.list().map((p) => p.score)).toEqual([20, 30]);
  });

  it("saves signed-out plays and the visitor's own, and leaves another visitor's alone", async () => {
    const store = createPendingPlayStore();
    store.add(play(10), null);
    store.add(play(20), 'u2');
    store.add(play(30), 'u1');
    const record = jest.fn(async (input: PlayInput) => saved(input));
    await flushPendingPlays(store, 'u1', record);
    expect(record.mock.calls.map(([input]) => input.score)).toEqual([10, 30]);
    expect(store.list().map((p) => [p.score, p.uid])).toEqual([[20, 'u2']]);
  });

  it('drops a play the backend refuses as invalid, and goes on', async () => {
    const store = createPendingPlayStore();
    store.add(play(10), null);
    store.add(play(20), null);
    const record = jest
      .fn()
      .mockRejectedValueOnce(new BackendError('invalid-input'))
      .mockImplementationOnce(async (input: PlayInput) => saved(input));
    const result = await flushPendingPlays(store, 'u1', record);
    expect(result.rejected.map((p) => p.score)).toEqual([10]);
    expect(result.saved.map((p) => p.score)).toEqual([20]);
    expect(store.list()).toEqual([]);
  });
});
