import './deploy/scripts/loopback-only.cjs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_TEST_ARGS, CHROMIUM_TEST_PATH } from './deploy/scripts/chromium.mjs';

/**
 * Browser tests run against the production builds, served by the same preview server visitors'
 * `pnpm start` uses, in Debian's Chromium (never a downloaded browser): its headless shell, and the
 * full browser for the files that record from a microphone or camera (deploy/scripts/chromium.mjs).
 */
/** The files whose stories take longest (`pnpm test:e2e` prints the slowest files). */
const LONG_STORIES = [
  'wall',
  'emulated',
  'emulated-games',
  'health-guard',
  'privacy',
  'campaign-live',
  'outside-game',
  'releases',
  'canary',
  'game-package',
  'family',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // No retries, on CI either: a test that passes only on its second try is a failure.
  retries: 0,
  reporter: [['list'], ['./e2e/support/slowest-files-reporter.ts']],
  // A test's budget. The machines these run on differ by more than 2x in what two browsers and
  // the emulators get done on two cores: a recorder journey that takes 13 s on one took over 30 s
  // on another (2026-11-25). The longest journeys add test.slow() (three times this).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: 'http://localhost:3000',
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_TEST_PATH,
      args: CHROMIUM_TEST_ARGS,
    },
    // Tracing records a screencast and a DOM snapshot at every step of every test, and costs about
    // a fifth of the suite's time (1.8 against 2.2 minutes for the accessibility and games suites,
    // 2026-11-25). CI's output is text, where a trace cannot be opened: it runs without them, and
    // a local run keeps a failed test's trace to open with `playwright show-trace`.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // A service worker answers requests page.route() cannot see, so it is off unless a test that
    // is about the worker turns it on with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
  },
  // The stories that find plays on the public boards (ten rows a game, a tie keeping the earlier
  // best) run first, on the boards a fresh emulator starts with: the other suites' plays would
  // fill the dress board with 100s in some orders and leave a later 85 no row to enter.
  // `--no-deps` runs a file's stories without them.
  //
  // Then the longest stories (about 15 to 40 s each) are queued before the rest: last in the
  // queue (the files run in name order), wall.spec.ts's 30 to 40 s kept one worker busy alone
  // while the other had nothing left (2026-12-07).
  projects: [
    { name: 'boards', grep: /@board/ },
    {
      name: 'long stories',
      grepInvert: /@board/,
      testMatch: LONG_STORIES,
      dependencies: ['boards'],
    },
    {
      name: 'stories',
      grepInvert: /@board/,
      testIgnore: LONG_STORIES,
      dependencies: ['boards'],
    },
  ],
  webServer: {
    // The game built outside this repository is built and released first (skipped when its
    // sources are as they were), so the preview serves it on its own origin and records it in the
    // emulators' release registry. The preview starts the Auth emulator before the static servers:
    // once the host answers, everything does.
    command: 'node e2e/support/release-outside-game.mjs && exec node deploy/scripts/preview.mjs',
    url: 'http://localhost:3000/campaign.json',
    reuseExistingServer: !process.env.CI,
    // SIGTERM lets the preview stop the Auth emulator it started (its own process group).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // The emulated backend's emulators take about half a minute to start on these machines.
    timeout: 180_000,
    stdout: 'pipe',
    // Stand-in remotes some tests start on these ports, and the game built outside this repository
    // (e2e/outside-game.spec.ts) on its own: the host's CSP must let the page reach them.
    env: {
      PREVIEW_EXTRA_REMOTE_ORIGINS:
        'http://localhost:3011 http://localhost:3013 http://localhost:3021 http://localhost:3031',
      // Most suites run on the local backend at :3000; e2e/emulated.spec.ts runs on the emulated
      // one (Firestore, Functions and Auth emulators) at :3100 (docs/decisions/026).
      ONAM_BACKEND: 'local',
      PREVIEW_EMULATED_HOST_PORT: '3100',
      // The same with /campaign.json from the live campaign (e2e/campaign-live.spec.ts), apart so
      // that operators' changes there never reach the other suites' pages.
      PREVIEW_LIVE_HOST_PORT: '3200',
    },
  },
});
