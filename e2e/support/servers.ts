import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { startStaticServer } from '../../deploy/preview/static-server.mjs';
import { SWAP } from './prepare-e2e.mjs';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const gamesDist = path.join(repoRoot, 'remote-games/dist');
/**
 * A second build of remote-games, made by global-setup: another version, whose footer names it and
 * whose dress-up scores an olakkuda without the moustache five points higher
 * (e2e/fixtures/games-variant), as a team's release whose scoring changed.
 */
export const gamesSwapDist = SWAP.dist;
export const SWAP_VERSION = SWAP.version;

export type Manifest = {
  brand: { product: string; themeColor: string };
  remotes: Record<string, { entry: string; version: string }>;
  [key: string]: unknown;
};

export function localManifest(): Manifest {
  return JSON.parse(
    readFileSync(path.join(repoRoot, 'deploy/campaigns/local/campaign.json'), 'utf8'),
  ) as Manifest;
}

/** Serves one remote build on its own origin, as an operator would publish it. */
export function serveRemote(root: string, port: number) {
  return startStaticServer({ target: 'games', root, port });
}

/** Makes this page receive `body` as /campaign.json, like an operator's edit of the live manifest. */
export async function useManifest(page: Page, body: unknown, status = 200) {
  await page.route('**/campaign.json', (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

/** A manifest served live to one page: the test edits it (as an operator would) at any time. */
export interface LiveManifest {
  /** The manifest served from now on. */
  manifest: Manifest;
  /** The server clock sent as the Date header; undefined sends none. */
  serverDate: Date | undefined;
  /** How many times the page has read /campaign.json. */
  readonly reads: number;
}

/**
 * Serves /campaign.json to this page from a manifest the test can change between requests,
 * with the server's clock in the Date header when one is set (the host trusts it for schedules).
 */
export async function useLiveManifest(
  page: Page,
  initial: Manifest = localManifest(),
): Promise<LiveManifest> {
  let reads = 0;
  const live = {
    manifest: initial,
    serverDate: undefined as Date | undefined,
    get reads() {
      return reads;
    },
  };
  await page.route('**/campaign.json', (route) => {
    reads += 1;
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: live.serverDate ? { date: live.serverDate.toUTCString() } : {},
      body: JSON.stringify(live.manifest),
    });
  });
  return live;
}
