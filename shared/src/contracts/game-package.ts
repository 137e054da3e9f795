// A game package (DESIGN.md, "The game package"; docs/decisions/054): one immutable version of a
// remote that its team publishes with `pnpm release`, and that the platform reads at run time.
// Beside the browser's files (mf-manifest.json, remoteEntry.js and its chunks) it carries:
// - server/scoring.cjs: the scoring the server runs on a play's record (./scoring.ts);
// - server/modules.cjs: the server part that draws a game's first paint (host/src/prerender);
// - game-package.json: the facts below, with sample plays and the score each must get, which the
//   release tool and the operators' checks run in the sandbox as the package's own self-test.
// The release record (./release-record.ts) lists every file with its SHA-256 and carries these
// facts, so the functions, the console and the CLI read them without running the package's code.
import { z } from 'zod/mini';
import { problemLines } from '../validation/problems';
import type { LocalizedText } from '../i18n/locale';

z.config(z.locales.en());

/** The facts' file, beside the version's mf-manifest.json. */
export const GAME_PACKAGE_FILE = 'game-package.json';

/**
 * The files of a package the platform reads, relative to its folder. The remotes' builds write
 * them (shared/build/*.js name the same paths; a test holds them equal).
 */
export const PACKAGE_FILES = {
  /** The federation manifest: the entry a campaign manifest names. */
  manifest: 'mf-manifest.json',
  /** The federation container. */
  entry: 'remoteEntry.js',
  /** The exposed modules' kinds and contract versions. */
  contracts: 'contracts.json',
  facts: GAME_PACKAGE_FILE,
  /** The scoring module (./scoring.ts). */
  scoring: 'server/scoring.cjs',
  /** The server part that draws the games' first paint. */
  serverPart: 'server/modules.cjs',
} as const;

/** The version of this file's shape; a package of another is refused with a message saying so. */
export const GAME_PACKAGE_API = 1;

/** A game's id, and an exposed module's name: lower-case letters, digits and dashes. */
const NAME = /^[a-z][a-z0-9-]{0,39}$/;
/** A file of the package, relative to its folder: no `..`, no leading slash, no query. */
const PACKAGE_FILE = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

/** What a shared play's picture may show of the play, beside the game's name. */
export const SHARE_PICTURE_FIELDS = ['score', 'maxScore', 'player'] as const;
export type SharePictureField = (typeof SHARE_PICTURE_FIELDS)[number];

const words = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.maxLength(max),
    z.refine((s) => !/[\p{Cc}\u2028\u2029]/u.test(s), 'must not contain control characters'),
  );

/** Words in both of the site's languages: every visible string is in English and Malayalam. */
const bothLanguages = (max: number) => z.object({ en: words(max), ml: words(max) });

const tutorialStepSchema = z.object({
  title: bothLanguages(80),
  /** Worded for a finger, and for a mouse and keyboard. */
  body: z.object({ touch: bothLanguages(400), mouse: bothLanguages(400) }),
});

const sampleSchema = z.object({
  /** What the play is, for the check's report: "Maveli's full look". */
  label: words(80),
  /** The record as the game's own code makes it (its evidence). */
  record: z.unknown(),
  /** The score the package's scoring must give it. */
  score: z.number().check(z.int(), z.gte(0)),
});

const gameFactsSchema = z
  .object({
    id: z.string().check(z.regex(NAME, 'must be lower-case letters, digits and dashes')),
    /** The exposed module that plays it (the manifest's routes name it). */
    module: z.string().check(z.regex(NAME, 'must be lower-case letters, digits and dashes')),
    names: bothLanguages(40),
    /** A picture of the game (SVG), a file of the package. */
    icon: z
      .string()
      .check(z.regex(PACKAGE_FILE, 'must be a file of the package, like icons/game.svg')),
    maxScore: z.number().check(z.int(), z.gte(1), z.lte(1000)),
    /** The largest record of a play, as JSON text in bytes: a larger one is not a play. */
    recordMaxBytes: z.number().check(z.int(), z.gte(2), z.lte(64 * 1024)),
    tutorial: z.array(tutorialStepSchema).check(z.minLength(1), z.maxLength(10)),
    sharePicture: z.object({
      /** The picture's words when the link names no play: an invitation to the game. */
      invitation: bothLanguages(120),
      shows: z.array(z.enum(SHARE_PICTURE_FIELDS)).check(z.maxLength(SHARE_PICTURE_FIELDS.length)),
    }),
    samples: z.array(sampleSchema).check(z.minLength(1), z.maxLength(20)),
  })
  .check(
    z.superRefine((game, ctx) => {
      game.samples.forEach((sample, index) => {
        if (sample.score > game.maxScore) {
          ctx.addIssue({
            code: 'custom',
            message: `scores ${sample.score}, over the game's maximum of ${game.maxScore}`,
            path: ['samples', index, 'score'],
          });
        }
      });
    }),
  );

export const gamePackageSchema = z
  .object({
    packageApi: z.literal(GAME_PACKAGE_API),
    remote: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/, 'must be a remote name')),
    version: z
      .string()
      .check(
        z.regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z][0-9A-Za-z.-]*)?$/, 'must be a release version'),
      ),
    games: z.array(gameFactsSchema).check(z.minLength(1), z.maxLength(40)),
  })
  .check(
    z.superRefine((pkg, ctx) => {
      for (const key of ['id', 'module'] as const) {
        const seen = new Set<string>();
        pkg.games.forEach((game, index) => {
          if (seen.has(game[key])) {
            ctx.addIssue({
              code: 'custom',
              message: `${game[key]} is named by two games`,
              path: ['games', index, key],
            });
          }
          seen.add(game[key]);
        });
      }
    }),
  );

export type GameFacts = z.infer<typeof gameFactsSchema>;
export type GamePackage = z.infer<typeof gamePackageSchema>;
export type GameSample = z.infer<typeof sampleSchema>;
export type TutorialFacts = z.infer<typeof tutorialStepSchema>;
/** Words in both languages, as the facts carry them (LocalizedText with Malayalam required). */
export type BothLanguages = Required<LocalizedText>;

export type GamePackageResult =
  { ok: true; package: GamePackage } | { ok: false; problems: string[] };

/** The facts checked against their shape; each problem names where it is. */
export function parseGamePackage(input: unknown): GamePackageResult {
  if (
    typeof input === 'object' &&
    input !== null &&
    'packageApi' in input &&
    input.packageApi !== GAME_PACKAGE_API
  ) {
    return {
      ok: false,
      problems: [
        `packageApi: this platform reads packages of API ${GAME_PACKAGE_API}, not ${String(input.packageApi)}`,
      ],
    };
  }
  const result = gamePackageSchema.safeParse(input);
  if (result.success) return { ok: true, package: result.data };
  return {
    ok: false,
    problems: problemLines(result.error.issues, 'package'),
  };
}

/** The facts of the game a package plays by id, or undefined. */
export const gameOfPackage = (pkg: GamePackage, id: string): GameFacts | undefined =>
  pkg.games.find((game) => game.id === id);
