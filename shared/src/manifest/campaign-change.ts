import { z } from 'zod/mini';
import type { PackageCheckReport } from '../contracts/release-record';
import {
  isFeaturablePath,
  isGameRoutePath,
  type FeaturablePath,
  type GameRoutePath,
} from './route-paths';

/**
 * An operator's change to the live campaign, as the server function `changeCampaign` takes it
 *: each of the CLI's changing commands as data, plus `import` (a whole manifest, such
 * as an environment's file when it first goes live, or a promotion from another environment). The
 * server applies it to the live manifest with the CLI's own edits (shared/src/campaign-ops/manifest-edit.ts),
 * runs the CLI's checks, and writes the result as a new revision only if the live revision is
 * still `baseRevision`: two operators changing at once are serialised, and the second is told.
 */
const route = z.custom<GameRoutePath>(
  (value) => typeof value === 'string' && isGameRoutePath(value),
  {
    message: 'must be /dress, /eat, /game, /talk or /play/<game id>',
  },
);
const featurable = z.custom<FeaturablePath>(
  (value) => typeof value === 'string' && isFeaturablePath(value),
  { message: 'must be a game route' },
);
const name = z.string().check(z.minLength(1), z.maxLength(64));
const words = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const day = z.int().check(z.gte(1), z.lte(10));

export const campaignChangeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('set-version'),
    remote: name,
    version: name,
    entry: z.optional(words(500)),
  }),
  z.object({
    kind: z.literal('map'),
    route,
    remote: name,
    module: name,
    title: z.optional(words(80)),
    titleMl: z.optional(words(80)),
  }),
  z.object({ kind: z.literal('enable'), route }),
  z.object({ kind: z.literal('disable'), route }),
  z.object({
    kind: z.literal('schedule'),
    route,
    opensOn: z.optional(day),
    closesAfter: z.optional(day),
  }),
  z.object({ kind: z.literal('unschedule'), route }),
  z.object({ kind: z.literal('feature'), day, route: featurable }),
  // A game the festival did not have: at /play/<id>, on its own remote or one the campaign has.
  z.object({
    kind: z.literal('add-game'),
    id: name,
    remote: name,
    version: name,
    entry: z.optional(words(500)),
    module: z.optional(name),
    title: words(80),
    titleMl: z.optional(words(80)),
  }),
  z.object({ kind: z.literal('retire'), route }),
  z.object({ kind: z.literal('unretire'), route }),
  z.object({ kind: z.literal('unfeature'), day }),
  z.object({
    kind: z.literal('switch-off'),
    message: words(280),
    messageMl: z.optional(words(280)),
  }),
  z.object({ kind: z.literal('switch-on') }),
  // The limits are the manifest schema's; its messages say them to the operator after the edit.
  z.object({
    kind: z.literal('canary'),
    remote: name,
    version: name,
    percent: z.int(),
    entry: z.optional(words(500)),
    margin: z.optional(z.number()),
    minLoads: z.optional(z.int()),
  }),
  z.object({ kind: z.literal('promote-canary'), remote: name }),
  z.object({ kind: z.literal('end-canary'), remote: name, reason: z.optional(words(500)) }),
  z.object({ kind: z.literal('rollback'), revision: z.int().check(z.gte(1)) }),
  // The manifest as JSON: the schema check comes after, with the operator's words for problems.
  z.object({ kind: z.literal('import'), manifest: z.record(z.string(), z.unknown()) }),
]);

export type CampaignChange = z.infer<typeof campaignChangeSchema>;

export const changeCampaignRequestSchema = z.object({
  /** The live revision the operator saw and changed; 0 when nothing is live yet. */
  baseRevision: z.int().check(z.gte(0)),
  change: campaignChangeSchema,
  /** Check it and say what it would change, without writing it: the console's preview. */
  dryRun: z.optional(z.boolean()),
});

export type ChangeCampaignRequest = z.infer<typeof changeCampaignRequestSchema>;

export interface ChangeCampaignResponse {
  /** The revision now live: the new one, or for a dry run the one it was checked against. */
  revision: number;
  /** True when nothing was written (a preview). */
  dryRun: boolean;
  /** The manifest now live, as served at /campaign.json. */
  manifest: string;
  /** What changed, a line per value ("routes./game.module: pookalam → sadya"). */
  changes: string[];
  /**
   * The package's checks of each version the change puts live (a new stable or canary version),
   * every one passed: a change naming a version that fails one is refused (docs/decisions/054).
   */
  checks?: PackageCheckReport[];
}

const quoted = (value: string) => JSON.stringify(value);

/**
 * The change as the CLI command that makes it, for the revision's record: the same history reads
 * the same whether an operator used the console or the CLI.
 */
export function commandOf(change: CampaignChange): string {
  switch (change.kind) {
    case 'set-version':
      return ['set-version', change.remote, change.version]
        .concat(change.entry ? ['--entry', change.entry] : [])
        .join(' ');
    case 'map':
      return ['map', change.route, change.remote, change.module]
        .concat(change.title ? ['--title', quoted(change.title)] : [])
        .concat(change.titleMl ? ['--ml', quoted(change.titleMl)] : [])
        .join(' ');
    case 'add-game':
      return ['add-game', change.id, change.remote, change.version]
        .concat(change.entry ? ['--entry', change.entry] : [])
        .concat(change.module ? ['--module', change.module] : [])
        .concat(['--title', quoted(change.title)])
        .concat(change.titleMl ? ['--ml', quoted(change.titleMl)] : [])
        .join(' ');
    case 'enable':
    case 'disable':
    case 'unschedule':
    case 'retire':
    case 'unretire':
      return `${change.kind} ${change.route}`;
    case 'schedule':
      return ['schedule', change.route]
        .concat(change.opensOn ? ['--opens', String(change.opensOn)] : [])
        .concat(change.closesAfter ? ['--closes', String(change.closesAfter)] : [])
        .join(' ');
    case 'switch-off':
      return ['switch-off', quoted(change.message)]
        .concat(change.messageMl ? ['--ml', quoted(change.messageMl)] : [])
        .join(' ');
    case 'feature':
      return `feature ${change.day} ${change.route}`;
    case 'unfeature':
      return `unfeature ${change.day}`;
    case 'switch-on':
      return 'switch-on';
    case 'canary':
      return ['canary', change.remote, change.version, String(change.percent)]
        .concat(change.entry ? ['--entry', change.entry] : [])
        .concat(change.margin !== undefined ? ['--margin', String(change.margin)] : [])
        .concat(change.minLoads !== undefined ? ['--min-loads', String(change.minLoads)] : [])
        .join(' ');
    case 'promote-canary':
      return `promote-canary ${change.remote}`;
    case 'end-canary':
      return ['end-canary', change.remote]
        .concat(change.reason ? ['--reason', quoted(change.reason)] : [])
        .join(' ');
    case 'rollback':
      return `rollback ${change.revision}`;
    case 'import':
      return 'import (a whole manifest)';
  }
}

/**
 * The reason an `end-canary` revision gives (the health guard puts its figures there), read back
 * from its recorded command; undefined for any other revision.
 */
export function endCanaryReason(command: string): string | undefined {
  // The CLI records what was typed, and a reason of one plain word was typed without quotes.
  const found = /^end-canary \S+ --reason ("(?:[^"\\]|\\.)*"|[^\s"]+)$/.exec(command);
  if (!found?.[1]) return undefined;
  if (!found[1].startsWith('"')) return found[1];
  try {
    const reason: unknown = JSON.parse(found[1]);
    return typeof reason === 'string' ? reason : undefined;
  } catch {
    return undefined;
  }
}
