import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { baseConfig } from '@onam/shared/build/webpack-base.js';
import { federationConfig } from './federation.config.js';

const dir = path.dirname(new URL(import.meta.url).pathname);

/**
 * @param {unknown} _env
 * @param {{ mode?: string }} argv
 */
export default (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const config = baseConfig({ name: 'host', dir, mode, publicPath: '/', port: 3000 });
  config.plugins.push(
    new ModuleFederationPlugin(federationConfig),
    new HtmlWebpackPlugin({ template: './index.html', scriptLoading: 'defer' }),
  );
  config.devServer.static = [
    { directory: path.join(dir, '../deploy/campaigns/local'), publicPath: '/', watch: true },
  ];
  return config;
};
