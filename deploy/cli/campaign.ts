// Entry point of `pnpm campaign` (run with tsx); the commands are in campaign/commands/.
import { fileURLToPath } from 'node:url';
import { localReleaseTree } from '../hosting/renderer.mjs';
import { fetchPublished, publishedFiles } from '../game-packages/published-files';
import { releaseTreeRegistry } from '../game-packages/release-tree';
import { versionChecker } from '../game-packages/version-checks';
import { localHostDrawing } from './campaign/host-drawing';
import { runCampaign } from './campaign/run';
import { terminalContext } from './command';

/**
 * A version served by this machine's preview is one of its release tree's: a change to a
 * manifest file that puts one live checks it there. A version served elsewhere is in that
 * environment's registry, which its changeCampaign checks when the change goes live.
 */
const tree = localReleaseTree();
const localChecks = versionChecker({
  registry: releaseTreeRegistry(tree),
  files: publishedFiles(fetchPublished(), { failedMs: 0 }),
  drawing: localHostDrawing,
  checks: (entry) => Object.values(tree.origins).some((origin) => entry.startsWith(`${origin}/`)),
});

process.exitCode = await runCampaign(process.argv.slice(2), {
  ...terminalContext(),
  campaignsDir: fileURLToPath(new URL('../campaigns', import.meta.url)),
  env: process.env,
  checkVersions: () => localChecks,
});
