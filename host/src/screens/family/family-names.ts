import { displayNameSchema } from '@onam/shared/backend/schemas';
import type { FamilyMessageKey } from './messages';

const PROBLEMS: Record<string, FamilyMessageKey> = {
  'name.required': 'family.name.required',
  'name.tooLong': 'family.name.tooLong',
  'name.characters': 'family.name.characters',
  'name.invisible': 'family.name.invisible',
  'name.reserved': 'family.name.reserved',
};

/**
 * What is wrong with a name the others will see (a member's, or the family's on the public
 * board), in the page's words, or null: the server checks it the same way (public-names.ts), in
 * English only, so the page says it first.
 */
export function nameProblem(name: string): FamilyMessageKey | null {
  const parsed = displayNameSchema.safeParse(name);
  if (parsed.success) return null;
  const message = parsed.error.issues[0]?.message ?? 'name.characters';
  return PROBLEMS[message] ?? 'family.name.characters';
}
