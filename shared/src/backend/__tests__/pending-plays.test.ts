import { BackendError, type Play, type PlayInput, type RecordOptions } from '../port';
import {
  createPendingPlayStore,
  flushPendingPlays,
  isSetAside,
  nextAttemptAt,
  PENDING_PLAYS_KEY,
  REFUSED_PLAYS_KEY,
  SAVED_PLAYS_KEY,
  savableBy,
  SET_ASIDE_AFTER_FAILURES,
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
    ['the network', new BackendError('network')],
    ['an expired session', new BackendError('not-signed-in')],
    // Kept until the page has told the visitor (host/src/plays/save-plays.tsx).
    ['an account deleted in another tab or device', new BackendError('account-deleted')],
    [
      'too many plays at once',
      new BackendError('rate-limited', 'slow down', { retryAfterMs: 4000 }),
    ],
  ])('stops at %s and keeps every play, counting nothing against them', async (_why, failure) => {
    const store = createPendingPlayStore();
    store.add(play(10), null);
    store.add(play(20), null);
    const record = jest.fn().mockRejectedValueOnce(failure);
    const result = await flushPendingPlays(store, 'u1', record);
    expect(result).toMatchObject({ stopped: true, error: failure, saved: [], rejected: [] });
    expect(record).toHaveBeenCalledTimes(1);
    expect(store.list().map((p) => p.score)).toEqual([10, 20]);
    expect(store.list().map((p) => store.refusal(p.id))).toEqual([null, null]);
    expect(store.list().map((p) => p.failures ?? 0)).toEqual([0, 0]);
  });

  it('remembers the plays it saved, across page loads, and not those refused', async () => {
    const store = createPendingPlayStore();
    const kept = store.add(play(10), null);
    const refused = store.add(play(20), null);
    const record = jest
      .fn()
      .mockImplementationOnce(async (input: PlayInput) => saved(input))
      .mockRejectedValueOnce(new BackendError('invalid-input', 'no'));
    await flushPendingPlays(store, 'u1', record);
    expect(store.wasSaved(kept.id)).toBe(true);
    expect(createPendingPlayStore().wasSaved(kept.id)).toBe(true);
    expect(store.wasSaved(refused.id)).toBe(false);
  });

  it('keeps the share id the server gave each saved play, across page loads', async () => {
    const store = createPendingPlayStore();
    const first = store.add(play(10), null);
    const second = store.add(play(20), null);
    const record = jest.fn(async (input: PlayInput) => ({
      ...saved(input),
      shareId: `share${input.score}share${input.score}share${input.score}`,
    }));
    await flushPendingPlays(store, 'u1', record);
    expect(store.shareIdOf(first.id)).toBe('share10share10share10');
    expect(createPendingPlayStore().shareIdOf(second.id)).toBe('share20share20share20');
    expect(store.shareIdOf('never-here')).toBeNull();
  });

  it('reads the saved plays this device remembered before share ids, with none', () => {
    localStorage.setItem(SAVED_PLAYS_KEY, JSON.stringify(['old-1', { id: 'new-1', shareId: 'S' }]));
    const store = createPendingPlayStore();
    expect(store.wasSaved('old-1')).toBe(true);
    expect(store.shareIdOf('old-1')).toBeNull();
    expect(store.shareIdOf('new-1')).toBe('S');
    // A play saved now joins them; the ones before stay readable.
    const next = store.add(play(30), null);
    store.markSaved(next.id, 'T');
    expect(store.shareIdOf(next.id)).toBe('T');
    expect(store.wasSaved('old-1')).toBe(true);
  });
});

