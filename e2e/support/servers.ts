import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { startStaticServer } from '../../deploy/preview/static-server.mjs';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const gamesDist = path.join(repoRoot, 'remote-games/dist');
/** A second build of remote-games with other visible text, made by global-setup. */
export const gamesSwapDist = path.join(repoRoot, '.output/games-swap');
export const SWAP_VERSION = 'swap-test';

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
