// Entry point of `pnpm release` (run with tsx); the command is in release-cli.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apps, defaultCampaignFile, outsideRemotes } from '../hosting/apps.mjs';
import { checkPackage } from '../game-packages/checks';
import { publishedFiles } from '../game-packages/published-files';
import { folderPackage } from '../game-packages/release-tree';
import { localHostDrawing } from './campaign/host-drawing';
import { terminalContext } from './command';
import { runRelease } from './release-cli';
import { releaseRegistrar } from './release-registry';

const releasesDir = fileURLToPath(new URL('../releases', import.meta.url));

/**
 * The remotes by their manifest names (the hosting targets), from the one table of apps, and the
 * remotes built outside this repository that this machine has published (docs/games-sdk.md).
 */
const knownRemotes = () =>
  Object.fromEntries([
    ...apps
      .filter((app) => !app.spa)
      .map((app) => [app.target, { dir: app.dir, previewOrigin: `http://localhost:${app.port}` }]),
    ...outsideRemotes(releasesDir).map((remote) => [
      remote.target,
      { dir: remote.dir, previewOrigin: remote.origin },
    ]),
  ]) as Record<string, { dir: string; previewOrigin: string }>;
const remotes = knownRemotes();

/**
 * The host's drawing, where this checkout has built it, with the local campaign to draw each game
 * on: the server part's check runs then, as the console will run it.
 */
const host = localHostDrawing();
const drawing = host && {
  ...host,
  manifest: JSON.parse(readFileSync(defaultCampaignFile, 'utf8')) as unknown,
};

process.exitCode = await runRelease(process.argv.slice(2), {
  ...terminalContext(),
  releasesDir,
  remotes,
  async check(folder, remote, version) {
    const { record, read } = await folderPackage(folder, remote, version);
    return checkPackage(
      {
        registry: { record: async () => record },
        files: publishedFiles(read),
        ...(drawing ? { drawing } : {}),
      },
      remote,
      version,
    );
  },
  registrar: (target) =>
    releaseRegistrar({
      ...target,
      // Read again: a remote built outside is known once its first version is published.
      previewOrigins: Object.fromEntries(
        Object.entries(knownRemotes()).map(([name, remote]) => [name, remote.previewOrigin]),
      ),
    }),
});
