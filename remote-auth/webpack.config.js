import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { baseConfig, standalonePage } from '@onam/shared/build/webpack-base.js';
import { federationConfig } from './federation.config.js';

const dir = path.dirname(new URL(import.meta.url).pathname);
/** @type {Record<'game' | 'part' | 'auth-dialog', string>} */
const contractVersions = JSON.parse(
  readFileSync(path.join(dir, '../shared/src/contracts/versions.json'), 'utf8'),
);

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
 * Emits contracts.json: exposed name → { kind, id, contractVersion }. (The same plugin as in
 * remote-games/webpack.config.js.)
 * @param {Record<string, string>} exposes
 * @param {Record<string, { kind: 'game' | 'part' | 'auth-dialog', id: string }>} kinds
 * @returns {import('webpack').WebpackPluginInstance}
 */
function contractsFile(exposes, kinds) {
  return {
    apply(compiler) {
      const { Compilation, WebpackError, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('contracts.json', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'contracts.json', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            const exposed = Object.keys(exposes).map((key) => key.replace(/^\.\//, ''));
            const unknown = exposed.filter((name) => !Object.hasOwn(kinds, name));
            const stale = Object.keys(kinds).filter((name) => !exposed.includes(name));
            if (unknown.length > 0 || stale.length > 0) {
              compilation.errors.push(
                new WebpackError(
                  `contracts.json: say the kind of ${unknown.join(', ') || '(none)'} in webpack.config.js; ` +
                    `remove ${stale.join(', ') || '(none)'}, which federation.config.js does not expose`,
                ),
              );
              return;
            }
            const contracts = Object.fromEntries(
              exposed.map((name) => {
                const { kind, id } = /** @type {(typeof kinds)[string]} */ (kinds[name]);
                return [name, { kind, id, contractVersion: contractVersions[kind] }];
              }),
            );
            compilation.emitAsset(
              'contracts.json',
              new sources.RawSource(`${JSON.stringify(contracts, null, 2)}\n`),
            );
          },
        );
      });
    },
  };
}

/**
 * @param {unknown} _env
 * @param {{ mode?: string }} argv
 */
export default (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const config = baseConfig({ name: 'auth', dir, mode, publicPath: 'auto', port: 3002 });
  // One chunk-loading global per version, so two versions on one page never mix their chunks.
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  config.output.uniqueName = `onam_remote_auth_${String(version).replace(/\W/g, '_')}`;
  config.plugins.push(
    new ModuleFederationPlugin(federationConfig),
    contractsFile(federationConfig.exposes, exposedKinds),
    standalonePage('remote-auth: standalone'),
  );
  return config;
};
