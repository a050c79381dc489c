/**
 * Reading an OpenAPI 3.0 document the way an integrator's tools do: a validator for each answer (Ajv over the
 * document's own schemas) and generators of requests, valid and invalid, from the document's schemas
 * (fast-check), honouring the rules the document states in `x-` extensions.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';

export type Schema = { [key: string]: unknown };
export interface OpenApiDocument {
  paths: Record<string, Record<string, Schema>>;
  components: { schemas: Record<string, Schema> };
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** The OpenAPI 3.0 dialect turned into the JSON Schema Ajv reads: `nullable`, boolean exclusive bounds, component references. */
function toDraft7(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toDraft7);
  if (typeof node !== 'object' || node === null) return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') out.$ref = value.replace('#/components/schemas/', 'component:');
    else if (key === 'properties' && typeof value === 'object' && value !== null) {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, toDraft7(schema)]));
    } else out[key] = toDraft7(value);
  }
  if (out.exclusiveMinimum === true) {
    out.exclusiveMinimum = out.minimum;
    delete out.minimum;
  } else if (out.exclusiveMinimum === false) delete out.exclusiveMinimum;
  if (out.exclusiveMaximum === true) {
    out.exclusiveMaximum = out.maximum;
    delete out.maximum;
  } else if (out.exclusiveMaximum === false) delete out.exclusiveMaximum;
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === 'string') {
      out.type = [out.type, 'null'];
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
    } else if (Array.isArray(out.enum)) {
      if (!out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
    } else return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

/** Validators over one document's schemas. */
export function documentValidator(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  for (const [name, schema] of Object.entries(document.components.schemas)) ajv.addSchema(toDraft7(schema) as Schema, `component:${name}`);
  const compiled = new Map<Schema, ValidateFunction>();
  return {
    /** Whether a value matches a schema of the document; the first error when not. */
    check(schema: Schema, value: unknown): string | undefined {
      let validate = compiled.get(schema);
      if (!validate) {
        validate = ajv.compile(toDraft7(schema) as Schema);
        compiled.set(schema, validate);
      }
      if (validate(value)) return undefined;
      const error = validate.errors?.[0];
      return `${error?.instancePath || '(root)'} ${error?.message ?? 'invalid'}`;
    },
  };
}

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const plainText = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...letters.split('')), minLength, maxLength: Math.max(minLength, Math.min(maxLength, minLength + 24)) });

function calendarDate(): fc.Arbitrary<string> {
  return fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
}

/**
 * Strings matching a pattern. fast-check cannot generate from lookarounds, so they are left out of the generating
 * pattern and the whole pattern then filters what it generates (`(?=\d{1,10}\s*$)` bounds a run of digits, say).
 */
function patternArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    const whole = new RegExp(pattern, 'u');
    const withoutLookarounds = pattern.replace(/\(\?<?[=!](?:[^()\\]|\\.)*\)/gu, '');
    const generated = fc.stringMatching(new RegExp(withoutLookarounds, 'u'));
    return withoutLookarounds === pattern ? generated : generated.filter((value) => whole.test(value));
  } catch {
    return undefined;
  }
}

function trimmedLengthOf(pattern: string): { minimum: number; maximum: number } | undefined {
  const match = /\{(\d+),(\d*)\}\(\?<=\\S\)/u.exec(pattern);
  if (!match) return undefined;
  return { minimum: Number(match[1]), maximum: match[2] ? Number(match[2]) : Number(match[1]) + 24 };
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date') return calendarDate();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  const patterns = [schema.pattern, ...((schema.allOf as Schema[] | undefined) ?? []).map((part) => part.pattern)].filter((pattern): pattern is string => typeof pattern === 'string');
  for (const pattern of patterns) {
    const trimmed = trimmedLengthOf(pattern);
    if (trimmed) {
      const padding = fc.constantFrom('', ' ', '  ');
      return fc.tuple(padding, plainText(Math.max(trimmed.minimum, 1), trimmed.maximum), padding).map(([before, core, after]) => `${before}${core}${after}`);
    }
  }
  for (const pattern of patterns) {
    const inner = pattern.startsWith('^\\s*(?:') && pattern.endsWith(')\\s*$') ? `^${pattern.slice(7, -5)}$` : pattern;
    const generated = patternArbitrary(inner);
    if (generated) return generated;
  }
  const minimum = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maximum = typeof schema.maxLength === 'number' ? schema.maxLength : minimum + 24;
  return plainText(minimum, maximum);
}

