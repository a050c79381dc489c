import { describe, expect, it } from 'vitest';
import { checkPayoutDraft, payoutRequestOf, sameName, type PayoutDraft } from './payout-rules.ts';

const pix: PayoutDraft = {
  method: 'pix',
  payeeName: 'José da Silva',
  pixKeyType: 'cpf',
  pixKey: '123.456.789-09',
  bankCode: '',
  bankBranch: '',
  accountNumber: '',
  paymentPassword: '123456',
};

describe('payout accounts', () => {
  it('names match without accents, case or extra spaces', () => {
    expect(sameName('Jose  DA silva ', 'José da Silva')).toBe(true);
    expect(sameName('José Silva', 'José da Silva')).toBe(false);
  });

  it('a PIX key in the real name passes', () => {
    expect(checkPayoutDraft(pix, 'JOSÉ DA SILVA')).toEqual({});
  });

  it('a payee other than the real name is refused before sending', () => {
    expect(checkPayoutDraft({ ...pix, payeeName: 'Maria Souza' }, 'José da Silva')).toEqual({ payeeName: 'payeeMismatch' });
  });

  it('names the empty and the malformed fields of a bank account', () => {
    const bank: PayoutDraft = { ...pix, method: 'bank', bankCode: '12', bankBranch: '', accountNumber: '12345-6', paymentPassword: '' };
    expect(checkPayoutDraft(bank, 'José da Silva')).toEqual({ bankCode: 'invalid', bankBranch: 'required', paymentPassword: 'required' });
  });

  it('sends only the fields of the chosen method, trimmed', () => {
    expect(payoutRequestOf({ ...pix, pixKey: ' a@b.example ', pixKeyType: 'email' })).toEqual({
      method: 'pix',
      payeeName: 'José da Silva',
      paymentPassword: '123456',
      pixKeyType: 'email',
      pixKey: 'a@b.example',
    });
  });
});
