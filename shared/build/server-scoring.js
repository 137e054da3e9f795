// A remote's scoring for the server (docs/decisions/023): one CommonJS file, `server/scoring.cjs`
// next to the remote's `mf-manifest.json`, built from the same pure evidence, rules and scoring
// modules the games run in the browser. It has no externals at all, so it runs with nothing to
// resolve: the submitPlay function pins it by its SHA-256 and refuses any `require`.
import path from 'node:path';
import webpack from 'webpack';
import { scriptRule } from './webpack-base.js';

/** The file a remote's scoring is in, relative to its mf-manifest.json. */
export const SERVER_SCORING_FILE = 'server/scoring.cjs';

/**
 * @param {{ name: string, dir: string, outDir?: string, entry: string, after: string, plugins?: import('webpack').WebpackPluginInstance[] }} options
 *   entry: the module that exports the ScoringModule (shared/src/contracts/scoring.ts);
 *   after: the container's build, which cleans the folder.
 * @returns {import('webpack').Configuration}
 */
export function serverScoringConfig({ name, dir, outDir, entry, after, plugins = [] }) {
  return {
    name: `${name}-scoring`,
    dependencies: [after],
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { scoring: entry },
    output: {
      path: path.join(outDir ?? path.join(dir, 'dist'), path.dirname(SERVER_SCORING_FILE)),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: '',
      clean: false,
    },
    // No `.tsx`: a component imported by mistake fails the build (and the test of
    // remote-games/src/server-scoring.ts walks its imports for React, CSS and packages).
    resolve: { extensions: ['.ts', '.js'] },
    // Not even Node's own modules: target node20 would leave `require('node:fs')` in the file,
    // which the function refuses to run. Here such an import fails the build instead.
    externalsPresets: { node: false },
    module: { rules: [scriptRule(true)] },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), ...plugins],
    // Readable: it is run on a server and audited there, not downloaded by phones.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
