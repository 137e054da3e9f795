// Which files each size budget in .size-limit.cjs weighs, derived from the builds themselves so
// that no list is kept by hand and a new chunk the home page needs is counted at once.
//
// The host: its webpack config is compiled here (into .output/size/host, the production build of
// the current sources, byte for byte what `pnpm build` writes to host/dist) because only the
// compilation knows the chunk graph: which chunks the home page pulls in before it answers.
// Reading host/dist instead would not do: its folder keeps files from earlier builds, and nothing
// there says which chunk needs which.
//
// The remotes: their build's mf-manifest.json lists remoteEntry.js and, per exposed module, the
// JavaScript that module loads (sync and async); contracts.json says which exposes are games.
//
//   node deploy/scripts/size-files.mjs          the file sets with their gzip sizes
//   node deploy/scripts/size-files.mjs --json   the sets as JSON, for .size-limit.cjs
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';
import hostWebpackConfig from '../../host/webpack.config.js';
import { apps, repoRoot } from '../hosting/apps.mjs';

export const HOST_OUT = path.join(repoRoot, '.output/size/host');

/**
 * What the home page (`/`) runs on, as chunk groups: the entry the page loads (main.js), the
 * bootstrap chunk index.ts imports (React, the router, the shell), and the `/` route's screen
 * (routes.tsx, "screen-home"), which the router loads before it renders anything; with the chunks
 * webpack split out of them. The prerendered home page paints before any of them arrives
 * (docs/decisions/018); a page that is not prerendered needs them all to paint. Were the host to consume shared modules
 * through webpack's federation plugin, the federation runtime would also fetch the host's own copy
 * of each one consumed in those chunks before running them: those fallback chunks are followed too
 * (nothing remote is loaded before the first paint).
 */
export const HOME_PAGE_GROUPS = ['main', 'bootstrap', 'screen-home'];

/**
 * @typedef {{ name: string, files: string[], about: string }} FileSet
 *   files: absolute paths of JavaScript files.
 */

/** Compiles the host for production into HOST_OUT and returns the compilation. */
function compileHost() {
  const config = hostWebpackConfig({}, { mode: 'production' });
  config.output = { ...config.output, path: HOST_OUT };
  config.infrastructureLogging = { level: 'error' };
  // `pnpm --filter ./host build` runs in host/, and federation options (runtime plugins) are
  // resolved from the working directory: compile from there too.
  const cwd = process.cwd();
  process.chdir(path.join(repoRoot, 'host'));
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      process.chdir(cwd);
      if (error) reject(error);
      else if (!stats || stats.hasErrors()) {
        reject(new Error(`the host's build failed:\n${stats?.toString('errors-only')}`));
      } else resolve(stats.compilation);
    });
  });
}

/** @param {Iterable<import('webpack').Chunk>} chunks */
const jsFilesOf = (chunks) =>
  [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/**
 * The chunk groups in HOME_PAGE_GROUPS and, to a fixed point, every group that is the fallback
 * of a shared module consumed in one of their chunks (the federation runtime fetches those when
 * the consuming chunk loads).
 * @param {import('webpack').Compilation} compilation
 */
export function homePageFiles(compilation) {
  const { chunkGraph } = compilation;
  /** @type {Set<import('webpack').ChunkGroup>} */
  const groups = new Set();
  for (const name of HOME_PAGE_GROUPS) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`the host's build has no chunk group named "${name}"`);
    groups.add(group);
  }
  /** @type {Set<import('webpack').Chunk>} */
  const chunks = new Set();
  let grown = true;
  while (grown) {
    grown = false;
    for (const group of groups) for (const chunk of group.chunks) chunks.add(chunk);
    for (const group of compilation.chunkGroups) {
      if (groups.has(group)) continue;
      const consumedHere = group.origins.some(
        ({ module }) =>
          module?.type === 'consume-shared-module' &&
          [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunks.has(chunk)),
      );
      if (consumedHere) {
        groups.add(group);
        grown = true;
      }
    }
  }
  return jsFilesOf(chunks).sort();
}

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * A remote's sets: its remoteEntry.js, and each game's exposed module with its chunks.
 * @param {(typeof apps)[number]} app
 * @returns {FileSet[]}
 */
function remoteSets(app) {
  const dist = path.join(app.dir, 'dist');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${path.relative(repoRoot, manifestFile)} is missing: build the apps first`);
  }
  /** @type {{ metaData: { remoteEntry: { name: string } }, exposes: Array<{ name: string, assets: { js: { sync: string[], async: string[] } } }> }} */
  const manifest = readJson(manifestFile);
  const contractsFile = path.join(dist, 'contracts.json');
  /** @type {Record<string, { kind: string }>} */
  const contracts = existsSync(contractsFile) ? readJson(contractsFile) : {};
  /** @type {FileSet[]} */
  const sets = [
    {
      name: `${app.name}: remoteEntry.js`,
      files: [path.join(dist, manifest.metaData.remoteEntry.name)],
      about: 'the federation entry the host fetches before any module of this remote',
    },
  ];
  for (const expose of manifest.exposes) {
    if (contracts[expose.name]?.kind !== 'game') continue;
    const { sync, async } = expose.assets.js;
    sets.push({
      name: `${app.name}: game "${expose.name}" with its chunks`,
      files: [...new Set([...sync, ...async])].map((file) => path.join(dist, file)),
      about: `the exposed module ./${expose.name} and the chunks it loads; shared modules come from the host`,
    });
  }
  return sets;
}

/** @returns {Promise<FileSet[]>} */
export async function sizeFileSets() {
  const compilation = await compileHost();
  const inHost = (/** @type {string[]} */ files) => files.map((file) => path.join(HOST_OUT, file));
  const allHostJs = Object.keys(compilation.assets)
    .filter((file) => file.endsWith('.js'))
    .sort();
  /** @type {FileSet[]} */
  const sets = [
    {
      name: 'host: JavaScript the home page runs on',
      files: inHost(homePageFiles(compilation)),
      about: `chunk groups ${HOME_PAGE_GROUPS.join(', ')} and what they need to run`,
    },
    {
      name: 'host: all JavaScript',
      files: inHost(allHostJs),
      about: 'every script the host build emits (every screen, Firebase, the service worker)',
    },
  ];
  for (const app of apps) if (app.name !== 'host') sets.push(...remoteSets(app));
  for (const set of sets) {
    for (const file of set.files) {
      if (!existsSync(file) || !statSync(file).isFile()) {
        throw new Error(`${set.name}: ${path.relative(repoRoot, file)} does not exist`);
      }
    }
  }
  return sets;
}

/** @param {string} file */
export const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

if (import.meta.url === `file://${process.argv[1]}`) {
  const sets = await sizeFileSets();
  if (process.argv.includes('--json')) {
    process.stdout.write(JSON.stringify(sets));
  } else {
    for (const set of sets) {
      const total = set.files.reduce((sum, file) => sum + gzipBytes(file), 0);
      console.log(`${set.name}: ${(total / 1024).toFixed(1)} KiB gzip, ${set.files.length} files`);
      console.log(`  (${set.about})`);
      if (process.argv.includes('--verbose')) {
        for (const file of set.files) {
          console.log(
            `    ${String(gzipBytes(file)).padStart(7)} B  ${path.relative(repoRoot, file)}`,
          );
        }
      }
    }
  }
}
