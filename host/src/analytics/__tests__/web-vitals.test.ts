import type { Metric } from 'web-vitals';
import {
  loadedPath,
  reportWebVitals,
  sendWebVitals,
  webVitalsEvent,
  type WebVitalsLibrary,
} from '../web-vitals';

type Report = (metric: Metric) => void;

// reportWebVitals's web-vitals is this stand-in: it reports FCP as soon as asked.
jest.mock('web-vitals', () => {
  const fcp = {
    name: 'FCP',
    value: 812.4,
    rating: 'good',
    delta: 812.4,
    id: 'v5-fcp-mocked',
    entries: [],
    navigationType: 'navigate',
  };
  const quiet = () => undefined;
  return {
    onFCP: (report: (metric: unknown) => void) => report(fcp),
    onLCP: quiet,
    onINP: quiet,
    onCLS: quiet,
    onTTFB: quiet,
  };
});

function metric(name: Metric['name'], value: number, id = `v5-${name}`): Metric {
  return {
    name,
    value,
    rating: 'good',
    delta: value,
    id,
    entries: [],
    navigationType: 'navigate',
  };
}

/** A web-vitals stand-in whose reports the test sends by hand, as the browser would. */
function fakeLibrary() {
  const reporters = new Map<Metric['name'], Report>();
  const on = (name: Metric['name']) => (report: Report) => void reporters.set(name, report);
  const library: WebVitalsLibrary = {
    onLCP: on('LCP'),
    onINP: on('INP'),
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onTTFB: on('TTFB'),
  };
  const emit = (m: Metric) => reporters.get(m.name)?.(m);
  return { library, reporters, emit };
}

describe('web-vitals events', () => {
  it('names each field as the page-view events do, ms whole and CLS to four decimals', () => {
    expect(webVitalsEvent({ ...metric('LCP', 1234.56), rating: 'needs-improvement' }, '/')).toEqual(
      {
        event: 'web_vitals',
        metricName: 'LCP',
        metricValue: 1235,
        metricRating: 'needs-improvement',
        metricId: 'v5-LCP',
        pagePath: '/',
      },
    );
    expect(webVitalsEvent(metric('CLS', 0.012345678), '/game').metricValue).toBe(0.0123);
  });

  it('subscribes to LCP, INP, CLS, FCP and TTFB and pushes each report', () => {
    const layer: unknown[] = [];
    const { library, reporters, emit } = fakeLibrary();
    sendWebVitals(library, { dataLayer: () => layer, pagePath: '/dashboard' });
    expect([...reporters.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);

    emit(metric('TTFB', 80));
    emit(metric('FCP', 900));
    emit(metric('LCP', 1100));
    expect(layer).toEqual([
      expect.objectContaining({ metricName: 'TTFB', metricValue: 80, pagePath: '/dashboard' }),
      expect.objectContaining({ metricName: 'FCP', metricValue: 900 }),
      expect.objectContaining({ metricName: 'LCP', metricValue: 1100 }),
    ]);
  });

  it('sends a metric of one page load once, even when the page is hidden again', () => {
    const layer: unknown[] = [];
    const { library, emit } = fakeLibrary();
    sendWebVitals(library, { dataLayer: () => layer, pagePath: '/' });
    emit(metric('CLS', 0.01, 'v5-cls-1'));
    emit(metric('CLS', 0.05, 'v5-cls-1'));
    emit(metric('INP', 120, 'v5-inp-1'));
    emit(metric('INP', 300, 'v5-inp-1'));
    expect(layer).toEqual([
      expect.objectContaining({ metricName: 'CLS', metricValue: 0.01 }),
      expect.objectContaining({ metricName: 'INP', metricValue: 120 }),
    ]);
    // A page restored from the back/forward cache is a new load with new ids: reported again.
    emit(metric('CLS', 0, 'v5-cls-2'));
    expect(layer).toHaveLength(3);
  });

  it('creates window.dataLayer when the page has none yet', () => {
    delete window.dataLayer;
    const { library, emit } = fakeLibrary();
    sendWebVitals(library, { pagePath: '/' });
    emit(metric('FCP', 700));
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'web_vitals' })]);
    delete window.dataLayer;
  });

  it('takes the path the document was loaded at, not where the router is now', () => {
    // jsdom has no navigation timing: lend the page the entry a browser would have.
    let entries = [{ name: 'https://onam.example/game?x=1' }];
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: (type: string) => (type === 'navigation' ? entries : []),
    });
    window.history.pushState({}, '', '/dashboard');
    expect(loadedPath()).toBe('/game');
    entries = [];
    expect(loadedPath()).toBe('/dashboard');
    Reflect.deleteProperty(performance, 'getEntriesByType');
    window.history.pushState({}, '', '/');
  });

  it('reports through the web-vitals library itself', () => {
    const layer: unknown[] = [];
    reportWebVitals({ dataLayer: () => layer, pagePath: '/' });
    expect(layer).toEqual([
      {
        event: 'web_vitals',
        metricName: 'FCP',
        metricValue: 812,
        metricRating: 'good',
        metricId: 'v5-fcp-mocked',
        pagePath: '/',
      },
    ]);
  });
});
