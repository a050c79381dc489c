import type { z } from 'zod';
import type { FieldError } from '@platform/contract';
import { fieldErrorsOf } from '@platform/contract/account/field-checks';
import { AppError, validationError } from '../../platform/errors.ts';

/**
 * Parses input with a contract schema built from the merchant's rules. Failures list each field and the rule
 * it broke; when the only problem is a confirmation that differs, the code is inconsistent_twice (spec §8).
 */
export function parseAccountInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw fieldsError(fieldErrorsOf(result.error));
}

/** The error for a list of field failures, with inconsistent_twice when that is all there is. */
export function fieldsError(fields: FieldError[]): AppError {
  const onlyConfirmation = fields.length > 0 && fields.every((field) => field.rule === 'inconsistent_twice');
  return onlyConfirmation ? new AppError('inconsistent_twice', { fields }) : validationError(fields);
}

/** Whether a database error is a unique violation of the named index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const details = error as { code?: string; constraint?: string };
  return details.code === '23505' && details.constraint === constraint;
}
