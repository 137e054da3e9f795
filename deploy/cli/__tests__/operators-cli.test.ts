/** @jest-environment node */
import { localManifestText } from '@onam/shared/manifest/__tests__/manifest-fixture';
import {
  LIVE_DOC,
  revisionDoc,
  type LiveDoc,
  type RevisionDoc,
} from '@onam/shared/campaign-ops/live-revisions';
import { operatorPath } from '@onam/shared/campaign-ops/operator-record';
import { goLive, operatorCommand, type OperatorAuth } from '../operators-cli';
import {
  describeWithFirestore,
  testFirestore,
  type TestFirestore,
} from '../../functions/src/testing/firestore-emulator';

describeWithFirestore('pnpm operators go-live', () => {
  jest.setTimeout(30_000);
  let store: TestFirestore;
  beforeAll(() => {
    store = testFirestore('cli');
  });
  afterAll(() => store.close());
  beforeEach(() => store.clear());

  const allWell = async () => [];

  it("makes an environment's manifest file the live campaign, recorded like any change", async () => {
    expect(await goLive(store.db, localManifestText(), 'desk@example.com', allWell)).toMatch(
      /^revision 1 is live/,
    );
    const live = (await store.db.doc(LIVE_DOC).get()).data() as LiveDoc;
    expect(JSON.parse(live.manifest)).toEqual(JSON.parse(localManifestText()));
    expect((await store.db.doc(revisionDoc(1)).get()).data() as RevisionDoc).toMatchObject({
      author: 'desk@example.com',
      command: 'import (a whole manifest)',
    });
  });

  it('goes on from the live revision, and refuses what the console would refuse, writing nothing', async () => {
    await goLive(store.db, localManifestText(), 'desk@example.com', allWell);
    const changed = JSON.parse(localManifestText());
    changed.routes['/dress'].enabled = false;
    expect(await goLive(store.db, JSON.stringify(changed), 'desk@example.com', allWell)).toMatch(
      /^revision 2 is live/,
    );
    await expect(goLive(store.db, '{ "remotes": ', 'desk@example.com', allWell)).rejects.toThrow(
      /^the file is not JSON/,
    );
    await expect(
      goLive(store.db, localManifestText(), 'desk@example.com', async () => [
        'remote "games": http://localhost:3001/mf-manifest.json could not be reached',
      ]),
    ).rejects.toThrow(/could not be reached/);
    expect(((await store.db.doc(LIVE_DOC).get()).data() as LiveDoc).revision).toBe(2);
  });
});

/** Admin Auth as the command uses it: one account's claims, and whether its tokens were revoked. */
function fakeAuth(email: string, uid: string) {
  const account = { uid, email, customClaims: { district: 'kollam' } as Record<string, unknown> };
  const revoked: string[] = [];
  const auth: OperatorAuth = {
    getUserByEmail: jest.fn(async (asked: string) => {
      if (asked !== email)
        throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
      return account as unknown as Awaited<ReturnType<OperatorAuth['getUserByEmail']>>;
    }),
    setCustomUserClaims: jest.fn(async (_uid: string, claims: object | null) => {
      account.customClaims = { ...(claims ?? {}) };
    }),
    revokeRefreshTokens: jest.fn(async (who: string) => {
      revoked.push(who);
    }),
  };
  return { auth, account, revoked };
}

describeWithFirestore('pnpm operators grant, revoke and show', () => {
  jest.setTimeout(30_000);
  let store: TestFirestore;
  beforeAll(() => {
    store = testFirestore('cli');
  });
  afterAll(() => store.close());
  beforeEach(() => store.clear());

  const now = () => new Date('2026-09-01T10:00:00.000Z');
  const listed = async (uid: string) => (await store.db.doc(operatorPath(uid)).get()).data();

  it('grants both the claim and the listing the rules and the functions read, keeping other claims', async () => {
    const { auth, account } = fakeAuth('desk@example.com', 'desk');
    expect(await operatorCommand(auth, store.db, 'grant', 'desk@example.com', now)).toBe(
      'desk@example.com is now an operator: they sign in again for it to count',
    );
    expect(account.customClaims).toEqual({ district: 'kollam', operator: true });
    expect(await listed('desk')).toEqual({
      email: 'desk@example.com',
      grantedAt: '2026-09-01T10:00:00.000Z',
    });
    expect(await operatorCommand(auth, store.db, 'show', 'desk@example.com', now)).toBe(
      'desk@example.com (desk) is an operator',
    );
    expect(await operatorCommand(auth, store.db, 'grant', 'desk@example.com', now)).toBe(
      'desk@example.com is an operator already',
    );
  });

  it('revokes at once: the listing goes, then the claim, and the account is signed out everywhere', async () => {
    const { auth, account, revoked } = fakeAuth('desk@example.com', 'desk');
    await operatorCommand(auth, store.db, 'grant', 'desk@example.com', now);
    expect(await operatorCommand(auth, store.db, 'revoke', 'desk@example.com', now)).toBe(
      'desk@example.com is no longer an operator, and is signed out everywhere',
    );
    expect(await listed('desk')).toBeUndefined();
    expect(account.customClaims).toEqual({ district: 'kollam' });
    expect(revoked).toEqual(['desk']);
    expect(await operatorCommand(auth, store.db, 'show', 'desk@example.com', now)).toBe(
      'desk@example.com (desk) is not an operator',
    );
  });

  it('lists again an operator granted before the listing existed, and says a half grant is none', async () => {
    const { auth, account } = fakeAuth('desk@example.com', 'desk');
    account.customClaims = { operator: true };
    expect(await operatorCommand(auth, store.db, 'show', 'desk@example.com', now)).toBe(
      'desk@example.com (desk) is not an operator: half granted (run grant or revoke again)',
    );
    expect(await operatorCommand(auth, store.db, 'grant', 'desk@example.com', now)).toBe(
      'desk@example.com is an operator again',
    );
    expect(await listed('desk')).toMatchObject({ email: 'desk@example.com' });
  });

  it('says so for an email with no account', async () => {
    const { auth } = fakeAuth('desk@example.com', 'desk');
    await expect(
      operatorCommand(auth, store.db, 'grant', 'nobody@example.com', now),
    ).rejects.toThrow(
      'there is no account with the email nobody@example.com: it must sign up first',
    );
  });
});
