// The host's page drawing, built beside the browser build (`pnpm build` runs both) into
// host/dist-prerender/:
// - render-page.cjs, for Node (src/prerender/server-entry.ts): what the pages function and the
//   preview decide about a page in their own process, and how they put a drawn body into it;
//   no React (deploy/hosting/renderer.mjs loads it).
// - draw-page.js, for a sandbox (src/prerender/draw-page.ts; docs/decisions/053): React, the app's
//   routes and screens, and what they need of the web platform, in one self-contained file that
//   requires nothing, run inside the sandbox that draws a page's body, beside a game version's
//   server part.
// CSS modules give the same class names as the browser build's (same options, same app name),
// and asset URLs are the browser build's too.
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { scriptRule, serverCssRule } from '@onam/shared/build/webpack-base.js';
import { hostFederation, runtimeDefines } from './federation.config.js';
import { runtimeCore } from './webpack.config.js';

const dir = path.dirname(new URL(import.meta.url).pathname);
const outDir = path.join(dir, 'dist-prerender');
const require = createRequire(import.meta.url);

/**
 * React's string renderer without its streaming half, which builds a TextEncoder as it loads: a
 * sandbox has none, and the drawing only renders to a string.
 */
const reactStringRenderer = path.join(
  path.dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-server-legacy.browser.production.js',
);

/** @param {{ name: string, entry: string, filename: string, target: string | string[], alias?: Record<string, string>, clean: boolean, dependencies?: string[] }} options @returns {import('webpack').Configuration} */
const drawingConfig = ({ name, entry, filename, target, alias = {}, clean, dependencies }) => ({
  name,
  mode: 'production',
  context: dir,
  target,
  ...(dependencies ? { dependencies } : {}),
  entry: { [filename.replace(/\..*$/, '')]: entry },
  output: {
    path: outDir,
    filename,
    library: { type: 'commonjs2' },
    publicPath: '/',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    alias: { '@module-federation/runtime-tools/runtime-core$': runtimeCore, ...alias },
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
});

/** @type {import('webpack').Configuration[]} */
export default [
  drawingConfig({
    name: 'host-prerender',
    entry: './src/prerender/server-entry.ts',
    filename: 'render-page.cjs',
    target: 'node20',
    clean: true,
  }),
  drawingConfig({
    name: 'host-draw',
    entry: './src/prerender/draw-page.ts',
    filename: 'draw-page.js',
    // A bare ECMAScript realm: webpack's runtime touches no window, document or require.
    target: ['web', 'es2022'],
    alias: { 'react-dom/server$': reactStringRenderer },
    clean: false,
    dependencies: ['host-prerender'],
  }),
];
