/** @jest-environment node */
// Result links that say nothing of their player: a saved play gets a random share id, the link and
// its page's tags carry that id only, the picture is found through it, and "Delete my account"
// takes the ids with the rest. Against the Firestore emulator, with the handlers as deployed.
import { Timestamp } from 'firebase-admin/firestore';
import { SCORING_API_VERSION, type ScoringModule } from '@onam/shared/contracts/scoring';
import type { PlayInput } from '@onam/shared/backend/port';
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import { isShareId, resultLink } from '@onam/shared/share/links';
import { OG_DESIGN, shareMetaFor, shareMetaTags } from '@onam/shared/share/meta';
import { loadTypesetter } from '../../og/og-fonts';
import {
  createOgImageHandler,
  INVITATION_CACHE,
  readSharedPlay,
  RESULT_IMAGE_CACHE,
} from '../../og/og-image';
import type { Typesetter } from '../../og/og-image-svg';
import { rasterise } from '../../og/og-raster';
import { submitPlay, type PlayDeps } from '../plays';
import { deleteMyAccount, exportMyData, type PersonalFiles } from '../../privacy/privacy';
import {
  describeWithFirestore,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';
import { inProcessScoring } from '../../../../game-packages/testing/in-process-scoring';

const scoringModule: ScoringModule = {
  scoringApi: SCORING_API_VERSION,
  version: '0.1.0',
  scorePlay: (_gameId, record) => ({
    score: (record as { points: number }).points,
    maxScore: 100,
  }),
};

const play = (points: number): PlayInput => ({
  gameId: 'pookalam',
  score: points,
  maxScore: 100,
  durationMs: 30_000,
  evidence: { version: '0.1.0', record: { points } },
});

// A uid as Firebase Auth makes them (28 letters and digits), unlike any other word in the documents.
const ANU = 'Qm7TanuK2xv9LpR4sW1cYb8ZdE3f';
const ORIGIN = 'https://onam.example';
const V = `v=${OG_DESIGN}`;
const noFiles: PersonalFiles = { list: async () => [], remove: async () => undefined };

describeWithFirestore('result links with share ids', () => {
  jest.setTimeout(60_000);
  let store: TestFirestore;
  let type: Typesetter;
  let clock: number;
  let ids = 0;
  const now = () => new Date(clock);
  const deps = (): PlayDeps => ({
    db: store.db,
    scoring: inProcessScoring(() => scoringModule),
    now,
    newId: () => `id${(ids += 1)}`,
  });
  const adult = (uid: string, displayName: string, extra: object = {}) =>
    store.db.doc(`profiles/${uid}`).set({
      displayName,
      district: 'kollam',
      newsletter: false,
      createdAt: Timestamp.fromMillis(0),
      ageBand: 'adult',
      consent: {
        notice: PRIVACY_NOTICE_VERSION,
        noticeAt: Timestamp.fromMillis(0),
        newsletterAt: Timestamp.fromMillis(0),
      },
      ...extra,
    });
  const pictures = () =>
    createOgImageHandler({
      typesetter: async () => type,
      readPlay: (id) => readSharedPlay(store.db, id),
      readFamily: async () => null,
      brand: async () => 'Onam Utsavam · Kerala Vision',
      rasterise,
      log: () => undefined,
    });
  const picture = (query: string) => pictures()({ method: 'GET', path: '/og/result.png', query });

  beforeAll(async () => {
    store = testFirestore();
    type = await loadTypesetter();
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.clear();
    clock = Date.parse('2026-09-01T10:00:00.000Z');
  });

  it('gives a saved play a random share id, the same one when the play is sent again', async () => {
    await adult(ANU, 'Anu Menon');
    const first = await submitPlay(deps(), ANU, { play: play(80), deviceId: 'mfx1-abc9' });
    expect(isShareId(first.shareId)).toBe(true);
    expect(first.shareId).not.toContain(ANU.slice(0, 8));
    // The answer was lost and the device sends the play again: the same play, the same id.
    clock += 60_000;
    const again = await submitPlay(deps(), ANU, { play: play(80), deviceId: 'mfx1-abc9' });
    expect(again.shareId).toBe(first.shareId);
    expect(again.play.id).toBe(first.play.id);
    // Another play, another id, which says nothing of the first.
    clock += 60_000;
    const second = await submitPlay(deps(), ANU, { play: play(60), deviceId: 'mfx1-def0' });
    expect(isShareId(second.shareId)).toBe(true);
    expect(second.shareId).not.toBe(first.shareId);
  });

  it('names no account in the link, nor in the tags of its page', async () => {
    await adult(ANU, 'Anu Menon');
    const { shareId } = await submitPlay(deps(), ANU, { play: play(80), deviceId: 'mfx1-abc9' });
    const link = resultLink(ORIGIN, '/game', shareId);
    const url = new URL(link);
    const meta = shareMetaFor({
      path: url.pathname,
      search: url.search,
      origin: ORIGIN,
      locale: 'en',
      gameId: 'pookalam',
    });
    if (!meta) throw new Error('a result link has tags');
    const tags = shareMetaTags(meta);
    expect(meta.image).toBe(`${ORIGIN}/og/result.png?id=${shareId}&game=pookalam&${V}`);
    for (const text of [link, tags]) {
      expect(text).not.toContain(ANU);
      expect(text).not.toContain('mfx1-abc9');
    }
  });

  it('draws the score and name the server recorded from the share id', async () => {
    await adult(ANU, 'Anu Menon');
    const { shareId } = await submitPlay(deps(), ANU, { play: play(80), deviceId: 'mfx1-abc9' });
    expect(await readSharedPlay(store.db, shareId)).toEqual({
      gameId: 'pookalam',
      score: 80,
      maxScore: 100,
      name: 'Anu Menon',
    });
    const answer = await picture(`id=${shareId}&game=pookalam&${V}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(RESULT_IMAGE_CACHE);
  });

  it('draws no name for a player who may not appear in public', async () => {
    const names = [];
    for (const [uid, extra] of [
      ['Kid0000000000000000000000000', { ageBand: 'under-18' }],
      ['NoBand00000000000000000000000', { ageBand: null }],
      ['OldNotice0000000000000000000', { consent: { notice: '2020-01-01' } }],
    ] as const) {
      await adult(uid, 'Someone Named', extra);
      const { shareId } = await submitPlay(deps(), uid, { play: play(70), deviceId: 'd-1' });
      names.push((await readSharedPlay(store.db, shareId))?.name);
      clock += 60_000;
    }
    expect(names).toEqual(['', '', '']);
  });

  it('finds nothing by a link from before share ids: its picture is the game’s invitation', async () => {
    await adult(ANU, 'Anu Menon');
    const { play: saved } = await submitPlay(deps(), ANU, {
      play: play(80),
      deviceId: 'mfx1-abc9',
    });
    expect(saved.id).toBe(`${ANU}_mfx1-abc9`);
    expect(await readSharedPlay(store.db, saved.id)).toBeNull();
    const old = await picture(`id=${saved.id}&game=pookalam&${V}`);
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(`result.png?game=pookalam&${V}`);
    const invitation = await picture(`game=pookalam&${V}`);
    expect(invitation.status).toBe(200);
    expect(invitation.headers['content-type']).toBe('image/png');
  });

  it('forgets the share ids with the account: the link is then the invitation', async () => {
    await adult(ANU, 'Anu Menon');
    const { shareId } = await submitPlay(deps(), ANU, { play: play(80), deviceId: 'mfx1-abc9' });
    const exported = await exportMyData({ db: store.db, now, files: noFiles }, { uid: ANU });
    expect(exported.sharedResults).toEqual([
      expect.objectContaining({ path: `sharedResults/${shareId}` }),
    ]);

    await deleteMyAccount(
      { db: store.db, now, files: noFiles, accounts: { deleteUser: async () => undefined } },
      ANU,
    );
    expect((await store.db.doc(`sharedResults/${shareId}`).get()).exists).toBe(false);
    expect(await readSharedPlay(store.db, shareId)).toBeNull();
    const answer = await picture(`id=${shareId}&game=pookalam&${V}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(INVITATION_CACHE);
  });
});
