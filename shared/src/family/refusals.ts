/**
 * Why the server turns down a family request, where the pages tell the reasons apart and say them
 * in the visitor's language (the callables' own messages are English). A refusal carries its
 * reason in the error's details as `{ reason }`; the adapter reports it as
 * BackendError('conflict') whose message is the reason. Apart from carpet.ts, which the home page
 * loads for its links: only the family's pages and the server need this list.
 */
import type { JoinRefusal } from './carpet';

export const FAMILY_REFUSALS = [
  // Joining (JoinRefusal); 'finished' also answers the owner's controls on a finished carpet.
  'not-found',
  'closed',
  'full',
  'removed',
  'finished',
  /** Removing, opening, closing or finishing a carpet one does not own. */
  'not-owner',
  /** OPEN_CARPETS_PER_OWNER carpets started and not finished yet. */
  'too-many-open',
  /** On as many carpets as one account may be (joined or started). */
  'on-too-many',
  /** The games version cannot score just now, or the live campaign cannot be read: nothing changed. */
  'try-later',
  /** The page's request is not one this server takes (an old page, another games version). */
  'reload',
  /** The pookalam's scoring refuses the carpet as laid. */
  'not-scorable',
  /** Finishing a carpet with no flower on it. */
  'nothing-laid',
  /** Finishing while a member's last stroke has not been folded in. */
  'still-laying',
  /** Finishing a carpet of more strokes than the server scores. */
  'too-many-strokes',
  /** The owner taking themselves off their own carpet. */
  'owner-stays',
  /** Taking off a member id no one on the carpet has. */
  'no-such-member',
  /**
   * A name others would see (a member's, or the family's) that the server's check turns down: the
   * page checks it the same way first, so only a page older than the check meets it.
   */
  'name',
] as const satisfies readonly string[];

export type FamilyRefusal = (typeof FAMILY_REFUSALS)[number];

/** Why a carpet cannot be joined: the link page's own reasons. */
export const JOIN_REFUSALS: readonly JoinRefusal[] = [
  'not-found',
  'closed',
  'full',
  'removed',
  'finished',
] satisfies readonly FamilyRefusal[];

export const isJoinRefusal = (reason: FamilyRefusal | null): reason is JoinRefusal =>
  JOIN_REFUSALS.some((known) => known === reason);

/** The reason a refusal's details carry, if it is one of ours. */
export function familyRefusalIn(details: unknown): FamilyRefusal | null {
  const reason = (details as { reason?: unknown } | null | undefined)?.reason;
  return FAMILY_REFUSALS.find((known) => known === reason) ?? null;
}

/** The reason a port's error carries (BackendError('conflict') with the reason for message). */
export function familyRefusalOf(error: unknown): FamilyRefusal | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code !== 'conflict') return null;
  return FAMILY_REFUSALS.find((known) => known === message) ?? null;
}
