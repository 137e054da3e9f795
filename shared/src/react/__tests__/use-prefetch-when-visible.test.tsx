import '@testing-library/jest-dom';
import { act, render } from '@testing-library/react';
import { holdPrefetchesUntil, PREFETCH_IDLE_TIMEOUT_MS } from '../../network/prefetch-policy';
import { usePrefetchWhenVisible } from '../use-prefetch-when-visible';

/** Stands in for the browser's observer; tests decide when an element scrolls into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  disconnected = false;

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.add(element);
  }

  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }

  unobserve(element: Element) {
    this.observed.delete(element);
  }

  takeRecords() {
    return [];
  }

  show(isIntersecting = true) {
    const entries = [...this.observed].map((target) => ({ target, isIntersecting }));
    this.callback(
      entries as unknown as IntersectionObserverEntry[],
      this as unknown as IntersectionObserver,
    );
  }
}

const idleCallbacks = new Map<number, IdleRequestCallback>();
let nextIdleId = 1;

function runIdleCallbacks() {
  const pending = [...idleCallbacks.values()];
  idleCallbacks.clear();
  for (const callback of pending) callback({ didTimeout: false, timeRemaining: () => 50 });
}

function setConnection(connection: { effectiveType?: string; saveData?: boolean } | undefined) {
  Object.defineProperty(window.navigator, 'connection', {
    configurable: true,
    value: connection,
  });
}

function observer() {
  const latest = FakeIntersectionObserver.instances.at(-1);
  if (!latest) throw new Error('no IntersectionObserver was created');
  return latest;
}

function Link({ prefetch }: { prefetch: (() => unknown) | undefined }) {
  const ref = usePrefetchWhenVisible<HTMLAnchorElement>(prefetch);
  return (
    <a ref={ref} href="/game">
      Play
    </a>
  );
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  idleCallbacks.clear();
  Object.assign(window, {
    IntersectionObserver: FakeIntersectionObserver,
    requestIdleCallback: jest.fn((callback: IdleRequestCallback) => {
      const id = nextIdleId++;
      idleCallbacks.set(id, callback);
      return id;
    }),
    cancelIdleCallback: jest.fn((id: number) => idleCallbacks.delete(id)),
  });
  setConnection({ effectiveType: '4g', saveData: false });
});

afterEach(() => {
  const w = window as Partial<Window & typeof globalThis>;
  delete w.IntersectionObserver;
  delete w.requestIdleCallback;
  delete w.cancelIdleCallback;
  setConnection(undefined);
});

describe('usePrefetchWhenVisible', () => {
  it('does not prefetch before the element is visible', () => {
    const prefetch = jest.fn();
    render(<Link prefetch={prefetch} />);
    act(() => runIdleCallbacks());
    act(() => observer().show(false));
    act(() => runIdleCallbacks());
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches once, after the element is visible and the browser is idle', () => {
    const prefetch = jest.fn();
    render(<Link prefetch={prefetch} />);
    act(() => observer().show());
    expect(prefetch).not.toHaveBeenCalled();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: PREFETCH_IDLE_TIMEOUT_MS,
    });
    expect(observer().disconnected).toBe(true);

    act(() => runIdleCallbacks());
    expect(prefetch).toHaveBeenCalledTimes(1);

    act(() => observer().show());
    act(() => runIdleCallbacks());
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 2g connection', { effectiveType: '2g' }],
    ['a slow-2g connection', { effectiveType: 'slow-2g' }],
    ['data saver', { effectiveType: '4g', saveData: true }],
  ])('does not prefetch on %s', (_name, connection) => {
    setConnection(connection);
    const prefetch = jest.fn();
    render(<Link prefetch={prefetch} />);
    act(() => observer().show());
    act(() => runIdleCallbacks());
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('does not prefetch offline', () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    try {
      const prefetch = jest.fn();
      render(<Link prefetch={prefetch} />);
      act(() => observer().show());
      act(() => runIdleCallbacks());
      expect(prefetch).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
    }
  });

  it('swallows a failed prefetch', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const prefetch = jest.fn(() => Promise.reject(new Error('chunk failed')));
      render(<Link prefetch={prefetch} />);
      act(() => observer().show());
      act(() => runIdleCallbacks());
      expect(prefetch).toHaveBeenCalledTimes(1);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('swallows a prefetch that throws', () => {
    const prefetch = jest.fn(() => {
      throw new Error('no such module');
    });
    render(<Link prefetch={prefetch} />);
    act(() => observer().show());
    expect(() => act(() => runIdleCallbacks())).not.toThrow();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('uses the latest prefetch function', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = render(<Link prefetch={first} />);
    rerender(<Link prefetch={second} />);
    act(() => observer().show());
    act(() => runIdleCallbacks());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('stops watching when the element goes away', () => {
    const prefetch = jest.fn();
    const { unmount } = render(<Link prefetch={prefetch} />);
    act(() => observer().show());
    unmount();
    expect(idleCallbacks.size).toBe(0);
    act(() => runIdleCallbacks());
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('waits for the page’s first content to be drawn when the page holds its prefetches', async () => {
    let drawn!: () => void;
    holdPrefetchesUntil(new Promise<void>((resolve) => (drawn = resolve)));
    const prefetch = jest.fn();
    render(<Link prefetch={prefetch} />);
    act(() => observer().show());
    act(() => runIdleCallbacks());
    expect(prefetch).not.toHaveBeenCalled();

    await act(async () => drawn());
    act(() => runIdleCallbacks());
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('prefetches nothing for a link gone before the page was drawn', async () => {
    let drawn!: () => void;
    holdPrefetchesUntil(new Promise<void>((resolve) => (drawn = resolve)));
    const prefetch = jest.fn();
    const { unmount } = render(<Link prefetch={prefetch} />);
    act(() => observer().show());
    unmount();
    await act(async () => drawn());
    act(() => runIdleCallbacks());
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('observes nothing without a prefetch function', () => {
    render(<Link prefetch={undefined} />);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('does nothing where IntersectionObserver is missing', () => {
    delete (window as Partial<Window & typeof globalThis>).IntersectionObserver;
    const prefetch = jest.fn();
    render(<Link prefetch={prefetch} />);
    act(() => runIdleCallbacks());
    expect(prefetch).not.toHaveBeenCalled();
  });
});
