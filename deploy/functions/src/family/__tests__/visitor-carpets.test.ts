/** @jest-environment node */
// A visitor's data on family carpets through "Download my data" and "Delete my account": the
// export lists the carpets they are on; the deletion takes them off each one (their name and
// their account's every trace), keeps the carpet for the family, and hands an unfinished one to
// the next member when the owner goes.
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import type { StatsDoc } from '@onam/shared/backend/firebase/server-documents';
import {
  carpetPath,
  familyEntryPath,
  memberPath,
  rosterPath,
  seatPath,
  strokePath,
  type CarpetDoc,
  type CarpetOptions,
  type MemberDoc,
  type RosterDoc,
  type SeatDoc,
} from '@onam/shared/family/carpet';
import { GAMES_VERSION } from '../../../../../remote-games/src/build-info';
import * as gamesScoring from '../../../../../remote-games/src/server-scoring';
import { inProcessScoring } from '../../../../game-packages/testing/in-process-scoring';
import { deleteMyAccount, exportMyData, type DeleteDeps } from '../../privacy/privacy';
import {
  describeWithFirestore,
  everyDocument,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';
import type { FamilyDeps } from '../family-deps';
import { finishFamilyCarpet } from '../finish-carpet';
import { joinFamilyCarpet } from '../join-carpet';
import { removeFamilyMember } from '../owner-controls';
import { randomId } from '../random-id';
import { startFamilyCarpet } from '../start-carpet';

const OPTIONS: CarpetOptions = { symmetry: 4, mode: 'day', day: 1 };
// Uids as Auth makes them, so that a search for one finds nothing else.
const ANU = 'Qm7TanuK2xv9LpR4sW1cYb8ZdE3f';
const BEN = 'Zx4BenT8wq2MnV6hJ1kLp9RsC5yD';
const DEVI = 'Dv3eViP7ks1NbW5gH8jQm2TzR6xA';

describeWithFirestore('a visitor’s family carpets in their data', () => {
  jest.setTimeout(60_000);
  let store: TestFirestore;
  let deps: FamilyDeps;
  let privacy: DeleteDeps;
  let clock: number;
  const now = () => new Date(clock);

  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.clear();
    clock = Date.parse('2026-08-26T10:00:00.000Z');
    deps = {
      db: store.db,
      scoring: inProcessScoring({ [GAMES_VERSION]: gamesScoring }),
      now,
      newId: (length) => randomId(length),
      gameRemotes: async () => ['games'],
    };
    privacy = {
      db: store.db,
      now,
      files: { list: async () => [], remove: async () => undefined },
      accounts: { deleteUser: async () => undefined },
    };
    await Promise.all(
      [
        [ANU, 'Anu Menon'],
        [BEN, 'Ben Thomas'],
        [DEVI, 'Devi Nair'],
      ].map(([uid, displayName]) =>
        store.db.doc(`profiles/${uid}`).set({
          displayName,
          district: 'kollam',
          newsletter: false,
          createdAt: 0,
          ageBand: 'adult',
          consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: 0, newsletterAt: 0 },
        }),
      ),
    );
  });

  const read = async <T>(path: string) => (await store.db.doc(path).get()).data() as T | undefined;

  /** Anu's carpet (a day-1 one: the centre and one ring), with Ben and Devi on it. */
  async function carpet() {
    const started = await startFamilyCarpet(deps, ANU, {
      options: OPTIONS,
      remote: 'games',
      version: GAMES_VERSION,
      cellCount: 17,
      name: 'Anu Menon',
    });
    const { carpetId } = started;
    clock += 60_000;
    const ben = await joinFamilyCarpet(deps, BEN, { carpetId, name: 'Ben Thomas' });
    clock += 60_000;
    const devi = await joinFamilyCarpet(deps, DEVI, { carpetId, name: 'Devi Nair' });
    // Ben lays a flower, with his seat's pace, as his page would.
    const batch = store.db.batch();
    batch.create(store.db.doc(strokePath(carpetId, `${ben.memberId}-1`)), {
      by: ben.memberId,
      at: new Date('2026-08-26T10:00:01.000Z'),
      cells: [0],
      codes: 'a',
    });
    batch.update(store.db.doc(seatPath(carpetId, BEN)), {
      lastAt: new Date('2026-08-26T10:00:01.000Z'),
      lastStroke: `${ben.memberId}-1`,
    });
    await batch.commit();
    return { carpetId, anu: started.memberId, ben: ben.memberId, devi: devi.memberId };
  }

  it('lists in the export each carpet the visitor is on, as the family sees them on it', async () => {
    const { carpetId, ben } = await carpet();
    const data = await exportMyData({ ...privacy }, { uid: BEN });
    expect(data.familyCarpets).toEqual([
      {
        path: memberPath(carpetId, ben),
        name: 'Ben Thomas',
        colour: 1,
        joinedAt: '2026-08-26T10:01:00.000Z',
        removed: false,
        owner: false,
        carpet: {
          id: carpetId,
          status: 'open',
          options: OPTIONS,
          createdAt: '2026-08-26T10:00:00.000Z',
        },
      },
    ]);
    expect(JSON.stringify(data)).not.toContain('Anu Menon');
    expect(JSON.stringify(data)).not.toContain(ANU);
  });

  it('lists the starts the server keeps apart in the export, and deletes them with the account', async () => {
    const requestId = 'c6a1f0b2-3d4e-4f5a-8b6c-7d8e9f0a1b2c';
    const started = await startFamilyCarpet(deps, ANU, {
      options: OPTIONS,
      remote: 'games',
      version: GAMES_VERSION,
      cellCount: 17,
      name: 'Anu Menon',
      requestId,
    });
    const data = await exportMyData({ ...privacy }, { uid: ANU });
    expect(data.familyStarts).toEqual({ starts: [{ requestId, ...started }] });
    expect(await exportMyData({ ...privacy }, { uid: BEN })).toMatchObject({ familyStarts: null });

    await deleteMyAccount(privacy, ANU);
    expect(await read(`carpetStarts/${ANU}`)).toBeUndefined();
    const left = await everyDocument(store.db);
    expect(left.filter(({ path, json }) => `${path} ${json}`.includes(ANU))).toEqual([
      expect.objectContaining({ path: `deletedAccounts/${ANU}` }),
    ]);
    expect(left.filter(({ json }) => json.includes(requestId))).toEqual([]);
  });

  it('takes a deleted member off the carpet and leaves no trace of their account', async () => {
    const { carpetId, ben } = await carpet();
    await deleteMyAccount(privacy, BEN);
    expect(await read<MemberDoc>(memberPath(carpetId, ben))).toMatchObject({
      name: '',
      removed: true,
    });
    expect(await read(seatPath(carpetId, BEN))).toBeUndefined();
    expect(await read<CarpetDoc>(carpetPath(carpetId))).toMatchObject({
      status: 'open',
      memberCount: 2,
    });
    // His flower stays on the family's carpet, by a member id that names no one.
    expect(await read(strokePath(carpetId, `${ben}-1`))).toBeDefined();
    const left = await everyDocument(store.db);
    expect(left.filter(({ path, json }) => `${path} ${json}`.includes(BEN))).toEqual([
      expect.objectContaining({ path: `deletedAccounts/${BEN}` }),
    ]);
    expect(left.filter(({ json }) => json.includes('Ben Thomas'))).toEqual([]);
    // A retry changes nothing.
    await deleteMyAccount(privacy, BEN);
    expect(await everyDocument(store.db)).toEqual(left);
  });

  it('takes a member the owner removed off it too, counting the family as it was', async () => {
    const { carpetId, devi } = await carpet();
    await removeFamilyMember(deps, ANU, { carpetId, memberId: devi });
    await deleteMyAccount(privacy, DEVI);
    expect(await read<MemberDoc>(memberPath(carpetId, devi))).toMatchObject({
      name: '',
      removed: true,
    });
    expect(await read<RosterDoc>(rosterPath(carpetId))).toMatchObject({ removed: {} });
    expect((await read<CarpetDoc>(carpetPath(carpetId)))?.memberCount).toBe(2);
  });

  it('hands an unfinished carpet to the member who joined next when its owner goes', async () => {
    const { carpetId, ben } = await carpet();
    await deleteMyAccount(privacy, ANU);
    expect(await read<CarpetDoc>(carpetPath(carpetId))).toMatchObject({
      status: 'open',
      owner: ben,
      memberCount: 2,
    });
    expect(await read<SeatDoc>(seatPath(carpetId, BEN))).toMatchObject({ owner: true });
    expect((await read<RosterDoc>(rosterPath(carpetId)))?.ownerUid).toBe(BEN);
    expect((await read<StatsDoc>(`stats/${BEN}`))?.carpetIds?.open).toEqual([carpetId]);
    // Ben can finish what the family laid.
    const result = await finishFamilyCarpet(deps, BEN, { carpetId, familyName: 'The Thomases' });
    expect(result).toMatchObject({ familyName: 'The Thomases', onBoard: true });
    expect(JSON.stringify(await everyDocument(store.db))).not.toContain('Anu Menon');
  });

  it('closes a carpet whose owner goes with no one else on it', async () => {
    const { carpetId } = await startFamilyCarpet(deps, ANU, {
      options: OPTIONS,
      remote: 'games',
      version: GAMES_VERSION,
      cellCount: 17,
      name: 'Anu Menon',
    });
    await deleteMyAccount(privacy, ANU);
    expect(await read<CarpetDoc>(carpetPath(carpetId))).toMatchObject({
      status: 'closed',
      memberCount: 0,
    });
    expect((await read<RosterDoc>(rosterPath(carpetId)))?.ownerUid).toBe('');
  });

  it('takes a finished carpet off the family board with its owner, and keeps it for the family', async () => {
    const { carpetId } = await carpet();
    await finishFamilyCarpet(deps, ANU, { carpetId, familyName: 'The Menons' });
    expect(await read(familyEntryPath('pookalam', carpetId))).toBeDefined();
    await deleteMyAccount(privacy, ANU);
    expect(await read(familyEntryPath('pookalam', carpetId))).toBeUndefined();
    expect(await read<CarpetDoc>(carpetPath(carpetId))).toMatchObject({
      status: 'finished',
      result: { familyName: 'The Menons' },
    });
    const left = await everyDocument(store.db);
    expect(left.filter(({ path, json }) => `${path} ${json}`.includes(ANU))).toEqual([
      expect.objectContaining({ path: `deletedAccounts/${ANU}` }),
    ]);
  });
});
