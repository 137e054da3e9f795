import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { appAnswering, expect, test } from './support/fixtures';
import { asReturningPlayer } from './support/games';
import { holdingLiveCampaign, LIVE_HOST } from './support/live-campaign-lock';
import { adminRead, change, live, operatorToken } from './support/live-desk';
import { relabeledSwapBuild } from './support/relabel';
import { repoRoot } from './support/servers';

/**
 * The health guard on the emulated backend (docs/decisions/049): a second games build goes out to
 * half the visitors as a canary; on that side its game fails (its chunks answer a script that
 * throws, so no broken build is needed); the visitors see the containment error and retry; their
 * pages' reports reach the health function, whose guard ends the canary, and the history says
 * why; their next navigation runs the stable version. A healthy canary with the same traffic is
 * kept.
 *
 * The manifest asks for the fewest loads the schema allows (50 a side): the pages of the other
 * visitors on each side are stood in for by their reports, posted to /health as a page posts them,
 * and the browser's own reports are the last ones the guard needs.
 */
const MIN_LOADS = 50;

test.use({ baseURL: LIVE_HOST });
// Both tests change the one live campaign. A release, a canary going live and a guard that looks
// every few seconds take longer than a visitor's story.
holdingLiveCampaign(test, { timeout: 200_000 });

