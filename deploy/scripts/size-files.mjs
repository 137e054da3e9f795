// Which files each size budget in .size-limit.cjs weighs, derived from the builds themselves so
// that no list is kept by hand and a new chunk the home page needs is counted at once.
//
// The host: its production build writes host/dist/size-files.json (SizeFilesPlugin in
// shared/build/size-files.js), because only the compilation knows the chunk graph: which chunks
// the home page pulls in before it answers. Reading host/dist alone would not do: its folder keeps
// files from earlier builds, and nothing there says which chunk needs which. `pnpm test:size`
// builds first when a source changed, so the file is this build's. (Before, this compiled the host
// a second time for it, about 50 s of CI's busy cores; a build from before the plugin still gets
// that compilation, into .output/size/host.)
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
import { HOME_PAGE_GROUPS, SIZE_FILES } from '../../shared/build/size-files.js';

export const HOST_OUT = path.join(repoRoot, '.output/size/host');

/**
 * @typedef {{ name: string, files: string[], about: string }} FileSet
 *   files: absolute paths of JavaScript files.
 */

/**
 * Compiles the host for production into HOST_OUT and returns its files as the size budgets weigh
 * them: for a host build from before its build wrote them (SizeFilesPlugin).
 * @returns {Promise<import('../../shared/build/size-files.js').HostSizeFiles>}
 */
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
      } else resolve(readJson(path.join(HOST_OUT, SIZE_FILES)));
    });
  });
}

/**
 * The host's files from its build in host/dist, as the build wrote them (SizeFilesPlugin); or,
 * from a build that did not, from a compilation of its own into HOST_OUT.
 * @returns {Promise<{ dir: string, files: import('../../shared/build/size-files.js').HostSizeFiles }>}
 */
async function hostFiles() {
  const dist = path.join(repoRoot, 'host/dist');
  const written = path.join(dist, SIZE_FILES);
  if (existsSync(written)) {
    const files = readJson(written);
    if ([...files.homePage, ...files.all].every((file) => existsSync(path.join(dist, file)))) {
      return { dir: dist, files };
    }
  }
  console.error(`[size] host/dist has no ${SIZE_FILES} from its build: compiling the host for it`);
  return { dir: HOST_OUT, files: await compileHost() };
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
  const host = await hostFiles();
  const inHost = (/** @type {string[]} */ files) => files.map((file) => path.join(host.dir, file));
  /** @type {FileSet[]} */
  const sets = [
    {
      name: 'host: JavaScript the home page runs on',
      files: inHost(host.files.homePage),
      about: `chunk groups ${HOME_PAGE_GROUPS.join(', ')} and what they need to run`,
    },
    {
      name: 'host: all JavaScript',
      files: inHost(host.files.all),
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
