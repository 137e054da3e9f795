import type { Response } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  gamesDist,
  gamesSwapDist,
  localManifest,
  serveRemote,
  SWAP_VERSION,
  useManifest,
} from './support/servers';

const GAMES_ORIGIN = 'http://localhost:3001';
const AUTH_ORIGIN = 'http://localhost:3002';
/** Only react-dom installs the devtools hook: a script that contains it carries react-dom. */
const REACT_DOM_MARKER = '__REACT_DEVTOOLS_GLOBAL_HOOK__';

test('the home page shows modules from both remotes, loaded at runtime from their own origins', async ({
  page,
}) => {
  const scriptOrigins = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scriptOrigins.add(new URL(response.url()).origin);
    }
  });

  // A returning visitor: the first-visit welcome (a remote-games module) would load that remote.
  await page.addInitScript(() => localStorage.setItem('onam:tutorial:welcome', 'seen'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Onam Utsavam' })).toBeVisible();
  // Idle: the likely game is only downloaded by then (a prefetch), nothing of it run.
  await page.waitForLoadState('networkidle');
  const pookalam = page.getByRole('link', { name: /Play Pookalam/ });
  // Until the visitor asks for a game, the play icons are the host's face of the remote's icon:
  // a cheap phone runs no remote code to draw the home page (052).
  await expect(pookalam.getByRole('img', { name: 'Play' })).toBeVisible();
  await expect(pookalam.locator('[data-part="play-icon"]')).toHaveCount(0);
  expect(scriptOrigins).not.toContain(GAMES_ORIGIN);

  // Pointing at a tile loads its game from remote-games, at runtime and from its own origin; the
  // tiles then show remote-games' own play icon.
  await pookalam.hover();
  await expect(pookalam.locator('[data-part="play-icon"]')).toBeVisible();
  await expect(pookalam.getByRole('img', { name: 'Play' })).toBeVisible();
  expect(scriptOrigins).toContain(GAMES_ORIGIN);
  expect(scriptOrigins).not.toContain(AUTH_ORIGIN);

  // The sign-in dialog comes from remote-auth, fetched only when asked for.
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  expect(scriptOrigins).toContain(AUTH_ORIGIN);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('host and remotes run on one React: a remote reads the host context, and no remote serves react-dom', async ({
  page,
}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });

  await page.goto('/game');
  // The game reads the brand through useHost(): it only works with the host's own context object.
  await expect(page.getByRole('heading', { level: 1, name: 'Pookalam' })).toBeVisible();
  await expect(page.getByText('Part of Onam Utsavam')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();

  const withReactDom: string[] = [];
  for (const response of scripts) {
    if ((await response.text()).includes(REACT_DOM_MARKER)) withReactDom.push(response.url());
  }
  expect(withReactDom.length).toBeGreaterThan(0);
  for (const url of withReactDom) expect(url).toMatch(/^http:\/\/localhost:3000\//);
  const remoteScripts = scripts.filter((r) => !r.url().startsWith('http://localhost:3000/'));
  expect(remoteScripts.some((r) => r.url().startsWith(GAMES_ORIGIN))).toBe(true);
  expect(remoteScripts.some((r) => r.url().startsWith(AUTH_ORIGIN))).toBe(true);
});

test('pointing the manifest at another games build shows it after a reload, without rebuilding the host', async ({
  page,
}) => {
  const server = await serveRemote(gamesSwapDist, 3011);
  try {
    await page.goto('/game');
    await expect(page.getByText('Games version 0.1.0')).toBeVisible();

    const manifest = localManifest();
    manifest.remotes.games = { entry: `${server.url}/mf-manifest.json`, version: SWAP_VERSION };
    await useManifest(page, manifest);
    await page.reload();
    await expect(page.getByText(`Games version ${SWAP_VERSION}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Pookalam' })).toBeVisible();
  } finally {
    await server.close();
  }
});

test('with remote-games down the host still works, a game explains itself, and retry recovers', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(); // the failed requests to the stopped remote are logged by the browser
  const port = 3021;
  const manifest = localManifest();
  manifest.remotes.games = { entry: `http://localhost:${port}/mf-manifest.json`, version: '0.1.0' };
  await useManifest(page, manifest);

  // Remote stopped: the host's own screens work, the tiles keep their places.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Onam Utsavam' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Pookalam/ })).toBeVisible();
  await page.getByRole('link', { name: 'Celebrate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Celebrate' })).toBeVisible();

  await page.goto('/game');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This game could not be loaded.');
  await expect(page.getByRole('link', { name: 'Celebrate' })).toBeVisible();

  // The remote comes back: "Try again" shows the game without a page reload.
  const server = await serveRemote(gamesDist, port);
  try {
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pookalam' })).toBeVisible();
    await expect(alert).toBeHidden();
  } finally {
    await server.close();
  }
});

test.describe('a campaign manifest that cannot be used gives a clear error page', () => {
  test('one that fails the schema lists what is wrong', async ({ page }) => {
    const manifest = localManifest();
    manifest.brand.themeColor = 'green';
    delete manifest.remotes.auth;
    await useManifest(page, manifest);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'The festival site could not start' }),
    ).toBeVisible();
    await expect(page.getByText('We could not read the festival programme.')).toBeVisible();
    await page.getByText('Details for the site team').click();
    await expect(page.getByText(/brand\.themeColor: must be a colour/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('one that is not JSON', async ({ page }) => {
    await useManifest(page, '{ "schemaVersion": 1,');
    await page.goto('/game');
    await expect(
      page.getByRole('heading', { name: 'The festival site could not start' }),
    ).toBeVisible();
  });

  test('one that is missing', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(); // the browser logs the 404
    await useManifest(page, '{}', 404);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'The festival site could not start' }),
    ).toBeVisible();
  });
});

test('an unknown address shows the 404 page with the way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('http://localhost:3000/');
  await expect(page.getByRole('heading', { level: 1, name: 'Onam Utsavam' })).toBeVisible();
});

test('each remote runs standalone on a page of its own', async ({ page }) => {
  await page.goto(`${GAMES_ORIGIN}/?game=dress`);
  await expect(
    page.getByRole('heading', { name: 'remote-games: every exposed module' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dress up for Onam' })).toBeVisible();
  await page.getByRole('link', { name: 'sadya' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Onam sadya' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'A doll ready to dress for Onam' })).toBeVisible();

  await page.goto(`${AUTH_ORIGIN}/`);
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});
