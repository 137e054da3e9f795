/** @jest-environment node */
import { PAGE_VIEW_DELAY_MS, trackPageViews, type RouterLike } from '../page-view';

type State = RouterLike['state'];

function fakeRouter(pathname: string, id: string, key = 'initial') {
  const listeners = new Set<(state: State) => void>();
  const router = {
    state: {
      location: { key, pathname, search: '', hash: '' },
      matches: [{ route: { id: 'root' } }, { route: { id } }],
    } as State,
    subscribe(listener: (state: State) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(next: Partial<State['location']> & { key: string }, nextId: string) {
      router.state = {
        location: { ...router.state.location, search: '', hash: '', ...next },
        matches: [{ route: { id: 'root' } }, { route: { id: nextId } }],
      };
      listeners.forEach((listener) => listener(router.state));
    },
  };
  return router;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('page-view events', () => {
  it('pushes the first page view 250 ms after start, not before', () => {
    const layer: unknown[] = [];
    trackPageViews(fakeRouter('/', 'index'), { dataLayer: () => layer, title: () => 'Onam' });
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(layer).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(layer).toEqual([
      {
        event: 'page_view',
        pageType: 'PageView',
        pageUrl: '/',
        pageTitle: 'Onam',
        routeName: 'index',
      },
    ]);
  });

  it('pushes one event per route change, with the path and the title at send time', () => {
    const layer: unknown[] = [];
    let title = 'Home';
    const router = fakeRouter('/', 'index');
    trackPageViews(router, { dataLayer: () => layer, title: () => title });
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    router.go({ key: 'k2', pathname: '/game', search: '?day=3' }, 'game');
    title = 'Pookalam';
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(layer).toHaveLength(2);
    expect(layer[1]).toMatchObject({
      pageUrl: '/game?day=3',
      pageTitle: 'Pookalam',
      routeName: 'game',
    });
  });

  it('ignores router updates that are not a route change (loading states)', () => {
    const layer: unknown[] = [];
    const router = fakeRouter('/', 'index');
    trackPageViews(router, { dataLayer: () => layer, title: () => 't' });
    router.go({ key: 'initial', pathname: '/' }, 'index');
    jest.advanceTimersByTime(1000);
    expect(layer).toHaveLength(1);
  });

  it('sends each of two quick changes', () => {
    const layer: unknown[] = [];
    const router = fakeRouter('/', 'index');
    trackPageViews(router, { dataLayer: () => layer, title: () => 't' });
    router.go({ key: 'k2', pathname: '/eat' }, 'eat');
    jest.advanceTimersByTime(100);
    router.go({ key: 'k3', pathname: '/dress' }, 'dress');
    jest.advanceTimersByTime(1000);
    expect(layer.map((e) => (e as { pageUrl: string }).pageUrl)).toEqual(['/', '/eat', '/dress']);
  });

  it('stops and drops pending events when stopped', () => {
    const layer: unknown[] = [];
    const router = fakeRouter('/', 'index');
    const stop = trackPageViews(router, { dataLayer: () => layer, title: () => 't' });
    stop();
    router.go({ key: 'k2', pathname: '/eat' }, 'eat');
    jest.advanceTimersByTime(1000);
    expect(layer).toEqual([]);
  });
});
