/**
 * Glue between the field-rule engine and zod: the account schemas declare which
 * fields carry which rule, and these helpers turn each broken rule into a zod
 * issue whose path is the field and whose `params.rule` names the rule.
 */
import { z } from 'zod';
import type { FieldError } from '../envelope.ts';
import { validateConfirmation, validateField } from '../field-rules.ts';
import type { FieldRule } from '../system/permission.ts';

/** A form input as it arrives: a string, or nothing when the input was left out. */
export const formTextSchema = z.string().nullish();

/** A dialing code such as `55` or `+351`. */
export const countryDialingCodeSchema = z.string().trim().regex(/^\+?[0-9]{1,4}$/u);

/** One field to check against a rule. `wording` names the field in the message when the payload spells it differently. */
export interface FieldCheck {
  field: string;
  rule: FieldRule;
  required: boolean;
  wording?: string;
}

/** Values after the base object schema: a checked field holds a string or nothing. */
type FormValues = Record<string, unknown>;

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Adds an issue on a field, carrying the broken rule for the envelope's field list. */
export function addFieldIssue(context: z.core.$RefinementCtx, field: string, rule: string, message: string): void {
  context.addIssue({ code: 'custom', path: [field], message, params: { rule } });
}

/** Runs every check and adds an issue for each field that breaks its rule. */
export function addFieldRuleIssues(
  values: FormValues,
  checks: readonly FieldCheck[],
  context: z.core.$RefinementCtx,
  language: string | undefined,
): void {
  for (const check of checks) {
    const options = { field: check.wording ?? check.field, language, required: check.required };
    const failure = validateField(textOf(values[check.field]), check.rule, options);
    if (failure) addFieldIssue(context, check.field, failure.rule, failure.message);
  }
}

/** Adds the inconsistent_twice issue on `field` when it differs from `originalField`. */
export function addConfirmationIssue(
  values: FormValues,
  field: string,
  originalField: string,
  context: z.core.$RefinementCtx,
  language: string | undefined,
): void {
  const failure = validateConfirmation(textOf(values[field]), textOf(values[originalField]), { language });
  if (failure) addFieldIssue(context, field, failure.rule, failure.message);
}

/** The trimmed text of a form value, or undefined when it is empty, so optional fields left blank disappear. */
export function cleanText(value: unknown): string | undefined {
  const text = textOf(value)?.trim();
  return text === undefined || text === '' ? undefined : text;
}

/** Copies the named fields as cleaned text, leaving out the empty ones. */
export function cleanFields(values: FormValues, fields: readonly string[]): Record<string, string> {
  const cleaned: Record<string, string> = {};
  for (const field of fields) {
    const text = cleanText(values[field]);
    if (text !== undefined) cleaned[field] = text;
  }
  return cleaned;
}

/**
 * Parses a cleaned value with the wire schema inside a transform, passing any issue on,
 * so a builder's output is typed and bounded exactly like the request it stands for.
 */
export function conformTo<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  context: z.core.$RefinementCtx,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    addFieldIssue(context, issue.path.map(String).join('.'), ruleOfZodIssue(issue), issue.message);
  }
  return z.NEVER;
}

/** How zod's own issue codes read as rule names in the envelope's field list. */
const ruleOfIssueCode: Record<string, string> = {
  invalid_type: 'type',
  too_big: 'length',
  too_small: 'length',
  invalid_format: 'pattern',
  invalid_value: 'value',
  invalid_union: 'type',
  unrecognized_keys: 'unknown_field',
};

/** Turns a zod error into the envelope's field list: each field with the rule it broke and the text to show. */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    return { field: issue.path.map(String).join('.'), rule: ruleOfZodIssue(issue), message: issue.message };
  });
}

/** The rule an issue stands for: the one a field check recorded, else the reading of zod's own code. */
function ruleOfZodIssue(issue: z.core.$ZodIssue): string {
  const customRule = issue.code === 'custom' ? (issue.params as { rule?: unknown } | undefined)?.rule : undefined;
  return typeof customRule === 'string' ? customRule : (ruleOfIssueCode[issue.code] ?? issue.code);
}
