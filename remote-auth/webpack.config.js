import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { CompileHintsPlugin } from '@onam/shared/build/compile-hints.js';
import { contractsFile } from '@onam/shared/build/contracts-file.js';
import { baseConfig, standaloneConfig } from '@onam/shared/build/webpack-base.js';
import { federationConfig } from './federation.config.js';

const dir = path.dirname(new URL(import.meta.url).pathname);

/**
 * What each exposed module is, as its `meta` says (kind and id). The build emits it with the
 * contract versions as `contracts.json` beside `mf-manifest.json`, so the campaign CLI can check a
 * remote's modules without running it. The build fails if this table and the exposes disagree.
 * @type {Record<string, { kind: 'auth-dialog', id: string }>}
 */
const exposedKinds = {
  dialog: { kind: 'auth-dialog', id: 'dialog' },
};

/**
 * @param {unknown} _env
 * @param {{ mode?: string }} argv
 */
export default (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const config = baseConfig({ name: 'auth', dir, mode, publicPath: 'auto', port: 3002 });
  // The container only: its entry is remoteEntry.js. The standalone page is built below.
  config.name = 'auth';
  config.entry = {};
  // One chunk-loading global per version, so two versions on one page never mix their chunks.
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const uniqueName = `onam_remote_auth_${String(version).replace(/\W/g, '_')}`;
  config.output.uniqueName = uniqueName;
  config.plugins.push(
    new ModuleFederationPlugin(federationConfig),
    contractsFile(federationConfig.exposes, exposedKinds),
  );
  // The dialog runs as soon as the visitor asks to sign in: compiled off the main thread as it
  // streams in (docs/decisions/052).
  if (mode === 'production') config.plugins.push(new CompileHintsPlugin(() => true));
  const standalone = standaloneConfig({
    name: 'auth',
    dir,
    mode,
    uniqueName,
    title: 'remote-auth: standalone',
    after: 'auth',
  });
  return [config, standalone];
};
