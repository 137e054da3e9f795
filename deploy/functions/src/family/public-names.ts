import { DISPLAY_NAME_MAX, displayNameSchema } from '@onam/shared/backend/schemas';

/** What each of displayNameSchema's problems means, said after the name in question. */
const PROBLEMS: Readonly<Record<string, string>> = {
  'name.required': 'is missing: write one.',
  'name.tooLong': `is longer than ${DISPLAY_NAME_MAX} characters.`,
  'name.characters': 'may hold letters, spaces, apostrophes, hyphens and full stops only.',
  'name.invisible': 'holds characters nobody can see (a copied name can). Type it instead.',
  'name.reserved': 'may not pass for the broadcaster or the site’s staff. Choose another name.',
};

export type PublicName = { ok: true; name: string } | { ok: false; message: string };

/**
 * A name the other members or the family board show, checked as every public name is
 * (displayNameSchema: docs/decisions/041), trimmed; or what is wrong with it, in words the page
 * shows as they are: "The family name may not pass for the broadcaster…".
 */
export function publicName(name: string, whose: string): PublicName {
  const parsed = displayNameSchema.safeParse(name);
  if (parsed.success) return { ok: true, name: parsed.data };
  const code = parsed.error.issues[0]?.message ?? '';
  return { ok: false, message: `${whose} ${PROBLEMS[code] ?? 'is not a name others may see.'}` };
}
