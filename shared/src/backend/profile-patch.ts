import { z } from 'zod/mini';
import { DISTRICTS } from './districts';
import type { ProfilePatch } from './port';
import { displayNameSchema } from './schemas';

/** What a visitor may change in their profile; both adapters check it before writing. */
export const profilePatchSchema = z.strictObject({
  displayName: z.optional(displayNameSchema),
  district: z.optional(z.nullable(z.enum(DISTRICTS))),
  newsletter: z.optional(z.boolean()),
});

/** The patch without its absent fields, ready to merge or to send to Firestore. */
export function cleanPatch(patch: z.output<typeof profilePatchSchema>): ProfilePatch {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as ProfilePatch;
}
