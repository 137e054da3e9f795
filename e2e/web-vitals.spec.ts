import { expect, test } from './support/fixtures';

interface WebVitalsEvent {
  event: 'web_vitals';
  metricName: string;
  metricValue: number;
  metricRating: string;
  metricId: string;
  pagePath: string;
}

const webVitals = (layer: unknown[]) =>
  layer.filter(
    (item): item is WebVitalsEvent =>
      typeof item === 'object' && item !== null && 'event' in item && item.event === 'web_vitals',
  );

test('real-user metrics reach the data layer, each once, after the first paint', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('onam:tutorial:welcome', 'seen'));
  // Which script carries the reporter, and when it was asked for: it must not be on the way to
  // the first paint.
  const reporterScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('web_vitals')) reporterScripts.push(response.url());
  });
  const layer = () =>
    page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
  const names = async () => webVitals(await layer()).map((e) => e.metricName);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Onam Utsavam' })).toBeVisible();
  // FCP and TTFB are known as soon as the library runs.
  await expect.poll(names).toEqual(expect.arrayContaining(['FCP', 'TTFB']));

  // A visitor's first input ends the search for the largest paint: LCP is reported.
  await page.getByRole('heading', { level: 1, name: 'Onam Utsavam' }).click();
  await expect.poll(names).toEqual(expect.arrayContaining(['FCP', 'TTFB', 'LCP']));

  // Leaving the tab (hidden) reports CLS; it stays once however often the page is hidden.
  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
  await hide();
  await expect.poll(names).toEqual(expect.arrayContaining(['CLS']));
  await hide();

  const events = webVitals(await layer());
  const counted = new Map<string, number>();
  for (const e of events) counted.set(e.metricName, (counted.get(e.metricName) ?? 0) + 1);
  expect([...counted.values()].every((n) => n === 1)).toBe(true);
  for (const e of events) {
    expect(e).toEqual({
      event: 'web_vitals',
      metricName: expect.stringMatching(/^(LCP|INP|CLS|FCP|TTFB)$/),
      metricValue: expect.any(Number),
      metricRating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      metricId: expect.stringMatching(/^v5-/),
      pagePath: '/',
    });
  }

  // The reporter's script was requested after the first contentful paint.
  expect(reporterScripts).toHaveLength(1);
  const timing = await page.evaluate((url) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const script = performance.getEntriesByName(url)[0]?.startTime;
    return { fcp, script };
  }, reporterScripts[0] ?? '');
  expect(timing.fcp).toBeDefined();
  expect(timing.script).toBeGreaterThan(timing.fcp ?? Infinity);
});
