// The host built as one application with the remotes imported statically: the baseline the
// federated build's bytes and times are compared with. Same host code, same loaders, same chunk
// splitting; only the federation runtime is replaced by static imports (runtime-shim.ts).
import path from 'node:path';
import webpack from 'webpack';
import hostConfig from '../../../host/webpack.config.js';

const dir = path.dirname(new URL(import.meta.url).pathname);

/** @param {string} outDir */
export function singleBundleConfig(outDir) {
  const config = hostConfig({}, { mode: 'production' });
  config.plugins.push(new webpack.DefinePlugin({ __GAMES_VERSION__: JSON.stringify('single') }));
  config.output = { ...config.output, path: outDir };
  config.resolve = {
    ...config.resolve,
    alias: {
      ...config.resolve?.alias,
      '@module-federation/enhanced/runtime': path.join(dir, 'runtime-shim.ts'),
    },
  };
  return config;
}
