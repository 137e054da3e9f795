// Where each app lives, what it is served as, and on which port: one table for every script.
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/**
 * Published remote versions, `<target>/<version>/` (`pnpm release`), served by the preview on each
 * remote's origin under `/<version>/`.
 */
export const releasesRoot = path.join(repoRoot, 'deploy/releases');

/**
 * @type {Array<{ name: string, target: string, port: number, dir: string, spa?: boolean, releases?: string }>}
 */
export const apps = [
  { name: 'host', target: 'host', port: 3000, dir: path.join(repoRoot, 'host'), spa: true },
  {
    name: 'remote-games',
    target: 'games',
    port: 3001,
    dir: path.join(repoRoot, 'remote-games'),
    releases: path.join(releasesRoot, 'games'),
  },
  {
    name: 'remote-auth',
    target: 'auth',
    port: 3002,
    dir: path.join(repoRoot, 'remote-auth'),
    releases: path.join(releasesRoot, 'auth'),
  },
];

export const DEMO_PROJECT = 'demo-onam';

export const defaultCampaignFile = path.join(repoRoot, 'deploy/campaigns/local/campaign.json');
