import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextErrors } from './storable-text.ts';

describe('storable text', () => {
  it('accepts any well-formed text without a NUL, emoji pairs and accents included', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => isStorableText(text) === !text.includes('\u0000')));
    expect(isStorableText('Olá 😀 中文')).toBe(true);
  });

  it('refuses a NUL or a lone surrogate anywhere in a text', () => {
    const lone = fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF');
    fc.assert(fc.property(fc.string(), lone, fc.string(), (before, bad, after) => !isStorableText(`${before.replace(/[\uD800-\uDBFF]$/u, '')}${bad}${after}`)));
  });

  it('names every refused field of an input by its path, keys included', () => {
    const input = { name: 'ok', note: 'a\u0000', list: ['fine', '\uD800'], nested: { ['k\u0000']: 'v', deep: { text: '\uDC00' } } };
    expect(unstorableTextErrors(input).map((error) => [error.field, error.rule])).toEqual([
      ['note', 'storable_text'],
      ['list.1', 'storable_text'],
      ['nested.k\uFFFD', 'storable_text'],
      ['nested.deep.text', 'storable_text'],
    ]);
    expect(unstorableTextErrors('\u0000')).toEqual([expect.objectContaining({ field: '(body)' })]);
    expect(unstorableTextErrors({ a: 1, b: null, c: [true] })).toEqual([]);
  });
});
