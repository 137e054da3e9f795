import { z } from 'zod';
import { GAME_IDS, GAME_MAX_SCORE } from '../contracts/game';
import { DISTRICTS } from './districts';

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
  .trim()
  .min(1, 'name.required')
  .max(DISPLAY_NAME_MAX, 'name.tooLong')
  .regex(NAME_PATTERN, 'name.characters');

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'email.required')
  .pipe(z.email('email.invalid'));

/** The visible strength rule: at least 8 characters, with a letter and a digit. */
export const passwordSchema = z
  .string()
  .min(1, 'password.required')
  .min(PASSWORD_MIN, 'password.short')
  .regex(/\p{L}/u, 'password.letter')
  .regex(/\d/, 'password.digit');

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
  password: z.string().min(1, 'password.required'),
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
    score: z.number().int().min(0),
    maxScore: z.number().int(),
    durationMs: z.number().int().min(0).max(PLAY_MAX_DURATION_MS),
  })
  .refine((play) => play.maxScore === GAME_MAX_SCORE[play.gameId], {
    message: 'play.maxScore',
    path: ['maxScore'],
  })
  .refine((play) => play.score <= play.maxScore, {
    message: 'play.scoreAboveMax',
    path: ['score'],
  });

/** Field → message key of the first problem, for showing beside each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
