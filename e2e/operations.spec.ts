import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, manifestCheckLoaded, test } from './support/fixtures';
import { asReturningPlayer } from './support/games';
import {
  gamesDist,
  gamesSwapDist,
  serveRemote,
  SWAP_VERSION,
  useLiveManifest,
  type LiveManifest,
  type Manifest,
} from './support/servers';

/**
 * Live operations as a visitor sees them: the host re-reads /campaign.json on every navigation,
 * so an operator's change shows at the visitor's next click, without reloading the page.
 */

type Route = { module: string; enabled?: boolean; schedule?: { opensOn?: number } };
type GamePath = '/dress' | '/eat' | '/game' | '/talk';
/** The local manifest routes every game path. */
const routesOf = (manifest: Manifest) => manifest.routes as Record<GamePath, Route>;

/** An operator's edit of the live manifest: the next read sees it. */
function edit(live: LiveManifest, change: (manifest: Manifest) => void) {
  const next = structuredClone(live.manifest);
  change(next);
  live.manifest = next;
}

/**
 * Set on the window once the page is up: still there means the page never reloaded. Waits for
 * the page's idle work too (manifestCheckLoaded), so the operator's change comes after it.
 */
async function markDocument(page: Page) {
  await manifestCheckLoaded(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
  });
}
async function expectSameDocument(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
}

/**
 * The global array a remote build's webpack runtime loads its chunks through. Two versions on one
 * page must not share it: the second runtime would adopt the first one's chunks as its own.
 */
const chunkRegistry = (dist: string) =>
  /webpackChunk\w+/.exec(readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8'))?.[0];

const goHome = (page: Page) => page.getByRole('link', { name: 'Onam Utsavam' }).click();
const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Onam Utsavam' });

test.beforeEach(async ({ page }) => {
  await asReturningPlayer(page);
});

test('a game swapped in the manifest shows at the next navigation, without a reload; and back', async ({
  page,
}) => {
  const live = await useLiveManifest(page);
  await page.goto('/');
  await expect(homeHeading(page)).toBeVisible();
  await markDocument(page);
  const readsAtLoad = live.reads;

  edit(live, (m) => (routesOf(m)['/game'].module = 'sadya'));
  await page.getByRole('link', { name: /Pookalam/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Onam sadya' })).toBeVisible();
  await expect(page).toHaveURL(/\/game$/);
  expect(live.reads).toBeGreaterThan(readsAtLoad);
  await expectSameDocument(page);

  edit(live, (m) => (routesOf(m)['/game'].module = 'pookalam'));
  await goHome(page);
  await page.getByRole('link', { name: /Pookalam/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pookalam' })).toBeVisible();
  await expectSameDocument(page);
});

test('a new games version named in the manifest loads at the next navigation, without a reload', async ({
  page,
}) => {
  // Each version loads its chunks through its own global, or the page would reuse the old ones.
  expect(chunkRegistry(gamesSwapDist)).not.toBe(chunkRegistry(gamesDist));
  const server = await serveRemote(gamesSwapDist, 3013);
  try {
    const live = await useLiveManifest(page);
    await page.goto('/game');
    await expect(page.getByText('Games version 0.1.0')).toBeVisible();
    await markDocument(page);

    edit(live, (m) => {
      m.remotes.games = { entry: `${server.url}/mf-manifest.json`, version: SWAP_VERSION };
    });
    await goHome(page);
    await page.getByRole('link', { name: /Pookalam/ }).click();
    await expect(page.getByText(`Games version ${SWAP_VERSION}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Pookalam' })).toBeVisible();

    // A rollback is the same kind of edit.
    edit(live, (m) => {
      m.remotes.games = { entry: 'http://localhost:3001/mf-manifest.json', version: '0.1.0' };
    });
    await goHome(page);
    await page.getByRole('link', { name: /Pookalam/ }).click();
    await expect(page.getByText('Games version 0.1.0')).toBeVisible();
    await expectSameDocument(page);
  } finally {
    await server.close();
  }
});

test('a disabled game is resting, and points to the games that are open', async ({ page }) => {
  const live = await useLiveManifest(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Dress up/ })).toBeVisible();
  await markDocument(page);

  edit(live, (m) => (routesOf(m)['/dress'].enabled = false));
  await page.getByRole('link', { name: /Dress up/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This game is resting' })).toBeVisible();
  await expect(
    page.getByText('Dress up is taking a break for now. It will be back.'),
  ).toBeVisible();
  const others = page.getByRole('navigation', { name: 'Meanwhile, you can play' });
  await expect(others.getByRole('link')).toHaveText(['Sadya', 'Pookalam', 'Greetings']);

  // The home page no longer offers it.
  await goHome(page);
  await expect(homeHeading(page)).toBeVisible();
  await expect(page.getByRole('link', { name: /Dress up/ })).toHaveCount(0);
  await expectSameDocument(page);
});

test("a scheduled game is 'not open yet' by the server's date, whatever the device's clock says", async ({
  page,
}) => {
  // The phone thinks it is 30 September (after the festival, when every game is open); the
  // server says it is Atham, day 1.
  await page.clock.setFixedTime(new Date('2026-09-30T10:00:00+05:30'));
  const live = await useLiveManifest(page);
  live.serverDate = new Date('2026-08-16T10:00:00+05:30');
  edit(live, (m) => (routesOf(m)['/eat'].schedule = { opensOn: 3 }));

  await page.goto('/');
  await expect(page.getByText('Day 1 of 10: Atham')).toBeVisible();
  const tile = page.getByRole('link', { name: /Sadya/ });
  await expect(tile).toContainText('Opens on day 3');
  await expect(tile.getByRole('img', { name: 'Play' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Pookalam/ }).getByRole('img')).toBeVisible();

  await tile.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Not open yet' })).toBeVisible();
  await expect(
    page.getByText('Sadya opens on day 3, Chothi (18 August). Come back then!'),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Meanwhile, you can play' }).getByRole('link'),
  ).toHaveText(['Dress up', 'Pookalam', 'Greetings']);

  // Day 3 comes by the server's clock (the phone's has not moved): the sadya opens.
  live.serverDate = new Date('2026-08-18T00:05:00+05:30');
  await goHome(page);
  await expect(page.getByText('Day 3 of 10: Chothi')).toBeVisible();
  await page.getByRole('link', { name: /Sadya/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Onam sadya' })).toBeVisible();
});

test('the switch-off message replaces the games, and its removal brings them back at the next navigation', async ({
  page,
}) => {
  const message = 'Games are paused for the evening news. Back at 8 pm!';
  const live = await useLiveManifest(page);
  await page.goto('/');
  await expect(homeHeading(page)).toBeVisible();
  await markDocument(page);

  edit(live, (m) => (m.switchOff = { message }));
  await page.getByRole('link', { name: /Pookalam/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Games are paused' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();

  edit(live, (m) => delete m.switchOff);
  await page.getByRole('link', { name: /Pookalam/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pookalam' })).toBeVisible();
  await goHome(page);
  await expect(homeHeading(page)).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(0);
  await expectSameDocument(page);
});
