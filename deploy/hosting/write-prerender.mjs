// `node deploy/hosting/write-prerender.mjs <env>`: writes the prerendered pages into the host build
// from an environment's campaign manifest, for today in Kerala: host/dist/index.html for the home
// page, and <path>.html for each game's page (game.html for /game, served there by `cleanUrls`),
// drawn with the game's first screen from its remote's server part (docs/decisions/018, 021), which
// is run only from the local release tree as `pnpm release` recorded it (028): a game whose entry
// names no published version here is left to app.html, and says why. Run
// it after `pnpm build` and before `firebase deploy` of the host, again whenever that environment's
// manifest changes (a publish of campaign.json) or a remote is released, and once a day while the
// festival runs (the pages name the festival day). A page drawn for another day or manifest still
// works: the app notices and draws it afresh.
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../scripts/apps.mjs';
import { builtRendererOrExit, createPrerenderer, releasedServerParts } from './prerender.mjs';

const env = process.argv[2] ?? 'local';
const campaignFile = path.join(repoRoot, 'deploy/campaigns', env, 'campaign.json');
const dist = path.join(repoRoot, 'host/dist');

const renderer = builtRendererOrExit('prerender');
/** @type {string[]} */
let problems = [];
const prerender = createPrerenderer({
  renderer,
  templateFile: path.join(dist, 'app.html'),
  campaignFile,
  // Only published versions from deploy/releases, pinned by the SHA-256 `pnpm release` recorded:
  // never code fetched from a remote's origin (docs/decisions/028).
  serverParts: releasedServerParts(),
  warn: (message) => problems.push(message),
});

let failed = false;
for (const pathname of renderer.PRERENDERED_PATHS) {
  problems = [];
  const file = pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
  const target = path.join(dist, file);
  const page = await prerender(pathname);
  if (page === undefined) {
    // The home page is required. A game page without one is served app.html, as before: a stale
    // one must not stay behind.
    if (pathname === '/') failed = true;
    if (existsSync(target)) rmSync(target);
    console[pathname === '/' ? 'error' : 'warn'](
      `[prerender] ${pathname}: nothing written (${problems.join('; ')})`,
    );
    continue;
  }
  const temp = `${target}.tmp`;
  writeFileSync(temp, page);
  renameSync(temp, target);
  const marker = /name="onam-prerendered" content="([^"]+)"/.exec(page)?.[1];
  console.log(
    `[prerender] host/dist/${file}: ${pathname} from deploy/campaigns/${env}/campaign.json (${marker})`,
  );
}
if (failed) process.exit(1);
