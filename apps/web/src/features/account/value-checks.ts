import type { FieldRule } from '@platform/contract';
import { validateConfirmation, validateField } from '@platform/contract/field-rules';
import type { FieldMessages, NamedTexts } from './form-errors.ts';

/** One typed value to check against a server rule; `wording` names the field in the message when its name differs. */
export interface ValueCheck {
  field: string;
  value: string;
  rule: FieldRule;
  required?: boolean;
  wording?: string;
}

/** A confirmation that must equal its original; a mismatch gives the inconsistent_twice text. */
export interface ConfirmationCheck {
  field: string;
  value: string;
  original: string;
}

/**
 * Checks values with the contract's rule engine, for the calls whose request schema the contract does not
 * hold yet (security centre, reset link): the messages are the same the server would send.
 */
export function messagesOfChecks(checks: readonly ValueCheck[], confirmations: readonly ConfirmationCheck[], language: string, named: NamedTexts): FieldMessages {
  const messages: FieldMessages = {};
  for (const check of checks) {
    const failure = validateField(check.value, check.rule, { field: check.wording ?? check.field, language, required: check.required ?? true });
    if (failure) messages[check.field] = failure.message;
  }
  for (const confirmation of confirmations) {
    if (messages[confirmation.field] === undefined && validateConfirmation(confirmation.value, confirmation.original)) {
      messages[confirmation.field] = named.inconsistentTwice;
    }
  }
  return messages;
}
