import 'fake-indexeddb/auto';
import {
  isBackendError,
  MEDIA_MAX_BYTES,
  RECENT_PLAYS_KEPT,
  type BackendPort,
  type RegisterInput,
} from '../../port';
import { PRIVACY_NOTICE_VERSION } from '../../privacy';
import { UploadError, type UploadOptions } from '../../../ui/upload-request';
import { uploadFailure } from '../device-media';
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
  ageBand: 'adult',
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

  it('asks the age band once, keeps it, and times the notice and the newsletter consents', async () => {
    const local = backend();
    const { uid } = await local.accounts.register(registration('Anjali', 'anjali@example.com'));
    await expectCode(local.privacy.acceptNotice({}), 'invalid-input');
    const accepted = await local.privacy.acceptNotice({ ageBand: 'under-18' });
    expect(accepted).toMatchObject({
      ageBand: 'under-18',
      consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: clock.toISOString() },
    });
    await expectCode(local.privacy.acceptNotice({ ageBand: 'adult' }), 'permission-denied');
    clock = new Date('2025-09-02T09:00:00+05:30');
    const stopped = await local.profiles.update(uid, { newsletter: false });
    expect(stopped.consent?.newsletterAt).toBe(clock.toISOString());
  });

  it('exports the visitor’s own data, and deleting forgets it and signs out', async () => {
    const local = backend();
    const other = await local.accounts.register(registration('Ben', 'ben@example.com'));
    await local.plays.record(play(40));
    const { uid } = await local.accounts.register(registration('Anjali', 'anjali@example.com'));
    await local.plays.record(play(70));
    const data = await local.privacy.exportMyData();
    expect(data).toMatchObject({
      uid,
      profile: { displayName: 'Anjali' },
      plays: [expect.objectContaining({ score: 70 })],
    });
    expect(JSON.stringify(data)).not.toContain(other.uid);
    await local.privacy.deleteMyAccount();
    expect(await local.accounts.currentUser()).toBeNull();
    expect(await local.profiles.get(uid)).toBeNull();
    expect((await local.plays.summary(uid)).recent).toEqual([]);
    expect((await local.plays.summary(other.uid)).recent).toHaveLength(1);
    expect(await local.profiles.get(other.uid)).not.toBeNull();
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
      // A share id for its result link, as the server gives one: random, naming no one.
      shareId: expect.stringMatching(/^[A-Za-z0-9]{22}$/),
    });
    await expectCode(local.plays.record({ ...play(10), maxScore: 1000 }), 'invalid-input');
    await expectCode(local.plays.record(play(101)), 'invalid-input');
  });

  it('saves a play sent again with the same device id once', async () => {
    const local = backend();
    const { uid } = await local.accounts.register(registration('Anjali', 'anjali@example.com'));
    const first = await local.plays.record(play(40), { deviceId: 'lost-answer' });
    expect(first.id).toBe(`${uid}_lost-answer`);
    clock = new Date('2025-09-01T09:01:00+05:30');
    const again = await local.plays.record(play(40), { deviceId: 'lost-answer' });
    expect(again).toEqual(first);
    const other = await local.plays.record(play(40), { deviceId: 'another-play' });
    expect(other.id).not.toBe(first.id);
    expect((await local.plays.summary(uid)).stats.sadya?.plays).toBe(2);
  });

  it('keeps one visitor’s device id apart from another’s', async () => {
    const local = backend();
    const { uid: anjali } = await local.accounts.register(registration('Anjali', 'a@example.com'));
    await local.plays.record(play(40), { deviceId: 'same-id' });
    await local.accounts.signOut();
    const { uid: biju } = await local.accounts.register(registration('Biju', 'b@example.com'));
    const bijus = await local.plays.record(play(70), { deviceId: 'same-id' });
    expect(bijus).toMatchObject({ uid: biju, score: 70 });
    expect((await local.plays.summary(anjali)).stats.sadya?.bestScore).toBe(40);
  });

  it('sums up recent plays newest first and the stats with a day streak', async () => {
    const local = backend();
    const { uid } = await local.accounts.register(registration('Anjali', 'anjali@example.com'));
    await local.plays.record(play(30));
    clock = new Date('2025-09-02T09:00:00+05:30');
    await local.plays.record(play(80));
    clock = new Date('2025-09-02T09:05:00+05:30');
    await local.plays.record({ gameId: 'dress', score: 50, maxScore: 100, durationMs: 1 });

    const summary = await local.plays.summary(uid);
    expect(summary.recent.map((p) => p.score)).toEqual([50, 80, 30]);
    expect(summary.stats.sadya).toEqual({
      gameId: 'sadya',
      plays: 2,
      bestScore: 80,
      lastPlayedAt: new Date('2025-09-02T09:00:00+05:30').toISOString(),
      dayStreak: 2,
    });
    expect(summary.stats.all).toMatchObject({ gameId: 'all', plays: 3, bestScore: 80 });
    expect(summary.stats.pookalam).toMatchObject({ plays: 0, bestScore: null });
    const nobody = await local.plays.summary('nobody');
    expect(nobody.stats.dress).toMatchObject({ plays: 0, dayStreak: 0 });
    expect(nobody.recent).toEqual([]);
  });

  it(`keeps the latest ${RECENT_PLAYS_KEPT} plays in the summary`, async () => {
    const local = backend();
    const { uid } = await local.accounts.register(registration('Anjali', 'anjali@example.com'));
    for (let minute = 0; minute <= RECENT_PLAYS_KEPT; minute += 1) {
      clock = new Date(Date.parse('2025-09-01T09:00:00+05:30') + minute * 60_000);
      await local.plays.record(play(minute));
    }
    const summary = await local.plays.summary(uid);
    expect(summary.recent).toHaveLength(RECENT_PLAYS_KEPT);
    expect(summary.recent[0]?.score).toBe(RECENT_PLAYS_KEPT);
    expect(summary.stats.sadya?.plays).toBe(RECENT_PLAYS_KEPT + 1);
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
    expect(
      board.top.map(({ displayName, rank, bestScore, own }) => [displayName, rank, bestScore, own]),
    ).toEqual([
      ['Chitra', 1, 90, false],
      ['Anjali', 2, 60, false],
      ['Biju', 2, 60, true],
    ]);
    expect(board.top[0]).toEqual({
      displayName: 'Chitra',
      district: 'kollam',
      bestScore: 90,
      rank: 1,
      own: false,
    });
    expect(board.mine).toMatchObject({ displayName: 'Biju', rank: 2, own: true });
    // No uid leaves the adapter: the board is what anyone may see.
    expect(JSON.stringify(board)).not.toContain(anjali);
    expect(JSON.stringify(board)).not.toContain(chitra);
    expect((await local.leaderboard.get('sadya', null)).top.some((e) => e.own)).toBe(false);
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

  describe('media posted to mediaUploadUrl first', () => {
    const file = (size = 100) =>
      new File([new Uint8Array(size)], 'greeting-2026-08-26-1.webm', { type: 'audio/webm' });

    /** A server the test plays: each post waits until the test answers it. */
    function postedBackend() {
      const posts: Array<{
        options: UploadOptions;
        succeed: () => void;
        fail: (error: UploadError) => void;
      }> = [];
      const uploadFile = jest.fn(
        (options: UploadOptions) =>
          new Promise<{ status: number; body: unknown }>((resolve, reject) => {
            options.signal?.addEventListener('abort', () => reject(new UploadError('aborted')));
            posts.push({
              options,
              succeed: () => resolve({ status: 201, body: { received: 1 } }),
              fail: reject,
            });
          }),
      );
      const local = createLocalBackend({
        accounts: fakeAccounts,
        dbName: `test-${++dbCount}`,
        now: () => clock,
        newId: () => `id-${++ids}`,
        mediaUploadUrl: 'http://localhost:3000/media-upload',
        uploadFile,
      });
      /** The post under way, once the adapter has made it. */
      const nextPost = async () => {
        await waitFor(() => posts.length > 0);
        const post = posts.shift();
        if (!post) throw new Error('no post');
        return post;
      };
      return { local, uploadFile, nextPost };
    }

    async function waitFor(condition: () => boolean) {
      for (let i = 0; i < 50 && !condition(); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      if (!condition()) throw new Error('the adapter made no post');
    }

    it('posts the file, reports its share of the request as progress, and keeps it after a 2xx', async () => {
      const { local, uploadFile, nextPost } = postedBackend();
      const { uid } = await local.accounts.register(registration('Anjali', 'a@example.com'));
      const onProgress = jest.fn();
      const uploading = local.media.upload(file(), { onProgress });
      const post = await nextPost();
      expect(post.options).toMatchObject({
        action: 'http://localhost:3000/media-upload',
        file: expect.any(File),
      });
      // The multipart request is larger than the file: 150 of 300 bytes is half the file.
      post.options.onProgress?.({ loaded: 150, total: 300, percent: 50 });
      post.options.onProgress?.({ loaded: 10, total: null, percent: null });
      expect(await local.media.list(uid)).toEqual([]);
      post.succeed();
      const uploaded = await uploading;
      expect(onProgress.mock.calls.map(([progress]) => progress)).toEqual([
        { loaded: 0, total: 100 },
        { loaded: 50, total: 100 },
        { loaded: 100, total: 100 },
      ]);
      expect(await local.media.list(uid)).toEqual([uploaded]);
      expect(uploadFile).toHaveBeenCalledTimes(1);
    });

    it('keeps nothing when the post fails, and names the failure for the visitor', async () => {
      const { local, nextPost } = postedBackend();
      const { uid } = await local.accounts.register(registration('Anjali', 'a@example.com'));
      for (const [failure, code] of [
        [new UploadError('network'), 'network'],
        [new UploadError('timeout'), 'network'],
        [new UploadError('http', 413), 'file-too-large'],
        [new UploadError('http', 500), 'unknown'],
      ] as const) {
        const uploading = local.media.upload(file());
        (await nextPost()).fail(failure);
        await expectCode(uploading, code);
      }
      expect(await local.media.list(uid)).toEqual([]);
    });

    it('cancels the post when the signal aborts', async () => {
      const { local, nextPost } = postedBackend();
      const { uid } = await local.accounts.register(registration('Anjali', 'a@example.com'));
      const controller = new AbortController();
      const uploading = local.media.upload(file(), { signal: controller.signal });
      await nextPost();
      controller.abort();
      await expectCode(uploading, 'cancelled');
      expect(await local.media.list(uid)).toEqual([]);
    });

    it('checks the file before posting anything', async () => {
      const { local, uploadFile } = postedBackend();
      await expectCode(local.media.upload(file()), 'not-signed-in');
      await local.accounts.register(registration('Anjali', 'a@example.com'));
      await expectCode(
        local.media.upload(new File(['<p>'], 'page.html', { type: 'text/html' })),
        'file-type',
      );
      const big = file();
      Object.defineProperty(big, 'size', { value: MEDIA_MAX_BYTES + 1 });
      await expectCode(local.media.upload(big), 'file-too-large');
      expect(uploadFile).not.toHaveBeenCalled();
    });

    it('maps anything else to unknown', () => {
      expect(uploadFailure(new Error('boom'))).toMatchObject({ code: 'unknown', message: 'boom' });
      expect(uploadFailure(new UploadError('aborted'))).toMatchObject({ code: 'cancelled' });
    });
  });
});
