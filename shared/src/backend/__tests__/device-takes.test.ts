/** @jest-environment node */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import {
  createDeviceTakeStore,
  DEVICE_TAKES_DB,
  type DeviceTake,
  keepFailure,
  nextTakeNumber,
} from '../device-takes';

const take = (uid: string, id: string, number: number, words = `${uid} ${id}`): DeviceTake => ({
  uid,
  id,
  number,
  kind: number % 2 === 0 ? 'video' : 'audio',
  contentType: number % 2 === 0 ? 'video/webm' : 'audio/webm',
  durationMs: 1000 * number,
  recordedAt: '2026-08-26T04:30:00.000Z',
  blob: new Blob([words], { type: 'audio/webm' }),
});

const summary = async (takes: readonly DeviceTake[]) =>
  Promise.all(
    takes.map(async ({ id, number, kind, durationMs, blob }) => [
      id,
      number,
      kind,
      durationMs,
      await blob.text(),
    ]),
  );

beforeEach(() => {
  // A fresh, empty IndexedDB for each test.
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => jest.restoreAllMocks());

describe('takes kept on the device', () => {
  it('gives each account back its own takes, in number order, with their kind and length', async () => {
    const store = createDeviceTakeStore();
    expect(await store.keep(take('asha', 'b', 2))).toBe('kept');
    expect(await store.keep(take('asha', 'a', 1))).toBe('kept');
    expect(await store.keep(take('ravi', 'a', 1))).toBe('kept');

    const asha = await store.load('asha');
    expect(await summary(asha?.takes ?? [])).toEqual([
      ['a', 1, 'audio', 1000, 'asha a'],
      ['b', 2, 'video', 2000, 'asha b'],
    ]);
    expect(asha?.nextNumber).toBe(3);
    expect(await summary((await store.load('ravi'))?.takes ?? [])).toEqual([
      ['a', 1, 'audio', 1000, 'ravi a'],
    ]);
    // Another visitor on the same phone finds nothing of theirs.
    expect(await store.load('meera')).toEqual({ takes: [], nextNumber: 1 });
  });

  it('replaces the kept recording when a take is recorded again', async () => {
    const store = createDeviceTakeStore();
    await store.keep(take('asha', 'a', 1, 'first words'));
    await store.keep({ ...take('asha', 'a', 1, 'better words'), durationMs: 4200 });
    expect(await summary((await store.load('asha'))?.takes ?? [])).toEqual([
      ['a', 1, 'audio', 4200, 'better words'],
    ]);
  });

  it('forgets a take uploaded or deleted, without giving its number again while others wait', async () => {
    const store = createDeviceTakeStore();
    for (const [id, number] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const) {
      await store.keep(take('asha', id, number));
    }
    expect(await store.forget('asha', 'c')).toBe(true);
    expect(await store.forget('ravi', 'a')).toBe(true);
    const left = await store.load('asha');
    expect(left?.takes.map((kept) => kept.id)).toEqual(['a', 'b']);
    expect(left?.nextNumber).toBe(4);

    await store.forget('asha', 'a');
    await store.forget('asha', 'b');
    // Nothing waiting: the next visit starts at take 1, as the first did.
    expect(await store.load('asha')).toEqual({ takes: [], nextNumber: 1 });
  });

  it('forgets a take deleted while it was still being written', async () => {
    const store = createDeviceTakeStore();
    const writing = store.keep(take('asha', 'a', 1));
    const forgetting = store.forget('asha', 'a');
    expect(await writing).toBe('kept');
    expect(await forgetting).toBe(true);
    expect(await store.load('asha')).toEqual({ takes: [], nextNumber: 1 });
  });

  it('says when the device is full, and forgets the version recorded over', async () => {
    const store = createDeviceTakeStore();
    await store.keep(take('asha', 'a', 1, 'kept words'));
    await store.keep(take('asha', 'b', 2, 'other words'));
    const put = IDBObjectStore.prototype.put;
    jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      value: unknown,
      key?: IDBValidKey,
    ) {
      if ((value as Partial<DeviceTake>).blob instanceof Blob) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return put.call(this, value, key);
    });

    expect(await store.keep(take('asha', 'a', 1, 'new words'))).toBe('full');
    expect(await store.keep(take('asha', 'c', 3))).toBe('full');
    // Take 1's old words would otherwise come back in place of the new ones.
    expect(await summary((await store.load('asha'))?.takes ?? [])).toEqual([
      ['b', 2, 'video', 2000, 'other words'],
    ]);
  });

  it('says when the browser keeps nothing for the page, and reads nothing back', async () => {
    const store = createDeviceTakeStore(() =>
      Promise.reject(new DOMException('A mutation operation was attempted', 'InvalidStateError')),
    );
    expect(await store.keep(take('asha', 'a', 1))).toBe('unavailable');
    expect(await store.load('asha')).toBeNull();
    expect(await store.forget('asha', 'a')).toBe(false);

    // No IndexedDB at all (some private windows).
    Reflect.deleteProperty(globalThis, 'indexedDB');
    expect(await createDeviceTakeStore().keep(take('asha', 'a', 1))).toBe('unavailable');
  });

  it('reads back only whole takes', async () => {
    const store = createDeviceTakeStore();
    await store.keep(take('asha', 'a', 1));
    const db = await openDB(DEVICE_TAKES_DB, 1);
    await db.put('takes', { uid: 'asha', id: 'x', number: 'two', blob: 'not a blob' });
    await db.put('takes', { ...take('asha', 'y', 2), blob: undefined });
    db.close();
    expect((await store.load('asha'))?.takes.map((kept) => kept.id)).toEqual(['a']);
  });
});

describe('keepFailure', () => {
  it('tells a full device from one that keeps nothing', () => {
    expect(keepFailure(new DOMException('full', 'QuotaExceededError'))).toBe('full');
    expect(keepFailure({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe('full');
    expect(keepFailure({ name: 'Error', code: 22 })).toBe('full');
    expect(keepFailure(new DOMException('aborted', 'AbortError'))).toBe('unavailable');
    expect(keepFailure(new ReferenceError('indexedDB is not defined'))).toBe('unavailable');
    expect(keepFailure(undefined)).toBe('unavailable');
  });
});

describe('nextTakeNumber', () => {
  it('follows the kept takes and the numbers handed out, and starts at 1 with none kept', () => {
    expect(nextTakeNumber([])).toBe(1);
    expect(nextTakeNumber([], 7)).toBe(1);
    expect(nextTakeNumber([{ number: 1 }, { number: 2 }])).toBe(3);
    expect(nextTakeNumber([{ number: 1 }], 5)).toBe(5);
  });
});
