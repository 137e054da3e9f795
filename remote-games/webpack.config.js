import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { baseConfig, standalonePage } from '@onam/shared/build/webpack-base.js';
import { federationConfig } from './federation.config.js';

const dir = path.dirname(new URL(import.meta.url).pathname);

/**
 * GAMES_OUT_DIR and GAMES_VERSION let the release tooling (and the swap test) build another
 * version of this remote into its own folder without touching dist/.
 */
/**
 * @param {unknown} _env
 * @param {{ mode?: string }} argv
 */
export default (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const config = baseConfig({
    name: 'games',
    dir,
    mode,
    publicPath: 'auto',
    port: 3001,
    outDir: process.env.GAMES_OUT_DIR,
  });
  config.plugins.push(
    new ModuleFederationPlugin(federationConfig),
    new webpack.DefinePlugin({
      __GAMES_VERSION__: JSON.stringify(process.env.GAMES_VERSION ?? '0.1.0'),
    }),
    standalonePage('remote-games: standalone'),
  );
  return config;
};
