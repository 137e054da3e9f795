/** @jest-environment node */
import { MEDIA_PER_VISITOR, PROFILE_EDITS_PER_DAY } from '@onam/shared/backend/port';
import { SCORING_API_VERSION } from '@onam/shared/contracts/scoring';
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import type { StatsDoc, SummaryDoc } from '@onam/shared/backend/firebase/server-documents';
import { registerMedia, removeMedia, type MediaFiles } from '../media';
import { submitPlay } from '../../plays/plays';
import { updateProfile } from '../../profiles/profiles';
import {
  describeWithFirestore,
  refusal,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';
import { inProcessScoring } from '../../../../game-packages/testing/in-process-scoring';

/** Storage as far as the functions see it: the files a visitor uploaded, by path. */
function fakeFiles(): MediaFiles & { stored: Map<string, { size: number; contentType: string }> } {
  const stored = new Map<string, { size: number; contentType: string }>();
  return {
    stored,
    stat: async (path) => stored.get(path) ?? null,
    remove: async (path) => {
      stored.delete(path);
    },
  };
}

describeWithFirestore('updateProfile and the greetings’ records', () => {
  jest.setTimeout(30_000);
  let store: TestFirestore;
  let clock: number;
  const now = () => new Date(clock);

  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.clear();
    clock = Date.parse('2026-08-26T10:00:00.000Z');
    // An adult who accepted the notice: on the boards they play.
    await store.db.doc('profiles/anu').set({
      displayName: 'Anu',
      district: 'kollam',
      newsletter: false,
      createdAt: 0,
      ageBand: 'adult',
      consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: 0, newsletterAt: 0 },
    });
  });

  const read = async <T>(path: string) => (await store.db.doc(path).get()).data() as T | undefined;

  describe('updateProfile', () => {
    it('renames the visitor on the board they are on, in the same step', async () => {
      const scoring = {
        scoringApi: SCORING_API_VERSION,
        version: '0.1.0',
        scorePlay: () => ({ score: 60, maxScore: 100 }),
      };
      await submitPlay(
        {
          db: store.db,
          scoring: inProcessScoring(() => scoring),
          now,
          newId: () => 'p1',
        },
        'anu',
        {
          play: {
            gameId: 'dress',
            score: 60,
            maxScore: 100,
            durationMs: 1000,
            evidence: { version: '0.1.0', record: {} },
          },
        },
      );
      const profile = await updateProfile({ db: store.db, now }, 'anu', {
        displayName: 'Anu Menon',
        district: 'thrissur',
      });
      expect(profile).toMatchObject({ uid: 'anu', displayName: 'Anu Menon', district: 'thrissur' });
      expect(await read('leaderboard/dress/entries/anu')).toMatchObject({
        name: 'Anu Menon',
        district: 'thrissur',
      });
      expect((await read<SummaryDoc>('leaderboard/dress'))?.top[0]).toMatchObject({
        name: 'Anu Menon',
        district: 'thrissur',
      });
    });

    it('refuses a reserved name, an unknown field and a visitor who is not signed in', async () => {
      expect(
        (await refusal(updateProfile({ db: store.db, now }, 'anu', { displayName: 'Admin' }))).code,
      ).toBe('invalid-argument');
      expect(
        (await refusal(updateProfile({ db: store.db, now }, 'anu', { isAdmin: true }))).code,
      ).toBe('invalid-argument');
      expect((await refusal(updateProfile({ db: store.db, now }, undefined, {}))).code).toBe(
        'unauthenticated',
      );
      expect((await read<{ displayName: string }>('profiles/anu'))?.displayName).toBe('Anu');
    });

    it(`allows ${PROFILE_EDITS_PER_DAY} edits a Kerala day, then says when to come back`, async () => {
      for (let n = 0; n < PROFILE_EDITS_PER_DAY; n += 1) {
        await updateProfile({ db: store.db, now }, 'anu', {
          district: n % 2 === 0 ? 'thrissur' : 'kollam',
        });
      }
      const error = await refusal(
        updateProfile({ db: store.db, now }, 'anu', { district: 'idukki' }),
      );
      expect(error.code).toBe('resource-exhausted');
      // 10:00 UTC is 15:30 in Kerala: eight and a half hours to midnight there.
      expect(error.details).toEqual({ retryAfterMs: 8.5 * 60 * 60 * 1000 });
      // Giving the newsletter consent is an edit too (profiles.test.ts: withdrawing it never waits).
      expect(
        (await refusal(updateProfile({ db: store.db, now }, 'anu', { newsletter: true }))).code,
      ).toBe('resource-exhausted');
      clock += 9 * 60 * 60 * 1000;
      await updateProfile({ db: store.db, now }, 'anu', { district: 'idukki' });
    });
  });

  describe('registerMedia and removeMedia', () => {
    it('records an uploaded greeting from the stored file’s own size and type', async () => {
      const files = fakeFiles();
      files.stored.set('media/anu/g0', { size: 2048, contentType: 'audio/webm' });
      const record = await registerMedia({ db: store.db, files, now }, 'anu', {
        mediaId: 'g0',
        name: 'Onam greeting.webm',
      });
      expect(record).toMatchObject({
        id: 'anu_g0',
        uid: 'anu',
        size: 2048,
        contentType: 'audio/webm',
        storagePath: 'media/anu/g0',
      });
      expect((await read<StatsDoc>('stats/anu'))?.media).toBe(1);
    });

    it('refuses a record without a stored file', async () => {
      const error = await refusal(
        registerMedia({ db: store.db, files: fakeFiles(), now }, 'anu', { mediaId: 'g1' }),
      );
      expect(error.code).toBe('failed-precondition');
      expect(await read('media/anu_g1')).toBeUndefined();
    });

    it('refuses a slot outside the five, and a stored file of the wrong type (removing it)', async () => {
      const files = fakeFiles();
      expect(
        (await refusal(registerMedia({ db: store.db, files, now }, 'anu', { mediaId: 'g5' }))).code,
      ).toBe('invalid-argument');
      files.stored.set('media/anu/g2', { size: 10, contentType: 'text/html' });
      expect(
        (await refusal(registerMedia({ db: store.db, files, now }, 'anu', { mediaId: 'g2' }))).code,
      ).toBe('invalid-argument');
      expect(files.stored.has('media/anu/g2')).toBe(false);
    });

    it(`keeps at most ${MEDIA_PER_VISITOR} greetings a visitor, and frees a place on removal`, async () => {
      const files = fakeFiles();
      const deps = { db: store.db, files, now };
      for (let slot = 0; slot < MEDIA_PER_VISITOR; slot += 1) {
        files.stored.set(`media/anu/g${slot}`, { size: 10, contentType: 'audio/webm' });
        await registerMedia(deps, 'anu', { mediaId: `g${slot}` });
      }
      // A sixth record (the count says five, whatever a client claims) is refused.
      await store.db.doc('media/anu_g4').delete();
      files.stored.set('media/anu/g4', { size: 10, contentType: 'audio/webm' });
      const error = await refusal(registerMedia(deps, 'anu', { mediaId: 'g4' }));
      expect(error.code).toBe('resource-exhausted');
      expect(error.message).toBe(
        `You can keep ${MEDIA_PER_VISITOR} greetings. Delete one to keep another.`,
      );
      expect(files.stored.has('media/anu/g4')).toBe(false);

      await removeMedia(deps, 'anu', { mediaId: 'g0' });
      expect(await read('media/anu_g0')).toBeUndefined();
      expect(files.stored.has('media/anu/g0')).toBe(false);
      expect((await read<StatsDoc>('stats/anu'))?.media).toBe(MEDIA_PER_VISITOR - 1);
    });

    it('records a greeting once when asked twice', async () => {
      const files = fakeFiles();
      files.stored.set('media/anu/g0', { size: 10, contentType: 'audio/webm' });
      await registerMedia({ db: store.db, files, now }, 'anu', { mediaId: 'g0' });
      await registerMedia({ db: store.db, files, now }, 'anu', { mediaId: 'g0' });
      expect((await read<StatsDoc>('stats/anu'))?.media).toBe(1);
    });
  });
});
