import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/**
 * Real visitors' Core Web Vitals for the tag manager's data layer, beside the page views
 * (page-view.ts): one `web_vitals` event per metric of the page load. This module (with the
 * library, one chunk) is imported after the first paint (bootstrap.tsx), so measuring never delays
 * what it measures; the library's observers read the browser's buffered entries, so nothing that
 * happened before it arrived is missed.
 */
export interface WebVitalsEvent {
  event: 'web_vitals';
  metricName: Metric['name'];
  /** Milliseconds, whole; CLS is a unitless score, kept to four decimals. */
  metricValue: number;
  metricRating: Metric['rating'];
  /** web-vitals' id, unique to this metric of this page load. */
  metricId: string;
  /** The path the page was loaded at: the metrics belong to that load, not to later routes. */
  pagePath: string;
}

/** The library's subscribe functions, as this module calls them (a test passes stand-ins). */
export type WebVitalsLibrary = Record<
  'onCLS' | 'onFCP' | 'onINP' | 'onLCP' | 'onTTFB',
  (report: (metric: Metric) => void) => void
>;

export function webVitalsEvent(metric: Metric, pagePath: string): WebVitalsEvent {
  const digits = metric.name === 'CLS' ? 4 : 0;
  return {
    event: 'web_vitals',
    metricName: metric.name,
    metricValue: Number(metric.value.toFixed(digits)),
    metricRating: metric.rating,
    metricId: metric.id,
    pagePath,
  };
}

/** The document's own URL path, even after client-side navigations have moved location on. */
export function loadedPath(): string {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  try {
    if (navigation) return new URL(navigation.name).pathname;
  } catch {
    // An unparsable entry name: the current path is the next best thing.
  }
  return window.location.pathname;
}

/**
 * Subscribes to LCP, INP, CLS, FCP and TTFB and pushes each one once. web-vitals reports CLS and
 * INP again whenever the page is hidden; the first report (the visitor leaving or switching away)
 * is the one kept, so a tag counts each metric of a page load once.
 */
export function sendWebVitals(
  library: WebVitalsLibrary,
  {
    dataLayer = () => (window.dataLayer ??= []),
    pagePath = loadedPath(),
  }: { dataLayer?: () => unknown[]; pagePath?: string } = {},
): void {
  const sent = new Set<string>();
  const report = (metric: Metric) => {
    if (sent.has(metric.id)) return;
    sent.add(metric.id);
    dataLayer().push(webVitalsEvent(metric, pagePath));
  };
  library.onLCP(report);
  library.onINP(report);
  library.onCLS(report);
  library.onFCP(report);
  library.onTTFB(report);
}

/** Starts reporting with the real library: what bootstrap.tsx calls after the first paint. */
export function reportWebVitals(options?: Parameters<typeof sendWebVitals>[1]): void {
  sendWebVitals({ onCLS, onFCP, onINP, onLCP, onTTFB }, options);
}
