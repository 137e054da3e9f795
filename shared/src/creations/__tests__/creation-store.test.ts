import 'fake-indexeddb/auto';
import { installBrowserGaps } from '../../backend/local/__tests__/fake-browser';
import { createCreationStore, CREATIONS_MAX } from '../creation-store';
import { keepRawRecords } from './raw-records';

beforeAll(installBrowserGaps);

/** A PNG's signature, then the label: the store reads a picture's first bytes, not the rest. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (label: string) =>
  new Blob([new Uint8Array(PNG_SIGNATURE), label], { type: 'image/png' });

function store(name: string) {
  let clock = Date.parse('2026-08-26T04:00:00.000Z');
  let id = 0;
  return createCreationStore(
    name,
    () => new Date((clock += 1000)),
    () => `c${(id += 1)}`,
  );
}

describe('the creation store', () => {
  it('keeps pictures, newest first, with what the doll wore', async () => {
    const creations = store('t1');
    await creations.add({ gameId: 'pookalam', image: png('a') });
    await creations.add({
      gameId: 'dress',
      image: png('b'),
      wearing: ['kasavu-set-mundu', 'jimikki'],
    });
    const { creations: listed } = await creations.read();
    expect(listed.map((c) => [c.id, c.gameId])).toEqual([
      ['c2', 'dress'],
      ['c1', 'pookalam'],
    ]);
    expect(listed[0]?.wearing).toEqual(['kasavu-set-mundu', 'jimikki']);
    expect(listed[1]?.wearing).toBeUndefined();
    expect(listed[0]?.image.size).toBe(PNG_SIGNATURE.length + 1);
  });

  it(`keeps the newest ${CREATIONS_MAX} and removes on request`, async () => {
    const creations = store('t2');
    for (let i = 0; i < CREATIONS_MAX + 2; i += 1) {
      await creations.add({ gameId: 'pookalam', image: png(String(i)) });
    }
    const { creations: listed } = await creations.read();
    expect(listed).toHaveLength(CREATIONS_MAX);
    expect(listed.at(-1)?.id).toBe('c3');
    await creations.remove('c3');
    expect((await creations.read()).creations.some((c) => c.id === 'c3')).toBe(false);
  });
});

describe('reading what the device kept', () => {
  const day = (n: number) => `2026-08-2${n}T04:00:00.000Z`;
  const good = (id: string, createdAt: string) => ({
    id,
    gameId: 'pookalam',
    createdAt,
    image: png(id),
  });
  /** A picture whose bytes the device can no longer read (evicted, or a disk error). */
  class LostBlob extends Blob {
    override slice(): Blob {
      const lost = new Blob([]);
      const fail = () => Promise.reject(new DOMException('gone', 'NotReadableError'));
      return Object.assign(lost, { arrayBuffer: fail });
    }
  }

  // Each a record another version of the site, a browser extension or a damaged disk could leave.
  const unreadable: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
    ['an id that is not a string', { ...good('x', day(1)), id: 7 }],
    ['no game', { id: 'no-game', createdAt: day(1), image: png('a') }],
    ['a game that is not a name', { ...good('bad-game', day(1)), gameId: 42 }],
    ['no date', { id: 'no-date', gameId: 'pookalam', image: png('a') }],
    ['a date that is not one', { ...good('bad-date', day(1)), createdAt: 'yesterday' }],
    ['no picture', { id: 'no-image', gameId: 'dress', createdAt: day(1) }],
    [
      'a picture that is not a Blob',
      { ...good('data-url', day(1)), image: 'data:image/png;base64,' },
    ],
    [
      'a Blob of text',
      { ...good('text', day(1)), image: new Blob(['hello'], { type: 'text/plain' }) },
    ],
    [
      'a Blob called a PNG that is not one',
      { ...good('fake-png', day(1)), image: new Blob(['<html>'], { type: 'image/png' }) },
    ],
    ['an empty picture', { ...good('empty', day(1)), image: new Blob([], { type: 'image/png' }) }],
    [
      'a picture the device cannot read',
      {
        ...good('lost', day(1)),
        image: new LostBlob([new Uint8Array(PNG_SIGNATURE)], { type: 'image/png' }),
      },
    ],
    [
      'worn items that are not a list',
      { ...good('worn', day(1)), gameId: 'dress', wearing: 'crown' },
    ],
    ['worn items that are not names', { ...good('worn-2', day(1)), gameId: 'dress', wearing: [1] }],
  ];

  async function seeded(name: string, records: readonly Record<string, unknown>[]) {
    await keepRawRecords(records, name);
    return createCreationStore(name);
  }

  it.each(unreadable)('sets aside %s and lists the rest, newest first', async (_, record) => {
    const creations = await seeded(`bad-${String(record.id)}`, [
      good('older', day(1)),
      record,
      good('newer', day(2)),
    ]);
    const { creations: listed, unreadable: count } = await creations.read();
    expect(listed.map((creation) => creation.id)).toEqual(['newer', 'older']);
    expect(count).toBe(1);
  });

  it('removes what it set aside on request, and keeps the rest', async () => {
    const creations = await seeded(
      'bad-all',
      unreadable.map(([, record]) => record),
    );
    await creations.add({ gameId: 'dress', image: png('kept'), wearing: ['crown'] });
    expect((await creations.read()).unreadable).toBe(unreadable.length);

    await creations.removeUnreadable();
    const after = await creations.read();
    expect(after.unreadable).toBe(0);
    expect(after.creations).toHaveLength(1);
    expect(after.creations[0]?.wearing).toEqual(['crown']);
  });

  it(`keeps the newest ${CREATIONS_MAX} readable pictures whatever else is kept`, async () => {
    const creations = await seeded('bad-many', [{ ...good('bad', day(1)), createdAt: 'soon' }]);
    for (let i = 0; i < CREATIONS_MAX + 1; i += 1) {
      await creations.add({ gameId: 'pookalam', image: png(String(i)) });
    }
    const { creations: listed, unreadable: count } = await creations.read();
    expect(listed).toHaveLength(CREATIONS_MAX);
    expect(count).toBe(1);
  });
});
