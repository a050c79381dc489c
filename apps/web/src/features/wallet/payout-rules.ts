import { payoutAccountRequestSchema, type PayoutAccountRequest } from '@platform/contract/wallet/withdrawal';

/** Names compare as the server compares them: without accents, case or repeated spaces. */
export function sameName(left: string, right: string): boolean {
  const normalise = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/gu, '')
      .toLowerCase()
      .replace(/\s+/gu, ' ')
      .trim();
  return normalise(left) === normalise(right);
}

export type PayoutDraft = {
  method: 'pix' | 'bank';
  payeeName: string;
  pixKeyType: 'cpf' | 'phone' | 'email' | 'random';
  pixKey: string;
  bankCode: string;
  bankBranch: string;
  accountNumber: string;
  paymentPassword: string;
};

export type PayoutField = keyof PayoutDraft;
export type PayoutProblems = Partial<Record<PayoutField, 'required' | 'invalid' | 'payeeMismatch'>>;

/** The request a draft makes: only the fields of its method. */
export function payoutRequestOf(draft: PayoutDraft): PayoutAccountRequest {
  const common = { payeeName: draft.payeeName.trim(), paymentPassword: draft.paymentPassword };
  return draft.method === 'pix'
    ? { method: 'pix', ...common, pixKeyType: draft.pixKeyType, pixKey: draft.pixKey.trim() }
    : { method: 'bank', ...common, bankCode: draft.bankCode.trim(), bankBranch: draft.bankBranch.trim(), accountNumber: draft.accountNumber.trim() };
}

/**
 * Checks a payout account draft with the contract's schema, and that the payee is the member's real
 * name, before anything is sent: the server refuses an account in anyone else's name.
 */
export function checkPayoutDraft(draft: PayoutDraft, realName: string | null): PayoutProblems {
  const problems: PayoutProblems = {};
  const parsed = payoutAccountRequestSchema.safeParse(payoutRequestOf(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field !== 'string' || field in problems) continue;
      const value = draft[field as PayoutField];
      problems[field as PayoutField] = typeof value === 'string' && value.trim() === '' ? 'required' : 'invalid';
    }
  }
  if (!problems.payeeName && realName !== null && !sameName(draft.payeeName, realName)) problems.payeeName = 'payeeMismatch';
  return problems;
}
