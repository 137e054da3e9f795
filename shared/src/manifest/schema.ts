import { z } from 'zod/mini';
import { problemLines } from '../validation/problems';
import {
  gameIdOfRoute,
  isFeaturablePath,
  isGameRoutePath,
  routePathsOf,
  type FeaturablePath,
  type GameRoutePath,
} from './route-paths';

// zod/mini: the same validator with functional checks, so a bundle keeps only the checks this schema
// uses (about 20 KB gzip less than classic zod on the way to the first paint). Mini ships no
// messages of its own; the English locale keeps every message operators read as classic zod wrote
// it (the CLI and the manifest error page). config() is global and idempotent.
z.config(z.locales.en());

/**
 * The campaign manifest: the operators' contract (DESIGN.md). One JSON document per environment,
 * served at `/campaign.json`, that says which remote versions are live and which module each game
 * route shows. Everything an operator may change without a rebuild lives here.
 */
export const MANIFEST_SCHEMA_VERSION = 1;

export { GAME_ROUTE_PATHS, RECORDER_ROUTE_PATH, type GameRoutePath } from './route-paths';

const ROUTE_PATH_MESSAGE =
  'is not a route the site has: the seed’s /dress, /eat, /game and /talk, or /play/<game id> for an added game (lower-case letters, digits and hyphens, starting with a letter)';

/** A key of the route table: one of the seed's paths, or an added game's `/play/<id>`. */
const routePath = () =>
  z.custom<GameRoutePath>((value) => typeof value === 'string' && isGameRoutePath(value), {
    message: ROUTE_PATH_MESSAGE,
  });

const featurablePath = () =>
  z.custom<FeaturablePath>((value) => typeof value === 'string' && isFeaturablePath(value), {
    message: 'must be a game route: /dress, /eat, /game or /play/<game id>',
  });

const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;
const MODULE_NAME = /^[a-z][a-z0-9-]*$/;
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * Characters with no place in a manifest's words: control characters (and line or paragraph
 * separators), and invisible format characters, among them the bidirectional overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) that make text read other than it is. The zero-width non-joiner
 * and joiner (U+200C, U+200D) stay: Malayalam spelling uses them. The campaign CLI refuses the same.
 */
export const UNSAFE_TEXT = /[\p{Cc}\u2028\u2029]|(?![\u200C\u200D])\p{Cf}/u;

/** Names that are Object.prototype's or a function's own: never a remote or module. */
export const RESERVED_NAMES: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** An http: (not https:) URL of another machine than this one: plain http is for localhost only. */
export function isRemotePlainHttp(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(hostname);
  } catch {
    return false;
  }
}

const safeText = z.refine<string>((s) => !UNSAFE_TEXT.test(s), {
  message: 'must not contain control or invisible text-direction characters',
});

const notReserved = z.refine<string>((s) => !RESERVED_NAMES.includes(s), {
  message: 'is a reserved name',
});

/** The path of a URL, or '' when it is not one (z.url reports that; refinements still run). */
function pathnameOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(max), safeText);

const httpUrl = () => z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

const dayNumber = () => z.number().check(z.int(), z.gte(1), z.lte(10));

const hostPort = () => z.string().check(z.regex(/^[\w.-]+:\d+$/, 'must be host:port'));

const brandSchema = z.object({
  product: text(60),
  /** The product's name in Malayalam; English is shown where it is missing. */
  productMl: z.optional(text(60)),
  broadcaster: text(60),
  themeColor: z.string().check(z.regex(HEX_COLOUR, 'must be a colour like #1b5e20')),
});

const festivalDaySchema = z
  .object({
    day: dayNumber(),
    name: text(40),
    nameMl: text(40),
    /** First date of the day; a day can span two dates (Vishakham in 2026). */
    start: z.iso.date(),
    end: z.optional(z.iso.date()),
    /** The game the home page puts first that day: one of the manifest's game routes. */
    featured: z.optional(featurablePath()),
  })
  .check(
    z.refine((d) => d.end === undefined || d.end >= d.start, {
      message: 'end must not be before start',
      path: ['end'],
    }),
  );

const festivalSchema = z
  .object({
    name: text(40),
    year: z.number().check(z.int(), z.gte(2000), z.lte(2100)),
    days: z.array(festivalDaySchema).check(z.minLength(1), z.maxLength(10)),
  })
  .check(
    z.superRefine((festival, ctx) => {
      festival.days.forEach((d, index) => {
        if (d.day !== index + 1) {
          ctx.addIssue({
            code: 'custom',
            message: `days must be numbered 1, 2, 3… in order; found day ${d.day} at position ${index + 1}`,
            path: ['days', index, 'day'],
          });
        }
        const previous = festival.days[index - 1];
        if (previous && d.start <= (previous.end ?? previous.start)) {
          ctx.addIssue({
            code: 'custom',
            message: `day ${d.day} must start after day ${previous.day} ends`,
            path: ['days', index, 'start'],
          });
        }
      });
    }),
  );