const tsx = path.join(repoRoot, 'deploy/node_modules/.bin/tsx');
/** `pnpm release games` of the second build under a version of its own; the version. */
function releaseSwap(label: string): string {
  const version = `0.0.0-health-${label}.${Date.now()}`;
  execFileSync(
    tsx,
    [
      path.join(repoRoot, 'deploy/cli/release.ts'),
      'games',
      '--from',
      relabeledSwapBuild(version),
      '--version',
      version,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return version;
}
const entryOf = (version: string) => `http://localhost:3001/${version}/mf-manifest.json`;

/** A report as a page sends it (shared/src/health/health-event.ts). */
const report = (version: string, loads: number, loadFailures = 0) => ({
  v: 1,
  visit: `stand-in-${Math.random().toString(36).slice(2, 12)}`,
  batches: [
    {
      remote: 'games',
      version,
      loads,
      loadFailures,
      renderErrors: 0,
      playsStarted: 0,
      playsFinished: 0,
      tileToPlayableMs: [],
      first: loads > 0,
    },
  ],
});
const post = (body: object) =>
  fetch(`${LIVE_HOST}/health`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(body),
  });

/**
 * A report the other visitors' traffic needs counted: sent again while the intake answers 503 (its
 * read of the live revision failed or timed out, as it does on a machine busy with every suite),
 * so the guard is given the loads the story says it has.
 */
async function postCounted(body: object) {
  for (let attempt = 0; ; attempt += 1) {
    const { status } = await post(body);
    if (status === 204 || attempt >= 10) {
      expect(status, 'the health intake took the report').toBe(204);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** A fresh emulator has no live campaign: the local one goes live, for a canary to join. */
async function somethingLive(token: string) {
  if ((await live()).revision !== 0) return;
  const local = JSON.parse(
    readFileSync(path.join(repoRoot, 'deploy/campaigns/local/campaign.json'), 'utf8'),
  ) as object;
  await change(token, { kind: 'import', manifest: local });
}

/**
 * The page's waiting figures sent now, as when the visitor switches to another app: the page's
 * reporter sends them when the document says it is hidden (host/src/federation/health-report.ts).
 */
const reportNow = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/** The guard's state for the games remote, once it has looked at this canary. */
async function guardOn(canary: string) {
  const state = await adminRead('health/games');
  return state?.canary === canary ? state : undefined;
}

/**
 * The canary goes out at 50 %, and the health function knows it (it reads the live manifest
 * every few seconds): an empty report is posted until the guard has looked at this canary.
 */
async function canaryLive(token: string, version: string) {
  await change(token, {
    kind: 'canary',
    remote: 'games',
    version,
    percent: 50,
    entry: entryOf(version),
    margin: 0.02,
    minLoads: MIN_LOADS,
  });
  await expect
    .poll(
      async () => {
        await post(report(version, 0));
        return guardOn(version);
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
}

/**
 * The other visitors' pages: on the stable side, loads that all worked; on the canary's, two
 * short of the loads the guard needs, failing as the visitor's will (or not).
 */
async function otherVisitors(stable: string, canary: string, canaryFails: boolean) {
  const canaryLoads = MIN_LOADS - 2;
  await Promise.all([
    ...Array.from({ length: 6 }, () => postCounted(report(stable, 10))),
    ...Array.from({ length: 6 }, () =>
      postCounted(report(canary, canaryLoads / 6, canaryFails ? canaryLoads / 6 : 0)),
    ),
  ]);
}

/** A device on the canary side of a 50 % canary (bucket 0 of 0..99), as a returning player. */
async function onCanarySide(page: Page) {
  await asReturningPlayer(page);
  await page.addInitScript(() => localStorage.setItem('onam:bucket', '0'));
}

/**
 * The page's own reports, passed on to the intake as the page sent them, and sent again while it
 * answers 503, as postCounted does for the stand-ins: a page's beacon is sent once and its answer
 * is read by nobody, so on a machine busy with every suite a report the intake could not take
 * (its read of the live revision timed out) would be a load the guard never sees. Only a beacon
 * sent while the page is open passes through a route (one sent as the page unloads goes straight
 * out), so the story sends the page's report as a page going out of sight does (reportNow).
 * Returns what the intake answered, for a failure's message.
 */
async function reportsDelivered(page: Page): Promise<number[]> {
  const answered: number[] = [];
  await page.context().route(`${LIVE_HOST}/health`, async (route) => {
    const request = route.request();
    for (let attempt = 0; ; attempt += 1) {
      const status = (await post(JSON.parse(request.postData() ?? '{}') as object)).status;
      answered.push(status);
      if (status !== 503 || attempt >= 10) {
        await route.fulfill({ status }).catch(() => undefined); // the page may be gone
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  });
  return answered;
}

test('a canary whose game fails is ended by the guard, its visitors get the stable version at their next navigation, and the history says why', async ({
  page,
  allowConsoleErrors,
}, testInfo) => {
  // The failing chunks throw in the page and their loads are reported failed, by design.
  allowConsoleErrors();
  const token = await operatorToken(`${testInfo.workerIndex}-${Date.now()}`);
  await somethingLive(token);
  const stable = (await live()).manifest.remotes.games?.version ?? '';
  const broken = releaseSwap('broken');
  try {
    await canaryLive(token, broken);
    await otherVisitors(stable, broken, true);

    // Every script of the canary's version but its entry throws: its game cannot load.
    await page.route(`http://localhost:3001/${broken}/**`, (route) =>
      route.request().url().endsWith('.js') && !route.request().url().endsWith('/remoteEntry.js')
        ? route.fulfill({
            contentType: 'text/javascript',
            body: 'throw new Error("a broken games build");',
          })
        : route.fallback(),
    );
    await onCanarySide(page);
    await page.goto('/game');
    // The visitor sees the containment error and tries again (a reload, which sends the page's
    // report), until the guard has ended the canary.
    await expect
      .poll(
        async () => {
          const ended = (await live()).manifest.remotes.games?.canary === undefined;
          if (!ended) {
            await expect(page.getByRole('alert')).toBeVisible();
            await page.getByRole('alert').getByRole('button').click();
            await page.waitForLoadState();
          }
          return ended;
        },
        // The guard looks at most every 5 s while loads are short; a slow machine's reloads take
        // seconds each.
        { timeout: 60_000, intervals: [500] },
      )
      .toBe(true);

    // The history: a revision by the health guard, with the figures.
    const { revision } = await live();
    const record = await adminRead(`campaign/live/revisions/${String(revision).padStart(6, '0')}`);
    expect(record).toMatchObject({ author: 'health-guard' });
    expect(String(record?.command)).toMatch(
      new RegExp(
        `^end-canary games --reason "canary ${broken.replaceAll('.', '\\.')} failed \\d+ of \\d+ loads`,
      ),
    );

    // The visitor's next navigation runs the stable version, whose game plays.
    await page.goto('/game');
    await expect(page.getByText(`Games version ${stable}`)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    rmSync(path.join(repoRoot, 'deploy/releases/games', broken), { recursive: true, force: true });
  }
});

test('a healthy canary with the same traffic is kept', async ({ page }, testInfo) => {
  const token = await operatorToken(`${testInfo.workerIndex}-${Date.now()}`);
  await somethingLive(token);
  const stable = (await live()).manifest.remotes.games?.version ?? '';
  const healthy = releaseSwap('healthy');
  try {
    await canaryLive(token, healthy);
    await otherVisitors(stable, healthy, false);
    const answered = await reportsDelivered(page);
    await onCanarySide(page);
    await page.goto('/game');
    await expect(page.getByRole('heading', { level: 1, name: 'Pookalam' })).toBeVisible();
    // The device runs the canary's build (its footer names it) once the site serves the revision
    // the canary went live in.
    await expect
      .poll(
        async () => {
          await appAnswering(page);
          if (await page.getByText(`Games version ${healthy}`).isVisible()) return true;
          await page.reload();
          return false;
        },
        { timeout: 30_000, intervals: [1000] },
      )
      .toBe(true);
    // Each visit's report gives the guard its loads, and then it tests.
    let lastLook: unknown;
    await expect
      .poll(
        async () => {
          await page.reload();
          // The game adopted is the game's module loaded and counted, which the page then
          // reports as it goes out of sight.
          await appAnswering(page);
          await reportNow(page);
          lastLook = (await guardOn(healthy))?.lastLook;
          return lastLook;
        },
        {
          message: `the guard's verdict on a healthy canary (its last look is printed below)`,
          timeout: 90_000,
          intervals: [1000],
        },
      )
      .toMatchObject({ verdict: 'healthy' })
      .catch((error: unknown) => {
        throw new Error(
          `the guard's last look: ${JSON.stringify(lastLook)}; the intake answered the page's reports ${answered.join(' ') || 'never'}`,
          { cause: error },
        );
      });
    expect((await live()).manifest.remotes.games?.canary?.version).toBe(healthy);
  } finally {
    await change(token, { kind: 'end-canary', remote: 'games' }).catch(() => undefined);
    rmSync(path.join(repoRoot, 'deploy/releases/games', healthy), {
      recursive: true,
      force: true,
    });
  }
});
