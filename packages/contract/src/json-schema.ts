/**
 * The JSON Schema (OpenAPI 3.0 dialect) of a contract schema, written so that the document accepts exactly
 * what the zod schema accepts: zod's own conversion describes the value after trims and preprocessing,
 * which would let the document refuse what the server accepts (" 12", "flash,html5", "ALL") or accept what
 * it refuses (ten spaces as feedback). The rules JSON Schema cannot say (`from` not after `to`) are stated
 * in `x-` extensions that the conformance test's generator honours.
 */
import { z } from 'zod';

export type JsonSchema = { [key: string]: unknown };

/** Rewrites of the converted JSON of particular schemas, registered where the schema is defined. */
const rewrites = new WeakMap<object, (json: JsonSchema) => JsonSchema>();

/** Declares how a schema reads in JSON Schema when zod's conversion would not say what it accepts. */
export function documentAs<Schema extends z.ZodType>(schema: Schema, rewrite: (json: JsonSchema) => JsonSchema): Schema {
  rewrites.set(schema, rewrite);
  return schema;
}

/** Names the field pairs of an object that must be ordered (`lower ≤ upper` when both are present). */
export const orderedFieldsExtension = 'x-ordered-fields';
export type OrderedFields = { lower: string; upper: string }[];

/** A pattern for a string that the schema trims before checking its length between `minimum` and `maximum`. */
export function trimmedLengthPattern(minimum: number, maximum: number | undefined): string {
  const upper = maximum === undefined ? '' : String(maximum);
  if (minimum <= 0) return `^\\s*(?:(?=\\S)[\\s\\S]{1,${upper}}(?<=\\S))?\\s*$`;
  return `^\\s*(?=\\S)[\\s\\S]{${minimum},${upper}}(?<=\\S)\\s*$`;
}

interface StringCheck {
  _zod: { def: { check: string; tx?: (input: string) => string } };
}

function trims(schema: z.ZodType): boolean {
  const checks = (schema._zod.def as { checks?: StringCheck[] }).checks ?? [];
  return checks.some((check) => check._zod.def.check === 'overwrite' && check._zod.def.tx?.(' x ') === 'x');
}

/** A string schema that trims: its length and pattern hold for the trimmed text, so spaces around it are allowed. */
function describeTrimmedString(json: JsonSchema): JsonSchema {
  const { minLength, maxLength, pattern, ...rest } = json;
  const described: JsonSchema = { ...rest };
  const constraints: JsonSchema[] = [];
  if (typeof minLength === 'number' || typeof maxLength === 'number') {
    constraints.push({ pattern: trimmedLengthPattern(typeof minLength === 'number' ? minLength : 0, typeof maxLength === 'number' ? maxLength : undefined) });
  }
  if (typeof pattern === 'string') {
    const anchored = pattern.startsWith('^') && pattern.endsWith('$');
    constraints.push({ pattern: anchored ? `^\\s*(?:${pattern.slice(1, -1)})\\s*$` : pattern });
  }
  if (constraints.length === 1) Object.assign(described, constraints[0]);
  if (constraints.length > 1) described.allOf = constraints;
  described['x-trimmed'] = true;
  return described;
}

function replaceContents(target: JsonSchema, replacement: JsonSchema): void {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, replacement);
}

/** Converts a contract schema to JSON Schema for the request (`input`) or the answer (`output`) side. */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    target: 'openapi-3.0',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    override: (context) => {
      const zodSchema = context.zodSchema as unknown as z.ZodType;
      const target = context.jsonSchema as JsonSchema;
      const rewrite = rewrites.get(zodSchema);
      if (rewrite) replaceContents(target, rewrite({ ...target }));
      else if (io === 'input' && zodSchema._zod.def.type === 'string' && trims(zodSchema)) replaceContents(target, describeTrimmedString(target));
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

function sameLengthRangePattern(lower: string, upper: string): string {
  if (lower.length === 0) return '';
  if (lower === upper) return lower;
  const restLength = lower.length - 1;
  const allNines = '9'.repeat(restLength);
  const allZeros = '0'.repeat(restLength);
  if (lower.slice(1) === allZeros && upper.slice(1) === allNines) return `[${lower[0]}-${upper[0]}]${restLength > 0 ? `\\d{${restLength}}` : ''}`;
  if (lower[0] === upper[0]) return `${lower[0]}${sameLengthRangePattern(lower.slice(1), upper.slice(1))}`;
  const parts = [`${lower[0]}${sameLengthRangePattern(lower.slice(1), allNines)}`];
  const firstLow = Number(lower[0]) + 1;
  const firstHigh = Number(upper[0]) - 1;
  if (firstLow <= firstHigh) parts.push(`[${firstLow}-${firstHigh}]${restLength > 0 ? `\\d{${restLength}}` : ''}`);
  parts.push(`${upper[0]}${sameLengthRangePattern(allZeros, upper.slice(1))}`);
  return `(?:${parts.join('|')})`;
}

/** A regular expression source matching the decimal digits of the whole numbers from `minimum` to `maximum`, without leading zeros. */
export function wholeNumberRangePattern(minimum: number, maximum: number): string {
  const parts: string[] = [];
  const lowest = String(minimum);
  const highest = String(maximum);
  for (let length = lowest.length; length <= highest.length; length += 1) {
    const lower = length === lowest.length ? lowest : `1${'0'.repeat(length - 1)}`;
    const upper = length === highest.length ? highest : '9'.repeat(length);
    parts.push(sameLengthRangePattern(lower, upper));
  }
  return `(?:${parts.join('|')})`;
}

/** A whole number as JSON (12) or as the digits of a query string or form ("12"), within bounds. */
export function numberOrDigitsJson(minimum: number, maximum: number, digitsMax: number): (json: JsonSchema) => JsonSchema {
  const digits = `^\\s*(?=\\d{1,${digitsMax}}\\s*$)0*${wholeNumberRangePattern(minimum, maximum)}\\s*$`;
  return () => ({
    anyOf: [
      { type: 'integer', minimum, maximum },
      { type: 'string', pattern: digits, description: `the digits of a whole number from ${minimum} to ${maximum}` },
    ],
  });
}
