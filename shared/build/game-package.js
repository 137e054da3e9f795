// A remote's game package facts (shared/src/contracts/game-package.ts): `game-package.json` beside
// the remote's `mf-manifest.json`, and the games' icons it names under `icons/`. The facts are a
// module of the remote's (it exports `gamePackage`, built from the games' own words, scoring
// constants and sample plays); this build bundles it, evaluates the bundle here, at build time,
// and writes what it exports as JSON. The bundle itself is not kept: the package carries the
// facts as data, which the platform reads without running anything.
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { scriptRule } from './webpack-base.js';

/** The facts' file, relative to the remote's mf-manifest.json. */
export const GAME_PACKAGE_FILE = 'game-package.json';

const BUNDLE = 'game-package.cjs';

/** Evaluates the facts bundle and emits its `gamePackage` as game-package.json in its place. */
class GamePackagePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('GamePackagePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'GamePackagePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(BUNDLE);
          if (!asset) return;
          /** @type {{ exports: { gamePackage?: unknown } }} */
          const module = { exports: {} };
          try {
            vm.runInNewContext(
              `(function (module, exports) {${asset.source.source()}\n})`,
              {},
              {
                filename: BUNDLE,
              },
            )(module, module.exports);
          } catch (error) {
            compilation.errors.push(
              new webpack.WebpackError(
                `${GAME_PACKAGE_FILE}: the facts module failed as it ran: ${error instanceof Error ? error.message : String(error)}`,
              ),
            );
            return;
          }
          compilation.deleteAsset(BUNDLE);
          compilation.emitAsset(
            GAME_PACKAGE_FILE,
            new webpack.sources.RawSource(
              `${JSON.stringify(module.exports.gamePackage, null, 2)}\n`,
            ),
          );
        },
      );
    });
  }
}

/**
 * @param {{ name: string, dir: string, outDir?: string, entry: string, after: string, plugins?: import('webpack').WebpackPluginInstance[] }} options
 *   entry: the module that exports `gamePackage`; after: the container's build, which cleans the folder.
 * @returns {import('webpack').Configuration}
 */
export function gamePackageConfig({ name, dir, outDir, entry, after, plugins = [] }) {
  return {
    name: `${name}-package`,
    dependencies: [after],
    mode: 'production',
    context: dir,
    // Evaluated here, in Node, once: nothing of it reaches a browser or a server.
    target: 'node20',
    entry: { [BUNDLE.replace(/\.cjs$/, '')]: entry },
    output: {
      path: outDir ?? path.join(dir, 'dist'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      // The icons' URLs in the facts are relative to the package's folder.
      publicPath: '',
      assetModuleFilename: 'icons/[name][ext]',
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        scriptRule(true),
        // Each game's icon: copied into the package as it is, and named by the facts.
        {
          test: /icon\.svg$/,
          type: 'asset/resource',
          generator: {
            /** @param {{ filename?: string }} data `src/<game>/icon.svg` → `icons/<game>.svg` */
            filename: ({ filename = '' }) => `icons/${path.basename(path.dirname(filename))}.svg`,
          },
        },
      ],
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new GamePackagePlugin(),
      ...plugins,
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
