import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import { baseConfig } from '@onam/shared/build/webpack-base.js';
import { CompileHintsPlugin } from '@onam/shared/build/compile-hints.js';
import { SizeFilesPlugin } from '@onam/shared/build/size-files.js';
import { hostFederation, runtimeDefines } from './federation.config.js';
// The preview answers uploads with the same handler, so `pnpm dev` and `pnpm start` take them alike.
import { handleMediaUpload } from './media-upload.mjs';

const dir = path.dirname(new URL(import.meta.url).pathname);

/**
 * The federation runtime's core, as @module-federation/runtime-tools exports it to ES modules: the
 * host lends it to remotes built with `externalRuntime` (src/federation/external-runtime.ts). The
 * package is a dependency of @module-federation/enhanced, not of the host, so it is found from
 * there; its ES module build imports the very files @module-federation/enhanced/runtime runs on.
 */
const runtimeTools = path.resolve(
  createRequire(
    createRequire(import.meta.url).resolve('@module-federation/enhanced/runtime'),
  ).resolve('@module-federation/runtime-tools'),
  '../..',
);
export const runtimeCore = path.join(
  runtimeTools,
  JSON.parse(readFileSync(path.join(runtimeTools, 'package.json'), 'utf8')).exports[
    './runtime-core'
  ].import.default,
);

/**
 * Copies host/public (web app manifest, icons) into the build under the same names, early enough
 * for the service worker's precache list to include them.
 */
class PublicFilesPlugin {
  /** @param {string} from */
  constructor(from) {
    this.from = from;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.contextDependencies.add(this.from);
          for (const name of readdirSync(this.from, { recursive: true, encoding: 'utf8' })) {
            const file = path.join(this.from, name);
            if (!statSync(file).isFile()) continue;
            compilation.fileDependencies.add(file);
            const asset = name.split(path.sep).join('/');
            compilation.emitAsset(asset, new sources.RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * Preloads from the page the chunks the home page's first paint needs besides main.js: the app's
 * bootstrap with the libraries it runs on, and the home screen. Otherwise the browser asks for the
 * first only once main.js has arrived and run, and for the home screen only after those: two round
 * trips more before the first paint on a phone network (docs/decisions/016). A visitor who lands
 * on another page fetches the home screen's small chunk without needing it. Their stylesheets are
 * linked outright, for the prerendered home page (a prerendered page drops the script preloads).
 */
class FirstPaintPreloadPlugin {
  /** @param {string[]} chunkGroups named chunk groups (webpackChunkName), in order of need */
  constructor(chunkGroups) {
    this.chunkGroups = chunkGroups;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('FirstPaintPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'FirstPaintPreloadPlugin',
        (data) => {
          /** @type {Set<string>} */
          const files = new Set();
          for (const name of this.chunkGroups) {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`FirstPaintPreloadPlugin: no chunk named "${name}"`);
            for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
          }
          for (const file of files) {
            const href = `${data.publicPath}${file}`;
            // Stylesheets as such: a prerendered page paints with them before any script runs
            // (the chunk loader finds them in place and does not add them again).
            if (file.endsWith('.css')) {
              data.headTags.push(
                HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href }),
              );
            } else if (file.endsWith('.js')) {
              data.headTags.push(
                HtmlWebpackPlugin.createHtmlTagObject('link', {
                  rel: 'preload',
                  href,
                  as: 'script',
                }),
              );
            }
          }
          return data;
        },
      );
    });
  }
}

/** The file listing each screen's stylesheets, beside app.html. */
export const SCREEN_STYLES_FILE = 'screen-styles.json';

/**
 * Writes screen-styles.json: the stylesheets of each screen's chunk group (webpackChunkName
 * "screen-…"), by name. A prerendered page links its screen's (deploy/preview/prerender.mjs): the
 * page is drawn before the screen's code arrives, and must be styled as it is drawn.
 */
class ScreenStylesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ScreenStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ScreenStylesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          /** @type {Record<string, string[]>} */
          const screens = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith('screen-')) continue;
            screens[name] = group.chunks
              .flatMap((chunk) => [...chunk.files])
              .filter((file) => file.endsWith('.css'))
              .map((file) => `${publicPath}${file}`);
          }
          compilation.emitAsset(
            SCREEN_STYLES_FILE,
            new webpack.sources.RawSource(`${JSON.stringify(screens, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * What the dev server answers at /sw.js: a worker that removes itself and the caches. A production
 * build served on the same port (`pnpm start`) may have left its worker behind, and that worker
 * would keep answering with the production files.
 */
const DEV_SW_RESET = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    await self.registration.unregister();
    for (const key of await caches.keys()) await caches.delete(key);
    for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
  })());
});
`;

/**
 * @param {unknown} _env
 * @param {{ mode?: string }} argv
 */
export default (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const config = baseConfig({ name: 'host', dir, mode, publicPath: '/', port: 3000 });
  config.resolve = {
    ...config.resolve,
    alias: { '@module-federation/runtime-tools/runtime-core$': runtimeCore },
  };
  // @fontsource's CSS names a WOFF fallback beside each WOFF2; no current browser fetches it.
  config.module?.rules?.push({ test: /\.woff$/, type: 'asset/resource' });
  config.plugins.push(
    // No federation build plugin: the runtime is started from code, on demand (federation.config.js).
    new webpack.DefinePlugin({
      __HOST_FEDERATION__: JSON.stringify(hostFederation),
      ...runtimeDefines,
    }),
    // app.html is the page for every path. There is no index.html: `/` and the games' pages are
    // drawn per request by the pages function (deploy/functions/src/pages/pages.ts) into app.html, and
    // a static index.html would shadow that rewrite on Hosting.
    new HtmlWebpackPlugin({
      template: './index.html',
      filename: 'app.html',
      scriptLoading: 'defer',
    }),
    new FirstPaintPreloadPlugin(['bootstrap', 'screen-home']),
    new ScreenStylesPlugin(),
    new PublicFilesPlugin(path.join(dir, 'public')),
  );
  if (mode === 'production') {
    config.plugins.push(
      // What a page runs as it loads, compiled off the main thread: the app's start and its
      // libraries, every screen, and the federation runtime a game's page starts with. Not the
      // backend (Firebase), loaded for a signed-in visitor and mostly idle, nor the schema check.
      new CompileHintsPlugin(
        (group) =>
          group === 'main' ||
          group === 'bootstrap' ||
          group === 'federation' ||
          Boolean(group?.startsWith('screen-')),
      ),
      new InjectManifest({
        swSrc: path.join(dir, 'src/pwa/sw.ts'),
        swDest: 'sw.js',
        // Hashed names are their own revision; the others (app.html, main.js, icons) get one.
        dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
        exclude: [
          /\.map$/,
          /\.LICENSE\.txt$/,
          /^campaign\.json$/,
          // The prerenderer's list (ScreenStylesPlugin), not something a page fetches.
          /^screen-styles\.json$/,
          // Fonts: the WOFF2 of the two scripts the site writes in; other subsets and the WOFF
          // fallbacks are fetched (and then cached) only by a page that needs them.
          /\.woff$/,
          /-(?:latin-ext|vietnamese)-\d+-normal\.[0-9a-f]{8}\.woff2$/,
          // The full Firestore SDK, for the operators' live desk only (docs/decisions/065): a
          // visitor's phone is not made to fetch 120 KB for it.
          /(?:^|\/)firestore-listeners\.[0-9a-f]{8}\.js$/,
        ],
      }),
      // The size budgets' list of this build's scripts (deploy/scripts/size-files.mjs).
      new SizeFilesPlugin(),
    );
  }
  config.devServer.static = [
    { directory: path.join(dir, '../deploy/campaigns/local'), publicPath: '/', watch: true },
  ];
  config.devServer.setupMiddlewares = (middlewares) => {
    middlewares.unshift({
      name: 'service-worker-reset',
      path: '/sw.js',
      middleware: (
        /** @type {import('node:http').IncomingMessage} */ _req,
        /** @type {import('node:http').ServerResponse} */ res,
      ) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(DEV_SW_RESET);
      },
    });
    // Where the local backend adapter posts files (the manifest's backend.mediaUpload).
    middlewares.unshift({
      name: 'media-upload',
      path: '/media-upload',
      middleware: (
        /** @type {import('node:http').IncomingMessage} */ req,
        /** @type {import('node:http').ServerResponse} */ res,
      ) => handleMediaUpload(req, res),
    });
    return middlewares;
  };
  return config;
};
