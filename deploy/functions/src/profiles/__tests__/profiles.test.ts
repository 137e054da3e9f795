/** @jest-environment node */
import { PROFILE_EDITS_PER_DAY } from '@onam/shared/backend/port';
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import { deletedAccountRef } from '../../privacy/account-gate';
import { updateProfile } from '../profiles';
import {
  describeWithFirestore,
  refusal,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';

// updateProfile against the Firestore emulator, as an attacker with a fresh account would call
// it: every change that writes counts against the day's edits, a call that changes nothing writes
// nothing, a lost answer sent again is the same edit, and a name that passes for the site never
// reaches the board.

describeWithFirestore('updateProfile', () => {
  jest.setTimeout(60_000);
  let store: TestFirestore;
  let clock: number;
  const now = () => new Date(clock);
  let logged: string[];
  const log = (event: string) => logged.push(event);
  const edit = (data: unknown, uid = 'anu') => updateProfile({ db: store.db, now, log }, uid, data);

  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.clear();
    clock = Date.parse('2026-08-26T10:00:00.000Z');
    logged = [];
    await store.db.doc('profiles/anu').set({
      displayName: 'Anu',
      district: 'kollam',
      newsletter: false,
      createdAt: 0,
      ageBand: 'adult',
      consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: 0, newsletterAt: 0 },
    });
    await store.db
      .doc('leaderboard/dress/entries/anu')
      .set({ name: 'Anu', district: 'kollam', score: 60, at: '2026-08-26T09:00:00.000Z' });
  });

  /** When a document was last written (undefined: it does not exist). */
  const written = async (path: string) => (await store.db.doc(path).get()).updateTime?.toMillis();
  const read = async <T>(path: string) => (await store.db.doc(path).get()).data() as T | undefined;

  it('answers 40 calls that change nothing without a write, and without counting them', async () => {
    const [profileAt, entryAt] = [
      await written('profiles/anu'),
      await written('leaderboard/dress/entries/anu'),
    ];
    for (let n = 0; n < 40; n += 1) {
      const change = [{}, { newsletter: false }, { displayName: 'Anu' }, { district: 'kollam' }][
        n % 4
      ];
      expect(await edit(change)).toMatchObject({ displayName: 'Anu', newsletter: false });
    }
    expect(await written('profiles/anu')).toBe(profileAt);
    expect(await written('leaderboard/dress/entries/anu')).toBe(entryAt);
    expect(await written('stats/anu')).toBeUndefined();
    // The day's edits are all still there.
    for (let n = 0; n < PROFILE_EDITS_PER_DAY; n += 1) {
      await edit({ district: n % 2 === 0 ? 'thrissur' : 'kollam' });
    }
    expect((await refusal(edit({ district: 'idukki' }))).code).toBe('resource-exhausted');
  });

  it(`counts 40 newsletter toggles against the ${PROFILE_EDITS_PER_DAY} edits a day, and never refuses a withdrawal`, async () => {
    const entryAt = await written('leaderboard/dress/entries/anu');
    let given = 0;
    let refused = 0;
    for (let n = 0; n < 40; n += 1) {
      const newsletter = n % 2 === 0;
      const answer = await edit({ newsletter }).then(
        () => 'saved',
        (error: { code?: string }) => error.code,
      );
      if (newsletter && answer === 'saved') given += 1;
      if (answer === 'resource-exhausted') refused += 1;
      // Saying no to the newsletter is always possible (the DPDP Act: withdrawing as easy as
      // giving), even past the day's edits.
      if (!newsletter) expect([n, answer]).toEqual([n, 'saved']);
    }
    // Giving consent is an edit like any other: five given and five withdrawn use the day's ten.
    expect(given).toBe(PROFILE_EDITS_PER_DAY / 2);
    expect(refused).toBe(20 - PROFILE_EDITS_PER_DAY / 2);
    expect((await read<{ newsletter: boolean }>('profiles/anu'))?.newsletter).toBe(false);
    // The board shows no newsletter choice: its entries were never written.
    expect(await written('leaderboard/dress/entries/anu')).toBe(entryAt);
    expect((await refusal(edit({ district: 'idukki' }))).code).toBe('resource-exhausted');
  });

  it('counts an edit sent again after its answer was lost once, and answers it as before', async () => {
    const first = await edit({ displayName: 'Anu Menon', editId: 'edit-0001' });
    const profileAt = await written('profiles/anu');
    // The visitor's device never heard the answer and sends the same edit again.
    expect(await edit({ displayName: 'Anu Menon', editId: 'edit-0001' })).toEqual(first);
    expect(await written('profiles/anu')).toBe(profileAt);
    // Another edit, then the first again (a second tab, a slow retry): the first is not applied
    // twice, so it does not undo the second, and it is not counted twice.
    await edit({ displayName: 'Anu M', editId: 'edit-0002' });
    expect(await edit({ displayName: 'Anu Menon', editId: 'edit-0001' })).toMatchObject({
      displayName: 'Anu M',
    });
    for (let n = 2; n < PROFILE_EDITS_PER_DAY; n += 1) {
      await edit({ district: n % 2 === 0 ? 'thrissur' : 'kollam', editId: `edit-${1000 + n}` });
    }
    expect((await refusal(edit({ district: 'idukki', editId: 'edit-9999' }))).code).toBe(
      'resource-exhausted',
    );
  });

  it('refuses an edit id that is not one', async () => {
    for (const editId of ['', 'a b', 'x'.repeat(65), 42]) {
      expect((await refusal(edit({ newsletter: true, editId }))).code).toBe('invalid-argument');
    }
  });

  it('keeps a committed edit when the board cannot be renamed at once, and counts it once', async () => {
    // A board the rename cannot read: the rename after the commit fails. The entry, written in the
    // edit's own transaction, has the new name already, and the next recount rebuilds the board
    // from the entries.
    await store.db.doc('boards/dress').set({ top: 'unreadable' });
    await store.db.doc('leaderboard/dress').set({ top: [], counts: {}, players: 1 });
    const profile = await edit({ displayName: 'Anu Menon', editId: 'edit-0001' });
    expect(profile.displayName).toBe('Anu Menon');
    expect(logged).toEqual(['profile-board-rename-failed']);
    expect(await read('leaderboard/dress/entries/anu')).toMatchObject({ name: 'Anu Menon' });
    expect(await edit({ displayName: 'Anu Menon', editId: 'edit-0001' })).toEqual(profile);
    for (let n = 1; n < PROFILE_EDITS_PER_DAY; n += 1) {
      await edit({ district: n % 2 === 1 ? 'thrissur' : 'kollam' });
    }
    expect((await refusal(edit({ district: 'idukki' }))).code).toBe('resource-exhausted');
  });

  it('refuses a deleted account, whose token still works for an hour', async () => {
    await deletedAccountRef(store.db, 'anu').set({ deletedAt: '2026-08-26T09:59:00.000Z' });
    const profileAt = await written('profiles/anu');
    const error = await refusal(edit({ displayName: 'Anu Menon' }));
    expect(error.code).toBe('unauthenticated');
    expect(error.message).toMatch(/deleted/);
    expect(await written('profiles/anu')).toBe(profileAt);
    expect(await written('stats/anu')).toBeUndefined();
  });

  it.each([
    '\u041efficial',
    'Keral\u0430 Vision',
    'KeralaVision',
    'Adm\u00edn',
    '\uff21\uff44\uff4d\uff49\uff4e',
    'കേരള വിഷൻ',
    'ഓണം ഉത്സവം',
    'Off\u200cicial',
    'Off\u00adicial',
  ])('refuses the name %p, which passes for the site', async (displayName) => {
    expect((await refusal(edit({ displayName }))).code).toBe('invalid-argument');
    expect((await read<{ displayName: string }>('profiles/anu'))?.displayName).toBe('Anu');
  });

  it('shows a name kept from before the check as "a player" on the board, never as typed', async () => {
    await store.db.doc('profiles/anu').update({ displayName: 'Keral\u0430 Vision' });
    await edit({ district: 'idukki' });
    expect(await read('leaderboard/dress/entries/anu')).toMatchObject({
      name: '',
      district: 'idukki',
    });
  });
});
