import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { test as Test } from './fixtures';

/**
 * The emulated project has one live campaign, and the suites that change it (the operators'
 * story, the health guard's canaries) run in different workers at once: each holds this lock
 * around its tests, so one never finds the other's revision in the middle of its own. A directory
 * is made atomically or not at all; a lock whose holder's process is gone is taken over.
 */
const LOCK = path.join(os.tmpdir(), 'onam-e2e-live-campaign.lock');
const WAIT_MS = 240_000;

/** The holder's process id; 0 while it is still writing it, or when the lock has just gone. */
const holderOf = () => {
  try {
    return Number(readFileSync(path.join(LOCK, 'pid'), 'utf8')) || 0;
  } catch {
    return 0;
  }
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits for the live campaign (at most 4 minutes), then holds it for this worker. */
export async function holdLiveCampaign(): Promise<void> {
  const until = Date.now() + WAIT_MS;
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      return;
    } catch {
      const holder = holderOf();
      if (holder > 0 && !alive(holder)) rmSync(LOCK, { recursive: true, force: true });
      else if (Date.now() > until)
        throw new Error('another suite held the live campaign for 4 minutes');
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Lets the other suites change the live campaign again. */
export function releaseLiveCampaign(): void {
  if (holderOf() === process.pid) rmSync(LOCK, { recursive: true, force: true });
}

/** The emulated host whose /campaign.json is the live campaign (PREVIEW_LIVE_HOST_PORT). */
export const LIVE_HOST = 'http://localhost:3200';

/**
 * For a file whose stories change the one live campaign: they run one after the other, and
 * never while another such file's do (each holds the lock from its first story to its last). The
 * first story's budget gets the lock's wait on top of its own.
 */
export function holdingLiveCampaign(test: typeof Test, { timeout }: { timeout?: number } = {}) {
  test.describe.configure(timeout === undefined ? { mode: 'serial' } : { mode: 'serial', timeout });
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(testInfo.timeout + WAIT_MS);
    await holdLiveCampaign();
  });
  test.afterAll(releaseLiveCampaign);
}
