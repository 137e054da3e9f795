// The games remote's package facts: built into game-package.json beside the container by
// shared/build/game-package.js, recorded by `pnpm release` with every file's SHA-256, and read by
// the platform at run time without running the package's code (docs/decisions/054). Checked here
// against the contract as the build evaluates it, so a build with facts the platform would refuse
// fails.
import {
  GAME_PACKAGE_API,
  parseGamePackage,
  type GamePackage,
} from '@onam/shared/contracts/game-package';
import { GAMES_VERSION } from './build-info';
import { dressFacts } from './dress/facts';
import { pookalamFacts } from './pookalam/facts';
import { sadyaFacts } from './sadya/facts';

/** The remote's name in the campaign manifest and the release tree. */
export const REMOTE = 'games';

function checked(facts: unknown): GamePackage {
  const parsed = parseGamePackage(facts);
  if (!parsed.ok) throw new Error(`the games' package facts: ${parsed.problems.join('; ')}`);
  return parsed.package;
}

export const gamePackage: GamePackage = checked({
  packageApi: GAME_PACKAGE_API,
  remote: REMOTE,
  version: GAMES_VERSION,
  games: [dressFacts, pookalamFacts, sadyaFacts],
});
