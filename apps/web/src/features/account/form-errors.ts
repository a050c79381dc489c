import type { z } from 'zod';
import type { FieldError } from '@platform/contract';
import { fieldErrorsOf } from '@platform/contract/account/field-checks';
import { inconsistentTwiceCode } from '@platform/contract/field-rules';

/** The message to show under each field, by field name. */
export type FieldMessages = Partial<Record<string, string>>;

/** Texts the spec names by key, so every language shows its own translation instead of the rule engine's text. */
export interface NamedTexts {
  inconsistentTwice: string;
}

/** The first message of each field, in field order; the confirmation mismatch uses the spec's inconsistent_twice text. */
export function messagesOfFieldErrors(errors: readonly FieldError[], named: NamedTexts): FieldMessages {
  const messages: FieldMessages = {};
  for (const error of errors) {
    if (messages[error.field] !== undefined) continue;
    messages[error.field] = error.rule === inconsistentTwiceCode ? named.inconsistentTwice : error.message;
  }
  return messages;
}

/** The messages of a failed contract parse. */
export function messagesOfParseError(error: z.ZodError, named: NamedTexts): FieldMessages {
  return messagesOfFieldErrors(fieldErrorsOf(error), named);
}

/**
 * The messages of fields the server refused. Some refusals carry a machine word instead of a sentence
 * ("taken", "incorrect"); those fields show the translated text of the error code instead.
 */
export function messagesOfServerFields(errors: readonly FieldError[], describedError: string, named: NamedTexts): FieldMessages {
  const readable = errors.map((error) => (isMachineWord(error) ? { ...error, message: describedError } : error));
  return messagesOfFieldErrors(readable, named);
}

function isMachineWord(error: FieldError): boolean {
  return error.message === '' || error.message === error.rule || /^[a-z_]+$/u.test(error.message);
}

export function hasMessages(messages: FieldMessages): boolean {
  return Object.values(messages).some((message) => message !== undefined);
}
