import type { z } from 'zod/mini';
import { BackendError } from './port';

/**
 * Parses what a caller passed to an adapter. The dialog validates the same schemas first, so a
 * failure here is a programming error or a tampered request: it becomes 'invalid-input' and never
 * reaches Firebase or IndexedDB. The message is the first problem's message key.
 */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new BackendError('invalid-input', first?.message ?? 'invalid-input', {
    cause: result.error,
  });
}
