import { openDownlineRequestSchema } from '@platform/contract/agent/team';
import { isApiError } from '../../lib/api-error.ts';

/** The fields of the open-account form that can carry a message. */
export type OpenAccountField = 'account' | 'password' | 'prizeGroup';
export type OpenAccountMessages = Partial<Record<OpenAccountField, string>>;

/** The texts of the form's own checks, in the reader's language. */
export interface OpenAccountTexts {
  accountRule: string;
  passwordRule: string;
  prizeGroupRequired: string;
}

/** The codes the server answers about one field, shown under that field instead of above the button. */
const fieldOfCode: Record<string, OpenAccountField> = {
  agent_account_taken: 'account',
  agent_quota_used: 'prizeGroup',
  agent_prize_group_above_own: 'prizeGroup',
};

/** The form's own checks, with the contract's schema: one message per field that fails. */
export function openAccountMessages(values: { account: string; password: string; kind: string; prizeGroup: number | undefined }, texts: OpenAccountTexts): OpenAccountMessages {
  const parsed = openDownlineRequestSchema.safeParse(values);
  if (parsed.success) return {};
  const found: OpenAccountMessages = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'account') found.account = texts.accountRule;
    else if (field === 'password') found.password = texts.passwordRule;
    else if (field === 'prizeGroup') found.prizeGroup = texts.prizeGroupRequired;
  }
  return found;
}

/**
 * The server's refusal placed under its field: each field of a validation answer with the server's message, or
 * the translated code when the code concerns one field. Empty when the refusal concerns the whole form.
 */
export function serverMessages(error: unknown, errorText: (error: unknown) => string): OpenAccountMessages {
  if (!isApiError(error)) return {};
  const found: OpenAccountMessages = {};
  for (const field of error.fields) if (field.field === 'account' || field.field === 'password' || field.field === 'prizeGroup') found[field.field] = field.message;
  const codeField = fieldOfCode[error.code];
  if (codeField) found[codeField] = errorText(error);
  return found;
}