describe('a play the server fails on', () => {
  const failing = (bad: string) =>
    jest.fn(async (input: PlayInput, { deviceId }: RecordOptions) => {
      if (deviceId === bad) throw new BackendError('unknown', 'INTERNAL [500]');
      return saved(input);
    });
  const at = (minutes: number) => () => new Date(Date.UTC(2026, 7, 26, 10, minutes));
  const options = (minutes: number) => ({ now: at(minutes), retryAfterMs: () => 60_000 });

  it('holds up no other play: the plays behind it are saved, in order', async () => {
    const store = createPendingPlayStore(undefined, at(0));
    const bad = store.add(play(10), null);
    store.add(play(20, 'sadya'), null);
    store.add(play(30, 'dress'), null);
    const record = failing(bad.id);
    const result = await flushPendingPlays(store, 'u1', record, options(0));
    expect(record.mock.calls.map(([input]) => input.score)).toEqual([10, 20, 30]);
    expect(result).toMatchObject({ stopped: false, rejected: [], setAside: [] });
    expect(result.saved.map((p) => p.score)).toEqual([20, 30]);
    expect(store.list()).toEqual([
      expect.objectContaining({
        id: bad.id,
        failures: 1,
        lastFailure: { kind: 'failed', reason: 'INTERNAL [500]', at: at(0)().toISOString() },
        retryAt: new Date(at(0)().getTime() + 60_000).toISOString(),
      }),
    ]);
    expect(store.refusal(bad.id)).toBeNull();
    expect(store.wasSaved(bad.id)).toBe(false);
  });

  it(`is sent again only after its wait, while newer plays go at once`, async () => {
    const store = createPendingPlayStore(undefined, at(0));
    const bad = store.add(play(10), null);
    const record = failing(bad.id);
    await flushPendingPlays(store, 'u1', record, options(0));
    store.add(play(40), null);
    const early = await flushPendingPlays(store, 'u1', record, options(0));
    expect(early.saved.map((p) => p.score)).toEqual([40]);
    expect(record).toHaveBeenCalledTimes(2);
    expect(nextAttemptAt(store.list(), 'u1')).toEqual(new Date(at(1)()));

    await flushPendingPlays(store, 'u1', record, options(1));
    expect(record).toHaveBeenCalledTimes(3);
    expect(store.list()[0]?.failures).toBe(2);
  });

  it(`is set aside after ${SET_ASIDE_AFTER_FAILURES} failures in a row: kept, with the server’s words, and sent no more`, async () => {
    const store = createPendingPlayStore(undefined, at(0));
    const bad = store.add(play(10), null);
    const record = failing(bad.id);
    const retryAfterMs = jest.fn<number, [unknown, number]>(() => 60_000);
    for (let minute = 0; minute < SET_ASIDE_AFTER_FAILURES; minute += 1) {
      const result = await flushPendingPlays(store, 'u1', record, {
        now: at(minute),
        retryAfterMs,
      });
      expect(result.setAside.map((p) => p.id)).toEqual(
        minute === SET_ASIDE_AFTER_FAILURES - 1 ? [bad.id] : [],
      );
    }
    // The wait grows with the failures it follows (the caller's rule, told how many so far).
    expect(retryAfterMs.mock.calls.map(([, failures]) => failures)).toEqual([1, 2]);
    const [kept] = createPendingPlayStore().list();
    expect(kept).toMatchObject({
      id: bad.id,
      failures: SET_ASIDE_AFTER_FAILURES,
      setAsideAt: at(SET_ASIDE_AFTER_FAILURES - 1)().toISOString(),
      lastFailure: { kind: 'failed', reason: 'INTERNAL [500]' },
    });
    expect(store.list().map(isSetAside)).toEqual([true]);
    expect(savableBy(store.list(), 'u1')).toEqual([]);
    expect(nextAttemptAt(store.list(), 'u1')).toBeNull();

    await flushPendingPlays(store, 'u1', record, options(60));
    expect(record).toHaveBeenCalledTimes(SET_ASIDE_AFTER_FAILURES);
  });

  it('counts its failures across page loads', async () => {
    const bad = createPendingPlayStore(undefined, at(0)).add(play(10), null);
    const record = failing(bad.id);
    for (let minute = 0; minute < SET_ASIDE_AFTER_FAILURES; minute += 1) {
      // A fresh store each time, as after a reload: only what storage holds carries over.
      await flushPendingPlays(createPendingPlayStore(), 'u1', record, options(minute));
    }
    expect(createPendingPlayStore().list().map(isSetAside)).toEqual([true]);
  });

  it('takes any error that is not the session’s as the play’s own', async () => {
    const store = createPendingPlayStore(undefined, at(0));
    store.add(play(10), null);
    store.add(play(20), null);
    const record = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('cannot read the answer'))
      .mockImplementationOnce(async (input: PlayInput) => saved(input));
    const result = await flushPendingPlays(store, 'u1', record, options(0));
    expect(result.saved.map((p) => p.score)).toEqual([20]);
    expect(store.list()).toEqual([
      expect.objectContaining({
        score: 10,
        failures: 1,
        lastFailure: expect.objectContaining({ reason: 'cannot read the answer' }),
      }),
    ]);
  });

  it('goes back in the queue on Try again, its count cleared, and is saved', async () => {
    const store = createPendingPlayStore(undefined, at(0));
    const bad = store.add(play(10), null);
    const record = failing(bad.id);
    for (let minute = 0; minute < SET_ASIDE_AFTER_FAILURES; minute += 1) {
      await flushPendingPlays(store, 'u1', record, options(minute));
    }
    const listener = jest.fn();
    store.subscribe(listener);
    store.retry(bad.id);
    expect(listener).toHaveBeenCalledTimes(1);
    const [again] = store.list();
    expect(again).not.toHaveProperty('setAsideAt');
    expect(again).not.toHaveProperty('failures');
    expect(again).not.toHaveProperty('lastFailure');
    expect(again).not.toHaveProperty('retryAt');
    expect(savableBy(store.list(), 'u1').map((p) => p.id)).toEqual([bad.id]);

    record.mockImplementation(async (input: PlayInput) => saved(input));
    const result = await flushPendingPlays(store, 'u1', record, options(10));
    expect(result.saved.map((p) => p.score)).toEqual([10]);
    expect(store.list()).toEqual([]);
    expect(store.wasSaved(bad.id)).toBe(true);
  });

  it('leaves the device only when the visitor removes it, and is then neither saved nor refused', async () => {
    const store = createPendingPlayStore(undefined, at(0));
    const bad = store.add(play(10), null);
    const record = failing(bad.id);
    for (let minute = 0; minute < SET_ASIDE_AFTER_FAILURES; minute += 1) {
      await flushPendingPlays(store, 'u1', record, options(minute));
    }
    expect(store.list()).toHaveLength(1);
    store.remove(bad.id);
    expect(createPendingPlayStore().list()).toEqual([]);
    expect(store.wasSaved(bad.id)).toBe(false);
    expect(store.refusal(bad.id)).toBeNull();
  });

  it('is still refused as before when the server finds it invalid, after earlier failures', async () => {
    const store = createPendingPlayStore(undefined, at(0));
    const bad = store.add(play(10), null);
    await flushPendingPlays(store, 'u1', failing(bad.id), options(0));
    const refusing = jest.fn().mockRejectedValue(new BackendError('invalid-input', 'no record'));
    const result = await flushPendingPlays(store, 'u1', refusing, options(5));
    expect(result.rejected.map((p) => p.id)).toEqual([bad.id]);
    expect(store.list()).toEqual([]);
    expect(store.refusal(bad.id)?.reason).toBe('no record');
  });
});

