import { smsCodeRequestSchemaFor, type SmsCodeValue } from '@platform/contract/account/verification';
import { realNameRequestSchema, type RealNameValue } from '@platform/contract/account/real-name';
import type { Caller } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { MemberRecord } from './account-repository.ts';
import { matchingTimeStep, newAuthenticator } from './authenticator.ts';
import { effectiveRules, type AccountContext, type ClientContext } from './context.ts';
import { isUniqueViolation, parseAccountInput } from './input.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  authenticatorConfirmRequestSchema,
  authenticatorStartRequestSchema,
  bindEmailSchemaFor,
  bindMobileSchemaFor,
  paymentPasswordChangeSchemaFor,
  paymentPasswordSetSchemaFor,
  type SecurityOverviewValue,
} from './schemas.ts';
import { dialingCodeDigits, requestedMobile } from './sms-codes.ts';

/** Shows the first and last characters only, so a glance confirms the value without exposing it. */
function mask(value: string | null, visibleStart: number, visibleEnd: number): string | null {
  if (!value) return null;
  const characters = [...value];
  if (characters.length <= visibleStart + visibleEnd) return '*'.repeat(characters.length);
  return `${characters.slice(0, visibleStart).join('')}${'*'.repeat(characters.length - visibleStart - visibleEnd)}${visibleEnd > 0 ? characters.slice(-visibleEnd).join('') : ''}`;
}

function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  return at > 0 ? `${mask(email.slice(0, at), 1, 1)}${email.slice(at)}` : mask(email, 1, 1);
}

/**
 * The member centre's security page: a payment password separate from the login password, binding a mobile
 * number (with an sms code) and an e-mail with the login password asked again, and an authenticator app
 * that is turned on only after its first code is verified.
 */
