import { BackendError, type Play, type PlayInput } from '../port';
import {
  createPendingPlayStore,
  flushPendingPlays,
  PENDING_PLAYS_KEY,
  REFUSED_PLAYS_KEY,
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

const evidence = { version: '0.2.0', record: { petals: [3, 1, 4], day: 10 } };

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

  it('keeps every play made offline, however many: none gives way to a newer one', () => {
    // Issue 18: 60 plays offline lost 10 to a cap of 50.
    const store = createPendingPlayStore();
    for (let i = 0; i < 60; i += 1) store.add(play(i), null);
    expect(
      createPendingPlayStore()
        .list()
        .map((p) => p.score),
    ).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(store.keptOnDevice()).toBe(true);
  });

  it('says when a play lives only in this page, because storage is full', () => {
    const full = {
      getItem: (key: string) => localStorage.getItem(key),
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createPendingPlayStore(() => full);
    store.add(play(61), null);
    expect(store.list().map((p) => p.score)).toEqual([61]);
    expect(store.keptOnDevice()).toBe(false);
  });

  it('keeps a play’s evidence across page loads, and drops a play whose evidence is malformed', () => {
    createPendingPlayStore().add({ ...play(70), evidence }, 'u1');
    expect(createPendingPlayStore().list()).toEqual([
      expect.objectContaining({ score: 70, uid: 'u1', evidence }),
    ]);
    const stored = JSON.parse(localStorage.getItem(PENDING_PLAYS_KEY) ?? '[]') as object[];
    localStorage.setItem(
      PENDING_PLAYS_KEY,
      JSON.stringify([...stored, { ...stored[0], id: 'bad', evidence: { version: 2 } }]),
    );
    expect(
      createPendingPlayStore()
        .list()
        .map((p) => p.score),
    ).toEqual([70]);
  });

  it('stores no evidence for a play that has none', () => {
    const added = createPendingPlayStore().add(play(10), null);
    expect(added).not.toHaveProperty('evidence');
  });

  it('gives every play its own id, even two finished at the same moment on two devices', () => {
    const sameMoment = () => new Date('2026-08-26T10:00:00.000Z');
    const phone = createPendingPlayStore(() => undefined, sameMoment);
    const tablet = createPendingPlayStore(() => undefined, sameMoment);
    const ids = new Set(
      [phone, tablet, phone, tablet].map((store) => store.add(play(10), null).id),
    );
    expect(ids.size).toBe(4);
  });
});

