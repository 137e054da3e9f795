// The game's whole build: the browser's federated remote (with its standalone page), the scoring
// and the server part for the site's server, and the package's facts. One `npm run build` makes a
// package `pnpm release` can publish: dist/ (docs/games-sdk.md, "The package's files").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const dir = path.dirname(new URL(import.meta.url).pathname);
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** The remote's name: the federation container's, and the campaign's name for it. */
const REMOTE = 'vallam';
/** This remote's own origin on a developer's machine. */
const PORT = 3031;
const out = path.join(dir, 'dist');
const factsFile = path.join(dir, 'src/facts.json');
const contractFile = path.join(dir, 'src/platform-contract.ts');

const scripts = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
  },
};
const resolve = { extensions: ['.tsx', '.ts', '.js'] };
/** Every play names the version it was made by: the version this build is released as. */
const version = () => new webpack.DefinePlugin({ __VERSION__: JSON.stringify(pkg.version) });

/** React and its DOM renderer are the site's: one copy on the page (docs/games-sdk.md). */
const singleton = (pkgName) => {
  const installed = JSON.parse(
    readFileSync(path.join(dir, 'node_modules', pkgName, 'package.json'), 'utf8'),
  ).version;
  return { singleton: true, requiredVersion: `^${installed}`, version: installed };
};

/**
 * game-package.json (the facts, with the remote and version filled in), contracts.json (what the
 * exposed module is), and the icon the facts name, beside mf-manifest.json.
 */
class PackageFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PackageFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PackageFiles', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(factsFile);
          const facts = JSON.parse(readFileSync(factsFile, 'utf8'));
          const contractVersion = /GAME_CONTRACT_VERSION = '(\d+\.\d+)'/.exec(
            readFileSync(contractFile, 'utf8'),
          )?.[1];
          const json = (value) => new sources.RawSource(`${JSON.stringify(value, null, 2)}\n`);
          compilation.emitAsset(
            'game-package.json',
            json({ packageApi: 1, remote: REMOTE, version: pkg.version, games: [facts] }),
          );
          compilation.emitAsset(
            'contracts.json',
            json({ [facts.module]: { kind: 'game', id: facts.id, contractVersion } }),
          );
          compilation.emitAsset(
            facts.icon,
            new sources.RawSource(readFileSync(path.join(dir, 'src/icon.svg'))),
          );
        },
      );
    });
  }
}

/** @returns {import('webpack').Configuration} */
const browser = (mode) => ({
  name: 'browser',
  mode,
  context: dir,
  // The standalone page; the site loads only the container, remoteEntry.js.
  entry: { main: './src/standalone.ts' },
  output: {
    path: out,
    publicPath: 'auto',
    // Each version's chunks load through a global of its own: a page that ran one version and
    // then loads another must not take the new version's chunks for the ones it already has.
    uniqueName: `${REMOTE}_${pkg.version.replace(/\W/g, '_')}`,
    filename: 'js/[name].js',
    chunkFilename: 'js/[name].[contenthash:8].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  },
  resolve,
  module: {
    rules: [scripts, { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }],
  },
  plugins: [
    new ModuleFederationPlugin({
      name: REMOTE,
      filename: 'remoteEntry.js',
      exposes: { './vallam-kali': './src/vallam-kali-game.tsx' },
      shared: {
        react: singleton('react'),
        'react/jsx-runtime': singleton('react'),
        'react-dom': singleton('react-dom'),
        'react-dom/client': singleton('react-dom'),
      },
      shareStrategy: 'loaded-first',
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
    }),
    // A stylesheet, never inline styles: the site's Content-Security-Policy allows no inline style.
    new MiniCssExtractPlugin({
      filename: 'css/[name].css',
      chunkFilename: 'css/[name].[contenthash:8].css',
    }),
    new HtmlWebpackPlugin({ template: './src/standalone.html', chunks: ['main'] }),
    version(),
    new PackageFilesPlugin(),
  ],
  devtool: mode === 'development' ? 'eval-cheap-module-source-map' : false,
  devServer: {
    port: PORT,
    // The site, on another origin, loads the container and its chunks.
    headers: { 'Access-Control-Allow-Origin': '*' },
    hot: false,
    client: { overlay: false },
  },
  performance: { hints: false },
});

/** Shared by the two builds for the site's server: one CommonJS file each, readable. */
const serverBuild = (name, entry, file, extra = {}) => ({
  name,
  dependencies: ['browser'],
  mode: 'production',
  context: dir,
  target: 'node20',
  entry: { [file]: entry },
  output: {
    path: path.join(out, 'server'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    publicPath: '',
    clean: false,
  },
  // Not even Node's own modules: the site runs this code with nothing but JavaScript.
  externalsPresets: { node: false },
  resolve,
  module: { rules: [scripts] },
  plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), version()],
  optimization: { minimize: false },
  performance: { hints: false },
  ...extra,
});

/** server/scoring.cjs: the record scored again on the site's server, with no dependencies. */
const scoring = () => serverBuild('scoring', './src/scoring.ts', 'scoring');

/**
 * server/modules.cjs: the game's first screen drawn on the site's server. React comes from the
 * site's page (`require('react')` is answered with its copy); the stylesheet is the browser's.
 */
const serverPart = () => {
  const build = serverBuild('server-part', './src/server-modules.ts', 'modules', {
    externals: {
      react: 'commonjs react',
      'react/jsx-runtime': 'commonjs react/jsx-runtime',
    },
  });
  build.plugins.push(
    new webpack.NormalModuleReplacementPlugin(/\.css$/, path.join(dir, 'src/no-styles.ts')),
  );
  return build;
};

/** @param {unknown} _env @param {{ mode?: string }} argv */
export default (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  // `npm start` serves the browser's part alone; a build for release makes the whole package.
  return mode === 'development' ? browser(mode) : [browser(mode), scoring(), serverPart()];
};
