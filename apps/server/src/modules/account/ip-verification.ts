import type { IpVerificationMethod, LoginRequest } from '@platform/contract/account/session';
import { AppError } from '../../platform/errors.ts';
import type { MemberRecord } from './account-repository.ts';
import { matchingTimeStep } from './authenticator.ts';
import type { AccountContext, ClientContext } from './context.ts';

function normaliseName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

/** Whether the member has bound what a method checks against; without it the method cannot be asked. */
function canAnswer(member: MemberRecord, method: IpVerificationMethod): boolean {
  switch (method) {
    case 'mobile':
    case 'verificationCode':
      return Boolean(member.mobile && member.mobileDialingCode);
    case 'email':
      return Boolean(member.email);
    case 'bankAccountName':
      return Boolean(member.realName);
    case 'google':
      return Boolean(member.totpSecret);
  }
}

/**
 * The extra check of a login from an address the member has never used (spec §4 Login): the merchant picks
 * one method; the first answer-less call asks for it (and, for the sms method, sends the code to the bound
 * mobile), and a second login call carries `ipVerification: { method, answer }`.
 */
export function ipVerificationService(context: AccountContext) {
  async function answerMatches(member: MemberRecord, method: IpVerificationMethod, answer: string): Promise<boolean> {
    switch (method) {
      case 'mobile': {
        const digits = answer.replace(/\D/gu, '');
        return digits === member.mobile || digits === `${member.mobileDialingCode}${member.mobile}`;
      }
      case 'email':
        return answer.trim().toLowerCase() === (member.email ?? '').toLowerCase();
      case 'bankAccountName':
        return normaliseName(answer) === normaliseName(member.realName ?? '');
      case 'google': {
        const step = await matchingTimeStep(context.secrets.open(member.totpSecret ?? ''), answer);
        return step !== null && (await context.accounts.claimTotpStep(member.id, step));
      }
      case 'verificationCode': {
        const number = { dialingCode: member.mobileDialingCode ?? '', mobile: member.mobile ?? '' };
        return context.codes.consume('ip_verification', number, answer).then(
          () => true,
          () => false,
        );
      }
    }
  }

  return {
    /**
     * Resolves to 'passed' when no check is needed or the answer is right, 'failed' for a wrong answer;
     * throws ip_verification_required (after sending the sms code when that is the method) when none was given.
     */
    async check(member: MemberRecord, request: LoginRequest, client: ClientContext, captchaShown: boolean): Promise<'passed' | 'failed'> {
      const method = (await context.settings.read()).ipVerification.method;
      if (!method) return 'passed';
      if (!(await context.accounts.hasAnyAddress(member.id))) return 'passed';
      if (await context.accounts.isKnownAddress(member.id, client.clientAddress)) return 'passed';
      if (!canAnswer(member, method)) {
        await context.accounts.audit({ memberId: member.id, account: member.account, event: 'ip_verification_unavailable', clientAddress: client.clientAddress, detail: { method } });
        return 'passed';
      }
      // An sms login has just spent a code sent to the member's bound mobile: that proves the same as the
      // mobile checks would, so one code does both instead of a second being sent at once.
      if (request.type === 'sms' && (method === 'verificationCode' || method === 'mobile')) {
        await context.accounts.audit({ memberId: member.id, account: member.account, event: 'ip_verification_passed', clientAddress: client.clientAddress, detail: { method, by: 'sms_login' } });
        return 'passed';
      }
      const given = request.ipVerification;
      if (!given || given.method !== method) {
        if (method === 'verificationCode') {
          const number = { dialingCode: member.mobileDialingCode ?? '', mobile: member.mobile ?? '' };
          await context.codes.send({ purpose: 'ip_verification', number, memberId: member.id, deliver: true, clientAddress: client.clientAddress, language: client.language });
        }
        throw new AppError('ip_verification_required', { value: { captcha: captchaShown, ipVerificationRequired: method } });
      }
      const passed = await answerMatches(member, method, given.answer);
      await context.accounts.audit({
        memberId: member.id,
        account: member.account,
        event: passed ? 'ip_verification_passed' : 'ip_verification_failed',
        clientAddress: client.clientAddress,
        detail: { method },
      });
      return passed ? 'passed' : 'failed';
    },
  };
}

export type IpVerificationService = ReturnType<typeof ipVerificationService>;
