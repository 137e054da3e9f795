export interface NormalizedError {
  message: string;
  statusCode: number;
}

function numberAt(value: unknown, key: string): number | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'number' && Number.isInteger(found) ? found : undefined;
}

/**
 * Every error becomes `{ message, statusCode }`: statusCode from `statusCode`, else `status`, else
 * the response's status, else 500 (the specification's error catalogue).
 */
export function normalizeError(error: unknown): NormalizedError {
  const response =
    typeof error === 'object' && error !== null && 'response' in error ? error.response : undefined;
  const statusCode =
    numberAt(error, 'statusCode') ??
    numberAt(error, 'status') ??
    numberAt(response, 'status') ??
    500;
  let message = 'An unexpected error occurred';
  if (error instanceof Error && error.message) message = error.message;
  else if (typeof error === 'string' && error) message = error;
  else if (typeof error === 'object' && error !== null) {
    const candidate =
      (error as Record<string, unknown>).message ?? (error as Record<string, unknown>).statusText;
    if (typeof candidate === 'string' && candidate) message = candidate;
  }
  return { message, statusCode };
}
