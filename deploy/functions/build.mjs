// Builds the functions into lib/: the handlers bundled into one CommonJS file with the shared code
// they use (firebase-admin, firebase-functions and the pictures' renderer, shaper and fonts stay
// dependencies, installed by the deploy), the sandbox's worker script beside it, and
// lib/pages/pages.json: where the pages function finds the host's renderer and drawing
// (writePagesConfig). No game's code is in it: scoring and server parts are read from each
// version's published package at run time (docs/decisions/054).
// `node build.mjs [--deploy]` from this folder, or `pnpm --filter @onam/functions build`.
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = path.dirname(new URL(import.meta.url).pathname);
const repoRoot = path.resolve(here, '../..');

/** The sandbox's worker script (deploy/game-packages/sandbox), copied beside each bundle. */
const SANDBOX_WORKER = path.join(repoRoot, 'deploy/game-packages/sandbox/sandbox-worker.cjs');

/** The seeding tool for the emulated backend (src/plays/seed-plays.ts): beside lib/, never deployed. */
export const SEED_TOOL = path.join(here, 'tools/seed-plays.cjs');
/**
 * `pnpm operators` (deploy/cli/operators.ts, a CLI command and no function): bundled here beside
 * the seeding tool because a bundle starts in half a second where tsx takes two, and the browser
 * tests run it between requests to the emulators. Never deployed.
 */
export const OPERATORS_TOOL = path.join(here, 'tools/operators.cjs');

/** Where the pages function reads the host's renderer and build from (src/pages/page-assets.ts). */
const PAGES_DIR = 'pages';
/**
 * Writes lib/pages/pages.json for the pages function (src/pages/page-assets.ts).
 * - For a deploy: the host's renderer and drawing, app.html and screen-styles.json, copied into
 *   lib/pages and deployed with the function. The host must have been built (`pnpm build`): the
 *   pages are drawn into its app.html, so the host's Hosting deploy and this one must come from
 *   the same build.
 * - Otherwise (the emulators): this checkout's files where they are. The host may be built after
 *   the emulators start: the function reads the files at each request.
 * @param {{ outDir: string, deploy: boolean, log: (line: string) => void }} options
 */
export async function writePagesConfig({ outDir, deploy, log }) {
  const { RENDERER_FILE, DRAWING_FILE, SCREEN_STYLES_FILE } =
    await import('../hosting/renderer.mjs');
  const hostDist = path.join(repoRoot, 'host/dist');
  const sources = {
    renderer: RENDERER_FILE,
    drawing: DRAWING_FILE,
    template: path.join(hostDist, 'app.html'),
    screenStyles: path.join(hostDist, SCREEN_STYLES_FILE),
  };
  mkdirSync(outDir, { recursive: true });
  if (!deploy) {
    writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(sources, null, 2)}\n`);
    return;
  }
  const missing = Object.values(sources).filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `the pages function needs the host's build: ${missing.map((f) => path.relative(repoRoot, f)).join(', ')} missing (run \`pnpm build\` first)`,
    );
  }
  for (const [name, file] of Object.entries(sources)) {
    cpSync(file, path.join(outDir, path.basename(file)));
    log(`pages: ${name} from ${path.relative(repoRoot, file)}`);
  }
  const config = Object.fromEntries(
    Object.entries(sources).map(([name, file]) => [name, path.basename(file)]),
  );
  writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(config, null, 2)}\n`);
}

/** @param {{ log?: (line: string) => void, deploy?: boolean }} [options] */
export async function buildFunctions({
  log = (line) => console.log(`[functions] ${line}`),
  deploy = false,
} = {}) {
  const lib = path.join(here, 'lib');
  rmSync(lib, { recursive: true, force: true });
  /** @type {import('esbuild').BuildOptions} */
  const common = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Dependencies installed by the deploy rather than bundled: the Firebase SDKs, and what the
    // shared links' pictures need at run time, which a bundle cannot carry (src/og): resvg's
    // native build, HarfBuzz's WebAssembly beside its loader, and the fonts' TrueType files.
    external: [
      'firebase-admin',
      'firebase-functions',
      '@resvg/resvg-js',
      'harfbuzzjs',
      '@expo-google-fonts/baloo-chettan-2',
    ],
    alias: { '@onam/shared': path.join(repoRoot, 'shared/src') },
    logLevel: 'warning',
  };
  await build({
    ...common,
    entryPoints: [path.join(here, 'src/index.ts')],
    outfile: path.join(lib, 'index.js'),
  });
  await build({
    ...common,
    entryPoints: [path.join(here, 'src/plays/seed-plays.ts')],
    outfile: SEED_TOOL,
  });
  await build({
    ...common,
    entryPoints: [path.join(repoRoot, 'deploy/cli/operators.ts')],
    outfile: OPERATORS_TOOL,
  });
  // Beside each bundle that runs a sandbox: lib/index.js (plays, pages) and the seeding tool.
  copyFileSync(SANDBOX_WORKER, path.join(lib, path.basename(SANDBOX_WORKER)));
  copyFileSync(SANDBOX_WORKER, path.join(path.dirname(SEED_TOOL), path.basename(SANDBOX_WORKER)));
  await writePagesConfig({ outDir: path.join(lib, PAGES_DIR), deploy, log });
  log('built lib/index.js; no game code in it: each version is read from its package');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildFunctions({ deploy: process.argv.includes('--deploy') }).catch((error) => {
    console.error(`[functions] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
