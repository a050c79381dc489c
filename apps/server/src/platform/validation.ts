import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FieldError } from '@platform/contract';
import { unstorableTextErrors } from '@platform/contract/storable-text';
import { validationError } from './errors.ts';

/** Parses input with a contract schema; on failure throws a 400 naming every field and rule. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  assertStorableText(input);
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationError(fieldErrorsOf(result.error));
}

/**
 * Refuses input holding text PostgreSQL cannot store (a NUL, an unpaired surrogate) with a 400 naming each
 * field, before any schema or handler reads it: such text would otherwise fail deep in a write as a 500.
 */
export function assertStorableText(input: unknown, prefix?: string): void {
  const fields = unstorableTextErrors(input, prefix === undefined ? {} : { prefix });
  if (fields.length > 0) throw validationError(fields);
}

/**
 * Checks every request's path parameters, query, parsed body and header values for text that cannot be
 * stored, once, before any route's handler (or an audience's own hooks after this stage) runs. Bodies sealed
 * for encrypted calls are checked again when opened; raw bodies (signed vendor and webhook calls) when parsed.
 */
export function installStorableTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    assertStorableText(request.params);
    assertStorableText(request.query);
    if (!Buffer.isBuffer(request.body)) assertStorableText(request.body);
    assertStorableText(request.headers, 'headers');
  });
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
