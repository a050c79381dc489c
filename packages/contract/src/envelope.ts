import { z } from 'zod';

/** Every response of the API has this shape; HTTP status codes are meaningful too. */
export interface Envelope<Value> {
  success: boolean;
  value: Value | null;
  message: string;
  code: string;
}

/** One field that failed validation, with the rule it broke. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  rule: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const validationValueSchema = z.object({ fields: z.array(fieldErrorSchema) });
export type ValidationValue = z.infer<typeof validationValueSchema>;

/** The envelope schema around a value schema, for OpenAPI documentation. */
export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    value: value.nullable(),
    message: z.string(),
    code: z.string(),
  });
}

export const successCode = 'ok';
