import { isWaitErrorCode, messageOfError, messageOfWait, statusOfError, type ErrorCode, type FieldError } from '@platform/contract';

/** An expected failure with a catalogue code; the HTTP layer turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;
  readonly fields: FieldError[] | undefined;
  readonly value: unknown;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly code: ErrorCode,
    options: { fields?: FieldError[]; value?: unknown; message?: string; headers?: Record<string, string> } = {},
  ) {
    super(options.message ?? code);
    this.name = 'AppError';
    this.status = statusOfError(code);
    this.fields = options.fields;
    this.value = options.value;
    this.headers = options.headers;
  }

  /**
   * The text for the user's language: an explicit message when given; for a refusal that says how long to
   * wait, the text naming the value's `retryAfterSeconds` (the number its Retry-After header carries); else the catalogue's.
   */
  messageFor(language: string): string {
    if (this.message !== this.code) return this.message;
    const retryAfterSeconds = (this.value as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if (isWaitErrorCode(this.code) && typeof retryAfterSeconds === 'number') return messageOfWait(this.code, retryAfterSeconds, language);
    return messageOfError(this.code, language);
  }
}

/** A 400 listing each field and the rule it broke. */
export function validationError(fields: FieldError[]): AppError {
  return new AppError('validation_failed', { fields });
}
