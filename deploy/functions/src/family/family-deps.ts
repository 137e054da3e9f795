import type { Firestore } from 'firebase-admin/firestore';
import type { GameId } from '@onam/shared/contracts/game';
import type { PackageScoring } from '../../../game-packages/scoring';

/** What the family callables need, given by functions.ts and by the tests. */
export interface FamilyDeps {
  db: Firestore;
  /** The games versions' own scoring (their packages', in a sandbox): a board's size, a score. */
  scoring: PackageScoring;
  now: () => Date;
  /** A random id of `length` characters of [A-Za-z0-9]: randomId in production. */
  newId: (length: number) => string;
  /**
   * The remotes the live campaign plays a game from (campaign/game-remotes.ts), or null when the
   * campaign cannot be read just now. `fresh` asks the live campaign itself, not a kept copy.
   */
  gameRemotes: (gameId: GameId, options?: { fresh?: boolean }) => Promise<readonly string[] | null>;
  /** Told why a carpet waits: a version that cannot score just now is the games team's to mend. */
  log?: (event: string, detail: Record<string, string>) => void;
}