/** One branch of an `anyOf`/`oneOf` laid over the schema around it: its properties and requirements add to the object's. */
function mergeOption(schema: Schema, option: Schema): Schema {
  const { anyOf: _anyOf, oneOf: _oneOf, ...base } = schema;
  const merged: Schema = { ...base, ...option };
  const baseProperties = (base.properties as Record<string, Schema> | undefined) ?? {};
  const optionProperties = (option.properties as Record<string, Schema> | undefined) ?? {};
  if (base.properties || option.properties) {
    const names = new Set([...Object.keys(baseProperties), ...Object.keys(optionProperties)]);
    merged.properties = Object.fromEntries([...names].map((name) => [name, { ...baseProperties[name], ...optionProperties[name] }]));
  }
  if (base.required || option.required) merged.required = [...new Set([...((base.required as string[] | undefined) ?? []), ...((option.required as string[] | undefined) ?? [])])];
  return merged;
}

/** Values a schema accepts (mostly: each generated value is checked against the schema before use). */
export function arbitraryOf(schema: Schema, components: Record<string, Schema>, depth = 0): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') {
    const target = components[schema.$ref.replace('#/components/schemas/', '')];
    return depth > 4 || !target ? fc.constant(null) : arbitraryOf(target, components, depth + 1);
  }
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) {
    const options = ((schema.anyOf ?? schema.oneOf) as Schema[]).map((option) => mergeOption(schema, option));
    return fc.oneof(...options.map((option) => arbitraryOf(option, components, depth + 1)));
  }
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const minimum = typeof schema.minimum === 'number' ? Math.max(schema.minimum, -1e12) : -1000;
      const maximum = typeof schema.maximum === 'number' ? Math.min(schema.maximum, 1e12) : 1_000_000;
      const low = schema.exclusiveMinimum === true ? minimum + 1 : minimum;
      const high = schema.exclusiveMaximum === true ? maximum - 1 : maximum;
      return fc.oneof(fc.constant(low), fc.integer({ min: low, max: Math.max(low, Math.min(high, low + 1000)) }), fc.integer({ min: low, max: high }));
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringArbitrary(schema);
    case 'array': {
      const items = (schema.items as Schema | undefined) ?? {};
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxLength = Math.max(minLength, Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : minLength + 3, minLength + 3));
      return fc.array(arbitraryOf(items, components, depth + 1), { minLength, maxLength });
    }
    case 'object':
    case undefined: {
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      if (schema.type === undefined && Object.keys(properties).length === 0) return fc.constant('x');
      const required = (schema.required as string[] | undefined) ?? [];
      const shape = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryOf(property, components, depth + 1)]));
      return fc.record(shape, { requiredKeys: required.filter((name) => name in shape) });
    }
    default:
      return fc.constant(null);
  }
}

/** Puts the field pairs named by `x-ordered-fields` (dotted paths) in order, as the document's rule asks. */
export function orderFields<Value>(value: Value, pairs: { lower: string; upper: string }[] | undefined): Value {
  if (typeof value !== 'object' || value === null) return value;
  const ordered = structuredClone(value) as Record<string, unknown>;
  const holderOf = (path: string): [Record<string, unknown> | undefined, string] => {
    const names = path.split('.');
    let holder: unknown = ordered;
    for (const name of names.slice(0, -1)) holder = typeof holder === 'object' && holder !== null ? (holder as Record<string, unknown>)[name] : undefined;
    return [typeof holder === 'object' && holder !== null ? (holder as Record<string, unknown>) : undefined, names[names.length - 1]!];
  };
  for (const { lower, upper } of pairs ?? []) {
    const [lowHolder, lowName] = holderOf(lower);
    const [highHolder, highName] = holderOf(upper);
    const low = lowHolder?.[lowName];
    const high = highHolder?.[highName];
    const comparable = (typeof low === 'string' && typeof high === 'string') || (typeof low === 'number' && typeof high === 'number');
    if (lowHolder && highHolder && comparable && (low as string | number) > (high as string | number)) {
      lowHolder[lowName] = high;
      highHolder[highName] = low;
    }
  }
  return ordered as Value;
}

/** Whether a query parameter's text is accepted, read as OpenAPI serialises it: numbers, booleans and comma lists travel as text. */
export function queryTextAccepted(check: (schema: Schema, value: unknown) => string | undefined, schema: Schema, text: string): boolean {
  const readings: unknown[] = [text, text.split(',')];
  if (/^-?\d+(\.\d+)?$/u.test(text)) readings.push(Number(text));
  if (text === 'true' || text === 'false') readings.push(text === 'true');
  return readings.some((reading) => check(schema, reading) === undefined);
}

/** Values that break a schema: the wrong type, out of range, a word outside the enum, too long. */
export function invalidCandidates(schema: Schema): unknown[] {
  return [
    '\u00a7not-valid\u00a7',
    -1,
    0,
    99_999_999_999_999,
    'x'.repeat(5000),
    { nested: true },
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    true,
    '2026-02-30',
    ...(schema.type === 'array' ? [['\u00a7']] : []),
  ];
}
