// What every app's webpack config has in common: TypeScript through SWC, CSS modules, output
// naming (content hashes for chunks, hash-free federation entries). Each app adds its own
// federation config and HTML page.
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';

/** A gold-disc favicon as a data URI: no extra request, no 404 in the console. */
export const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='7' fill='%23f5b700'/%3E%3C/svg%3E";

/**
 * The page a remote serves on its own origin for its team's development: it mounts the remote's
 * modules without the host. It is built apart from the federation container, as a plain app in the
 * same output folder: the container runs on the host's federation runtime (`externalRuntime`), which
 * a page of its own does not have (docs/decisions/016).
 * @param {{ name: string, dir: string, mode: 'production' | 'development', outDir?: string, uniqueName: string, title: string, after: string }} options
 */
export function standaloneConfig({ name, dir, mode, outDir, uniqueName, title, after }) {
  const base = baseConfig({ name, dir, mode, publicPath: 'auto', port: 0, outDir });
  /** @type {import('webpack').Configuration & { plugins: NonNullable<import('webpack').Configuration['plugins']> }} */
  const config = {
    ...base,
    name: `${name}-standalone`,
    // The container's build cleans the folder; this one runs after it and adds the page.
    dependencies: [after],
    output: { ...base.output, clean: false, uniqueName: `${uniqueName}_standalone` },
    plugins: [
      ...base.plugins,
      new HtmlWebpackPlugin({
        chunks: ['main'],
        templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="icon" href="${FAVICON}"></head><body></body></html>`,
      }),
    ],
    // The container's build carries the dev server; one server answers for both builds.
    devServer: undefined,
  };
  return config;
}

/**
 * TypeScript and JSX through SWC.
 * @param {boolean} production
 * @returns {import('webpack').RuleSetRule}
 */
export function scriptRule(production) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * css-loader's CSS-modules options. A build that only needs the class names (the host's
 * prerenderer) takes these too, so its names are the browser build's.
 * @param {string} name the app's name
 * @param {boolean} production
 */
export function cssModules(name, production) {
  return {
    auto: true,
    namedExport: false,
    exportLocalsConvention: /** @type {const} */ ('as-is'),
    localIdentName: production ? '[hash:base64:6]' : `${name}__[name]__[local]`,
    // Host and remotes share one page: salt class hashes per app so they never collide.
    localIdentHashSalt: name,
  };
}

/**
 * CSS modules in a build for Node (the host's renderer, a remote's server part): class names only,
 * the same as the browser build's, since the page links that build's stylesheets.
 * @param {string} name
 * @returns {import('webpack').RuleSetRule}
 */
export function serverCssRule(name) {
  return {
    test: /\.css$/,
    use: {
      loader: 'css-loader',
      options: { modules: { ...cssModules(name, true), exportOnlyLocals: true } },
    },
  };
}

/**
 * @param {{ name: string, dir: string, mode: 'production' | 'development', publicPath: string, port: number, outDir?: string }} options
 * @returns {import('webpack').Configuration & { plugins: NonNullable<import('webpack').Configuration['plugins']>, devServer: import('webpack-dev-server').Configuration }}
 */
export function baseConfig({ name, dir, mode, publicPath, port, outDir }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    target: 'web',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: outDir ?? path.join(dir, 'dist'),
      publicPath,
      // Entry files (main.js, remoteEntry.js) stay hash-free: the federation runtime is emitted
      // into them and cannot take a content hash. They are revalidated on every visit instead.
      filename: 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        scriptRule(production),
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: { modules: cssModules(name, production) },
            },
          ],
        },
        { test: /\.(png|svg|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
        chunkFilename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
      }),
    ],
    optimization: {
      // JavaScript is minified by SWC in place of terser, webpack's default: the same plugin
      // (webpack's own minimizer-webpack-plugin), the same two compress passes. webpack's default
      // minimizer ('...') goes on minifying the HTML and CSS, its JavaScript turned off
      // (docs/decisions/056).
      minimizeOptions: { javascript: false },
      minimizer: [
        '...',
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 }, mangle: true },
        }),
      ],
    },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    stats: 'errors-warnings',
  };
}
