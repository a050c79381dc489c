/**
 * The member's real name: set once by the member (POST /wps/member/security/realName), corrected by the
 * operator (PUT /ops/account/members/:memberId/realName). Payout accounts must be in this name.
 */
import { z } from 'zod';
import { documentAs } from '../json-schema.ts';

export const realNameLength = { minimum: 2, maximum: 100 } as const;

/** Letters of any alphabet (with their accents), spaces, apostrophes and hyphens. */
const realNameCharacters = /^[\p{L}\p{M}' \u2019-]+$/u;

/** Collapses runs of spaces so "Ana   Souza" is stored as "Ana Souza". */
export function tidyRealName(text: string): string {
  return text.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** Why a typed real name is refused, or null when it is acceptable. */
export function realNameProblem(text: string): 'required' | 'length' | 'characters' | 'two_words' | null {
  const name = tidyRealName(text);
  if (name.length === 0) return 'required';
  if ([...name].length < realNameLength.minimum || [...name].length > realNameLength.maximum) return 'length';
  if (!realNameCharacters.test(name)) return 'characters';
  const words = name.split(' ').filter((word) => /\p{L}/u.test(word));
  if (words.length < 2) return 'two_words';
  return null;
}

const realNameProblemMessages = {
  required: 'required',
  length: `between ${realNameLength.minimum} and ${realNameLength.maximum} characters`,
  characters: 'letters, spaces, apostrophes and hyphens only',
  two_words: 'at least two words (first and last name)',
} as const;

/** A real name as typed: tidied, then checked; the issue names the rule broken. */
export const realNameSchema = documentAs(
  z
    .string()
    .transform(tidyRealName)
    .superRefine((name, context) => {
      const problem = realNameProblem(name);
      if (problem) context.addIssue({ code: 'custom', message: realNameProblemMessages[problem], params: { rule: problem } });
    }),
  // JSON Schema patterns cannot name the letters of every alphabet: the document shows the plain-letter case.
  () => ({
    type: 'string',
    minLength: realNameLength.minimum,
    maxLength: realNameLength.maximum,
    pattern: "^[A-Za-z][A-Za-z'-]{0,48} [A-Za-z][A-Za-z'-]{0,48}$",
    description:
      'At least two words of letters (of any alphabet, accents included), apostrophes and hyphens, separated by spaces; ' +
      `${realNameLength.minimum} to ${realNameLength.maximum} characters once repeated spaces are collapsed.`,
  }),
);

/** POST /wps/member/security/realName and PUT /ops/account/members/:memberId/realName. */
export const realNameRequestSchema = z.object({ realName: realNameSchema });
export type RealNameRequest = z.infer<typeof realNameRequestSchema>;

export const realNameValueSchema = z.object({ realName: z.string() });
export type RealNameValue = z.infer<typeof realNameValueSchema>;

/** Names compare without accents, case or repeated spaces: "José  da Silva" is "jose da silva". */
export function normalisedName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .replace(/[\u2019]/gu, "'")
    .replace(/\s+/gu, ' ')
    .trim();
}

export function sameRealName(left: string, right: string): boolean {
  return normalisedName(left) === normalisedName(right);
}
