import { z } from 'zod/mini';
import { GAME_IDS, GAME_MAX_SCORE } from '../contracts/game';
import { DISTRICTS } from './districts';

// zod/mini, as the manifest schema (docs/decisions/016): functional checks, and the English locale
// for the problems that carry no message key of ours (an adapter's 'invalid-input' error).
z.config(z.locales.en());

/**
 * What visitors type, validated the same way in the dialog, in the adapters and (as far as rules
 * can) in the security rules. Messages are keys of the auth dialog's catalogue, so they translate.
 */
export const DISPLAY_NAME_MAX = 40;
export const PASSWORD_MIN = 8;

// Letters of any script with their combining marks (Malayalam needs them), spaces, and . ' - only:
// no markup, no emoji, no control characters.
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

export const displayNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'name.required'),
    z.maxLength(DISPLAY_NAME_MAX, 'name.tooLong'),
    z.regex(NAME_PATTERN, 'name.characters'),
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

/** Every game scores out of this many points; the security rules check the same bound. */
export { GAME_MAX_SCORE };
/** A play longer than this is a tab left open, not a play. */
export const PLAY_MAX_DURATION_MS = 2 * 60 * 60 * 1000;

/** A finished play as a game reports it. */
export const playInputSchema = z
  .object({
    gameId: z.enum(GAME_IDS),
    score: z.number().check(z.int(), z.gte(0)),
    maxScore: z.number().check(z.int()),
    durationMs: z.number().check(z.int(), z.gte(0), z.lte(PLAY_MAX_DURATION_MS)),
  })
  .check(
    z.refine((play) => play.maxScore === GAME_MAX_SCORE[play.gameId], {
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
