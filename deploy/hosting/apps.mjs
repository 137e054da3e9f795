// Where each app lives, what it is served as, and on which port: one table for every script.
import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * A remote built outside this repository (docs/games-sdk.md) is known on this machine by the file
 * `pnpm release <remote> --from <build> --origin http://localhost:<port>` leaves in its release
 * tree, `deploy/releases/<remote>/remote.json` ({ "origin": … }): the preview then serves its
 * published versions at `<origin>/<version>/`, and the local release registry, the campaign's checks
 * and the emulators' registry read them, as they read the games remote's.
 */
export const OUTSIDE_REMOTE_FILE = 'remote.json';

/** What a remote name and a local origin may be (the manifest's remote names; a port of its own). */
export const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;
export const LOCAL_ORIGIN = /^http:\/\/localhost:(\d{4,5})$/;

/**
 * The remotes built outside this repository that this machine has published, as the preview
 * serves them: no current build (a team serves its own while it works), only published versions.
 * A folder whose remote.json is unreadable, or names a port or a name the repository's apps have,
 * is skipped.
 * @param {string} [root] the release tree
 * @returns {Array<{ name: string, target: string, port: number, origin: string, dir: string, releases: string, outside: true }>}
 */
export function outsideRemotes(root = releasesRoot) {
  /** @type {string[]} */
  let names;
  try {
    names = readdirSync(root);
  } catch {
    return [];
  }
  const taken = new Set(apps.map((app) => app.port));
  return names.sort().flatMap((name) => {
    if (!REMOTE_NAME.test(name) || apps.some((app) => app.target === name)) return [];
    const folder = path.join(root, name);
    let origin;
    try {
      origin = JSON.parse(readFileSync(path.join(folder, OUTSIDE_REMOTE_FILE), 'utf8')).origin;
    } catch {
      return [];
    }
    const port = Number(typeof origin === 'string' ? LOCAL_ORIGIN.exec(origin)?.[1] : NaN);
    if (!Number.isInteger(port) || taken.has(port)) return [];
    taken.add(port);
    return [
      {
        name: `outside:${name}`,
        target: name,
        port,
        origin,
        dir: folder,
        releases: folder,
        outside: /** @type {const} */ (true),
      },
    ];
  });
}
