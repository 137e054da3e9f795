import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { appAnswering, expect, test } from './support/fixtures';
import { newVisitor, signIn } from './support/auth';
import { EMULATED_HOST, createRegisteredAccount, expectSaved } from './support/emulated';
import { asReturningPlayer, playPookalam } from './support/games';
import { relabeledSwapBuild } from './support/relabel';
import { repoRoot } from './support/servers';

/**
 * A canary by visitor share, on the emulated backend (docs/decisions/048): an operator gives a
 * second games version to half the visitors with `pnpm campaign canary`; each device, by the
 * bucket it keeps, runs its side's version, and the canary side's play is scored by the
 * Functions emulator with that version's own scoring, read from its package. Ending the canary
 * moves the canary device back to the stable version at its next navigation, with no reload.
 *
 * The canary is the current games build (0.1.0, remote-games/dist) and the stable version a copy
 * of the second build global-setup makes, as a version of its own, published with `pnpm release`.
 */
const tsx = path.join(repoRoot, 'deploy/node_modules/.bin/tsx');
const cli = (script: 'campaign' | 'release', args: string[]) =>
  execFileSync(tsx, [path.join(repoRoot, `deploy/cli/${script}.ts`), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

const CANARY_ENTRY = 'http://localhost:3001/mf-manifest.json';

/** Every page of the context reads /campaign.json from the operators' file, as it is now. */
const serveFrom = (context: BrowserContext, file: string) =>
  context.route('**/campaign.json', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: readFileSync(file, 'utf8'),
    }),
  );

/** A device that keeps `bucket` (0..99), as one that drew it on an earlier visit. */
const inBucket = (page: Page, bucket: number) =>
  page.addInitScript((kept) => localStorage.setItem('onam:bucket', kept), String(bucket));

/** The side the device's cookie tells the pages function: `en` or `en.c`. */
const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies(EMULATED_HOST)).find((cookie) => cookie.name === '__session')?.value;

/** A navigation inside the open page: home, then the pookalam, by links. */
async function revisitGame(page: Page) {
  await page.getByRole('link', { name: 'Onam Utsavam' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Onam Utsavam' })).toBeVisible();
  await page
    .getByRole('link', { name: /Pookalam/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pookalam' })).toBeVisible();
}

test.use({ baseURL: EMULATED_HOST });

test('a 50% canary: each device runs its side, the canary side’s play is scored by its own code, and ending it moves the device back', async ({
  page,
  browser,
}, testInfo) => {
  // Two devices, a sign-in, a play through the Functions emulator and three CLI runs.
  test.slow();
  const stable = `0.0.0-canary-e2e.${Date.now()}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'onam-canary-'));
  const file = path.join(dir, 'local/campaign.json');
  const other = await browser.newContext({ baseURL: EMULATED_HOST });
  try {
    // The emulated site's campaign, with the second build published and live as the stable version.
    const served = (await (await fetch(`${EMULATED_HOST}/campaign.json`)).json()) as {
      remotes: Record<string, unknown>;
    };
    cli('release', ['games', '--from', relabeledSwapBuild(stable), '--version', stable]);
    served.remotes.games = {
      entry: `http://localhost:3001/${stable}/mf-manifest.json`,
      version: stable,
    };
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(served, null, 2));
    expect(
      cli('campaign', ['canary', 'games', '0.1.0', '50', '--entry', CANARY_ENTRY, '--dir', dir]),
    ).toContain('0.1.0');

    // Bucket 0 is on the canary side of a 50% canary, bucket 99 is not.
    await asReturningPlayer(page);
    await inBucket(page, 0);
    await serveFrom(page.context(), file);
    const visitor = newVisitor(testInfo, 'Chinnu Canary');
    await createRegisteredAccount(visitor);
    await signIn(page, visitor);
    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/mf-manifest.json')) entries.push(request.url());
    });
    await page.goto('/game');
    await expect(page.getByText('Games version 0.1.0')).toBeVisible();
    expect(entries).toContain(CANARY_ENTRY);
    expect(await sessionCookie(page.context())).toBe('en.c');

    const stablePage = await other.newPage();
    await asReturningPlayer(stablePage);
    await inBucket(stablePage, 99);
    await serveFrom(other, file);
    await stablePage.goto('/game');
    await appAnswering(stablePage);
    await expect(stablePage.getByText(`Games version ${stable}`)).toBeVisible();
    expect(await sessionCookie(other)).toBeUndefined();

    // The canary side's play is scored again by the server with 0.1.0's pinned code, and kept.
    await playPookalam(page, 'mouse');
    await expectSaved(page);

    // The operator ends the canary: at its next navigation the canary device runs the stable version.
    cli('campaign', ['end-canary', 'games', '--dir', dir]);
    await revisitGame(page);
    await expect(page.getByText(`Games version ${stable}`)).toBeVisible();
    expect(await sessionCookie(page.context())).toBe('en');
  } finally {
    await other.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(path.join(repoRoot, 'deploy/releases/games', stable), { recursive: true, force: true });
  }
});
