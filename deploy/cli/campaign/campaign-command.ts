// The shape of a `pnpm campaign` command: each lives in commands/<name>.ts and is listed in
// command-table.ts, which also builds the help from them.
import type { LiveTarget, MakeChange } from './live-campaign';
import type { Invocation } from './context';
import type { ChangeSpec } from './file-change';

interface Described {
  readonly name: string;
  /** How many arguments follow the name. */
  readonly arity: number;
  /** Shown when the arguments are not that many: `usage: pnpm campaign <usage>`. */
  readonly usage: string;
  /** The help's line for it, when not its usage. */
  readonly synopsis?: string;
  /** What it does, as the help says it (a line each). */
  readonly about?: readonly string[];
}

/** A command that reads an environment and changes nothing. */
export interface ReadCommand extends Described {
  readonly changes: false;
  /** For an environment kept in its campaign.json. */
  inFile(inv: Invocation): Promise<number>;
  /** For an environment live in Firestore. */
  inFirestore(inv: Invocation, target: LiveTarget): Promise<number>;
}

/** How a change is made in each kind of environment, once its arguments are checked. */
export interface PreparedChange {
  /** For an environment live in Firestore: the change the server makes (changeCampaign). */
  forFirestore(): MakeChange | Promise<MakeChange>;
  /** For an environment kept in its campaign.json: the edit written there. */
  forFile(): ChangeSpec;
}

/** A command that changes an environment. */
export interface ChangeCommand extends Described {
  readonly changes: true;
  /** Takes --emergency: the way out when the live manifest is broken or the remotes are down. */
  readonly emergency?: boolean;
  /** The environment it changes, when not --env's (promote's second argument). */
  targetEnv?(args: readonly string[]): string | undefined;
  /** Checks the arguments (a UsageError or an EditError otherwise). */
  prepare(inv: Invocation): PreparedChange;
}

export type CampaignCommand = ReadCommand | ChangeCommand;
