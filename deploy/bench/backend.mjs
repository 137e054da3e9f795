// The backend's figures on the emulators (docs/decisions/023, 024): how long the submitPlay
// callable takes, and how many Firestore documents a dashboard view reads for a visitor with 3
// plays and one with 300. The page counts its reads with User Timing marks (`onam:firestore-read`,
// shared/src/backend/firebase/firestore-reads.ts); the plays are saved through the callable (for
// the latency) and through the functions' own code on a fast clock (deploy/functions/tools) for the
// long history, since the server takes plays at a human pace.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SEED_TOOL } from '../functions/build.mjs';
import {
  createEmulatorAccount,
  FIRESTORE_EMULATOR,
  FUNCTIONS_EMULATOR,
} from '../scripts/emulators.mjs';

const PROJECT = 'demo-onam';
/** Within one visitor's burst (PLAY_PACE): the latency measured is the server's, never its pace. */
const PLAYS_PER_VISITOR = 10;
const VISITORS = 10;

/** @param {number[]} values @param {number} p */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** @param {string} label */
async function account(label) {
  const visitor = {
    displayName: label,
    email: `bench-${label.replace(/\W/g, '')}-${Date.now()}@example.com`.toLowerCase(),
    password: 'onam2026sadya',
  };
  return { ...visitor, ...(await createEmulatorAccount(visitor)) };
}

/**
 * A real finished play, with its evidence, as a signed-out visitor's device keeps it.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 */
async function playedRecord(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.addInitScript(() => localStorage.setItem('onam:tutorial:dress', 'seen'));
    await page.goto(`${baseUrl}/dress`);
    await page.getByRole('button', { name: 'Start dressing' }).click();
    await page.getByRole('tab', { name: 'Maveli' }).click();
    for (const item of ['Royal silk, classic', 'Crown (kireedam)', 'Olakkuda', 'Moustache']) {
      await page.getByRole('button', { name: item, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('heading', { name: /^Your score: \d+ of 100$/ }).waitFor();
    const [play] = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('onam:pending-plays') ?? '[]'),
    );
    if (!play?.evidence) throw new Error('the finished play carries no evidence');
    const { gameId, score, maxScore, durationMs, evidence } = play;
    return { gameId, score, maxScore, durationMs, evidence };
  } finally {
    await context.close();
  }
}

/**
 * @param {{ idToken: string }} visitor
 * @param {unknown} play
 * @param {string} deviceId
 */
async function submit(visitor, play, deviceId) {
  const started = performance.now();
  const response = await fetch(`http://${FUNCTIONS_EMULATOR}/${PROJECT}/asia-south1/submitPlay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${visitor.idToken}` },
    body: JSON.stringify({ data: { play, deviceId } }),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`submitPlay answered ${response.status}: ${body}`);
  return performance.now() - started;
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {{ uid: string, displayName: string, email: string, password: string }} visitor
 * @param {number} plays
 */
async function dashboardReads(browser, baseUrl, visitor, plays) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(visitor.email);
    await page.getByLabel('Password', { exact: true }).fill(visitor.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: `Account: ${visitor.displayName}` }).waitFor();
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('table', { name: 'Top 10: Dress up' }).waitFor();
    await page
      .getByRole('region', { name: 'Recent plays' })
      .getByRole('listitem')
      .nth(Math.min(plays, 10) - 1)
      .waitFor();
    await page.locator('[data-part="stats-card"] [data-figure]:visible').first().waitFor();
    return await page.evaluate(() => {
      let documents = 0;
      for (const entry of performance.getEntriesByName('onam:firestore-read')) {
        const mark = /** @type {PerformanceMark} */ (entry);
        documents += mark.detail?.documents ?? 0;
      }
      return documents;
    });
  } finally {
    await context.close();
  }
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl a host serving the campaign on the emulated backend
 */
export async function measureBackend(browser, baseUrl) {
  const play = await playedRecord(browser, baseUrl);
  const visitors = await Promise.all(
    Array.from({ length: VISITORS }, (_, n) => account(`Bench Player ${n + 1}`)),
  );
  // Warm: the first call loads the functions and the scoring module.
  await submit(visitors[0] ?? (await account('warm')), play, 'warm-up');
  /** @type {number[]} */
  const latencies = [];
  for (let round = 1; round < PLAYS_PER_VISITOR; round += 1) {
    for (const visitor of visitors) latencies.push(await submit(visitor, play, `bench-${round}`));
  }

  /** @type {Record<string, number>} */
  const reads = {};
  for (const plays of [3, 300]) {
    const visitor = await account(`Bench Reader ${plays}`);
    const seeded = spawnSync(process.execPath, [SEED_TOOL], {
      input: JSON.stringify({
        projectId: PROJECT,
        uid: visitor.uid,
        plays,
        play: { gameId: play.gameId, durationMs: play.durationMs, evidence: play.evidence },
        profile: { displayName: visitor.displayName, district: 'kollam' },
      }),
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: FIRESTORE_EMULATOR },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`seeding ${plays} plays failed: ${seeded.stderr}`);
    reads[plays] = await dashboardReads(browser, baseUrl, visitor, plays);
  }
  return {
    submitPlay: {
      calls: latencies.length,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: Math.max(...latencies),
    },
    dashboardReads: reads,
    seedTool: path.relative(process.cwd(), SEED_TOOL),
  };
}
