// Entry point of `pnpm release` (run with tsx); the command is in release-cli.ts.
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { apps } from '../scripts/apps.mjs';
import { runRelease } from './release-cli';

/** The remotes by their manifest names (the hosting targets), from the one table of apps. */
const remotes = Object.fromEntries(
  apps
    .filter((app) => !app.spa)
    .map((app) => [app.target, { dir: app.dir, previewOrigin: `http://localhost:${app.port}` }]),
);

// Output piped into `head` and closed early is no reason to stop half-way through a command.
process.stdout.on('error', () => undefined);

process.exitCode = await runRelease(process.argv.slice(2), {
  releasesDir: fileURLToPath(new URL('../releases', import.meta.url)),
  remotes,
  cwd: process.env.INIT_CWD ?? process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  author: process.env.USER || os.userInfo().username,
  now: () => new Date(),
});
