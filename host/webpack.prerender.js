// The host's prerenderer (src/prerender/render-page.tsx), built for Node beside the browser build:
// `pnpm build` runs both. It writes one CommonJS file, host/dist-prerender/render-page.cjs, that
// deploy/hosting/renderer.mjs loads. Its CSS modules yield only class names, the same as the
// browser build's (same options, same app name), and asset URLs are the browser build's too.
import path from 'node:path';
import webpack from 'webpack';
import { scriptRule, serverCssRule } from '@onam/shared/build/webpack-base.js';
import { hostFederation, runtimeDefines } from './federation.config.js';
import { runtimeCore } from './webpack.config.js';

const dir = path.dirname(new URL(import.meta.url).pathname);

/** @type {import('webpack').Configuration} */
export default {
  name: 'host-prerender',
  mode: 'production',
  context: dir,
  target: 'node20',
  entry: { 'render-page': './src/prerender/server-entry.ts' },
  output: {
    path: path.join(dir, 'dist-prerender'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    publicPath: '/',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    alias: { '@module-federation/runtime-tools/runtime-core$': runtimeCore },
  },
  module: {
    rules: [
      scriptRule(true),
      serverCssRule('host'),
      { test: /\.(png|svg|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
    ],
  },
  plugins: [
    new webpack.DefinePlugin({
      __HOST_FEDERATION__: JSON.stringify(hostFederation),
      ...runtimeDefines,
    }),
    // One file: the screens' code-split imports are read from it, not from chunks beside it.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
};
