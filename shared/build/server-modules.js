// A remote's server part: its first screens, built for Node beside its federation container, so the
// host's prerenderer can draw a game's page before any of its JavaScript reaches the phone
// (docs/decisions/021). One CommonJS file, `server/modules.cjs` next to the remote's
// `mf-manifest.json`, exporting `modules` (exposed name → module loader, as in the container).
//
// The singletons (singletons.json) are not in it: the file `require`s them, and the host's renderer
// answers with its own copies, as the federation runtime gives a remote the host's copies in the
// browser. One React and one of each context, or the hooks of the remote's components would read
// providers nobody filled.
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import { scriptRule, serverCssRule } from './webpack-base.js';
import { SINGLETONS } from './federation-shared.js';

/** The file a remote's server part is in, relative to its mf-manifest.json. */
export const SERVER_MODULES_FILE = 'server/modules.cjs';

const resolveShared = createRequire(import.meta.url).resolve;

/** @onam/shared's singletons by their file: its own modules import each other by relative path. */
const sharedSingletonFiles = new Map(
  Object.keys(SINGLETONS)
    .filter((name) => name.startsWith('@onam/shared/'))
    .map((name) => [resolveShared(name), name]),
);

/**
 * @param {{ name: string, dir: string, outDir?: string, entry: string, after: string, plugins?: import('webpack').WebpackPluginInstance[] }} options
 *   name: the remote's name (its CSS-module class names are salted with it, as in its browser build);
 *   entry: the module that exports `modules`; after: the container's build, which cleans the folder.
 * @returns {import('webpack').Configuration}
 */
export function serverModulesConfig({ name, dir, outDir, entry, after, plugins = [] }) {
  return {
    name: `${name}-server`,
    dependencies: [after],
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { modules: entry },
    output: {
      path: path.join(outDir ?? path.join(dir, 'dist'), path.dirname(SERVER_MODULES_FILE)),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      // Server modules draw no asset URLs (the games draw with SVG and CSS): nothing to resolve.
      publicPath: '',
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    externals: [
      ({ request, context, getResolve }, callback) => {
        if (!request) return callback();
        if (SINGLETONS[request] && !request.startsWith('@onam/shared/')) {
          return callback(undefined, `commonjs ${request}`);
        }
        if (!request.startsWith('@onam/shared/') && !request.startsWith('.')) return callback();
        getResolve?.()(context ?? dir, request, (error, file) => {
          const singleton = !error && typeof file === 'string' && sharedSingletonFiles.get(file);
          callback(undefined, singleton ? `commonjs ${singleton}` : undefined);
        });
      },
    ],
    module: {
      rules: [scriptRule(true), serverCssRule(name)],
    },
    plugins: [
      // One file: the host's renderer evaluates it whole and has no chunks to fetch beside it.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...plugins,
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
