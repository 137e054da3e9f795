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

/**
 * The updateProfile callable's request: a patch, with the id the client gives this edit. The same
 * id sent again (the answer to the first request never arrived) is the same edit: the server
 * answers it without making or counting it twice.
 */
export const updateProfileRequestSchema = z.extend(profilePatchSchema, {
  editId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'profile.editId'))),
});
export type UpdateProfileRequest = z.output<typeof updateProfileRequestSchema>;

/** The patch without its absent fields, ready to merge or to send to Firestore. */
export function cleanPatch(patch: z.output<typeof profilePatchSchema>): ProfilePatch {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as ProfilePatch;
}
