/** @jest-environment node */
import {
  REPORTS_PER_DAY,
  WISHES_OPEN_MAX,
  WISHES_PER_DAY,
  type WishDoc,
  type WishInput,
} from '@onam/shared/backend/wishes';
import { moderateWish, publishWish, reportWish, type WishDeps } from '../wishes';
import {
  describeWithFirestore,
  refusal,
  testFirestore,
  type TestFirestore,
} from './firestore-emulator';

const card: WishInput = {
  greeting: 'ponnonam',
  name: 'Anu',
  district: 'kollam',
  illustration: 'festival',
};
const desk = { uid: 'desk', email: 'desk@example.com', operator: true };

describeWithFirestore('the wall of wishes: publishWish, reportWish, moderateWish', () => {
  jest.setTimeout(30_000);
  let store: TestFirestore;
  let clock: number;
  let ids: number;
  let deps: WishDeps;

  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.clear();
    clock = Date.parse('2026-08-26T04:00:00.000Z'); // 09:30 in Kerala
    ids = 0;
    deps = { db: store.db, now: () => new Date(clock), newId: () => `w${++ids}` };
    await Promise.all(
      [
        ['anu', { displayName: 'Anu', district: 'kollam', ageBand: 'adult' }],
        ['kannan', { displayName: 'Kannan', district: 'thrissur' }],
        ['meera', { displayName: 'Meera', district: 'idukki', ageBand: 'adult' }],
        ['chinnu', { displayName: 'Chinnu', district: 'kannur', ageBand: 'under-18' }],
      ].map(([uid, profile]) =>
        store.db
          .doc(`profiles/${uid as string}`)
          .set({ newsletter: false, createdAt: 0, ...(profile as object) }),
      ),
    );
  });

  const wish = async (id: string) =>
    (await store.db.doc(`wishes/${id}`).get()).data() as WishDoc | undefined;
  const approved = async () =>
    (await store.db.collection('wishes').where('status', '==', 'approved').get()).docs.map(
      (doc) => doc.id,
    );

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
      expect(await approved()).toEqual([]);
    });

    it('takes a visitor whose profile predates the age band (not a child)', async () => {
      await expect(publishWish(deps, 'kannan', card)).resolves.toMatchObject({
        status: 'pending',
      });
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
      ]) {
        expect((await refusal(publishWish(deps, 'anu', wrong))).code).toBe('invalid-argument');
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
  });

  describe('moderateWish', () => {
    it('refuses a visitor and a signed-out caller, and changes nothing', async () => {
      await publishWish(deps, 'anu', card);
      const visitor = await refusal(
        moderateWish(
          deps,
          { uid: 'meera', operator: undefined },
          { wishId: 'w1', action: 'approve' },
        ),
      );
      expect(visitor.code).toBe('permission-denied');
      const self = await refusal(
        moderateWish(deps, { uid: 'anu' }, { wishId: 'w1', action: 'approve' }),
      );
      expect(self.code).toBe('permission-denied');
      expect(
        (await refusal(moderateWish(deps, {}, { wishId: 'w1', action: 'approve' }))).code,
      ).toBe('unauthenticated');
      expect(await wish('w1')).toMatchObject({ status: 'pending' });
    });

    it('approves a card onto the wall, and stores a rejection’s reason for its author', async () => {
      await publishWish(deps, 'anu', card);
      await publishWish(deps, 'anu', { ...card, name: 'Anu again' });
      clock += 60_000;
      await expect(
        moderateWish(deps, desk, { wishId: 'w1', action: 'approve' }),
      ).resolves.toMatchObject({ status: 'approved' });
      expect(await approved()).toEqual(['w1']);
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
      const again = await refusal(moderateWish(deps, desk, { wishId: 'w2', action: 'approve' }));
      expect(again.message).toBe('This card is rejected now, so it cannot be approved.');
      expect(
        (await refusal(moderateWish(deps, desk, { wishId: 'nope', action: 'remove' }))).code,
      ).toBe('not-found');
    });
  });

  describe('reportWish', () => {
    beforeEach(async () => {
      await publishWish(deps, 'anu', card);
      await moderateWish(deps, desk, { wishId: 'w1', action: 'approve' });
    });

    it('takes a reported card off the wall at once, until an operator approves it again', async () => {
      clock += 5_000;
      await expect(reportWish(deps, 'meera', { wishId: 'w1' })).resolves.toEqual({ counted: true });
      expect(await approved()).toEqual([]);
      expect(await wish('w1')).toMatchObject({
        status: 'reported',
        reports: 1,
        queuedAt: '2026-08-26T04:00:05.000Z',
      });
      expect((await store.db.doc('wishReports/w1_meera').get()).data()).toMatchObject({
        uid: 'meera',
        wishId: 'w1',
      });
      await moderateWish(deps, desk, { wishId: 'w1', action: 'approve' });
      expect(await approved()).toEqual(['w1']);
    });

    it('counts a second report by the same visitor not at all, even after the card is back', async () => {
      await reportWish(deps, 'meera', { wishId: 'w1' });
      await moderateWish(deps, desk, { wishId: 'w1', action: 'approve' });
      await expect(reportWish(deps, 'meera', { wishId: 'w1' })).resolves.toEqual({
        counted: false,
      });
      expect(await wish('w1')).toMatchObject({ status: 'approved', reports: 1 });
      expect((await store.db.collection('wishReports').get()).size).toBe(1);
    });

    it('refuses one’s own card, a card not on the wall, a signed-out caller, and a day past the cap', async () => {
      expect((await refusal(reportWish(deps, 'anu', { wishId: 'w1' }))).message).toBe(
        'This is your own card.',
      );
      await publishWish(deps, 'anu', { ...card, name: 'Pending' });
      expect((await refusal(reportWish(deps, 'meera', { wishId: 'w2' }))).message).toBe(
        'This card is not on the wall.',
      );
      expect((await refusal(reportWish(deps, undefined, { wishId: 'w1' }))).code).toBe(
        'unauthenticated',
      );
      expect(await wish('w1')).toMatchObject({ status: 'approved', reports: 0 });

      // Enough approved cards by others for one visitor to report past the cap.
      const authors = Array.from({ length: REPORTS_PER_DAY + 1 }, (_, index) => `author${index}`);
      for (const author of authors) {
        await store.db.doc(`profiles/${author}`).set({ displayName: author, ageBand: 'adult' });
        const { id } = await publishWish(deps, author, card);
        await moderateWish(deps, desk, { wishId: id, action: 'approve' });
      }
      const onWall = (await approved()).filter((id) => id !== 'w1');
      for (const id of onWall.slice(0, REPORTS_PER_DAY)) {
        await reportWish(deps, 'kannan', { wishId: id });
      }
      const capped = await refusal(reportWish(deps, 'kannan', { wishId: onWall[REPORTS_PER_DAY] }));
      expect(capped.code).toBe('resource-exhausted');
      expect(capped.message).toContain(`You can report ${REPORTS_PER_DAY} cards a day`);
    });
  });
});
