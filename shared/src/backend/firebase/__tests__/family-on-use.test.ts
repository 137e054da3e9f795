/** @jest-environment node */
import type { FamilyPort } from '../../port';
import { familyOnUse } from '../family-on-use';

/** The adapter's chunk, arriving when the test says. */
function deferredAdapter() {
  const adapter = {
    watch: jest.fn(() => jest.fn()),
    lay: jest.fn(),
    board: jest.fn(async () => []),
  } as unknown as jest.Mocked<FamilyPort>;
  let settle!: { resolve: (port: FamilyPort) => void; reject: (error: unknown) => void };
  const loaded = new Promise<FamilyPort>((resolve, reject) => (settle = { resolve, reject }));
  const load = jest.fn(() => loaded);
  return { adapter, load, ...settle };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the family adapter loaded on first use', () => {
  it('is not loaded until used, and once', async () => {
    const { adapter, load, resolve } = deferredAdapter();
    const family = familyOnUse(load);
    expect(load).not.toHaveBeenCalled();
    const board = family.board('pookalam');
    resolve(adapter);
    await expect(board).resolves.toEqual([]);
    await family.board('pookalam');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts a watch once loaded, and never one stopped before', async () => {
    const { adapter, load, resolve } = deferredAdapter();
    const family = familyOnUse(load);
    const stopped = family.watch('carpet-a', jest.fn(), jest.fn());
    stopped();
    const kept = family.watch('carpet-b', jest.fn(), jest.fn());
    resolve(adapter);
    await flush();
    expect(adapter.watch.mock.calls.map(([carpetId]) => carpetId)).toEqual(['carpet-b']);
    kept();
    expect(adapter.watch.mock.results[0]?.value).toHaveBeenCalledTimes(1);
  });

  it('hands lays made meanwhile to the adapter in the order they were made', async () => {
    const { adapter, load, resolve } = deferredAdapter();
    const family = familyOnUse(load);
    family.lay('carpet', [{ cell: 1, code: 'a' }]);
    family.lay('carpet', [{ cell: 2, code: 'b' }], 'lamp');
    resolve(adapter);
    await flush();
    family.lay('carpet', [{ cell: 3, code: 'c' }]);
    await flush();
    expect(adapter.lay.mock.calls).toEqual([
      ['carpet', [{ cell: 1, code: 'a' }], undefined],
      ['carpet', [{ cell: 2, code: 'b' }], 'lamp'],
      ['carpet', [{ cell: 3, code: 'c' }], undefined],
    ]);
  });

  it('says a chunk the network did not bring is the network’s failure', async () => {
    const { load, reject } = deferredAdapter();
    const family = familyOnUse(load);
    const onError = jest.fn();
    family.watch('carpet', jest.fn(), onError);
    const board = family.board('pookalam');
    reject(
      Object.assign(new Error('Loading chunk family-carpet failed.'), { name: 'ChunkLoadError' }),
    );
    await expect(board).rejects.toMatchObject({ code: 'network' });
    await flush();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'network' }));
  });
});
