import type { ErrorCode, ErrorParams } from '@labtrail/contract/error';

export interface DomainErrorDetails {
  /** The numbers the message holds, for clients that word it in another language. */
  params?: ErrorParams;
  /** How long until trying again can succeed. */
  retryAfterMs?: number;
}

/**
 * A refusal meant for the person, named by its code in the contract. Services throw it without
 * knowing HTTP; the error handler answers it with the status that belongs to the code.
 */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly params: ErrorParams | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    details: DomainErrorDetails = {},
  ) {
    super(message);
    this.params = details.params;
    this.retryAfterMs = details.retryAfterMs;
  }
}
