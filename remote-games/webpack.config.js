import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { CompileHintsPlugin } from '@onam/shared/build/compile-hints.js';
import { contractsFile } from '@onam/shared/build/contracts-file.js';
import { gamePackageConfig } from '@onam/shared/build/game-package.js';
import { serverModulesConfig } from '@onam/shared/build/server-modules.js';
import { serverScoringConfig } from '@onam/shared/build/server-scoring.js';
import { baseConfig, standaloneConfig } from '@onam/shared/build/webpack-base.js';
import { federationConfig } from './federation.config.js';

const dir = path.dirname(new URL(import.meta.url).pathname);
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/**
 * What each exposed module is, as its `meta` says (kind and id). The build emits it with the
 * contract versions as `contracts.json` beside `mf-manifest.json`, so the campaign CLI can refuse a
 * route to a module of the wrong kind or contract without running the remote. The build fails if
 * this table and the exposes in federation.config.js disagree.
 * @type {Record<string, { kind: 'game' | 'part', id: string }>}
 */
const exposedKinds = {
  dress: { kind: 'game', id: 'dress' },
  pookalam: { kind: 'game', id: 'pookalam' },
  sadya: { kind: 'game', id: 'sadya' },
  doll: { kind: 'part', id: 'doll' },
  confetti: { kind: 'part', id: 'confetti' },
  tutorial: { kind: 'part', id: 'tutorial' },
  'stats-card': { kind: 'part', id: 'stats-card' },
  'play-icon': { kind: 'part', id: 'play-icon' },
  'multi-recorder': { kind: 'part', id: 'multi-recorder' },
  'family-carpet': { kind: 'part', id: 'family-carpet' },
};

/**
 * GAMES_MODULE_OVERRIDES builds a version with some of its modules replaced: a JSON object, each
 * module's file → the file that replaces it (absolute paths); a replacement may import the module
 * it replaces. Only for a build that stands for another team's release (the browser tests' second
 * version, whose scoring differs); a real release is built from this folder's code.
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function moduleOverrides() {
  /** @type {Record<string, string>} */
  const overrides = JSON.parse(process.env.GAMES_MODULE_OVERRIDES ?? '{}');
  return Object.entries(overrides).map(
    ([target, replacement]) =>
      new webpack.NormalModuleReplacementPlugin(
        new RegExp(`^${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
        (result) => {
          // Called before resolving with the request too, which an absolute path never matches.
          const data =
            /** @type {{ createData?: { resource?: string, request?: string, userRequest?: string }, contextInfo?: { issuer?: string } }} */ (
              result
            );
          const made = data.createData;
          if (!made?.resource || data.contextInfo?.issuer === replacement) return;
          // The module's identity is its request: the replacement gets its own, so the replacement's
          // import of the module it replaces is that module, not itself.
          made.resource = replacement;
          if (made.request) made.request = made.request.replace(target, replacement);
          if (made.userRequest) made.userRequest = made.userRequest.replace(target, replacement);
        },
      ),
  );
}

/**
 * GAMES_OUT_DIR and GAMES_VERSION let the release tooling (and the swap test) build another
 * version of this remote into its own folder without touching dist/. The version shown in the
 * games defaults to package.json's, the version `pnpm release games` publishes.
 */
/**
 * @param {unknown} _env
 * @param {{ mode?: string }} argv
 */
export default (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const outDir = process.env.GAMES_OUT_DIR;
  const config = baseConfig({ name: 'games', dir, mode, publicPath: 'auto', port: 3001, outDir });
  // The container only: its entry is remoteEntry.js. The standalone page is built below.
  config.name = 'games';
  config.entry = {};
  // Each version loads its chunks through its own global: a page that ran one version and then
  // loads another must not take the new version's chunks for the ones it already has.
  const version = process.env.GAMES_VERSION ?? pkg.version;
  const uniqueName = `onam_remote_games_${version.replace(/\W/g, '_')}`;
  config.output.uniqueName = uniqueName;
  const versionDefine = new webpack.DefinePlugin({ __GAMES_VERSION__: JSON.stringify(version) });
  const overrides = moduleOverrides();
  config.plugins.push(
    ...overrides,
    new ModuleFederationPlugin(federationConfig),
    contractsFile(federationConfig.exposes, exposedKinds),
    versionDefine,
  );
  // Each script of the container runs when a page asks for its part: the entry, a game, the
  // tutorial, the play icon. Compiled off the main thread as it streams in (docs/decisions/052).
  if (mode === 'production') config.plugins.push(new CompileHintsPlugin(() => true));
  const standalone = standaloneConfig({
    name: 'games',
    dir,
    mode,
    outDir,
    uniqueName,
    title: 'remote-games: standalone',
    after: 'games',
  });
  standalone.plugins.push(versionDefine, ...overrides);
  // The games' first screens for the host's prerenderer, in Node: server/modules.cjs.
  const server = serverModulesConfig({
    name: 'games',
    dir,
    outDir,
    entry: './src/server-modules.ts',
    after: 'games',
    plugins: [versionDefine, ...overrides],
  });
  // The games' scoring for the submitPlay function: server/scoring.cjs (docs/decisions/023).
  const scoring = serverScoringConfig({
    name: 'games',
    dir,
    outDir,
    entry: './src/server-scoring.ts',
    after: 'games',
    plugins: [versionDefine, ...overrides],
  });
  // The games' facts, icons and sample plays: game-package.json (docs/decisions/054).
  const facts = gamePackageConfig({
    name: 'games',
    dir,
    outDir,
    entry: './src/game-package.ts',
    after: 'games',
    plugins: [versionDefine, ...overrides],
  });
  // A version built only to be published (the swap test's, e2e/global-setup.ts) needs no
  // standalone page: a release takes the container, the server parts and the facts.
  if (process.env.GAMES_WITHOUT_STANDALONE === '1') return [config, server, scoring, facts];
  return [config, standalone, server, scoring, facts];
};
