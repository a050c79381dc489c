import { createHash, randomBytes } from 'node:crypto';
import type { Caller } from '../../platform/auth.ts';
import { messageLanguageOf } from '@platform/contract/field-rules';
import {
  changePasswordSchemaFor,
  forgotPasswordByEmailSchemaFor,
  forgotPasswordByPhoneSchemaFor,
} from '@platform/contract/account/password';
import type { LoginValue } from '@platform/contract/account/session';
import { AppError } from '../../platform/errors.ts';
import { MailDeliveryError } from '../../platform/mail.ts';
import type { MemberRecord } from './account-repository.ts';
import { effectiveRules, type AccountContext, type ClientContext } from './context.ts';
import { fieldsError, parseAccountInput } from './input.ts';
import type { LoginService } from './login.ts';
import { hashPassword, passwordPolicyFailure, passwordPolicyFieldError, verifyPassword } from './passwords.ts';
import { passwordResetSchemaFor } from './schemas.ts';
import { dialingCodeDigits } from './sms-codes.ts';

const resetLinkLifetimeMs = 30 * 60_000;
/** At most this many reset e-mails an hour for one account, whoever asks. */
const resetMailsPerHourMax = 3;

function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

const resetMail = {
  en: (brand: string, link: string) => ({
    subject: `${brand}: reset your password`,
    text: `Someone asked to reset the password of your ${brand} account.\n\nOpen this link within 30 minutes to choose a new password:\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.`,
  }),
  pt: (brand: string, link: string) => ({
    subject: `${brand}: redefinir a senha`,
    text: `Recebemos um pedido para redefinir a senha da sua conta ${brand}.\n\nAbra este link nos próximos 30 minutos para escolher uma nova senha:\n${link}\n\nSe não foi você, ignore esta mensagem: sua senha continua a mesma.`,
  }),
};

/** Changing and recovering the login password (spec §4 Change password, Forgot password). */
export function passwordService(context: AccountContext, logins: LoginService) {
  const { accounts } = context;

  async function rules() {
    return effectiveRules(await context.merchant());
  }

  /** Applies the policy to a new password and stores it; every other check has passed by then. */
  async function storeNewPassword(member: MemberRecord, newPassword: string, field: string, client: ClientContext, oldPassword?: string): Promise<void> {
    const { passwordPolicy } = await context.settings.read();
    const failure = passwordPolicyFailure(newPassword, { defaultPassword: passwordPolicy.defaultPassword, oldPassword });
    if (failure) throw fieldsError([passwordPolicyFieldError(field, failure, client.language)]);
    await accounts.update(member.id, { password_hash: await hashPassword(newPassword), password_changed_at: new Date() });
    await context.sessions.passwordChanged(member.id);
    await accounts.audit({ memberId: member.id, account: member.account, event: 'password_changed', clientAddress: client.clientAddress });
  }

  async function memberOf(memberId: string): Promise<MemberRecord> {
    const member = await accounts.findById(memberId);
    if (!member) throw new AppError('not_logged_in');
    return member;
  }

  return {
    /** POST /wps/member/password, also the forced change after a login with an expired or default password. */
    async change(caller: Caller, body: unknown, client: ClientContext): Promise<null> {
      const request = parseAccountInput(changePasswordSchemaFor(await rules(), { language: client.language }), body);
      const member = await memberOf(caller.memberId);
      if (!(await verifyPassword(member.passwordHash, request.oldPassword))) {
        throw new AppError('password_incorrect', { fields: [{ field: 'oldPassword', rule: 'incorrect', message: 'incorrect' }] });
      }
      await storeNewPassword(member, request.newPassword, 'newPassword', client, request.oldPassword);
      await context.sessions.endOthersOf(member.id, caller.sessionId);
      return null;
    },

    /** POST /wps/member/password/email: the same answer whether or not the account and e-mail match. */
    async requestResetByEmail(body: unknown, client: ClientContext): Promise<null> {
      const request = parseAccountInput(forgotPasswordByEmailSchemaFor(await rules(), { language: client.language }), body);
      const member = await accounts.findByAccount(request.username);
      const matches = member?.status === 'active' && member.email !== null && member.email.toLowerCase() === request.email.toLowerCase();
      const allowed = matches && (await context.verification.countRecentPasswordResets(member.id)) < resetMailsPerHourMax;
      await accounts.audit({ memberId: matches ? member.id : null, account: request.username, event: 'password_reset_requested', clientAddress: client.clientAddress, detail: { sent: allowed } });
      if (!allowed || !member) return null;
      const token = randomBytes(32).toString('base64url');
      await context.verification.insertPasswordReset({ memberId: member.id, tokenHash: tokenHash(token), clientAddress: client.clientAddress, expiresAt: new Date(Date.now() + resetLinkLifetimeMs) });
      const merchant = await context.merchant();
      const link = `${context.publicUrl}/login?resetToken=${token}`;
      const mail = resetMail[messageLanguageOf(client.language)](merchant.config.brand.name, link);
      try {
        await context.mail.send({ to: member.email ?? request.email, ...mail });
      } catch (error) {
        // The answer must not reveal that this account exists, so a delivery failure is only logged by the caller.
        if (!(error instanceof MailDeliveryError)) throw error;
        await accounts.audit({ memberId: member.id, account: member.account, event: 'password_reset_mail_failed', clientAddress: client.clientAddress });
      }
      return null;
    },

    /** POST /wps/member/password/reset: the link's token and a new password; every session of the account ends. */
    async resetByEmailLink(body: unknown, client: ClientContext): Promise<null> {
      const request = parseAccountInput(passwordResetSchemaFor(await rules(), { language: client.language }), body);
      const { passwordPolicy } = await context.settings.read();
      const failure = passwordPolicyFailure(request.newPassword, { defaultPassword: passwordPolicy.defaultPassword });
      if (failure) throw fieldsError([passwordPolicyFieldError('newPassword', failure, client.language)]);
      const memberId = await context.verification.consumePasswordReset(tokenHash(request.token));
      if (!memberId) throw new AppError('reset_link_invalid');
      const member = await memberOf(memberId);
      await storeNewPassword(member, request.newPassword, 'newPassword', client);
      await context.sessions.endAllOf(member.id);
      return null;
    },

    /** POST /wps/member/password/verification: sms code and new password, then a login on a new session. */
    async resetByPhone(body: unknown, client: ClientContext): Promise<LoginValue> {
      const request = parseAccountInput(forgotPasswordByPhoneSchemaFor(await rules(), { language: client.language }), body);
      const { passwordPolicy, sms } = await context.settings.read();
      const failure = passwordPolicyFailure(request.newPassword, { defaultPassword: passwordPolicy.defaultPassword });
      if (failure) throw fieldsError([passwordPolicyFieldError('newPassword', failure, client.language)]);
      const number = { dialingCode: dialingCodeDigits(request.countryDialingCode, sms.defaultDialingCode), mobile: request.mobileNum };
      await context.codes.consume('no_login', number, request.verificationCode);
      const member = await accounts.findByMobile(number.dialingCode, number.mobile);
      if (!member || member.status !== 'active') throw new AppError('verification_code_error');
      await storeNewPassword(member, request.newPassword, 'newPassword', client);
      await context.sessions.endAllOf(member.id);
      const site = context.agentTypes.includes(member.memberType) ? 'agent' : 'player';
      return logins.open(member, { site, client, passwordChangePending: false });
    },
  };
}

export type PasswordService = ReturnType<typeof passwordService>;
