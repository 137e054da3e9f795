import { spawnSync } from 'node:child_process';
import { gamesSwapDist, repoRoot, SWAP_VERSION } from './support/servers';

/**
 * Builds remote-games a second time into its own folder with another version label: the "new
 * version a game team publishes" that the swap test points the manifest at.
 */
export default function globalSetup() {
  const result = spawnSync('pnpm', ['--filter', './remote-games', 'run', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      GAMES_OUT_DIR: gamesSwapDist,
      GAMES_VERSION: SWAP_VERSION,
      // Published, never opened on its own: the standalone page is not built.
      GAMES_WITHOUT_STANDALONE: '1',
    },
  });
  if (result.status !== 0) throw new Error('building the swap version of remote-games failed');
}
