import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { baseConfig, standalonePage } from '@onam/shared/build/webpack-base.js';
import { federationConfig } from './federation.config.js';

const dir = path.dirname(new URL(import.meta.url).pathname);

/**
 * @param {unknown} _env
 * @param {{ mode?: string }} argv
 */
export default (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const config = baseConfig({ name: 'auth', dir, mode, publicPath: 'auto', port: 3002 });
  config.plugins.push(
    new ModuleFederationPlugin(federationConfig),
    standalonePage('remote-auth: standalone'),
  );
  return config;
};
