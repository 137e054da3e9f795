import type { test as Test } from './fixtures';

/**
 * The emulated project has one live campaign, and the suites that change it (the operators'
 * stories, the health guard's canaries, the releases of a game package and of the game built
 * outside this repository) must never find another's revision in the middle of their own.
 *
 * Each such file runs its stories one after the other under Playwright's test lock `LIVE_CAMPAIGN`:
 * the runner never starts a file holding it while another holding it runs, and gives the free worker
 * other work instead. (Until 2026-12-07 each file took a lock of its own in its first story and
 * waited for it there: the four such files among the longest stories, queued first, met each other
 * at the start, and a worker waited up to half a minute with its core idle.)
 */
export const LIVE_CAMPAIGN = 'live-campaign';

/** The emulated host whose /campaign.json is the live campaign (PREVIEW_LIVE_HOST_PORT). */
export const LIVE_HOST = 'http://localhost:3200';

/**
 * For a file whose stories change the one live campaign: they run one after the other, and
 * never while another such file's do.
 */
export function holdingLiveCampaign(test: typeof Test, { timeout }: { timeout?: number } = {}) {
  test.describe.configure(
    timeout === undefined
      ? { mode: 'serial', lock: LIVE_CAMPAIGN }
      : { mode: 'serial', timeout, lock: LIVE_CAMPAIGN },
  );
}
