// Builds the functions into lib/: the handlers bundled into one CommonJS file with the shared code
// they use (firebase-admin, firebase-functions and the pictures' renderer, shaper and fonts stay
// dependencies, installed by the deploy), and
// the games' scoring modules pinned beside it (docs/decisions/023):
// - every published games version in the release tree whose release.json records the SHA-256 of
//   its server/scoring.cjs; a file that no longer matches its record stops the build;
// - the current build of remote-games (what `pnpm start` serves at /), pinned by its own hash,
//   unless a published version of the same number exists.
// - lib/pages/pages.json: where the pages function finds the host's renderer (writePagesConfig).
// `node build.mjs [--deploy]` from this folder, or `pnpm --filter @onam/functions build`.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { build } from 'esbuild';
import { SERVER_SCORING_FILE as SCORING_FILE } from '../../shared/build/server-scoring.js';

const here = path.dirname(new URL(import.meta.url).pathname);
const repoRoot = path.resolve(here, '../..');

/** @param {Buffer | string} bytes */
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * The `version` a scoring module says it is, read by running it (it requires nothing).
 * @param {string} source
 * @param {string} filename
 */
function versionOf(source, filename) {
  /** @type {{ exports: { version?: unknown } }} */
  const module = { exports: {} };
  vm.runInThisContext(`(function (module, exports) {${source}\n})`, { filename })(
    module,
    module.exports,
  );
  return String(module.exports.version);
}

/**
 * Copies the scoring modules into `outDir` with `pins.json` (version → file and SHA-256).
 * @param {{ releasesDir: string, currentDist: string, outDir: string, log?: (line: string) => void }} options
 * @returns {Record<string, { file: string, sha256: string }>}
 */
export function collectScoring({ releasesDir, currentDist, outDir, log = () => undefined }) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  /** @type {Record<string, { file: string, sha256: string }>} */
  const pins = {};
  /** @param {string} version @param {Buffer} bytes */
  const pin = (version, bytes) => {
    const file = `${version}.cjs`;
    writeFileSync(path.join(outDir, file), bytes);
    pins[version] = { file, sha256: sha256(bytes) };
  };
  const games = path.join(releasesDir, 'games');
  const versions = existsSync(games)
    ? readdirSync(games).filter((name) => !name.startsWith('.'))
    : [];
  for (const version of versions.sort()) {
    const dir = path.join(games, version);
    const infoFile = path.join(dir, 'release.json');
    if (!existsSync(infoFile)) continue;
    const recorded = JSON.parse(readFileSync(infoFile, 'utf8')).files?.[SCORING_FILE];
    if (!recorded) {
      log(`games ${version}: published without ${SCORING_FILE}; its plays cannot be scored`);
      continue;
    }
    const bytes = readFileSync(path.join(dir, SCORING_FILE));
    if (sha256(bytes) !== recorded) {
      throw new Error(
        `${path.join(dir, SCORING_FILE)} does not match the SHA-256 its release recorded: ` +
          'a published version was changed after release; refusing to pin it',
      );
    }
    pin(version, bytes);
  }
  const current = path.join(currentDist, SCORING_FILE);
  if (existsSync(current)) {
    const bytes = readFileSync(current);
    const version = versionOf(bytes.toString('utf8'), current);
    if (pins[version])
      log(`games ${version}: the published files are pinned, not remote-games/dist`);
    else pin(version, bytes);
  } else {
    log(`no ${current}: build remote-games first to score its plays`);
  }
  writeFileSync(path.join(outDir, 'pins.json'), `${JSON.stringify(pins, null, 2)}\n`);
  return pins;
}

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
/** A published version's files the renderer reads (host/src/prerender/server-remotes.ts). */
const SERVER_PART_FILES = ['release.json', 'mf-manifest.json', 'server/modules.cjs'];

/**
 * Writes lib/pages/pages.json for the pages function (src/pages/pages.ts).
 * - For a deploy: the host's renderer, app.html and screen-styles.json, and each published
 *   version's server part from the release tree, copied into lib/pages and deployed with the
 *   function. The host must have been built (`pnpm build`): the pages are drawn into its app.html,
 *   so the host's Hosting deploy and this one must come from the same build.
 * - Otherwise (the emulators): this checkout's files where they are, and each remote's current
 *   build at the origin the preview serves it on, as `pnpm preview` draws its pages. The host may
 *   be built after the emulators start: the function reads the files at each request.
 * @param {{ outDir: string, deploy: boolean, log: (line: string) => void }} options
 */
export async function writePagesConfig({ outDir, deploy, log }) {
  const { RENDERER_FILE, SCREEN_STYLES_FILE, previewServerParts } =
    await import('../hosting/renderer.mjs');
  const hostDist = path.join(repoRoot, 'host/dist');
  const releasesDir = path.join(repoRoot, 'deploy/releases');
  const sources = {
    renderer: RENDERER_FILE,
    template: path.join(hostDist, 'app.html'),
    screenStyles: path.join(hostDist, SCREEN_STYLES_FILE),
  };
  mkdirSync(outDir, { recursive: true });
  if (!deploy) {
    const config = { ...sources, serverParts: previewServerParts() };
    writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(config, null, 2)}\n`);
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
  const published = [];
  const remotes = existsSync(releasesDir) ? readdirSync(releasesDir) : [];
  for (const remote of remotes.filter((name) => !name.startsWith('.'))) {
    const remoteDir = path.join(releasesDir, remote);
    if (!statSync(remoteDir).isDirectory()) continue;
    for (const version of readdirSync(remoteDir).filter((name) => !name.startsWith('.'))) {
      const dir = path.join(remoteDir, version);
      if (!existsSync(path.join(dir, 'release.json'))) continue;
      for (const file of SERVER_PART_FILES.filter((f) => existsSync(path.join(dir, f)))) {
        cpSync(path.join(dir, file), path.join(outDir, 'releases', remote, version, file));
      }
      published.push(`${remote} ${version}`);
    }
  }
  const config = {
    renderer: path.basename(sources.renderer),
    template: path.basename(sources.template),
    screenStyles: path.basename(sources.screenStyles),
    serverParts: { releasesDir: 'releases' },
  };
  writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(config, null, 2)}\n`);
  log(`pages: server parts of ${published.join(', ') || '(no published versions)'}`);
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
  const pins = collectScoring({
    releasesDir: path.join(repoRoot, 'deploy/releases'),
    currentDist: path.join(repoRoot, 'remote-games/dist'),
    outDir: path.join(lib, 'scoring'),
    log,
  });
  await writePagesConfig({ outDir: path.join(lib, PAGES_DIR), deploy, log });
  log(`built lib/index.js; scoring pinned for games ${Object.keys(pins).join(', ') || '(none)'}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildFunctions({ deploy: process.argv.includes('--deploy') }).catch((error) => {
    console.error(`[functions] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
