import type { FieldError } from '@platform/contract';

/** Codes the client gives failures that never reached the server's error catalogue. */
export const clientErrorCodes = {
  network: 'network_error',
  timeout: 'request_timeout',
  invalidResponse: 'invalid_response',
} as const;

/**
 * A failed API call: the envelope's code and message, the HTTP status (0 when no answer came), field errors,
 * and the envelope's value, which some refusals fill (a refused login says whether the captcha must show).
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: FieldError[];
  readonly value: unknown;

  constructor(code: string, status: number, message: string, fields: FieldError[] = [], value: unknown = null) {
    super(message || code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.value = value;
  }

  /** The message of the first field error for a field, if the server rejected it. */
  fieldMessage(field: string): string | undefined {
    return this.fields.find((candidate) => candidate.field === field)?.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
