import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/https';
import type { RefusalDetails } from '@onam/shared/backend/firebase/server-documents';
import { problemsInOneLine, type SchemaIssue } from '@onam/shared/validation/problems';

/**
 * A request the server turns down, with a message meant for the visitor (the page shows it as is)
 * and, for a refusal that passes, when to ask again. Anything else that goes wrong reaches the
 * caller as 'internal' with no detail, and the log has it.
 */
export const refuse = (code: FunctionsErrorCode, message: string, details?: RefusalDetails) =>
  new HttpsError(code, message, details);

/** A schema's problems in one line: "play.score: Too big; deviceId: Invalid string". */
export const problemsOf = (error: { issues: readonly SchemaIssue[] }) =>
  problemsInOneLine(error.issues);
