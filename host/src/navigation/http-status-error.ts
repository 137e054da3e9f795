/** An error that carries the status the error page shows (see normalizeError). */
export class HttpStatusError extends Error {
  override readonly name = 'HttpStatusError';
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}
