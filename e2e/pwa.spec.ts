import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startStaticServer } from '../deploy/preview/static-server.mjs';
import { defaultCampaignFile } from '../deploy/hosting/apps.mjs';
import { expect, test } from './support/fixtures';
import { repoRoot } from './support/servers';
import { activeWorker, cachedUrls } from './support/service-worker';

// These tests are about the worker: let the site register it (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

const HOST = 'http://localhost:3000';
const GAMES_ORIGIN = 'http://localhost:3001';

/**
 * The host build served from a copy on an origin of its own, so a test can deploy a new version
 * (a byte-different sw.js) without touching host/dist. The browser fetches the worker script for
 * an update check itself, outside any page, so page and context routes never see that request.
 */
async function serveHostCopy(port: number) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'onam-host-'));
  cpSync(path.join(repoRoot, 'host/dist'), root, { recursive: true });
  const server = await startStaticServer({
    target: 'host',
    root,
    port,
    spa: true,
    campaignFile: defaultCampaignFile,
  });
  return {
    url: server.url,
    deploy: () => appendFileSync(path.join(root, 'sw.js'), '\n// a new deploy\n'),
    close: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** What the browser does on a navigation or on the page's hourly timer. */
async function checkForUpdate(page: Page) {
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
}

function waitingWorkerState(page: Page) {
  return page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null,
  );
}

const isRemoteChunk = (url: string) =>
  url.startsWith(`${GAMES_ORIGIN}/js/`) && /\.[0-9a-f]{8}\.js$/.test(url);

test('the worker at /sw.js takes scope / and activates; it keeps the shell and played games, never the campaign manifest', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Onam Utsavam' })).toBeVisible();
  expect(await activeWorker(page)).toEqual({
    scriptURL: `${HOST}/sw.js`,
    scope: `${HOST}/`,
    state: 'activated',
  });

  // A game played once: the remote's entry and chunks, from its own origin, are kept.
  await page.goto('/game');
  await expect(page.getByRole('heading', { level: 1, name: 'Pookalam' })).toBeVisible();
  await expect
    .poll(async () => (await cachedUrls(page))['onam-hashed-assets']?.some(isRemoteChunk))
    .toBe(true);

  const cached = await cachedUrls(page);
  const urls = Object.values(cached).flat();
  const precached = (file: string) => urls.some((url) => url.startsWith(`${HOST}${file}`));
  for (const file of ['/app.html', '/js/main.js', '/manifest.webmanifest', '/icons/icon-192.png']) {
    expect(precached(file), `${file} is precached`).toBe(true);
  }
  expect(urls.some((url) => url.endsWith('.woff2'))).toBe(true);
  expect(urls.filter((url) => url.includes('/campaign.json'))).toEqual([]);
  // The pages drawn per request name the manifest and the day they were drawn for: never kept.
  expect(urls.filter((url) => url === `${HOST}/` || url.startsWith(`${HOST}/index.html`))).toEqual(
    [],
  );
  expect(cached['onam-remote-entries']).toContain(`${GAMES_ORIGIN}/mf-manifest.json`);
});

test('offline, a reload still opens the site from the cache, with the last campaign manifest it saw', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(); // offline, the browser logs the failed /campaign.json requests
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Onam Utsavam' })).toBeVisible();
  await activeWorker(page);

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  // The shell and its code came from the cache; the manifest from the copy the host kept.
  await expect(page.getByRole('heading', { level: 1, name: 'Onam Utsavam' })).toBeVisible();
  await expect(page.getByText('You are offline.')).toBeVisible();

  // With no copy kept (a first visit that never finished), the page says it could not start.
  await page.evaluate(() => localStorage.removeItem('onam:campaign:last-good'));
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'The festival site could not start' }),
  ).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Onam Utsavam' })).toBeVisible();
});

test('a new version waits for the visitor, and "Reload" switches to it', async ({ page }) => {
  const host = await serveHostCopy(3041);
  try {
    await page.goto(`${host.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Onam Utsavam' })).toBeVisible();
    await activeWorker(page);
    const prompt = page.getByRole('status', { name: 'Site update' });
    await expect(prompt).toBeEmpty();

    host.deploy();
    await checkForUpdate(page);
    await expect(prompt).toContainText('A new version of the site is ready.');
    expect(await waitingWorkerState(page)).toBe('installed');

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type ===
        'reload',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Onam Utsavam' })).toBeVisible();
    expect(await waitingWorkerState(page)).toBeNull();
    await expect(prompt).toBeEmpty();
  } finally {
    await host.close();
  }
});

test('"Later" puts the prompt away and leaves the new version waiting', async ({ page }) => {
  const host = await serveHostCopy(3042);
  try {
    await page.goto(`${host.url}/`);
    await activeWorker(page);
    host.deploy();
    await checkForUpdate(page);

    const prompt = page.getByRole('status', { name: 'Site update' });
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toBeEmpty();
    expect(await waitingWorkerState(page)).toBe('installed');
  } finally {
    await host.close();
  }
});