export function securityService(context: AccountContext) {
  const { accounts } = context;

  async function memberOf(caller: Caller): Promise<MemberRecord> {
    const member = await accounts.findById(caller.memberId);
    if (!member) throw new AppError('not_logged_in');
    return member;
  }

  async function checkLoginPassword(member: MemberRecord, password: string): Promise<void> {
    if (!(await verifyPassword(member.passwordHash, password))) {
      throw new AppError('password_incorrect', { fields: [{ field: 'password', rule: 'incorrect', message: 'incorrect' }] });
    }
  }

  async function rulesAndLanguage(client: ClientContext) {
    return [effectiveRules(await context.merchant()), { language: client.language }] as const;
  }

  async function audit(member: MemberRecord, event: string, client: ClientContext) {
    await accounts.audit({ memberId: member.id, account: member.account, event, clientAddress: client.clientAddress });
  }

  return {
    async overview(caller: Caller): Promise<SecurityOverviewValue> {
      const member = await memberOf(caller);
      return {
        mobile: member.mobile ? `+${member.mobileDialingCode ?? ''} ${mask(member.mobile, 2, 2)}` : null,
        email: maskEmail(member.email),
        realName: mask(member.realName, 1, 0),
        hasPaymentPassword: member.paymentPasswordHash !== null,
        authenticatorBound: member.totpSecret !== null,
        authenticatorPending: member.totpPendingSecret !== null,
      };
    },

    /** POST /wps/member/security/realName: the member names themselves once; later changes go through the operator. */
    async setRealName(caller: Caller, body: unknown, client: ClientContext): Promise<RealNameValue> {
      const request = parseAccountInput(realNameRequestSchema, body);
      const member = await memberOf(caller);
      if (member.realName) throw new AppError('real_name_exists');
      if (!(await accounts.setRealNameOnce(member.id, request.realName))) throw new AppError('real_name_exists');
      await audit(member, 'real_name_set', client);
      return { realName: request.realName };
    },

    async setPaymentPassword(caller: Caller, body: unknown, client: ClientContext): Promise<null> {
      const request = parseAccountInput(paymentPasswordSetSchemaFor(...(await rulesAndLanguage(client))), body);
      const member = await memberOf(caller);
      if (member.paymentPasswordHash) throw new AppError('payment_password_exists');
      await checkLoginPassword(member, request.password);
      await accounts.update(member.id, { payment_password_hash: await hashPassword(request.paymentPassword) });
      await audit(member, 'payment_password_set', client);
      return null;
    },

    async changePaymentPassword(caller: Caller, body: unknown, client: ClientContext): Promise<null> {
      const request = parseAccountInput(paymentPasswordChangeSchemaFor(...(await rulesAndLanguage(client))), body);
      const member = await memberOf(caller);
      if (!member.paymentPasswordHash) throw new AppError('payment_password_missing');
      if (!(await verifyPassword(member.paymentPasswordHash, request.oldPaymentPassword))) {
        throw new AppError('payment_password_incorrect', { fields: [{ field: 'oldPaymentPassword', rule: 'incorrect', message: 'incorrect' }] });
      }
      await accounts.update(member.id, { payment_password_hash: await hashPassword(request.newPaymentPassword) });
      await audit(member, 'payment_password_changed', client);
      return null;
    },

    /** POST /wps/member/security/mobile/code: a code to the number the member wants to bind. */
    async sendBindMobileCode(caller: Caller, body: unknown, client: ClientContext): Promise<SmsCodeValue> {
      const request = parseAccountInput(smsCodeRequestSchemaFor('mobileNum', ...(await rulesAndLanguage(client))), body);
      const { sms } = await context.settings.read();
      const number = { dialingCode: dialingCodeDigits(request.countryDialingCode, sms.defaultDialingCode), mobile: requestedMobile(request) };
      const holder = await accounts.findByMobile(number.dialingCode, number.mobile);
      if (holder && holder.id !== caller.memberId) throw new AppError('mobile_taken');
      return context.codes.send({ purpose: 'bind_mobile', number, memberId: caller.memberId, deliver: true, clientAddress: client.clientAddress, language: client.language });
    },

    async bindMobile(caller: Caller, body: unknown, client: ClientContext): Promise<null> {
      const request = parseAccountInput(bindMobileSchemaFor(...(await rulesAndLanguage(client))), body);
      const member = await memberOf(caller);
      await checkLoginPassword(member, request.password);
      const { sms } = await context.settings.read();
      const number = { dialingCode: dialingCodeDigits(request.countryDialingCode, sms.defaultDialingCode), mobile: request.mobileNum };
      await context.codes.consume('bind_mobile', number, request.verificationCode);
      try {
        await accounts.update(member.id, { mobile: number.mobile, mobile_dialing_code: number.dialingCode });
      } catch (error) {
        if (isUniqueViolation(error, 'members_mobile')) throw new AppError('mobile_taken');
        throw error;
      }
      await audit(member, 'mobile_bound', client);
      return null;
    },

    async bindEmail(caller: Caller, body: unknown, client: ClientContext): Promise<null> {
      const request = parseAccountInput(bindEmailSchemaFor(...(await rulesAndLanguage(client))), body);
      const member = await memberOf(caller);
      await checkLoginPassword(member, request.password);
      await accounts.update(member.id, { email: request.email });
      await audit(member, 'email_bound', client);
      return null;
    },

    /** Creates a pending secret and its QR code; the authenticator stays off until `confirmAuthenticator`. */
    async startAuthenticator(caller: Caller, body: unknown, client: ClientContext) {
      const request = parseAccountInput(authenticatorStartRequestSchema, body);
      const member = await memberOf(caller);
      await checkLoginPassword(member, request.password);
      const merchant = await context.merchant();
      const authenticator = await newAuthenticator(merchant.config.brand.name, member.account);
      await accounts.update(member.id, { totp_pending_secret: context.secrets.seal(authenticator.secret) });
      await audit(member, 'authenticator_started', client);
      return authenticator;
    },

    async confirmAuthenticator(caller: Caller, body: unknown, client: ClientContext): Promise<null> {
      const request = parseAccountInput(authenticatorConfirmRequestSchema, body);
      const member = await memberOf(caller);
      if (!member.totpPendingSecret) throw new AppError('authenticator_not_started');
      const step = await matchingTimeStep(context.secrets.open(member.totpPendingSecret), request.code);
      if (step === null) throw new AppError('authenticator_code_error', { fields: [{ field: 'code', rule: 'incorrect', message: 'incorrect' }] });
      await accounts.update(member.id, { totp_secret: member.totpPendingSecret, totp_pending_secret: null, totp_last_step: String(step) });
      await audit(member, 'authenticator_bound', client);
      return null;
    },
  };
}

export type SecurityService = ReturnType<typeof securityService>;