const remoteEntry = () =>
  httpUrl().check(
    z.refine((u) => pathnameOf(u).endsWith('/mf-manifest.json'), {
      message: "must point at a version's mf-manifest.json",
    }),
    z.refine((u) => !isRemotePlainHttp(u), {
      message: 'must be https (plain http only for localhost, 127.0.0.1 or [::1])',
    }),
  );

/** The share of visitors a canary may take: at least one in a hundred, at most half. */
export const CANARY_PERCENT = { min: 1, max: 50 } as const;

/**
 * When the health guard ends a canary by itself (docs/decisions/048): its share of failed loads
 * may exceed the stable version's by `margin` (0.02 = two percentage points), judged only once
 * each side has `minLoads` module loads behind it.
 */
export const CANARY_GUARD_DEFAULTS = { margin: 0.02, minLoads: 200 } as const;
export const CANARY_GUARD_LIMITS = { marginMax: 0.5, minLoadsMin: 50 } as const;

const guardSchema = z.strictObject({
  margin: z
    .number()
    .check(
      z.gt(0, 'margin must be more than 0 (a share such as 0.02)'),
      z.lte(
        CANARY_GUARD_LIMITS.marginMax,
        `margin must be at most ${CANARY_GUARD_LIMITS.marginMax} (a share such as 0.02, not a percentage)`,
      ),
    ),
  minLoads: z
    .number()
    .check(
      z.int('minLoads must be a whole number of module loads'),
      z.gte(
        CANARY_GUARD_LIMITS.minLoadsMin,
        `minLoads must be at least ${CANARY_GUARD_LIMITS.minLoadsMin}: fewer loads decide nothing`,
      ),
    ),
});

/** A second published version that a share of visitors get, each device in a stable bucket. */
const canarySchema = z.strictObject({
  entry: remoteEntry(),
  version: text(40),
  percent: z
    .number()
    .check(
      z.int('percent must be a whole number of visitors in a hundred'),
      z.gte(
        CANARY_PERCENT.min,
        `percent must be from ${CANARY_PERCENT.min} to ${CANARY_PERCENT.max}`,
      ),
      z.lte(
        CANARY_PERCENT.max,
        `percent must be from ${CANARY_PERCENT.min} to ${CANARY_PERCENT.max}`,
      ),
    ),
  guard: z.optional(guardSchema),
});

const remoteSchema = z
  .object({
    entry: remoteEntry(),
    version: text(40),
    canary: z.optional(canarySchema),
  })
  .check(
    z.superRefine((remote, ctx) => {
      if (!remote.canary) return;
      if (remote.canary.version === remote.version) {
        ctx.addIssue({
          code: 'custom',
          message: `the canary's version must differ from the stable version (${remote.version})`,
          path: ['canary', 'version'],
        });
      }
      if (remote.canary.entry === remote.entry) {
        ctx.addIssue({
          code: 'custom',
          message: "the canary's entry must be its own version's, not the stable version's",
          path: ['canary', 'entry'],
        });
      }
    }),
  );

const scheduleSchema = z
  .object({
    opensOn: z.optional(dayNumber()),
    closesAfter: z.optional(dayNumber()),
  })
  .check(
    z.refine((s) => !s.opensOn || !s.closesAfter || s.opensOn <= s.closesAfter, {
      message: 'opensOn must not be after closesAfter',
    }),
  );

/**
 * Which backend adapter the site uses, and Firebase's web config (public by design: access is
 * decided by security rules, not by hiding this). Emulator addresses are for local and test runs.
 */
