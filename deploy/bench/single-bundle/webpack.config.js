// The host built as one application with the remotes imported statically: the baseline the
// federated build's bytes are compared with. Same host code, same loaders, no federation.
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import hostConfig from '../../../host/webpack.config.js';

const dir = path.dirname(new URL(import.meta.url).pathname);

/** @param {string} outDir */
export function singleBundleConfig(outDir) {
  const config = hostConfig({}, { mode: 'production' });
  config.plugins = (config.plugins ?? []).filter((p) => !(p instanceof ModuleFederationPlugin));
  config.plugins.push(new webpack.DefinePlugin({ __GAMES_VERSION__: JSON.stringify('single') }));
  config.output = { ...config.output, path: outDir };
  config.resolve = {
    ...config.resolve,
    alias: { '@module-federation/enhanced/runtime': path.join(dir, 'runtime-shim.ts') },
  };
  return config;
}
