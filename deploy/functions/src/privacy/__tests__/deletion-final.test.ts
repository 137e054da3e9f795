/** @jest-environment node */
import { Timestamp } from 'firebase-admin/firestore';
import { SCORING_API_VERSION, type ScoringModule } from '@onam/shared/contracts/scoring';
import type { PlayInput } from '@onam/shared/backend/port';
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import type { SummaryDoc } from '@onam/shared/backend/firebase/server-documents';
import { accountDeleted, type DeletedAccountDoc, TOMBSTONE_KEPT_MS } from '../account-gate';
import { RECOUNT_MS } from '../../board/board';
import { registerMedia, removeMedia, type MediaFiles } from '../../media/media';
import { submitPlay, type PlayDeps } from '../../plays/plays';
import { acceptPrivacyNotice, deleteMyAccount, exportMyData, type PersonalFiles } from '../privacy';
import {
  describeWithFirestore,
  everyDocument,
  refusal,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';
import { inProcessScoring } from '../../../../game-packages/testing/in-process-scoring';

// "Delete my account" is final: the ID token of a deleted account stays valid for up to an hour
// (the callables do not ask Auth whether it was revoked), so a second tab, a device sending the
// plays it kept, or a script holding that token must be refused by every callable that writes.
// Calling a handler with the uid after the deletion is what such a token does.

const scoringModule: ScoringModule = {
  scoringApi: SCORING_API_VERSION,
  version: '0.1.0',
  scorePlay: (_gameId, record) => ({ score: (record as { points: number }).points, maxScore: 100 }),
};

const play = (points: number): PlayInput => ({
  gameId: 'pookalam',
  score: points,
  maxScore: 100,
  durationMs: 30_000,
  evidence: { version: '0.1.0', record: { points } },
});

// Uids unlike any other word in the documents, so a search for one finds only that visitor.
const ANU = 'uid-anu-7d31';
const BEN = 'uid-ben-2c88';

/** Storage for both the greetings' records and the deletion: paths of stored files. */
function fakeStorage(paths: string[] = []) {
  const stored = new Map(paths.map((path) => [path, { size: 1000, contentType: 'audio/webm' }]));
  const media: MediaFiles = {
    stat: async (path) => stored.get(path) ?? null,
    remove: async (path) => {
      stored.delete(path);
    },
  };
  const personal: PersonalFiles = {
    list: async (prefix) => [...stored.keys()].filter((path) => path.startsWith(prefix)).sort(),
    remove: media.remove,
  };
  return { stored, media, personal };
}

describeWithFirestore('deletion is final', () => {
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
  const accounts = () => ({ deleteUser: jest.fn(async () => undefined) });

  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.clear();
    clock = Date.parse('2026-09-01T10:00:00.000Z');
  });

  /** A visitor as registration leaves them: an adult who accepted the current notice. */
  const adult = (uid: string, displayName: string) => {
    const at = Timestamp.fromDate(new Date('2026-08-01T00:00:00.000Z'));
    return store.db.doc(`profiles/${uid}`).set({
      displayName,
      district: 'kollam',
      newsletter: false,
      createdAt: at,
      ageBand: 'adult',
      consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: at, newsletterAt: at },
    });
  };

  /** Anu and Ben on the board, Anu with a greeting kept; Anu deletes her account. */
  async function anuDeleted() {
    const storage = fakeStorage([`media/${ANU}/g0`]);
    await adult(ANU, 'Anu Menon');
    await adult(BEN, 'Ben Thomas');
    await submitPlay(playDeps(), ANU, { play: play(90), deviceId: 'd1' });
    await submitPlay(playDeps(), BEN, { play: play(80), deviceId: 'd1' });
    await registerMedia({ db: store.db, files: storage.media, now }, ANU, { mediaId: 'g0' });
    clock += 60_000;
    await deleteMyAccount(
      { db: store.db, now, files: storage.personal, accounts: accounts() },
      ANU,
    );
    return storage;
  }

  /** Everything the database holds about Anu, by id or content. */
  const anuAnywhere = async () =>
    (await everyDocument(store.db)).filter(({ path, json }) =>
      `${path} ${json}`.match(/uid-anu-7d31|Anu Menon/),
    );

  it('keeps only a tombstone: the uid and when, nothing of the person, and only for a day', async () => {
    await anuDeleted();
    const deletedAt = '2026-09-01T10:01:00.000Z';
    const expireAt = Timestamp.fromMillis(Date.parse(deletedAt) + TOMBSTONE_KEPT_MS);
    expect(await anuAnywhere()).toEqual([
      {
        path: `deletedAccounts/${ANU}`,
        json: JSON.stringify({ deletedAt, expireAt }),
      },
    ]);
    // Firestore's TTL policy deletes it once expireAt has passed: a day is well past the hour a
    // deleted account's ID token can live, and no new token can be had for it.
    expect(TOMBSTONE_KEPT_MS).toBeGreaterThanOrEqual(2 * 60 * 60 * 1000);
    expect(expireAt.toDate().toISOString()).toBe('2026-09-02T10:01:00.000Z');
  });

  it('refuses every write of a deleted account’s token, and nothing of it comes back', async () => {
    const storage = await anuDeleted();
    const left = await everyDocument(store.db);
    clock += RECOUNT_MS;
    // A greeting uploaded with the old token (Storage's rules know nothing of the deletion).
    storage.stored.set(`media/${ANU}/g1`, { size: 1000, contentType: 'audio/webm' });
    const media = { db: store.db, files: storage.media, now };
    const attempts: [string, () => Promise<unknown>][] = [
      ['a play', () => submitPlay(playDeps(), ANU, { play: play(95), deviceId: 'd2' })],
      ['a play again', () => submitPlay(playDeps(), ANU, { play: play(99) })],
      ['a greeting', () => registerMedia(media, ANU, { mediaId: 'g1' })],
      ['a greeting removed', () => removeMedia(media, ANU, { mediaId: 'g0' })],
      [
        'a consent',
        () =>
          acceptPrivacyNotice({ db: store.db, now }, ANU, {
            notice: PRIVACY_NOTICE_VERSION,
            ageBand: 'adult',
          }),
      ],
      [
        'an export',
        () => exportMyData({ db: store.db, now, files: storage.personal }, { uid: ANU }),
      ],
    ];
    for (const [what, attempt] of attempts) {
      const error = await refusal(attempt());
      expect({ what, code: error.code, message: error.message }).toEqual({
        what,
        code: 'unauthenticated',
        message: accountDeleted().message,
      });
    }
    // Not a document more: no play, no figures, no board entry or row, no record, no consent.
    expect(await everyDocument(store.db)).toEqual(left);
    expect(await read<SummaryDoc>('leaderboard/pookalam')).toMatchObject({
      top: [{ rank: 1, name: 'Ben Thomas', score: 80 }],
      counts: { '80': 1 },
      players: 1,
    });
    // The greeting uploaded with the old token is not kept for an account that is gone.
    expect([...storage.stored.keys()]).toEqual([]);
  });

  it('refuses a consent even where a profile was made again (as the rules used to allow)', async () => {
    await anuDeleted();
    await adult(ANU, 'Anu Menon');
    const error = await refusal(
      acceptPrivacyNotice({ db: store.db, now }, ANU, { notice: PRIVACY_NOTICE_VERSION }),
    );
    expect(error.code).toBe('unauthenticated');
  });

  it('writes the tombstone first: a deletion cut short refuses writes already, and a retry finishes it', async () => {
    const storage = fakeStorage([`media/${ANU}/g0`]);
    await adult(ANU, 'Anu Menon');
    await submitPlay(playDeps(), ANU, { play: play(90), deviceId: 'd1' });
    const failing = {
      deleteUser: jest.fn(async () => {
        throw new Error('Auth did not answer');
      }),
    };
    await expect(
      deleteMyAccount({ db: store.db, now, files: storage.personal, accounts: failing }, ANU),
    ).rejects.toThrow('Auth did not answer');
    // The account still signs in, and its other tab still sends plays: refused.
    expect((await refusal(submitPlay(playDeps(), ANU, { play: play(70) }))).code).toBe(
      'unauthenticated',
    );
    // Deleting is never refused, so the visitor's retry finishes the job; the first time stays.
    clock += 60_000;
    const retried = accounts();
    await deleteMyAccount({ db: store.db, now, files: storage.personal, accounts: retried }, ANU);
    expect(retried.deleteUser).toHaveBeenCalledWith(ANU);
    expect(await read<DeletedAccountDoc>(`deletedAccounts/${ANU}`)).toEqual({
      deletedAt: '2026-09-01T10:00:00.000Z',
      expireAt: Timestamp.fromMillis(Date.parse('2026-09-01T10:00:00.000Z') + TOMBSTONE_KEPT_MS),
    });
    expect(await anuAnywhere()).toHaveLength(1);
  });
});
