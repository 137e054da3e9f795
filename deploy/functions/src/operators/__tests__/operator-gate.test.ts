/** @jest-environment node */
import { operatorCaller, operatorRef, signInEnded, type TokenVerifier } from '../operator-gate';
import {
  describeWithFirestore,
  refusal,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';

// The operators' callables verify the caller's ID token with Auth's revocation check and read the
// operator's listing: a revoked operator's token, which still carries the claim for up to an hour,
// is refused at once. Auth is a stand-in here; e2e/operators-revoked.spec.ts revokes a real one.

/** Auth's answers for the tokens it knows: a claim set per token, or revoked. */
function fakeAuth(tokens: Record<string, { uid: string; operator?: unknown } | 'revoked'>) {
  const asked: boolean[] = [];
  const auth: TokenVerifier = {
    verifyIdToken: async (token, checkRevoked) => {
      asked.push(checkRevoked === true);
      const known = tokens[token];
      if (!known) throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' });
      if (known === 'revoked') {
        throw Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' });
      }
      return { ...known, email: `${known.uid}@example.com` };
    },
  };
  return { auth, asked };
}

describeWithFirestore('the operators’ gate', () => {
  jest.setTimeout(30_000);
  let store: TestFirestore;
  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.clear();
    await operatorRef(store.db, 'desk').set({ email: 'desk@example.com', grantedAt: '' });
  });

  it('takes a listed account with the claim as an operator, asking Auth about revocation', async () => {
    const { auth, asked } = fakeAuth({ t1: { uid: 'desk', operator: true } });
    expect(await operatorCaller({ auth, db: store.db }, 'Bearer t1')).toEqual({
      uid: 'desk',
      email: 'desk@example.com',
      operator: true,
    });
    expect(asked).toEqual([true]);
  });

  it('refuses a revoked token outright, though it still carries the claim', async () => {
    const { auth } = fakeAuth({ old: 'revoked' });
    const error = await refusal(operatorCaller({ auth, db: store.db }, 'Bearer old'));
    expect(error.code).toBe('unauthenticated');
    expect(error.message).toBe(signInEnded().message);
  });

  it('takes nobody as an operator on the claim alone, or on the listing alone', async () => {
    await operatorRef(store.db, 'desk').delete();
    const { auth } = fakeAuth({
      claimOnly: { uid: 'desk', operator: true },
      listedOnly: { uid: 'night' },
      truthy: { uid: 'mallory', operator: 'true' },
    });
    await operatorRef(store.db, 'night').set({ email: 'night@example.com', grantedAt: '' });
    await operatorRef(store.db, 'mallory').set({ email: 'mallory@example.com', grantedAt: '' });
    for (const token of ['claimOnly', 'listedOnly', 'truthy']) {
      expect((await operatorCaller({ auth, db: store.db }, `Bearer ${token}`)).operator).toBe(
        false,
      );
    }
  });

  it('passes a request with no token on as signed out, for the handler to refuse', async () => {
    const { auth, asked } = fakeAuth({});
    expect(await operatorCaller({ auth, db: store.db }, undefined)).toEqual({});
    expect(await operatorCaller({ auth, db: store.db }, 'Basic abc')).toEqual({});
    expect(asked).toEqual([]);
    expect((await refusal(operatorCaller({ auth, db: store.db }, 'Bearer forged'))).code).toBe(
      'unauthenticated',
    );
  });
});
