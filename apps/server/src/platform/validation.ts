import type { z } from 'zod';
import type { FieldError } from '@platform/contract';
import { validationError } from './errors.ts';

/** Parses input with a contract schema; on failure throws a 400 naming every field and rule. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationError(fieldErrorsOf(result.error));
}

/** Turns zod issues into field errors: the dotted path, the rule and a readable reason. */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : '(body)',
    rule: ruleOf(issue),
    message: issue.message,
  }));
}

function ruleOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_small') return 'min';
  if (issue.code === 'too_big') return 'max';
  if (issue.code === 'invalid_type') return issue.input === undefined ? 'required' : 'type';
  if (issue.code === 'invalid_format') return 'format';
  if (issue.code === 'invalid_value') return 'enum';
  if (issue.code === 'unrecognized_keys') return 'unknown_field';
  if (issue.code === 'custom') return String((issue.params as { rule?: string } | undefined)?.rule ?? 'custom');
  return issue.code;
}
