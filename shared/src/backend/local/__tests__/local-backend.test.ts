import 'fake-indexeddb/auto';
import { isBackendError, MEDIA_MAX_BYTES, type BackendPort, type RegisterInput } from '../../port';
import { createLocalBackend } from '../local-backend';
import { fakeAccounts, installBrowserGaps } from './fake-browser';

installBrowserGaps();

let clock = new Date('2025-09-01T09:00:00+05:30');
let dbCount = 0;
let ids = 0;

function backend(): BackendPort {
  return createLocalBackend({
    accounts: fakeAccounts,
    dbName: `test-${++dbCount}`,
    now: () => clock,
    newId: () => `id-${++ids}`,
  });
}

const registration = (name: string, email: string): RegisterInput => ({
  displayName: name,
  email,
  password: 'onam2025',
  district: 'kollam',
  consent: { terms: true, newsletter: true },
});

const play = (score: number) => ({
  gameId: 'sadya' as const,
  score,
  maxScore: 100,
  durationMs: 30_000,
});

async function expectCode(work: Promise<unknown>, code: string) {
  const error: unknown = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(isBackendError(error) ? error.code : error).toBe(code);
}

beforeEach(() => {
  clock = new Date('2025-09-01T09:00:00+05:30');
});

describe('createLocalBackend', () => {
  it('writes a profile on registration', async () => {
    const local = backend();
    const account = await local.accounts.register(registration('Anjali', 'anjali@example.com'));
    expect(await local.profiles.get(account.uid)).toEqual({
      uid: account.uid,
      displayName: 'Anjali',
      district: 'kollam',
      newsletter: true,
      createdAt: expect.any(String),
    });
    expect(await local.profiles.get('nobody')).toBeNull();
  });

  it('updates the signed-in visitor’s own profile only', async () => {
    const local = backend();
    const { uid } = await local.accounts.register(registration('Anjali', 'anjali@example.com'));
    expect(await local.profiles.update(uid, { district: 'idukki' })).toMatchObject({
      displayName: 'Anjali',
      district: 'idukki',
    });
    await expectCode(local.profiles.update('other', { newsletter: false }), 'permission-denied');
    await expectCode(local.profiles.update(uid, { displayName: '<b>' }), 'invalid-input');
  });

  it('records plays for a signed-in visitor only, with the adapter’s clock', async () => {
    const local = backend();
    await expectCode(local.plays.record(play(10)), 'not-signed-in');
    const { uid } = await local.accounts.register(registration('Anjali', 'anjali@example.com'));
    const saved = await local.plays.record(play(10));
    expect(saved).toEqual({
      id: expect.any(String),
      uid,
      ...play(10),
      playedAt: clock.toISOString(),
    });
    await expectCode(local.plays.record({ ...play(10), maxScore: 1000 }), 'invalid-input');
    await expectCode(local.plays.record(play(101)), 'invalid-input');
  });

  it('lists recent plays newest first and computes stats with a day streak', async () => {
    const local = backend();
    const { uid } = await local.accounts.register(registration('Anjali', 'anjali@example.com'));
    await local.plays.record(play(30));
    clock = new Date('2025-09-02T09:00:00+05:30');
    await local.plays.record(play(80));
    clock = new Date('2025-09-02T09:05:00+05:30');
    await local.plays.record({ gameId: 'dress', score: 50, maxScore: 100, durationMs: 1 });

    const recent = await local.plays.listRecent(uid, 2);
    expect(recent.map((p) => p.score)).toEqual([50, 80]);
    expect(await local.plays.stats(uid, 'sadya')).toEqual({
      gameId: 'sadya',
      plays: 2,
      bestScore: 80,
      lastPlayedAt: new Date('2025-09-02T09:00:00+05:30').toISOString(),
      dayStreak: 2,
    });
    expect(await local.plays.stats(uid)).toMatchObject({ gameId: 'all', plays: 3, bestScore: 80 });
    expect(await local.plays.stats('nobody', 'dress')).toMatchObject({ plays: 0, dayStreak: 0 });
  });

  it('ranks best scores per visitor with names from profiles', async () => {
    const local = backend();
    const { uid: anjali } = await local.accounts.register(registration('Anjali', 'a@example.com'));
    await local.plays.record(play(60));
    await local.plays.record(play(20));
    await local.accounts.signOut();
    const { uid: biju } = await local.accounts.register(registration('Biju', 'b@example.com'));
    await local.plays.record(play(60));
    await local.accounts.signOut();
    const { uid: chitra } = await local.accounts.register(registration('Chitra', 'c@example.com'));
    await local.plays.record(play(90));

    const board = await local.leaderboard.get('sadya', biju);
    expect(board.top.map(({ uid, rank, bestScore }) => [uid, rank, bestScore])).toEqual([
      [chitra, 1, 90],
      [anjali, 2, 60],
      [biju, 2, 60],
    ]);
    expect(board.top[0]).toMatchObject({ displayName: 'Chitra', district: 'kollam' });
    expect(board.mine).toMatchObject({ uid: biju, rank: 2 });
    expect((await local.leaderboard.get('dress', biju)).top).toEqual([]);
  });

  describe('media', () => {
    const file = (type = 'audio/webm', size = 5) =>
      new File([new Uint8Array(size)], 'greeting.webm', { type });

    it('uploads with progress, lists with an object URL and removes', async () => {
      const local = backend();
      const { uid } = await local.accounts.register(registration('Anjali', 'a@example.com'));
      const onProgress = jest.fn();
      const uploaded = await local.media.upload(file(), { onProgress });
      expect(onProgress).toHaveBeenNthCalledWith(1, { loaded: 0, total: 5 });
      expect(onProgress).toHaveBeenLastCalledWith({ loaded: 5, total: 5 });
      expect(uploaded).toMatchObject({
        uid,
        name: 'greeting.webm',
        contentType: 'audio/webm',
        size: 5,
      });
      expect(uploaded.url).toMatch(/^blob:/);

      const listed = await local.media.list(uid);
      expect(listed).toEqual([uploaded]);
      expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));

      await local.media.remove(uploaded.id);
      expect(URL.revokeObjectURL).toHaveBeenCalledWith(uploaded.url);
      expect(await local.media.list(uid)).toEqual([]);
    });

    it('refuses visitors who are not signed in, wrong types, large files and cancelled uploads', async () => {
      const local = backend();
      await expectCode(local.media.upload(file()), 'not-signed-in');
      await local.accounts.register(registration('Anjali', 'a@example.com'));
      await expectCode(local.media.upload(file('text/html')), 'file-type');
      const big = file();
      Object.defineProperty(big, 'size', { value: MEDIA_MAX_BYTES + 1 });
      await expectCode(local.media.upload(big), 'file-too-large');
      const controller = new AbortController();
      controller.abort();
      await expectCode(local.media.upload(file(), { signal: controller.signal }), 'cancelled');
    });

    it('does not let one visitor remove another’s file', async () => {
      const local = backend();
      await local.accounts.register(registration('Anjali', 'a@example.com'));
      const uploaded = await local.media.upload(file());
      await local.accounts.signOut();
      await local.accounts.register(registration('Biju', 'b@example.com'));
      await expectCode(local.media.remove(uploaded.id), 'permission-denied');
    });
  });
});
