import { z } from 'zod/mini';
import { EVIDENCE_MAX_BYTES, MAX_SCORE, PLAY_MAX_DURATION_MS } from '../contracts/game';
import { isGameIdFormat } from '../manifest/route-paths';
import { hasInvisibleCharacters, hasNameCharacters, isReservedName } from '../text/names';
import { DISTRICTS } from './districts';
import { AGE_BANDS, PRIVACY_NOTICE_VERSION } from './privacy';

// The wall's functions ask this of a card's name.
export { isReservedName };

// zod/mini, as the manifest schema (docs/decisions/016): functional checks, and the English locale
// for the problems that carry no message key of ours (an adapter's 'invalid-input' error).
z.config(z.locales.en());

/**
 * What visitors type, validated the same way in the dialog, in the adapters and (as far as rules
 * can) in the security rules. Messages are keys of the auth dialog's catalogue, so they translate.
 */
export const DISPLAY_NAME_MAX = 40;
export const PASSWORD_MIN = 8;

/**
 * A name others may see: letters and marks of any script with spaces and . ' ’ -, nothing
 * invisible (a joiner only where Malayalam spelling puts one), and nothing that passes for the
 * broadcaster or the site's staff, in any script or lookalike letters (shared/src/text/names.ts,
 * docs/decisions/041-names.md). The functions copy a name to the board only if it passes this.
 */
export const displayNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'name.required'),
  z.maxLength(DISPLAY_NAME_MAX, 'name.tooLong'),
  z.refine((name) => !hasInvisibleCharacters(name), { message: 'name.invisible', abort: true }),
  z.refine(hasNameCharacters, { message: 'name.characters', abort: true }),
  z.refine((name) => !isReservedName(name), 'name.reserved'),
);

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'email.required')),
  z.email('email.invalid'),
);

/** The visible strength rule: at least 8 characters, with a letter and a digit. */
export const passwordSchema = z
  .string()
  .check(
    z.minLength(1, 'password.required'),
    z.minLength(PASSWORD_MIN, 'password.short'),
    z.regex(/\p{L}/u, 'password.letter'),
    z.regex(/\d/, 'password.digit'),
  );

export const registerSchema = z.object({
  displayName: displayNameSchema,
  email: emailSchema,
  password: passwordSchema,
  district: z.enum(DISTRICTS, { message: 'district.required' }),
  ageBand: z.enum(AGE_BANDS, { message: 'ageBand.required' }),
  consent: z.object({
    terms: z.literal(true, { message: 'consent.terms' }),
    newsletter: z.boolean(),
  }),
});

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, 'password.required')),
});

export const resetSchema = z.object({ email: emailSchema });

/** The Auth emulator's stand-in for a Google account. */
export const googleTestAccountSchema = z.object({
  email: emailSchema,
  displayName: displayNameSchema,
});

/** Every game scores out of this many points; a play lasts at most two hours (contracts/game.ts). */
export { MAX_SCORE, PLAY_MAX_DURATION_MS };

/** A games version as releases name it ("0.2.0", "0.2.0-rc.1"). */
export const GAMES_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,39}$/;

const jsonSize = (value: unknown) => {
  try {
    return new TextEncoder().encode(JSON.stringify(value) ?? '').length;
  } catch {
    return Infinity; // a cycle, a BigInt: not JSON, so not a record
  }
};

export const playEvidenceSchema = z.object({
  version: z.string().check(z.regex(GAMES_VERSION_PATTERN, 'play.evidenceVersion')),
  remote: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9_]{0,39}$/, 'play.evidenceRemote'))),
  record: z.unknown().check(
    z.refine((record) => record !== undefined && jsonSize(record) <= EVIDENCE_MAX_BYTES, {
      message: 'play.evidenceSize',
    }),
  ),
});

/** A finished play as a game reports it. */
export const playInputSchema = z
  .object({
    gameId: z.string().check(z.refine(isGameIdFormat, 'play.gameId')),
    score: z.number().check(z.int(), z.gte(0)),
    maxScore: z.number().check(z.int()),
    durationMs: z.number().check(z.int(), z.gte(0), z.lte(PLAY_MAX_DURATION_MS)),
    evidence: z.optional(playEvidenceSchema),
  })
  .check(
    z.refine((play) => play.maxScore === MAX_SCORE, {
      message: 'play.maxScore',
      path: ['maxScore'],
    }),
    z.refine((play) => play.score <= play.maxScore, {
      message: 'play.scoreAboveMax',
      path: ['score'],
    }),
  );

/** Field → message key of the first problem, for showing beside each field. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The acceptPrivacyNotice callable's request: the current notice accepted, with the age band when
 * the profile has none yet (a band once given is not changed this way).
 */
export const acceptNoticeSchema = z.strictObject({
  notice: z.literal(PRIVACY_NOTICE_VERSION, { message: 'privacy.oldNotice' }),
  ageBand: z.optional(z.enum(AGE_BANDS, { message: 'ageBand.required' })),
});
export type AcceptNoticeRequest = z.output<typeof acceptNoticeSchema>;
