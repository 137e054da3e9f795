import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { gamesSwapDist, repoRoot, SWAP_VERSION } from './support/servers';

/**
 * Builds remote-games a second time into its own folder as another version, with its dress-up's
 * scoring changed (e2e/fixtures/games-variant): the "new version a game team publishes" that the
 * swap, canary and release stories point the manifest at.
 */
export default function globalSetup() {
  const result = spawnSync('pnpm', ['--filter', './remote-games', 'run', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      GAMES_OUT_DIR: gamesSwapDist,
      GAMES_VERSION: SWAP_VERSION,
      GAMES_MODULE_OVERRIDES: JSON.stringify({
        [path.join(repoRoot, 'remote-games/src/dress/scoring.ts')]: path.join(
          repoRoot,
          'e2e/fixtures/games-variant/dress-scoring.ts',
        ),
      }),
      // Published, never opened on its own: the standalone page is not built.
      GAMES_WITHOUT_STANDALONE: '1',
    },
  });
  if (result.status !== 0) throw new Error('building the swap version of remote-games failed');
}
