// Builds the apps for production unless their dist/ is newer than every input: so `pnpm start`
// and the browser tests build on a fresh clone and skip the work when nothing changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apps, repoRoot } from '../hosting/apps.mjs';

const STAMP = '.build-complete';
const sharedInputs = ['shared/src', 'shared/build', 'shared/package.json', 'pnpm-lock.yaml'];

/**
 * @param {string} target
 * @returns {number}
 */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stats.mtimeMs,
  );
}

/**
 * What an app's build is made from: the shared package, the lockfile and the app's own sources and
 * configuration.
 * @param {string} appDir
 */
export const buildInputs = (appDir) => [
  ...sharedInputs.map((p) => path.join(repoRoot, p)),
  ...[
    'src',
    'public',
    'index.html',
    'package.json',
    'webpack.config.js',
    'webpack.prerender.js',
    'federation.config.js',
  ].map((p) => path.join(appDir, p)),
];

/**
 * Whether the build whose stamp is `outDir`/.build-complete is missing or older than an input.
 * @param {string} outDir
 * @param {string[]} inputs
 */
export function builtBefore(outDir, inputs) {
  const stamp = path.join(outDir, STAMP);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}

/**
 * Marks `outDir` as a finished build: written last, so an interrupted build is never mistaken for
 * a finished one.
 * @param {string} outDir
 */
export const markBuilt = (outDir) =>
  writeFileSync(path.join(outDir, STAMP), new Date().toISOString());

/** @param {(typeof apps)[number]} app */
function isStale(app) {
  // The host's build also writes its prerenderer beside dist/ (docs/decisions/018).
  if (app.name === 'host' && !existsSync(path.join(app.dir, 'dist-prerender/render-page.cjs'))) {
    return true;
  }
  return builtBefore(path.join(app.dir, 'dist'), buildInputs(app.dir));
}

export function ensureBuild({ force = false } = {}) {
  for (const app of apps) {
    if (!force && !isStale(app)) continue;
    console.log(`[build] building ${app.name}`);
    const started = Date.now();
    const result = spawnSync('pnpm', ['--filter', `./${app.name}`, 'run', 'build'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`building ${app.name} failed`);
    markBuilt(path.join(app.dir, 'dist'));
    console.log(`[build] ${app.name} built in ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBuild({ force: process.argv.includes('--force') });
}
