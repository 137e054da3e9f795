/** @jest-environment node */
import { Timestamp } from 'firebase-admin/firestore';
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import {
  PUBLIC_CARD_FIELDS,
  REPORTS_PER_DAY,
  REPORTS_TO_HIDE,
  WISHES_OPEN_MAX,
  WISHES_PER_DAY,
  type WishDoc,
  type WishInput,
} from '@onam/shared/backend/wishes';
import { manifestJson } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { NOW_WALL_DOC, sumWaiting } from '@onam/shared/now/now-counters';
import { deletedAccountRef } from '../../privacy/account-gate';
import { operatorRef } from '../../operators/operator-gate';
import { deleteMyAccount, exportMyData } from '../../privacy/privacy';
import { moderateWish, publishWish, reportWish, type WishDeps } from '../wishes';
import {
  describeWithFirestore,
  refusal,
  testFirestore,
  type TestFirestore,
  withEmulatorRetry,
} from '../../testing/firestore-emulator';

const card: WishInput = {
  greeting: 'ponnonam',
  name: 'Anu',
  district: 'kollam',
  illustration: 'festival',
};
const desk = { uid: 'desk', email: 'desk@example.com', operator: true };
const DAY_MS = 24 * 60 * 60 * 1000;

describeWithFirestore('the wall of wishes: publishWish, reportWish, moderateWish', () => {
  jest.setTimeout(30_000);
  let store: TestFirestore;
  let clock: number;
  let ids: number;
  let deps: WishDeps;

  /** A profile as registration leaves it: the current notice accepted, `age` ago, by the server. */
  const profile = (uid: string, extra: object = {}, age = 30 * DAY_MS) => {
    const at = Timestamp.fromMillis(clock - age);
    return store.db.doc(`profiles/${uid}`).set({
      displayName: uid,
      district: 'kollam',
      newsletter: false,
      createdAt: at,
      ageBand: 'adult',
      consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: at, newsletterAt: at },
      ...extra,
    });
  };

  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.clear();
    clock = Date.parse('2026-08-26T04:00:00.000Z'); // 09:30 in Kerala
    ids = 0;
    deps = { db: store.db, now: () => new Date(clock), newId: () => `w${++ids}` };
    await Promise.all([
      profile('anu'),
      profile('meera'),
      profile('ravi'),
      profile('devi'),
      profile('chinnu', { ageBand: 'under-18' }),
      // The console's operator is listed as `pnpm operators grant` lists one (operator-gate.ts).
      operatorRef(store.db, desk.uid).set({ email: desk.email, grantedAt: '2026-08-01' }),
      // From before the age band and the notice were asked: no band, no consent record.
      store.db.doc('profiles/kannan').set({
        displayName: 'Kannan',
        district: 'thrissur',
        newsletter: false,
        createdAt: Timestamp.fromMillis(clock - 30 * DAY_MS),
      }),
    ]);
  });

  const read = async <T>(path: string) => (await store.db.doc(path).get()).data() as T | undefined;
  const wish = (id: string) => read<WishDoc>(`wishes/${id}`);
  /** What the wall shows: the public copies' ids. */
  const onWall = async () => (await store.db.collection('wall').get()).docs.map((doc) => doc.id);
  const approve = (wishId: string, seenReports = 0) =>
    moderateWish(deps, desk, { wishId, action: 'approve', seenReports });
  const report = (uid: string, wishId: string) => reportWish(deps, { uid }, { wishId });
  /** Anu's card, published and approved: on the wall. */
  const approvedCard = async (extra: Partial<WishInput> = {}) => {
    const { id } = await publishWish(deps, 'anu', { ...card, ...extra });
    await approve(id);
    return id;
  };

  describe('publishWish', () => {
    it('keeps a card as pending, with the name cleaned and the server’s time, off the wall', async () => {
      const published = await publishWish(deps, 'anu', {
        ...card,
        name: `  Anu\u202e Menon\n `,
      });
      expect(published).toEqual({
        id: 'w1',
        ...card,
        name: 'Anu Menon',
        status: 'pending',
        reason: null,
        createdAt: '2026-08-26T04:00:00.000Z',
      });
      expect(await wish('w1')).toMatchObject({
        uid: 'anu',
        status: 'pending',
        name: 'Anu Menon',
        reports: 0,
        day: '2026-08-26',
      });
      expect(await onWall()).toEqual([]);
    });

    it('refuses a child, a signed-out caller, no profile, a reserved name and what the site does not offer', async () => {
      const child = await refusal(publishWish(deps, 'chinnu', card));
      expect(child.code).toBe('permission-denied');
      expect(child.message).toContain('18 and over');
      expect((await refusal(publishWish(deps, undefined, card))).code).toBe('unauthenticated');
      expect((await refusal(publishWish(deps, 'nobody', card))).message).toContain(
        'Finish your profile',
      );
      expect(
        (await refusal(publishWish(deps, 'anu', { ...card, name: 'Onam Utsavam official' })))
          .message,
      ).toContain('may not pass for the broadcaster');
      for (const wrong of [
        { ...card, greeting: 'happy-birthday' },
        { ...card, district: 'chennai' },
        { ...card, illustration: 'https://example.com/picture.png' },
        { ...card, status: 'approved' },
        { ...card, clientId: '../wishes/other' },
      ]) {
        expect((await refusal(publishWish(deps, 'anu', wrong))).code).toBe('invalid-argument');
      }
      expect((await store.db.collection('wishes').get()).size).toBe(0);
    });

    it('refuses a visitor who has not accepted the current notice: no consent record, no age band, another version', async () => {
      // The wall shows a visitor's name to everyone: only an adult who accepted the notice that
      // says so may be on it.
      const legacy = await refusal(publishWish(deps, 'kannan', card));
      expect(legacy.code).toBe('permission-denied');
      expect(legacy.message).toBe(
        'Before your card can go on the wall, give your age band and accept the current privacy notice: the page asks for both.',
      );
      await profile('meera', {
        consent: { notice: 'v999', noticeAt: Timestamp.now(), newsletterAt: Timestamp.now() },
      });
      expect((await refusal(publishWish(deps, 'meera', card))).message).toContain(
        'accept the current privacy notice',
      );
      await profile('ravi', { ageBand: null });
      expect((await refusal(publishWish(deps, 'ravi', card))).code).toBe('permission-denied');
      expect((await store.db.collection('wishes').get()).size).toBe(0);
    });

    it('refuses names that pass for the site with invisible or look-alike characters', async () => {
      for (const name of [
        'Off\u00adicial', // soft hyphen
        'Ad\u200bmin', // zero-width space
        'Kerala\u2060Vision', // word joiner
        'Offi\u200fcial', // right-to-left mark
        'Off\u200cicial', // zero-width non-joiner
        '\u041efficial', // Cyrillic O
        'Keral\u0430 Vision', // Cyrillic a
        'KeralaVision',
        'Adm\u00edn',
        '\uff21\uff44\uff4d\uff49\uff4e', // fullwidth
        'കേരള വിഷൻ',
        'ഓണം ഉത്സവം',
      ]) {
        const refused = await refusal(publishWish(deps, 'anu', { ...card, name }));
        expect({ name, code: refused.code }).toEqual({ name, code: 'invalid-argument' });
      }
      expect((await store.db.collection('wishes').get()).size).toBe(0);
    });

    it(`refuses a card past ${WISHES_OPEN_MAX} waiting or on the wall, and past ${WISHES_PER_DAY} a day, naming the cap`, async () => {
      for (let index = 0; index < WISHES_OPEN_MAX; index += 1) {
        await publishWish(deps, 'anu', card);
      }
      const open = await refusal(publishWish(deps, 'anu', card));
      expect(open.code).toBe('resource-exhausted');
      expect(open.message).toBe(
        `You can have ${WISHES_OPEN_MAX} cards waiting or on the wall at once. Wait for the moderators to look at one.`,
      );
      // Rejected and removed cards no longer count as open, but still count for the day.
      await moderateWish(deps, desk, { wishId: 'w1', action: 'reject', reason: 'Not a greeting' });
      await moderateWish(deps, desk, { wishId: 'w2', action: 'remove' });
      for (let index = WISHES_OPEN_MAX; index < WISHES_PER_DAY; index += 1) {
        const { id } = await publishWish(deps, 'anu', card);
        await moderateWish(deps, desk, { wishId: id, action: 'remove' });
      }
      const daily = await refusal(publishWish(deps, 'anu', card));
      expect(daily.message).toBe(
        `You can put ${WISHES_PER_DAY} cards on the wall a day. Try again tomorrow.`,
      );
      expect(daily.details).toEqual({ retryAfterMs: expect.any(Number) as number });
      // Another visitor is not held by Anu's caps; Anu is, after Kerala's midnight, only by hers.
      await expect(publishWish(deps, 'meera', card)).resolves.toMatchObject({ status: 'pending' });
      clock = Date.parse('2026-08-26T19:00:00.000Z'); // 00:30 on the 27th in Kerala
      await expect(publishWish(deps, 'anu', card)).resolves.toMatchObject({ status: 'pending' });
    });

    it('makes one card of a request sent again after its answer was lost, at once or later', async () => {
      const clientId = 'c6a1f0b2-3d4e-4f5a-8b6c-7d8e9f0a1b2c';
      const first = await publishWish(deps, 'anu', { ...card, clientId });
      clock += 30_000;
      const again = await publishWish(deps, 'anu', { ...card, clientId });
      expect(again).toEqual(first);
      // Both at once, as two tabs or a retry racing the first try would send them. The emulator
      // can drop one of two racing transactions where Firestore answers ABORTED (and the SDK
      // retries): withEmulatorRetry stands in for that retry and nothing else.
      const other = 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b';
      const [one, two] = await Promise.all([
        withEmulatorRetry(() => publishWish(deps, 'anu', { ...card, clientId: other })),
        withEmulatorRetry(() => publishWish(deps, 'anu', { ...card, clientId: other })),
      ]);
      expect(one).toEqual(two);
      expect((await store.db.collection('wishes').get()).size).toBe(2);
      // A retry costs no place: one more card still fits under the open cap.
      await expect(publishWish(deps, 'anu', card)).resolves.toMatchObject({ status: 'pending' });
      // The same id from another visitor is another card; the card's id names neither visitor.
      const meeras = await publishWish(deps, 'meera', { ...card, clientId });
      expect(meeras.id).not.toBe(first.id);
      expect(first.id).not.toContain('anu');
      expect(first.id).not.toContain(clientId);
    });

    it('refuses a deleted account, whatever its token says', async () => {
      await deletedAccountRef(store.db, 'anu').set({ deletedAt: new Date(clock).toISOString() });
      const refused = await refusal(publishWish(deps, 'anu', card));
      expect(refused.code).toBe('unauthenticated');
      expect(refused.message).toContain('This account was deleted');
      expect((await store.db.collection('wishes').get()).size).toBe(0);
    });
  });

  describe('the public copies: what the wall serves', () => {
    it('holds exactly what the wall shows, and nothing of who wrote or moderated the card', async () => {
      const id = await approvedCard({ name: 'Anu Menon' });
      const copy = await read<Record<string, unknown>>(`wall/${id}`);
      expect(copy).toEqual({
        greeting: 'ponnonam',
        name: 'Anu Menon',
        district: 'kollam',
        illustration: 'festival',
        approvedAt: '2026-08-26T04:00:00.000Z',
      });
      expect(Object.keys(copy ?? {}).sort()).toEqual([...PUBLIC_CARD_FIELDS].sort());
      expect(JSON.stringify(copy)).not.toMatch(/anu"|desk/);
    });

    it('is there only while the card is on the wall: rejected, removed, taken off by reports', async () => {
      const rejected = await approvedCard();
      const removed = await approvedCard();
      expect((await onWall()).sort()).toEqual([rejected, removed].sort());
      await moderateWish(deps, desk, { wishId: rejected, action: 'reject', reason: 'No' });
      await moderateWish(deps, desk, { wishId: removed, action: 'remove' });
      expect(await onWall()).toEqual([]);

      const reported = await approvedCard();
      await reportWish(deps, desk, { wishId: reported });
      expect(await onWall()).toEqual([]);
      await approve(reported, 1);
      expect(await onWall()).toEqual([reported]);
    });

    it('goes with its author’s account, and an operator cannot approve a deleted author’s card', async () => {
      const approvedId = await approvedCard();
      const { id: waiting } = await publishWish(deps, 'anu', card);
      const meeras = await publishWish(deps, 'meera', card);
      await approve(meeras.id);
      const accounts = { deleteUser: jest.fn(async () => undefined) };
      const files = { list: async () => [], remove: async () => undefined };

      // While the deletion runs (its tombstone is written first), an approval must not put the
      // card back up.
      await deletedAccountRef(store.db, 'anu').set({ deletedAt: new Date(clock).toISOString() });
      expect((await refusal(approve(waiting))).code).toBe('not-found');
      expect(await onWall()).not.toContain(waiting);

      await deleteMyAccount({ db: store.db, now: deps.now, files, accounts }, 'anu');
      expect(await onWall()).toEqual([meeras.id]);
      expect(await read(`wall/${approvedId}`)).toBeUndefined();
    });
  });

  describe('moderateWish', () => {
    it('refuses a visitor and a signed-out caller, and changes nothing', async () => {
      await publishWish(deps, 'anu', card);
      const request = { wishId: 'w1', action: 'approve', seenReports: 0 };
      const visitor = await refusal(
        moderateWish(deps, { uid: 'meera', operator: undefined }, request),
      );
      expect(visitor.code).toBe('permission-denied');
      const self = await refusal(moderateWish(deps, { uid: 'anu' }, request));
      expect(self.code).toBe('permission-denied');
      expect((await refusal(moderateWish(deps, {}, request))).code).toBe('unauthenticated');
      expect(await wish('w1')).toMatchObject({ status: 'pending' });
    });

    it('approves a card onto the wall, and stores a rejection’s reason for its author', async () => {
      await publishWish(deps, 'anu', card);
      await publishWish(deps, 'anu', { ...card, name: 'Anu again' });
      clock += 60_000;
      await expect(approve('w1')).resolves.toMatchObject({ status: 'approved' });
      expect(await onWall()).toEqual(['w1']);
      expect(await wish('w1')).toMatchObject({
        approvedAt: '2026-08-26T04:01:00.000Z',
        moderatedBy: 'desk',
        queuedAt: null,
      });

      const noReason = await refusal(moderateWish(deps, desk, { wishId: 'w2', action: 'reject' }));
      expect(noReason.message).toContain('A rejection needs a reason');
      await moderateWish(deps, desk, {
        wishId: 'w2',
        action: 'reject',
        reason: '  Please write a greeting, not an advertisement.  ',
      });
      expect(await wish('w2')).toMatchObject({
        status: 'rejected',
        reason: 'Please write a greeting, not an advertisement.',
      });
      // A decision on a card that moved on is refused in words.
      const again = await refusal(approve('w2'));
      expect(again.message).toBe('This card is rejected now, so it cannot be approved.');
      expect(
        (await refusal(moderateWish(deps, desk, { wishId: 'nope', action: 'remove' }))).code,
      ).toBe('not-found');
    });

    it('refuses an approval that does not say how many reports the operator saw', async () => {
      await publishWish(deps, 'anu', card);
      const bare = await refusal(moderateWish(deps, desk, { wishId: 'w1', action: 'approve' }));
      expect(bare.code).toBe('invalid-argument');
      expect(await onWall()).toEqual([]);
    });

    it('refuses an approval when the card was reported after the operator looked at it', async () => {
      const id = await approvedCard();
      await reportWish(deps, desk, { wishId: id }); // off the wall, in the queue, 1 report
      // The operator looks (1 report); before they decide, a visitor reports it too.
      await report('meera', id);
      const late = await refusal(approve(id, 1));
      expect(late.code).toBe('aborted');
      expect(late.message).toBe(
        'This card was reported again since you looked at it (2 reports now). Look at it again before you approve it.',
      );
      expect(await onWall()).toEqual([]);
      expect(await wish(id)).toMatchObject({ status: 'reported', reports: 2 });
      // Having seen both, the operator may approve it.
      await expect(approve(id, 2)).resolves.toMatchObject({ status: 'approved', reports: 2 });
      expect(await onWall()).toEqual([id]);
    });
  });

  describe('the cards waiting, as the console’s "Now" panel counts them', () => {
    const waiting = async () =>
      sumWaiting(
        (await store.db.collection(`${NOW_WALL_DOC}/shards`).get()).docs.map((doc) => doc.data()),
      );

    it('counts a card from publishing until an operator decides, and a reported one until looked at again', async () => {
      const first = await publishWish(deps, 'anu', card);
      const second = await publishWish(deps, 'meera', card);
      expect(await waiting()).toBe(2);
      await approve(first.id);
      await moderateWish(deps, desk, { wishId: second.id, action: 'reject', reason: 'No' });
      expect(await waiting()).toBe(0);
      // A refused decision moves nothing.
      await refusal(
        moderateWish(deps, desk, { wishId: second.id, action: 'reject', reason: 'No' }),
      );
      expect(await waiting()).toBe(0);
      // Reported while on the wall: waiting for a look, once however many report it.
      await report('meera', first.id);
      await report('ravi', first.id);
      expect(await waiting()).toBe(1);
      await approve(first.id, 2);
      expect(await waiting()).toBe(0);
    });
  });

  describe('reportWish', () => {
    it(`takes a card off the wall after ${REPORTS_TO_HIDE} visitors with established accounts report it, not before`, async () => {
      const id = await approvedCard();
      clock += 5_000;
      await expect(report('meera', id)).resolves.toEqual({ counted: true, offWall: false });
      // Still on the wall, but in the queue for an operator to look at.
      expect(await onWall()).toEqual([id]);
      expect(await wish(id)).toMatchObject({
        status: 'approved',
        reports: 1,
        queuedAt: '2026-08-26T04:00:05.000Z',
      });
      await expect(report('ravi', id)).resolves.toEqual({ counted: true, offWall: false });
      expect(await onWall()).toEqual([id]);
      await expect(report('devi', id)).resolves.toEqual({ counted: true, offWall: true });
      expect(await onWall()).toEqual([]);
      expect(await wish(id)).toMatchObject({ status: 'reported', reports: 3 });
      expect((await store.db.doc(`wishReports/${id}_meera`).get()).data()).toMatchObject({
        uid: 'meera',
        wishId: id,
      });
      await approve(id, 3);
      expect(await onWall()).toEqual([id]);
    });

    it('counts each reporter once, and accounts younger than a day only as a note for the operators', async () => {
      const id = await approvedCard();
      // One visitor reporting again, and a day's worth of brand-new accounts, hide nothing.
      await report('meera', id);
      await expect(report('meera', id)).resolves.toEqual({ counted: false, offWall: false });
      for (let index = 0; index < REPORTS_TO_HIDE + 2; index += 1) {
        await profile(`fresh${index}`, {}, 60 * 60 * 1000);
        await expect(report(`fresh${index}`, id)).resolves.toEqual({
          counted: true,
          offWall: false,
        });
      }
      expect(await onWall()).toEqual([id]);
      expect(await wish(id)).toMatchObject({ status: 'approved', reports: REPORTS_TO_HIDE + 3 });
      expect((await store.db.collection('wishReports').get()).size).toBe(REPORTS_TO_HIDE + 3);
      // A day later the same accounts count.
      clock += 24 * 60 * 60 * 1000;
      const next = await approvedCard({ name: 'Anu, next day' });
      for (let index = 0; index < REPORTS_TO_HIDE; index += 1) await report(`fresh${index}`, next);
      expect(await onWall()).toEqual([id]);
    });

    it('refuses an account with no profile: a script’s accounts report nothing', async () => {
      const id = await approvedCard();
      const refused = await refusal(report('nobody', id));
      expect(refused.code).toBe('permission-denied');
      expect(refused.message).toBe('Finish your profile before you report a card.');
      expect(await wish(id)).toMatchObject({ status: 'approved', reports: 0 });
    });

    it('takes a card off at once when an operator reports it', async () => {
      const id = await approvedCard();
      await expect(reportWish(deps, desk, { wishId: id })).resolves.toEqual({
        counted: true,
        offWall: true,
      });
      expect(await onWall()).toEqual([]);
    });

    it('takes a revoked operator’s report as a visitor’s: their token still has the claim, the listing is gone', async () => {
      const id = await approvedCard();
      const revoked = { uid: 'former', email: 'former@example.com', operator: true };
      await profile('former', {}, 60 * 60 * 1000);
      await expect(reportWish(deps, revoked, { wishId: id })).resolves.toEqual({
        counted: true,
        offWall: false,
      });
      expect(await onWall()).toEqual([id]);
    });

    it('takes the number of reports from the live campaign', async () => {
      const manifest = manifestJson((json) => {
        Object.assign(json, { wall: { reportsToHide: 1 } });
      });
      await store.db.doc('campaign/live').set({
        revision: 1,
        manifest: JSON.stringify(manifest),
        etag: '"r1"',
        time: new Date(clock).toISOString(),
        author: 'desk@example.com',
      });
      const id = await approvedCard();
      await expect(report('meera', id)).resolves.toEqual({ counted: true, offWall: true });
      expect(await onWall()).toEqual([]);
    });

    it('refuses one’s own card, a card not on the wall, a signed-out caller, a deleted account, and a day past the cap', async () => {
      const id = await approvedCard();
      expect((await refusal(report('anu', id))).message).toBe('This is your own card.');
      const { id: pending } = await publishWish(deps, 'anu', { ...card, name: 'Pending' });
      expect((await refusal(report('meera', pending))).message).toBe(
        'This card is not on the wall.',
      );
      expect((await refusal(reportWish(deps, {}, { wishId: id }))).code).toBe('unauthenticated');
      await deletedAccountRef(store.db, 'ravi').set({ deletedAt: new Date(clock).toISOString() });
      expect((await refusal(report('ravi', id))).message).toContain('This account was deleted');
      expect(await wish(id)).toMatchObject({ status: 'approved', reports: 0 });

      // Enough approved cards by others for one visitor to report past the cap.
      const authors = Array.from({ length: REPORTS_PER_DAY + 1 }, (_, index) => `author${index}`);
      for (const author of authors) {
        await profile(author);
        const { id: theirs } = await publishWish(deps, author, card);
        await approve(theirs);
      }
      const others = (await onWall()).filter((other) => other !== id);
      for (const other of others.slice(0, REPORTS_PER_DAY)) await report('meera', other);
      const capped = await refusal(report('meera', others[REPORTS_PER_DAY] ?? ''));
      expect(capped.code).toBe('resource-exhausted');
      expect(capped.message).toContain(`You can report ${REPORTS_PER_DAY} cards a day`);
    });
  });

  describe('a visitor’s own data', () => {
    it('exports their cards without the moderating operator’s uid, and the public copies as they are', async () => {
      const id = await approvedCard();
      const data = await exportMyData(
        { db: store.db, now: deps.now, files: { list: async () => [] } },
        { uid: 'anu' },
      );
      expect(data.wallCards).toEqual([
        expect.objectContaining({ path: `wishes/${id}`, status: 'approved' }),
      ]);
      expect(JSON.stringify(data.wallCards)).not.toContain('moderatedBy');
      expect(JSON.stringify(data)).not.toContain('desk');
      expect(data.wallCopies).toEqual([
        {
          path: `wall/${id}`,
          greeting: 'ponnonam',
          name: 'Anu',
          district: 'kollam',
          illustration: 'festival',
          approvedAt: '2026-08-26T04:00:00.000Z',
        },
      ]);
    });
  });
});
