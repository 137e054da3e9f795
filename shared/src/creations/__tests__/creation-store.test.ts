import 'fake-indexeddb/auto';
import { installBrowserGaps } from '../../backend/local/__tests__/fake-browser';
import { createCreationStore, CREATIONS_MAX } from '../creation-store';

beforeAll(installBrowserGaps);

const png = (label: string) => new Blob([label], { type: 'image/png' });

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
    const listed = await creations.list();
    expect(listed.map((c) => [c.id, c.gameId])).toEqual([
      ['c2', 'dress'],
      ['c1', 'pookalam'],
    ]);
    expect(listed[0]?.wearing).toEqual(['kasavu-set-mundu', 'jimikki']);
    expect(listed[1]?.wearing).toBeUndefined();
    expect(listed[0]?.image.size).toBe(1);
  });

  it(`keeps the newest ${CREATIONS_MAX} and removes on request`, async () => {
    const creations = store('t2');
    for (let i = 0; i < CREATIONS_MAX + 2; i += 1) {
      await creations.add({ gameId: 'pookalam', image: png(String(i)) });
    }
    const listed = await creations.list();
    expect(listed).toHaveLength(CREATIONS_MAX);
    expect(listed.at(-1)?.id).toBe('c3');
    await creations.remove('c3');
    expect((await creations.list()).some((c) => c.id === 'c3')).toBe(false);
  });
});
