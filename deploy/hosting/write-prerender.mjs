// `node deploy/hosting/write-prerender.mjs <env>`: writes the prerendered home page into the host
// build (host/dist/index.html) from an environment's campaign manifest, for today in Kerala. Run it
// after `pnpm build` and before `firebase deploy` of the host, again whenever that environment's
// manifest changes (a publish of campaign.json), and once a day while the festival runs (the
// page names the festival day). A page drawn for another day or manifest still works: the app
// notices and draws it afresh (docs/decisions/018).
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../scripts/apps.mjs';
import { builtRendererOrExit, createPrerenderer } from './prerender.mjs';

const env = process.argv[2] ?? 'local';
const campaignFile = path.join(repoRoot, 'deploy/campaigns', env, 'campaign.json');
const dist = path.join(repoRoot, 'host/dist');

const renderer = builtRendererOrExit('prerender');
/** @type {string[]} */
const problems = [];
const prerender = createPrerenderer({
  renderer,
  templateFile: path.join(dist, 'app.html'),
  campaignFile,
  warn: (message) => problems.push(message),
});
const page = await prerender('/');
if (page === undefined) {
  console.error(`[prerender] nothing written: ${problems.join('; ')}`);
  process.exit(1);
}
const target = path.join(dist, 'index.html');
const temp = `${target}.tmp`;
writeFileSync(temp, page);
renameSync(temp, target);
const marker = /name="onam-prerendered" content="([^"]+)"/.exec(page)?.[1];
console.log(
  `[prerender] host/dist/index.html: / from deploy/campaigns/${env}/campaign.json (${marker})`,
);
