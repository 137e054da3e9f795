import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { asReturningPlayer } from './support/games';
import { relabeledSwapBuild } from './support/relabel';
import { repoRoot } from './support/servers';

/**
 * The operators' story end to end, with the real tools: a game team publishes a second games build
 * with `pnpm release`, an operator points the manifest at it with `pnpm campaign`, and a visitor
 * who has the site open gets it at the next navigation, with no host rebuild and no reload.
 */
const tsx = path.join(repoRoot, 'deploy/node_modules/.bin/tsx');
const cli = (script: 'campaign' | 'release', args: string[]) =>
  execFileSync(tsx, [path.join(repoRoot, `deploy/cli/${script}.ts`), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** A copy of the local environment for this test alone: the shared file stays as it is. */
function environmentCopy() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'onam-campaigns-'));
  cpSync(
    path.join(repoRoot, 'deploy/campaigns/local/campaign.json'),
    path.join(dir, 'local/campaign.json'),
  );
  return { dir, file: path.join(dir, 'local/campaign.json') };
}

/** The page reads /campaign.json from that copy, as the preview reads the live file. */
async function serveFrom(page: Page, file: string) {
  await page.route('**/campaign.json', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: readFileSync(file, 'utf8'),
    }),
  );
}

/** A navigation inside the open page: home, then the game, by links. */
async function revisitGame(page: Page) {
  await page.getByRole('link', { name: 'Onam Utsavam' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Onam Utsavam' })).toBeVisible();
  await page
    .getByRole('link', { name: /Pookalam/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pookalam' })).toBeVisible();
}

test('a published games version reaches an open page at its next navigation, and a rollback takes it back', async ({
  page,
}) => {
  const version = `0.0.0-e2e.${Date.now()}`;
  const env = environmentCopy();
  try {
    const build = relabeledSwapBuild(version);
    cli('release', ['games', '--from', build, '--version', version]);
    // The same version again with other files: never overwritten.
    appendFileSync(path.join(build, 'remoteEntry.js'), '\n// changed after release\n');
    expect(() => cli('release', ['games', '--from', build, '--version', version])).toThrow(
      /already published .* with different files/,
    );

    await asReturningPlayer(page);
    await serveFrom(page, env.file);
    await page.goto('/game');
    await expect(page.getByText('Games version 0.1.0')).toBeVisible();
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const out = cli('campaign', ['set-version', 'games', version, '--dir', env.dir]);
    expect(out).toContain(version);
    await revisitGame(page);
    await expect(page.getByText(`Games version ${version}`)).toBeVisible();

    const history = JSON.parse(cli('campaign', ['history', '--dir', env.dir, '--json'])) as {
      revisions: Array<{ revision: number }>;
    };
    const first = Math.min(...history.revisions.map((r) => r.revision));
    cli('campaign', ['rollback', String(first), '--dir', env.dir]);
    await revisitGame(page);
    await expect(page.getByText('Games version 0.1.0')).toBeVisible();
    expect(
      await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBe(true);
  } finally {
    rmSync(env.dir, { recursive: true, force: true });
    rmSync(path.join(repoRoot, 'deploy/releases/games', version), { recursive: true, force: true });
  }
});

test('a change naming a missing module or an unreachable remote is refused, and the live manifest is unchanged', () => {
  const env = environmentCopy();
  try {
    const before = readFileSync(env.file, 'utf8');
    expect(() => cli('campaign', ['map', '/game', 'games', 'nope', '--dir', env.dir])).toThrow(
      /"nope" is not exposed by remote "games"/,
    );
    expect(() =>
      cli('campaign', [
        'set-version',
        'games',
        '0.2.0',
        '--entry',
        'http://localhost:3099/0.2.0/mf-manifest.json',
        '--dir',
        env.dir,
      ]),
    ).toThrow(/could not be reached/);
    expect(readFileSync(env.file, 'utf8')).toBe(before);
  } finally {
    rmSync(env.dir, { recursive: true, force: true });
  }
});
