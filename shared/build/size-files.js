import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the home page (`/`) runs on, as chunk groups: the entry the page loads (main.js), the
 * bootstrap chunk index.ts imports (React, the router, the shell), and the `/` route's screen
 * (routes.tsx, "screen-home"), which the router loads before it renders anything; with the chunks
 * webpack split out of them. The prerendered home page paints before any of them arrives
 * (docs/decisions/018); a page that is not prerendered needs them all to paint. Were the host to
 * consume shared modules through webpack's federation plugin, the federation runtime would also
 * fetch the host's own copy of each one consumed in those chunks before running them: those
 * fallback chunks are followed too (nothing remote is loaded before the first paint).
 */
export const HOME_PAGE_GROUPS = ['main', 'bootstrap', 'screen-home'];

/** Written beside the host's build, for the size budgets (deploy/scripts/size-files.mjs). */
export const SIZE_FILES = 'size-files.json';

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

/**
 * @typedef {{ homePage: string[], all: string[] }} HostSizeFiles
 *   Paths relative to the build's folder: the home page's scripts, and every script this build
 *   emitted (the folder also keeps earlier builds' chunks, which nothing would say apart).
 */

/**
 * The host's files as the size budgets weigh them, from this build's chunk graph (only the
 * compilation knows which chunk the home page needs). Written once the build is done, with every
 * asset in (the service worker's too), into the build's folder as SIZE_FILES; never precached
 * or fetched by a page. Before this, the budgets compiled the host a second time to learn it.
 */
export class SizeFilesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('SizeFilesPlugin', ({ compilation }) => {
      if (compilation.errors.length > 0) return;
      /** @type {HostSizeFiles} */
      const files = {
        homePage: homePageFiles(compilation),
        all: Object.keys(compilation.assets)
          .filter((file) => file.endsWith('.js'))
          .sort(),
      };
      writeFileSync(
        path.join(compilation.outputOptions.path ?? '', SIZE_FILES),
        `${JSON.stringify(files, null, 2)}\n`,
      );
    });
  }
}