const backendSchema = z.strictObject({
  adapter: z.enum(['local', 'firebase']),
  firebase: z.object({
    apiKey: text(100),
    authDomain: text(200),
    projectId: z.string().check(z.regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id')),
    storageBucket: z.optional(text(200)),
    appId: z.optional(text(100)),
    measurementId: z.optional(text(40)),
  }),
  /**
   * The emulators the adapter talks to instead of Google's servers (the `local` and `emulated`
   * modes, docs/decisions/026). With emulators but no `storage` among them (Storage cannot be
   * emulated on these machines), the firebase adapter keeps greetings on the device.
   */
  emulators: z.optional(
    z.strictObject({
      auth: z.optional(httpUrl()),
      firestore: z.optional(hostPort()),
      functions: z.optional(hostPort()),
      storage: z.optional(hostPort()),
    }),
  ),
  /**
   * Where greetings kept on the device are posted first, as a multipart form (the local adapter,
   * and the firebase adapter on emulators without Storage). Without it they are kept at once.
   */
  mediaUpload: z.optional(httpUrl()),
  /** App Check in production (docs/decisions/025): reCAPTCHA Enterprise with this site key. */
  appCheck: z.optional(
    z.strictObject({
      provider: z.literal('recaptcha-enterprise'),
      siteKey: z.string().check(z.regex(/^[\w-]{10,100}$/, 'must be a reCAPTCHA site key')),
    }),
  ),
});

const routeSchema = z.object({
  remote: z.string().check(z.regex(REMOTE_NAME, 'must be a remote name like "games"'), notReserved),
  module: z
    .string()
    .check(z.regex(MODULE_NAME, 'must be an exposed module name like "pookalam"'), notReserved),
  title: text(60),
  /** The title in Malayalam; the English title is shown where it is missing. */
  titleMl: z.optional(text(60)),
  enabled: z._default(z.boolean(), true),
  schedule: z.optional(scheduleSchema),
  /**
   * The game is over for this festival (docs/decisions/058): no tile and no play, but its board
   * stays readable and its plays stay in the visitors' statistics and exports. Not for /talk.
   */
  retired: z.optional(z.boolean()),
});

/**
 * The wall of wishes (docs/decisions/042). Optional: without it, the defaults of
 * shared/src/backend/wishes.ts hold (`reportsToHide`).
 */
const wallSchema = z.strictObject({
  /** How many visitors' reports (accounts older than a day) take a card off the wall. */
  reportsToHide: z.number().check(z.int(), z.gte(1), z.lte(20)),
});

export const campaignManifestSchema = z
  .strictObject({
    schemaVersion: z.literal(MANIFEST_SCHEMA_VERSION, {
      message: `schemaVersion must be ${MANIFEST_SCHEMA_VERSION}`,
    }),
    brand: brandSchema,
    festival: festivalSchema,
    remotes: z.record(
      z.string().check(z.regex(REMOTE_NAME, 'remote names are lower-case words'), notReserved),
      remoteSchema,
    ),
    routes: z.partialRecord(routePath(), routeSchema),
    switchOff: z.optional(z.object({ message: text(280), messageMl: z.optional(text(280)) })),
    backend: backendSchema,
    wall: z.optional(wallSchema),
  })
  .check(
    z.superRefine((manifest, ctx) => {
      manifest.festival.days.forEach((day, index) => {
        if (day.featured && !manifest.routes[day.featured]) {
          ctx.addIssue({
            code: 'custom',
            message: `features ${day.featured}, which is not in routes`,
            path: ['festival', 'days', index, 'featured'],
          });
        }
      });
      for (const path of routePathsOf(manifest.routes)) {
        const route = manifest.routes[path];
        if (route && !Object.hasOwn(manifest.remotes, route.remote)) {
          ctx.addIssue({
            code: 'custom',
            message: `names remote "${route.remote}", which is not in remotes`,
            path: ['routes', path, 'remote'],
          });
        }
        if (route?.retired && !gameIdOfRoute(path, route)) {
          ctx.addIssue({
            code: 'custom',
            message:
              'only a game can be retired; the recorder can be switched off (enabled: false)',
            path: ['routes', path, 'retired'],
          });
        }
      }
    }),
  );

export type CampaignManifest = z.output<typeof campaignManifestSchema>;
export type CampaignManifestInput = z.input<typeof campaignManifestSchema>;
export type RemoteEntry = CampaignManifest['remotes'][string];
export type RemoteCanary = NonNullable<RemoteEntry['canary']>;
export type GameRoute = NonNullable<CampaignManifest['routes'][GameRoutePath]>;
export type FestivalDay = CampaignManifest['festival']['days'][number];
export type BackendConfig = CampaignManifest['backend'];

export type ManifestResult =
  { ok: true; manifest: CampaignManifest } | { ok: false; problems: string[] };

/** The guard's figures for a canary: the manifest's, else the defaults. */
export function canaryGuard(canary: RemoteCanary): { margin: number; minLoads: number } {
  return { ...CANARY_GUARD_DEFAULTS, ...canary.guard };
}

/** Validates untrusted JSON. Problems read as "where: what is wrong", one per line, for operators. */
export function parseCampaignManifest(input: unknown): ManifestResult {
  const result = campaignManifestSchema.safeParse(input);
  if (result.success) return { ok: true, manifest: result.data };
  return {
    ok: false,
    problems: problemLines(result.error.issues, 'manifest'),
  };
}