describe('a play of a games version the server cannot check yet', () => {
  it('waits the longer wait without holding up the others, and is never set aside for it', async () => {
    let now = new Date('2026-08-26T10:00:00.000Z');
    const clock = () => now;
    const store = createPendingPlayStore(undefined, clock);
    const unchecked = store.add({ ...play(10), evidence }, null);
    store.add(play(20), null);
    const failure = new BackendError(
      'unavailable',
      'Plays of games version 0.2.0 cannot be checked yet.',
    );
    const record = jest.fn(async (input: PlayInput, { deviceId }: RecordOptions) => {
      if (deviceId === unchecked.id) throw failure;
      return saved(input);
    });
    const retryAfterMs = jest.fn((error: unknown) => (error === failure ? 600_000 : 30_000));
    const first = await flushPendingPlays(store, 'u1', record, { now: clock, retryAfterMs });
    expect(first).toMatchObject({ stopped: false, setAside: [] });
    expect(first.saved.map((p) => p.score)).toEqual([20]);
    expect(store.list()).toEqual([
      expect.objectContaining({
        id: unchecked.id,
        lastFailure: {
          kind: 'unchecked',
          reason: 'Plays of games version 0.2.0 cannot be checked yet.',
          at: '2026-08-26T10:00:00.000Z',
        },
        retryAt: '2026-08-26T10:10:00.000Z',
      }),
    ]);
    expect(store.list()[0]).not.toHaveProperty('failures');

    for (let tries = 0; tries < SET_ASIDE_AFTER_FAILURES * 2; tries += 1) {
      now = new Date(now.getTime() + 600_000);
      await flushPendingPlays(store, 'u1', record, { now: clock, retryAfterMs });
    }
    expect(record).toHaveBeenCalledTimes(2 + SET_ASIDE_AFTER_FAILURES * 2);
    expect(store.list().map(isSetAside)).toEqual([false]);
  });
});

describe('plays stored before failures were counted', () => {
  it('read back as they were, and are saved', async () => {
    const old = {
      id: 'old-1',
      uid: null,
      gameId: 'sadya',
      score: 87,
      maxScore: 100,
      durationMs: 61_000,
      finishedAt: '2026-08-25T10:00:00.000Z',
      evidence,
    };
    localStorage.setItem(PENDING_PLAYS_KEY, JSON.stringify([old]));
    const store = createPendingPlayStore();
    expect(store.list()).toEqual([old]);
    expect(store.list().map(isSetAside)).toEqual([false]);
    const record = jest.fn(async (input: PlayInput) => saved(input));
    const result = await flushPendingPlays(store, 'u1', record);
    expect(result.saved.map((p) => p.score)).toEqual([87]);
    expect(record).toHaveBeenCalledWith(
      { gameId: 'sadya', score: 87, maxScore: 100, durationMs: 61_000, evidence },
      { deviceId: 'old-1' },
    );
  });

  it('keep a play whose bookkeeping is malformed, without the malformed parts', () => {
    const base = {
      uid: null,
      gameId: 'dress',
      score: 5,
      maxScore: 100,
      durationMs: 1,
      finishedAt: '2026-08-25T10:00:00.000Z',
    };
    localStorage.setItem(
      PENDING_PLAYS_KEY,
      JSON.stringify([
        { ...base, id: 'a', failures: 'many', retryAt: 7, setAsideAt: null },
        { ...base, id: 'b', failures: 2, lastFailure: { kind: 'odd', reason: 1, at: 'x' } },
      ]),
    );
    expect(createPendingPlayStore().list()).toEqual([
      { ...base, id: 'a' },
      { ...base, id: 'b', failures: 2 },
    ]);
  });
});
