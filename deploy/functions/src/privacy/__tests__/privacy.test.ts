/** @jest-environment node */
import { Timestamp } from 'firebase-admin/firestore';
import { SCORING_API_VERSION, type ScoringModule } from '@onam/shared/contracts/scoring';
import type { PlayInput } from '@onam/shared/backend/port';
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import type {
  EntryDoc,
  StatsDoc,
  SummaryDoc,
} from '@onam/shared/backend/firebase/server-documents';
import { tombstoneAt } from '../account-gate';
import { registerMedia } from '../../media/media';
import { PERSONAL_COLLECTIONS } from '../personal-data';
import { submitPlay, type PlayDeps } from '../../plays/plays';
import { updateProfile } from '../../profiles/profiles';
import {
  acceptPrivacyNotice,
  deleteMyAccount,
  exportMyData,
  findIn,
  type PersonalFiles,
} from '../privacy';
import {
  describeWithFirestore,
  everyDocument,
  refusal,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';
import { inProcessScoring } from '../../../../game-packages/testing/in-process-scoring';

// "Download my data" and "Delete my account" against the Firestore emulator, with Storage and Auth
// as stand-ins (Storage cannot be emulated on these machines; the browser test deletes a real
// account in the Auth emulator).

const scoringModule: ScoringModule = {
  scoringApi: SCORING_API_VERSION,
  version: '0.1.0',
  scorePlay: (_gameId, record) => ({
    score: (record as { points: number }).points,
    maxScore: 100,
  }),
};

const play = (points: number, gameId: PlayInput['gameId'] = 'pookalam'): PlayInput => ({
  gameId,
  score: points,
  maxScore: 100,
  durationMs: 30_000,
  evidence: { version: '0.1.0', record: { points } },
});

/** Storage as the functions see it: paths of stored files. */
function fakeFiles(paths: string[]): PersonalFiles & { stored: Set<string>; log: string[] } {
  const stored = new Set(paths);
  const log: string[] = [];
  return {
    stored,
    log,
    list: async (prefix) => [...stored].filter((path) => path.startsWith(prefix)).sort(),
    remove: async (path) => {
      log.push(`file ${path}`);
      stored.delete(path);
    },
  };
}

// Uids unlike any other word in the documents, so a search for one finds only that visitor.
const ANU = 'uid-anu-5f1c';
const REGISTERED = Timestamp.fromDate(new Date('2026-08-01T00:00:00.000Z'));
const BEN = 'uid-ben-9a27';
/** The current notice, accepted at registration. */
const accepted = { notice: PRIVACY_NOTICE_VERSION, noticeAt: REGISTERED, newsletterAt: REGISTERED };

describeWithFirestore('privacy: export, deletion, age band', () => {
  jest.setTimeout(60_000);
  let store: TestFirestore;
  let clock: number;
  let ids = 0;
  const now = () => new Date(clock);
  const playDeps = (): PlayDeps => ({
    db: store.db,
    scoring: inProcessScoring(() => scoringModule),
    now,
    newId: () => `id${(ids += 1)}`,
  });
  const read = async <T>(path: string) => (await store.db.doc(path).get()).data() as T | undefined;

  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.clear();
    clock = Date.parse('2026-09-01T10:00:00.000Z');
  });

  const profile = (uid: string, displayName: string, extra: object = {}) =>
    store.db
      .doc(`profiles/${uid}`)
      .set({ displayName, district: 'kollam', newsletter: true, createdAt: REGISTERED, ...extra });

  /** A visitor with something in every place: profile, plays, stats, board, greetings. */
  async function visitor(uid: string, name: string, points: number) {
    await profile(uid, name, { ageBand: 'adult', consent: accepted });
    for (const gameId of ['pookalam', 'sadya'] as const) {
      await submitPlay(playDeps(), uid, { play: play(points, gameId), deviceId: `${gameId}-1` });
      clock += 60_000;
    }
    for (const slot of ['g0', 'g1']) {
      await store.db.doc(`media/${uid}_${slot}`).set({
        uid,
        name: `${name} ${slot}`,
        contentType: 'audio/webm',
        size: 1000,
        storagePath: `media/${uid}/${slot}`,
        createdAt: now().toISOString(),
      });
    }
  }

  async function twoVisitors() {
    await visitor(ANU, 'Anu Menon', 90);
    await visitor(BEN, 'Ben Thomas', 80);
    return fakeFiles([`media/${ANU}/g0`, `media/${ANU}/g1`, `media/${BEN}/g0`, `media/${BEN}/g1`]);
  }

  it('exports everything of the caller, and nothing of anyone else', async () => {
    const files = await twoVisitors();
    const data = await exportMyData(
      { db: store.db, now, files },
      { uid: ANU, email: 'anu@example.com' },
    );
    expect(data).toMatchObject({
      uid: ANU,
      account: { email: 'anu@example.com' },
      profile: { displayName: 'Anu Menon', ageBand: 'adult', newsletter: true },
      stats: { games: { all: { plays: 2, bestScore: 90 } } },
      files: [`media/${ANU}/g0`, `media/${ANU}/g1`],
    });
    expect(data.plays).toHaveLength(2);
    expect(data.plays).toEqual(
      expect.arrayContaining([expect.objectContaining({ uid: ANU, score: 90, gameId: 'sadya' })]),
    );
    expect(data.boardEntries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: `leaderboard/pookalam/entries/${ANU}`, score: 90 }),
      ]),
    );
    expect(data.boardRows).toHaveLength(2);
    expect(data.greetings).toEqual([
      expect.objectContaining({ name: 'Anu Menon g0', storagePath: `media/${ANU}/g0` }),
      expect.objectContaining({ name: 'Anu Menon g1', storagePath: `media/${ANU}/g1` }),
    ]);
    // Every place of the list is in the file, and Ben is nowhere in it.
    for (const place of PERSONAL_COLLECTIONS) expect(data).toHaveProperty(place.exportAs);
    const text = JSON.stringify(data);
    expect(text).not.toContain(BEN);
    expect(text).not.toContain('Ben Thomas');
  });

  it('refuses a visitor who is not signed in', async () => {
    const files = fakeFiles([]);
    expect((await refusal(exportMyData({ db: store.db, now, files }, {}))).code).toBe(
      'unauthenticated',
    );
    const accounts = { deleteUser: jest.fn(async () => undefined) };
    expect(
      (await refusal(deleteMyAccount({ db: store.db, now, files, accounts }, undefined))).code,
    ).toBe('unauthenticated');
    expect(accounts.deleteUser).not.toHaveBeenCalled();
  });

  it('deletes every document and file of the caller, then the account, touching no one else', async () => {
    const files = await twoVisitors();
    const benBefore = await exportMyData({ db: store.db, now, files }, { uid: BEN });
    const log = files.log;
    const accounts = {
      deleteUser: jest.fn(async (uid: string) => {
        log.push(`account ${uid}`);
      }),
    };
    await deleteMyAccount({ db: store.db, now, files, accounts }, ANU);

    // Nothing of Anu in any place of the list...
    for (const place of PERSONAL_COLLECTIONS) {
      expect({ place: place.collection, found: await findIn(store.db, place, ANU) }).toEqual({
        place: place.collection,
        found: [],
      });
    }
    // ...nor anywhere else in the database, by id or by content (her name left the public boards),
    // but for the tombstone that keeps the deletion final: her uid and when, nothing of her.
    const left = await everyDocument(store.db);
    expect(left.filter(({ path, json }) => `${path} ${json}`.includes(ANU))).toEqual([
      { path: `deletedAccounts/${ANU}`, json: JSON.stringify(tombstoneAt(now())) },
    ]);
    expect(left.filter(({ json }) => json.includes('Anu Menon'))).toEqual([]);
    expect([...files.stored]).toEqual([`media/${BEN}/g0`, `media/${BEN}/g1`]);
    // The files went after the documents, the account last.
    expect(log).toEqual([`file media/${ANU}/g0`, `file media/${ANU}/g1`, `account ${ANU}`]);

    // Ben's data is as it was, and the board counts him alone.
    const benAfter = await exportMyData({ db: store.db, now, files }, { uid: BEN });
    expect({ ...benAfter, exportedAt: '' }).toEqual({ ...benBefore, exportedAt: '' });
    expect(await read<SummaryDoc>('leaderboard/pookalam')).toMatchObject({
      top: [{ rank: 1, name: 'Ben Thomas', score: 80 }],
      counts: { '80': 1 },
      players: 1,
    });

    // A retry (the first answer lost) finishes quietly and changes nothing.
    await deleteMyAccount({ db: store.db, now, files, accounts }, ANU);
    expect(await everyDocument(store.db)).toEqual(left);
    expect(accounts.deleteUser).toHaveBeenCalledTimes(2);
  });

  it('saves a child’s play and figures but gives them no board entry', async () => {
    await profile(ANU, 'Anu Menon', { ageBand: 'under-18' });
    const { play: saved } = await submitPlay(playDeps(), ANU, { play: play(95), deviceId: 'd1' });
    expect(saved).toMatchObject({ uid: ANU, score: 95 });
    expect(await read(`plays/${ANU}_d1`)).toMatchObject({ uid: ANU, score: 95 });
    expect((await read<StatsDoc>(`stats/${ANU}`))?.games.pookalam).toMatchObject({
      plays: 1,
      bestScore: 95,
    });
    expect(await read<EntryDoc>(`leaderboard/pookalam/entries/${ANU}`)).toBeUndefined();
    expect(await read<SummaryDoc>('leaderboard/pookalam')).toBeUndefined();
  });

  it('keeps no recorded greeting of a child: the record is refused and the file removed', async () => {
    await profile(ANU, 'Anu Menon', { ageBand: 'under-18' });
    const stored = new Map([[`media/${ANU}/g0`, { size: 1000, contentType: 'audio/webm' }]]);
    const files = {
      stat: async (path: string) => stored.get(path) ?? null,
      remove: async (path: string) => {
        stored.delete(path);
      },
    };
    const error = await refusal(
      registerMedia({ db: store.db, files, now }, ANU, { mediaId: 'g0', name: 'hello' }),
    );
    expect(error.code).toBe('permission-denied');
    expect(error.message).toBe('Recording greetings is not offered to under-18s.');
    expect(stored.size).toBe(0);
    expect(await read(`media/${ANU}_g0`)).toBeUndefined();
  });

  describe('acceptPrivacyNotice', () => {
    it('asks a profile from before once: the notice and the age band, by the server’s clock', async () => {
      await profile(ANU, 'Anu Menon');
      const accepted = await acceptPrivacyNotice({ db: store.db, now }, ANU, {
        notice: PRIVACY_NOTICE_VERSION,
        ageBand: 'adult',
      });
      expect(accepted).toMatchObject({
        ageBand: 'adult',
        consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: '2026-09-01T10:00:00.000Z' },
      });
      // Its newsletter choice was made at registration, and says so.
      expect(accepted.consent?.newsletterAt).toBe('2026-08-01T00:00:00.000Z');
    });

    it('never changes an age band once given', async () => {
      await profile(ANU, 'Anu Menon', { ageBand: 'under-18' });
      const error = await refusal(
        acceptPrivacyNotice({ db: store.db, now }, ANU, {
          notice: PRIVACY_NOTICE_VERSION,
          ageBand: 'adult',
        }),
      );
      expect(error.code).toBe('failed-precondition');
      expect((await read<{ ageBand: string }>(`profiles/${ANU}`))?.ageBand).toBe('under-18');
      // The notice alone can be accepted again, the band untouched.
      const accepted = await acceptPrivacyNotice({ db: store.db, now }, ANU, {
        notice: PRIVACY_NOTICE_VERSION,
      });
      expect(accepted.ageBand).toBe('under-18');
    });

    it('refuses an old notice, a missing band, and anything else', async () => {
      await profile(ANU, 'Anu Menon');
      for (const bad of [
        { notice: '2020-01-01', ageBand: 'adult' },
        { notice: PRIVACY_NOTICE_VERSION },
        { notice: PRIVACY_NOTICE_VERSION, ageBand: 'adult', createdAt: 0 },
        null,
      ]) {
        expect((await refusal(acceptPrivacyNotice({ db: store.db, now }, ANU, bad))).code).toBe(
          'invalid-argument',
        );
      }
    });

    it('takes a visitor who says they are under 18 off the boards', async () => {
      // On the board from before the age band was asked.
      await profile(ANU, 'Anu Menon', { ageBand: 'adult', consent: accepted });
      await submitPlay(playDeps(), ANU, { play: play(70) });
      expect((await read<SummaryDoc>('leaderboard/pookalam'))?.top).toHaveLength(1);
      await profile(ANU, 'Anu Menon');
      await acceptPrivacyNotice({ db: store.db, now }, ANU, {
        notice: PRIVACY_NOTICE_VERSION,
        ageBand: 'under-18',
      });
      expect(await read(`leaderboard/pookalam/entries/${ANU}`)).toBeUndefined();
      expect(await read<SummaryDoc>('leaderboard/pookalam')).toMatchObject({
        top: [],
        players: 0,
      });
    });
  });

  it('records when the newsletter consent is withdrawn or given, each an edit like any other', async () => {
    await profile(ANU, 'Anu Menon', { ageBand: 'adult' });
    clock = Date.parse('2026-09-02T08:30:00.000Z');
    const withdrawn = await updateProfile({ db: store.db, now }, ANU, { newsletter: false });
    expect(withdrawn).toMatchObject({
      newsletter: false,
      consent: { newsletterAt: '2026-09-02T08:30:00.000Z' },
    });
    clock += 60_000;
    const given = await updateProfile({ db: store.db, now }, ANU, { newsletter: true });
    expect(given.consent?.newsletterAt).toBe('2026-09-02T08:31:00.000Z');
    // Every change that writes counts (profiles.test.ts: and a withdrawal is never refused).
    expect((await read<StatsDoc>(`stats/${ANU}`))?.profileEdits).toMatchObject({ count: 2 });
  });
});
