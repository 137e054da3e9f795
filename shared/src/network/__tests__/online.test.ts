import { isOnline, subscribeOnline } from '../online';

function setOnLine(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

afterEach(() => {
  setOnLine(true);
});

describe('online store', () => {
  it('reads navigator.onLine', () => {
    setOnLine(false);
    expect(isOnline()).toBe(false);
    setOnLine(true);
    expect(isOnline()).toBe(true);
  });

  it('tells subscribers about offline and online events until they unsubscribe', () => {
    const seen: boolean[] = [];
    const unsubscribe = subscribeOnline((online) => seen.push(online));
    setOnLine(false);
    window.dispatchEvent(new Event('offline'));
    setOnLine(true);
    window.dispatchEvent(new Event('online'));
    unsubscribe();
    window.dispatchEvent(new Event('offline'));
    expect(seen).toEqual([false, true]);
  });

  it('listens to the window only while someone subscribes', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const remove = jest.spyOn(window, 'removeEventListener');
    const first = subscribeOnline(() => undefined);
    const second = subscribeOnline(() => undefined);
    expect(add.mock.calls.map(([type]) => type)).toEqual(['online', 'offline']);
    first();
    expect(remove).not.toHaveBeenCalled();
    second();
    expect(remove.mock.calls.map(([type]) => type)).toEqual(['online', 'offline']);
    add.mockRestore();
    remove.mockRestore();
  });
});
