import { isEvidenceError } from '@onam/shared/contracts/scoring';

/**
 * The reason a scorer refuses a record; any other error (a TypeError) fails the test, and so does a
 * record it accepts. For the games' evidence tests.
 */
export function refusalOf(score: (record: unknown) => unknown) {
  return (record: unknown): string => {
    try {
      score(record);
    } catch (error) {
      if (isEvidenceError(error)) return error.message;
      throw error;
    }
    throw new Error('the record was accepted');
  };
}
