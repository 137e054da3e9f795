// Who is an operator, said once for the functions, the rules and the tool that grants it: an
// account with the `operator` custom claim AND an `operators/{uid}` document. `pnpm operators
// grant` sets both; `revoke` deletes the document first, then clears the claim and revokes the
// account's refresh tokens. A revoked operator's ID token still carries the claim for up to an
// hour, so neither the claim nor a token verified without asking Auth is enough:
// - firestore.rules also require the document (isOperator()), so the console's reads stop at once;
// - the operators' callables (changeCampaign, moderateWish) verify the caller's token again with
//   Auth's revocation check, and read the document. One Auth round trip and one read per call:
//   these calls are rare (an operator's change, a card moderated), visitors' calls never pay it.
import type { Firestore } from 'firebase-admin/firestore';
import type { Caller } from '@onam/shared/campaign-ops/live-revisions';
import { operatorPath } from '@onam/shared/campaign-ops/operator-record';
import { refuse } from '../common/refusals';

export const operatorRef = (db: Firestore, uid: string) => db.doc(operatorPath(uid));

/** What the gate needs of Admin Auth (firebase-admin's Auth has it; a test hands in a fake). */
export interface TokenVerifier {
  verifyIdToken(
    token: string,
    checkRevoked?: boolean,
  ): Promise<{ uid: string; email?: string; [claim: string]: unknown }>;
}

/** The refusal for a token Auth no longer stands behind, in words the console shows as they are. */
export const signInEnded = () =>
  refuse(
    'unauthenticated',
    'This sign-in has ended (signed out everywhere, or operator access taken away). Sign in again.',
  );

/**
 * The caller of an operators' callable, from the request's `Authorization: Bearer <ID token>`:
 * verified with the revocation check, an operator only if the claim and the document both say so.
 * No token: a caller with no uid, whom the handlers refuse as not signed in.
 */
export async function operatorCaller(
  deps: { auth: TokenVerifier; db: Firestore },
  authorization: string | undefined,
): Promise<Caller> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return {};
  let decoded;
  try {
    decoded = await deps.auth.verifyIdToken(token, true);
  } catch {
    throw signInEnded();
  }
  const listed =
    decoded.operator === true && (await operatorRef(deps.db, decoded.uid).get()).exists;
  return {
    uid: decoded.uid,
    ...(typeof decoded.email === 'string' ? { email: decoded.email } : {}),
    operator: listed,
  };
}
