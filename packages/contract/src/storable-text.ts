import type { FieldError } from './envelope.ts';

/**
 * Text PostgreSQL cannot store: the NUL character (refused in `text` and `jsonb`) and a UTF-16 surrogate
 * without its partner (not a Unicode character at all, refused by `jsonb` and turned into U+FFFD by
 * encoders). With the `u` flag a well-formed pair is one code point, so only lone halves match here.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point of this pattern.
const unstorableCharacter = /[\u0000\uD800-\uDFFF]/u;
// eslint-disable-next-line no-control-regex -- as above, for every occurrence.
const unstorableCharacters = /[\u0000\uD800-\uDFFF]/gu;

/** The rule name a refused field carries, beside the schema rules (min, max, format, ...). */
export const storableTextRule = 'storable_text';

/** How deep and how wide one input is walked; inputs are bounded by the body limit, this bounds the walk. */
const walkDepthMax = 64;
const walkedFieldsMax = 100_000;

/** Whether a text holds no NUL and no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !unstorableCharacter.test(text);
}

/**
 * Every field of an input (a body, a query, path parameters, opened from an envelope or not) whose text, or
 * whose key, PostgreSQL could not store, as field errors naming the field by its dotted path. Every call's
 * input passes here once before its schema reads it, so no string field of any call can reach the database
 * with such text, whatever its own schema says.
 */
export function unstorableTextErrors(input: unknown, options: { prefix?: string } = {}): FieldError[] {
  const errors: FieldError[] = [];
  let walked = 0;
  const refuse = (path: string) => errors.push({ field: path === '' ? '(body)' : path, rule: storableTextRule, message: 'contains a character that cannot be stored' });
  const walk = (value: unknown, path: string, depth: number): void => {
    walked += 1;
    if (walked > walkedFieldsMax || errors.length >= 20) return;
    if (typeof value === 'string') {
      if (!isStorableText(value)) refuse(path);
      return;
    }
    if (typeof value !== 'object' || value === null || depth >= walkDepthMax) return;
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, join(path, String(index)), depth + 1));
      return;
    }
    for (const key of Object.keys(value)) {
      if (!isStorableText(key)) {
        refuse(join(path, key.replace(unstorableCharacters, '\uFFFD')));
        continue;
      }
      walk((value as Record<string, unknown>)[key], join(path, key), depth + 1);
    }
  };
  walk(input, options.prefix ?? '', 0);
  return errors;
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}
