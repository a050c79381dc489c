import { messageOfError, statusOfError, type ErrorCode, type FieldError } from '@platform/contract';

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

  /** The text for the user's language: an explicit message when given, else the catalogue's. */
  messageFor(language: string): string {
    return this.message !== this.code ? this.message : messageOfError(this.code, language);
  }
}

/** A 400 listing each field and the rule it broke. */
export function validationError(fields: FieldError[]): AppError {
  return new AppError('validation_failed', { fields });
}
