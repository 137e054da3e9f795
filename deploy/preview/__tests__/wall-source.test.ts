/** @jest-environment node */
import { WALL_PAGE_SIZE, wallPageFrom, type PublicCardDoc } from '@onam/shared/backend/wishes';
import {
  describeWithFirestore,
  testFirestore,
  type TestFirestore,
} from '../../functions/src/testing/firestore-emulator';
import { emulatorWall, plainValue, rowsOfRunQuery } from '../wall-source.mjs';

const card = (n: number): PublicCardDoc => ({
  greeting: 'onashamsakal',
  name: `Visitor ${n}`,
  district: n % 2 ? 'thrissur' : 'kollam',
  illustration: 'festival',
  approvedAt: new Date(Date.UTC(2026, 7, 20, 10, n)).toISOString(),
});

describe("the emulator's answer, as the pages function's documents read", () => {
  it('gives each value as a public copy holds it', () => {
    expect(plainValue({ stringValue: 'Devi' })).toBe('Devi');
    expect(plainValue({ nullValue: null })).toBeNull();
    expect(plainValue({ integerValue: '42' })).toBe(42);
    expect(plainValue({ booleanValue: true })).toBe(true);
    expect(
      plainValue({
        mapValue: { fields: { a: { arrayValue: { values: [{ doubleValue: 1.5 }] } } } },
      }),
    ).toEqual({ a: [1.5] });
  });

  it('keeps the documents of a runQuery answer, with their ids, and refuses what is no answer', () => {
    expect(
      rowsOfRunQuery([
        { readTime: 'x' },
        {
          document: {
            name: 'projects/p/databases/(default)/documents/wall/w1',
            fields: { name: { stringValue: 'Devi' } },
          },
        },
      ]),
    ).toEqual([{ id: 'w1', data: { name: 'Devi' } }]);
    expect(() => rowsOfRunQuery({ error: { code: 403 } })).toThrow('no list of results');
  });
});

describeWithFirestore('the wall read from the emulator for the preview’s drawn /wall', () => {
  let firestore: TestFirestore;
  beforeAll(() => {
    firestore = testFirestore();
  });
  afterAll(() => firestore.close());

  it('is the page the pages function reads: the newest cards, a page of them, and where the next starts', async () => {
    const { db, projectId } = firestore;
    const batch = db.batch();
    for (let n = 0; n < 15; n += 1) batch.set(db.collection('wall').doc(`w${n}`), card(n));
    // Not a public copy: never read.
    batch.set(db.collection('wishes').doc('private'), { ...card(99), uid: 'someone' });
    await batch.commit();
    const host = process.env.FIRESTORE_EMULATOR_HOST ?? '';

    const page = await emulatorWall({
      host,
      projectId,
      pageSize: WALL_PAGE_SIZE,
      pageFrom: wallPageFrom,
    })();

    // As deploy/functions/src/pages/functions.ts reads it, with the Admin SDK.
    const snapshot = await db.collection('wall').orderBy('approvedAt', 'desc').limit(13).get();
    const expected = wallPageFrom(
      snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() as PublicCardDoc })),
    );
    expect(page).toEqual(expected);
    expect(page.cards.map((c) => c.id)).toEqual([
      'w14',
      'w13',
      'w12',
      'w11',
      'w10',
      'w9',
      'w8',
      'w7',
      'w6',
      'w5',
      'w4',
      'w3',
    ]);
    expect(page.next).toBe(card(3).approvedAt);
  });

  it('is an empty page for an empty wall, and a failure when no emulator answers', async () => {
    const { projectId } = testFirestore();
    const host = process.env.FIRESTORE_EMULATOR_HOST ?? '';
    expect(
      await emulatorWall({ host, projectId, pageSize: WALL_PAGE_SIZE, pageFrom: wallPageFrom })(),
    ).toEqual({ cards: [], next: null });
    await expect(
      emulatorWall({
        host: '127.0.0.1:9',
        projectId,
        pageSize: WALL_PAGE_SIZE,
        pageFrom: wallPageFrom,
        timeoutMs: 500,
      })(),
    ).rejects.toThrow();
  });
});
