// What the browser tests need built besides the apps, each skipped when it is up to date:
// - the swap version of remote-games (global-setup.ts builds it if this has not): a second build,
//   another version, whose dress-up scores differently (e2e/fixtures/games-variant), as a team's
//   release whose scoring changed;
// - the game built outside this repository, released (release-outside-game.mjs; the preview's
//   start runs it too).
// `pnpm test` runs this beside the Jest tests, whose two workers leave part of a core idle, so
// the browser tests start on what is built already instead of two builds one after the other.
//   node e2e/support/prepare-e2e.mjs
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputs, builtBefore, markBuilt } from '../../deploy/scripts/ensure-build.mjs';
import { releaseOutsideGame } from './release-outside-game.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The swap version, as the specs read it (e2e/support/servers.ts). */
export const SWAP = {
  dist: path.join(repoRoot, '.output/games-swap'),
  version: '0.9.0-swap',
  variant: path.join(repoRoot, 'e2e/fixtures/games-variant'),
};

/** Builds the swap version of remote-games unless it is newer than everything it is made from. */
export function buildSwapVersion() {
  const inputs = [...buildInputs(path.join(repoRoot, 'remote-games')), SWAP.variant];
  if (!builtBefore(SWAP.dist, inputs)) {
    console.log(`[prepare] the swap version ${SWAP.version} is built already from these sources`);
    return;
  }
  const started = Date.now();
  const result = spawnSync('pnpm', ['--filter', './remote-games', 'run', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      GAMES_OUT_DIR: SWAP.dist,
      GAMES_VERSION: SWAP.version,
      GAMES_MODULE_OVERRIDES: JSON.stringify({
        [path.join(repoRoot, 'remote-games/src/dress/scoring.ts')]: path.join(
          SWAP.variant,
          'dress-scoring.ts',
        ),
      }),
      // Published, never opened on its own: the standalone page is not built.
      GAMES_WITHOUT_STANDALONE: '1',
    },
  });
  if (result.status !== 0) throw new Error('building the swap version of remote-games failed');
  markBuilt(SWAP.dist);
  console.log(`[prepare] the swap version built in ${Math.round((Date.now() - started) / 1000)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildSwapVersion();
  releaseOutsideGame();
}
