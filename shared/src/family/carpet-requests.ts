/**
 * The family callables' requests as the server reads them (zod), apart from carpet.ts: the board
 * part and the pages need only the contract's constants and fold, and so carry no zod.
 */
import { z } from 'zod/mini';
import {
  CARPET_ID_PATTERN,
  MEMBER_ID_PATTERN,
  type CarpetOptions,
  type FinishCarpetRequest,
  type JoinCarpetRequest,
  type RemoveMemberRequest,
  type SetOpenRequest,
  type StartCarpetRequest,
} from './carpet';

const carpetIdSchema = z.string().check(z.regex(CARPET_ID_PATTERN));
const memberIdSchema = z.string().check(z.regex(MEMBER_ID_PATTERN));
/** Only its length here: the callables check a name as every public name is (public-names.ts). */
const nameSchema = z.string().check(z.maxLength(200));
/** A start attempt's id, made on the device (a UUID): a retry sends it again. */
export const START_REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export const carpetOptionsSchema: z.ZodMiniType<CarpetOptions> = z.object({
  symmetry: z.union([z.literal(4), z.literal(8), z.literal(16)]),
  mode: z.enum(['free', 'day']),
  day: z.number().check(z.int(), z.gte(1), z.lte(10)),
});

export const startCarpetRequestSchema: z.ZodMiniType<StartCarpetRequest> = z.object({
  options: carpetOptionsSchema,
  remote: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/)),
  version: z.string().check(z.regex(/^[0-9A-Za-z.+-]{1,64}$/)),
  cellCount: z.number().check(z.int(), z.gte(1), z.lte(2000)),
  name: nameSchema,
  // Optional for a page loaded before it was sent: such a start is not made safe to retry.
  requestId: z.optional(z.string().check(z.regex(START_REQUEST_ID_PATTERN))),
});

export const joinCarpetRequestSchema: z.ZodMiniType<JoinCarpetRequest> = z.object({
  carpetId: carpetIdSchema,
  name: nameSchema,
});

export const removeMemberRequestSchema: z.ZodMiniType<RemoveMemberRequest> = z.object({
  carpetId: carpetIdSchema,
  memberId: memberIdSchema,
});

export const setOpenRequestSchema: z.ZodMiniType<SetOpenRequest> = z.object({
  carpetId: carpetIdSchema,
  open: z.boolean(),
});

export const finishCarpetRequestSchema: z.ZodMiniType<FinishCarpetRequest> = z.object({
  carpetId: carpetIdSchema,
  familyName: nameSchema,
});
