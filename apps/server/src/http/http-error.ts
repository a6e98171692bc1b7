/** A failure whose message is meant for the person using the app; thrown by services and routes. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    /** For 429: how long until asking again can succeed; sent as Retry-After. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}
