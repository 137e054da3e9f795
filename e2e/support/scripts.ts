import type { Page } from '@playwright/test';

/**
 * The scripts a page has loaded, by when they started: before the first paint or not, from
 * another origin (a remote) or not, and whether they carry Firebase's SDK (its code names
 * FirebaseError).
 */
export const scriptsOf = (page: Page) =>
  page.evaluate(async () => {
    const fcp =
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
      Number.POSITIVE_INFINITY;
    const entries = performance.getEntriesByType('resource');
    return Promise.all(
      entries.map(async (entry) => {
        const isScript = (entry as PerformanceResourceTiming).initiatorType === 'script';
        const body = isScript ? await (await fetch(entry.name)).text() : '';
        return {
          name: entry.name,
          beforePaint: entry.startTime < fcp,
          remote: new URL(entry.name).origin !== location.origin,
          firebase: body.includes('FirebaseError'),
        };
      }),
    );
  });
