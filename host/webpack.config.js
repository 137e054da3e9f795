import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { baseConfig } from '@onam/shared/build/webpack-base.js';
import { federationConfig } from './federation.config.js';
// The preview's handler, so `pnpm dev` and `pnpm start` answer uploads alike.
import { handleMediaUpload } from '../deploy/preview/static-server.mjs';

const dir = path.dirname(new URL(import.meta.url).pathname);

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
  // @fontsource's CSS names a WOFF fallback beside each WOFF2; no current browser fetches it.
  config.module?.rules?.push({ test: /\.woff$/, type: 'asset/resource' });
  config.plugins.push(
    new ModuleFederationPlugin(federationConfig),
    new HtmlWebpackPlugin({ template: './index.html', scriptLoading: 'defer' }),
    new PublicFilesPlugin(path.join(dir, 'public')),
  );
  if (mode === 'production') {
    config.plugins.push(
      new InjectManifest({
        swSrc: path.join(dir, 'src/pwa/sw.ts'),
        swDest: 'sw.js',
        // Hashed names are their own revision; the others (index.html, main.js, icons) get one.
        dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
        exclude: [
          /\.map$/,
          /\.LICENSE\.txt$/,
          /^campaign\.json$/,
          // Fonts: the WOFF2 of the two scripts the site writes in; other subsets and the WOFF
          // fallbacks are fetched (and then cached) only by a page that needs them.
          /\.woff$/,
          /-(?:latin-ext|vietnamese)-\d+-normal\.[0-9a-f]{8}\.woff2$/,
        ],
      }),
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
