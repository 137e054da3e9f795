// The file a remote's build writes beside mf-manifest.json so the campaign CLI can check a route's
// module (kind and contract version) without running the remote.
import { readFileSync } from 'node:fs';

/** @type {Record<'game' | 'part' | 'auth-dialog', string>} */
const contractVersions = JSON.parse(
  readFileSync(new URL('../src/contracts/versions.json', import.meta.url), 'utf8'),
);

/**
 * Emits contracts.json: exposed name → { kind, id, contractVersion }.
 * @param {Record<string, string>} exposes
 * @param {Record<string, { kind: 'game' | 'part' | 'auth-dialog', id: string }>} kinds
 * @returns {import('webpack').WebpackPluginInstance}
 */
export function contractsFile(exposes, kinds) {
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
