// What every campaign command is given: where it runs, the options typed, its arguments.
import type { CommandContext } from '../command';
import type { CampaignDeps } from '@onam/shared/campaign-ops/live-revisions';
import type { OpenDesk } from './live-campaign';

export interface CampaignContext extends CommandContext {
  /** The folder of environments, each `<env>/campaign.json` (deploy/campaigns). */
  campaignsDir: string;
  fetch?: typeof fetch;
  /** How an environment in Firestore is reached (live-campaign.ts); the Admin SDK's unless given. */
  openDesk?: OpenDesk;
  /**
   * The package's checks of the versions a change to an environment's file puts live, where this
   * machine can run them (the local environment's release tree); none: they are not run here.
   */
  checkVersions?: (env: string) => CampaignDeps['checkVersions'];
  /** The environment's variables (ONAM_OPERATOR names the author of a change in Firestore). */
  env?: Readonly<Record<string, string | undefined>>;
}

/** The options, read once from the command line and checked. */
export interface Options {
  env: string;
  dir: string;
  entry?: string;
  title?: string;
  /** The Malayalam beside --title (map) or the message (switch-off). */
  ml?: string;
  /** add-game: the exposed module that plays the game, when it is not named by the game's id. */
  module?: string;
  opens?: string;
  closes?: string;
  /** A canary's guard: the failure share it may exceed the stable's by, and the loads a side. */
  margin?: string;
  minLoads?: string;
  /** Why a canary was ended, kept in the history. */
  reason?: string;
  dryRun: boolean;
  json: boolean;
  emergency: boolean;
  timeoutMs: number;
  waitMs: number;
  /** The author of a change to an environment in Firestore. */
  as?: string;
}

/** One command as typed. */
export interface Invocation {
  ctx: CampaignContext;
  /** The arguments after the command's name. */
  args: string[];
  options: Options;
  /** The command as the history records it (commandLine). */
  recorded: string;
}