describe('refused plays', () => {
  it('leave the store, and the reason stays for the page to tell', () => {
    const store = createPendingPlayStore();
    const listener = jest.fn();
    store.subscribe(listener);
    const kept = store.add(play(90, 'sadya'), null);
    const other = store.add(play(10), null);
    store.refuse(kept.id, 'the record does not add up to 90');
    expect(store.list().map((p) => p.id)).toEqual([other.id]);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.refusal(kept.id)).toEqual({
      id: kept.id,
      gameId: 'sadya',
      score: 90,
      reason: 'the record does not add up to 90',
    });
    expect(store.refusal(other.id)).toBeNull();
    // Another page load (or tab) can still say why.
    expect(createPendingPlayStore().refusal(kept.id)?.reason).toBe(
      'the record does not add up to 90',
    );
  });

  it('read back only well-formed refusals, so a tampered list cannot break the page', () => {
    localStorage.setItem(
      REFUSED_PLAYS_KEY,
      JSON.stringify([null, 7, { id: 'x' }, { id: 'ok', gameId: 'dress', score: 5, reason: 'r' }]),
    );
    const store = createPendingPlayStore();
    expect(store.refusal('x')).toBeNull();
    expect(store.refusal('ok')).toEqual({ id: 'ok', gameId: 'dress', score: 5, reason: 'r' });
  });

  it('ignore a refusal for a play that is not waiting', () => {
    const store = createPendingPlayStore();
    store.refuse('never-here', 'no');
    expect(store.refusal('never-here')).toBeNull();
    expect(localStorage.getItem(REFUSED_PLAYS_KEY)).toBeNull();
  });

  it('are remembered for the last ten only', () => {
    const store = createPendingPlayStore();
    const ids = Array.from({ length: 12 }, (_, i) => store.add(play(i), null).id);
    for (const id of ids) store.refuse(id, `reason ${id}`);
    expect(ids.map((id) => store.refusal(id) !== null)).toEqual([
      false,
      false,
      ...Array<boolean>(10).fill(true),
    ]);
  });

  it('are remembered for this page when storage refuses them', () => {
    const plays: Record<string, string> = {};
    const noRefusals = {
      getItem: (key: string) => (key === REFUSED_PLAYS_KEY ? null : (plays[key] ?? null)),
      setItem: (key: string, value: string) => {
        if (key === REFUSED_PLAYS_KEY) throw new Error('quota');
        plays[key] = value;
      },
    } as unknown as Storage;
    const store = createPendingPlayStore(() => noRefusals);
    const added = store.add(play(55), null);
    store.refuse(added.id, 'unreadable record');
    expect(store.list()).toEqual([]);
    expect(store.refusal(added.id)?.reason).toBe('unreadable record');
  });

  it('are remembered for this page when storage is full, beside those stored before', () => {
    const store = createPendingPlayStore();
    const earlier = store.add(play(30), null);
    store.refuse(earlier.id, 'an earlier refusal');
    const added = store.add(play(55), null);
    const { setItem: write } = Storage.prototype;
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key,
      value,
    ) {
      if (key === REFUSED_PLAYS_KEY) throw new DOMException('full', 'QuotaExceededError');
      write.call(this, key, value);
    });
    try {
      store.refuse(added.id, 'unreadable record');
    } finally {
      setItem.mockRestore();
    }
    expect(store.list()).toEqual([]);
    expect(store.refusal(added.id)?.reason).toBe('unreadable record');
    expect(store.refusal(earlier.id)?.reason).toBe('an earlier refusal');
  });
});

describe('flushPendingPlays', () => {
  it('saves every play in order and empties the store', async () => {
    const store = createPendingPlayStore();
    const first = store.add(play(10), null);
    const second = store.add({ ...play(20), evidence }, null);
    const record = jest.fn(async (input: PlayInput) => saved(input));
    const result = await flushPendingPlays(store, 'u1', record);
    expect(record.mock.calls.map(([input]) => input.score)).toEqual([10, 20]);
    // Each with its device id, so a save whose answer was lost is not saved twice.
    expect(record).toHaveBeenNthCalledWith(1, play(10), { deviceId: first.id });
    expect(record).toHaveBeenNthCalledWith(2, { ...play(20), evidence }, { deviceId: second.id });
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

  it('drops a play the backend refuses as invalid, with the reason, and goes on', async () => {
    const store = createPendingPlayStore();
    const refused = store.add(play(10), null);
    store.add(play(20), null);
    const record = jest
      .fn()
      .mockRejectedValueOnce(new BackendError('invalid-input', 'the record scores 4, not 10'))
      .mockImplementationOnce(async (input: PlayInput) => saved(input));
    const result = await flushPendingPlays(store, 'u1', record);
    expect(result.rejected.map((p) => p.score)).toEqual([10]);
    expect(result.saved.map((p) => p.score)).toEqual([20]);
    expect(store.list()).toEqual([]);
    expect(store.refusal(refused.id)).toMatchObject({
      score: 10,
      reason: 'the record scores 4, not 10',
    });
  });

  it.each([
    [
      'too many plays at once',
      new BackendError('rate-limited', 'slow down', { retryAfterMs: 4000 }),
    ],
    ['a games version the server does not know yet', new BackendError('unavailable')],
  ])('stops at %s and keeps every play, refusing none', async (_why, failure) => {
    const store = createPendingPlayStore();
    store.add(play(10), null);
    store.add(play(20), null);
    const record = jest.fn().mockRejectedValueOnce(failure);
    const result = await flushPendingPlays(store, 'u1', record);
    expect(result).toMatchObject({ stopped: true, error: failure, saved: [], rejected: [] });
    expect(record).toHaveBeenCalledTimes(1);
    expect(store.list().map((p) => p.score)).toEqual([10, 20]);
    expect(store.list().map((p) => store.refusal(p.id))).toEqual([null, null]);
  });
});
