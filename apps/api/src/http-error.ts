/** An error that carries its HTTP status; the app's error handler answers `{ message, issues? }`. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: unknown[],
  ) {
    super(message);
  }
}
