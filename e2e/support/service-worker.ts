import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's registration has an activated worker that controls the page.
 * `navigator.serviceWorker.ready` resolves as soon as a worker is active, possibly still
 * activating, so this waits for the state itself.
 */
export async function activeWorker(page: Page) {
  await expect
    .poll(
      () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope),
      { message: 'the page registers its service worker (startServiceWorker, after load)' },
    )
    .toBeDefined();
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const active = registration.active;
    if (!active) throw new Error('no active worker');
    await new Promise<void>((resolve) => {
      const settle = () => {
        if (active.state !== 'activated') return;
        active.removeEventListener('statechange', settle);
        resolve();
      };
      active.addEventListener('statechange', settle);
      settle();
    });
    return { scriptURL: active.scriptURL, scope: registration.scope, state: active.state };
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return worker;
}

/** Every URL in the Cache Storage of the page's origin, by cache name. */
export function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const entries: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      entries[name] = requests.map((request) => request.url);
    }
    return entries;
  });
}
