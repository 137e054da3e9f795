// Entry point of `pnpm release` (run with tsx); the command is in release-cli.ts.
import { fileURLToPath } from 'node:url';
import { apps } from '../hosting/apps.mjs';
import { terminalContext } from './command';
import { runRelease } from './release-cli';

/** The remotes by their manifest names (the hosting targets), from the one table of apps. */
const remotes = Object.fromEntries(
  apps
    .filter((app) => !app.spa)
    .map((app) => [app.target, { dir: app.dir, previewOrigin: `http://localhost:${app.port}` }]),
);

process.exitCode = await runRelease(process.argv.slice(2), {
  ...terminalContext(),
  releasesDir: fileURLToPath(new URL('../releases', import.meta.url)),
  remotes,
});
