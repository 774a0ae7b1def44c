/** The one error type services throw: an HTTP status and the French text shown to the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 429 | 503,
    message: string,
    /** Extra fields of the answer, beside the message (e.g. the id of the existing record on a 409). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
