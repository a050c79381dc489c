import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { trialMemberType } from '@platform/contract/account/constants';
import { smsCodeRequestSchemaFor, type SmsCodeValue } from '@platform/contract/account/verification';
import type { Caller } from '../../platform/auth.ts';
import { realNameRequestSchema, type RealNameValue } from '@platform/contract/account/real-name';
import { inTransaction, type Database, type DatabaseTransaction } from '../../platform/database.ts';
import { encryptionKeyStore } from '../../platform/encrypted-body.ts';
import { AppError } from '../../platform/errors.ts';
import { smtpMailProvider, type MailProvider } from '../../platform/mail.ts';
import type { SmsProvider } from '../../platform/sms.ts';
import { accountRepository } from './account-repository.ts';
import { captchaService } from './captcha.ts';
import { effectiveRules, type AccountContext, type ClientContext, type MerchantView } from './context.ts';
import { fieldsError, isUniqueViolation, parseAccountInput } from './input.ts';
import { ipVerificationService } from './ip-verification.ts';
import { loginService } from './login.ts';
import { memberInfoService } from './member-info.ts';
import { outboxStore } from './outbox.ts';
import { hashPassword, passwordPolicyFailure, passwordPolicyFieldError, verifyPassword } from './passwords.ts';
import { passwordService } from './passwords-service.ts';
import { registrationService, type PromotionLinks } from './registration.ts';
import { teamReader } from './team.ts';
import { secretBox } from './secret-box.ts';
import { securityService } from './security.ts';
import { insertMemberWith, type SessionRepository } from './session-repository.ts';
import type { SessionService } from './sessions.ts';
import { accountSettingsStore } from './settings.ts';
import { dialingCodeDigits, requestedMobile, smsCodeService } from './sms-codes.ts';
import { verificationRepository } from './verification-repository.ts';

export interface AccountServiceOptions {
  database: Database;
  merchantCode: string;
  appSecret: string;
  publicUrl: string;
  /** With an SMTP URL, e-mail goes through that server; otherwise into the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  agentTypes: readonly number[];
  sessions: SessionService;
  sessionRepository: SessionRepository;
  merchant: () => Promise<MerchantView>;
  /** A gateway provider; the outbox when absent. */
  smsProvider?: SmsProvider;
  /** The agent centre's promotion links, for registrations through them (the agent module's). */
  promotionLinks?: () => PromotionLinks | undefined;
  /** Writes an operator action to the audit trail in the transaction of the change. */
  audit?(entry: { actor: string; action: string; subject: string; before: unknown; after: unknown; clientAddress: string }, transaction: DatabaseTransaction): Promise<void>;
}

/** Wires the account module: repositories, providers and commands, plus the functions other modules call. */
export function accountService(options: AccountServiceOptions) {
  const { database, merchantCode } = options;
  const settings = accountSettingsStore(database, merchantCode);
  const accounts = accountRepository(database, merchantCode);
  const verification = verificationRepository(database, merchantCode);
  const outbox = outboxStore(database, merchantCode);
  const secrets = secretBox(options.appSecret);
  const mail: MailProvider = options.smtpUrl ? smtpMailProvider({ url: options.smtpUrl, from: options.mailFrom }) : outbox.mailProvider;
  const sms = options.smsProvider ?? outbox.smsProvider;
  const codes = smsCodeService({
    repository: verification,
    sms,
    secrets,
    settings: settings.read,
    brandName: async () => (await options.merchant()).config.brand.name,
  });
  const captcha = captchaService({ repository: verification, appSecret: options.appSecret, settings: settings.read });
  const context: AccountContext = {
    merchantCode,
    agentTypes: options.agentTypes,
    publicUrl: options.publicUrl,
    accounts,
    verification,
    sessions: options.sessions,
    settings,
    merchant: options.merchant,
    codes,
    captcha,
    mail,
    sms,
    secrets,
  };
  const login = loginService(context, ipVerificationService(context));
  const registration = registrationService(context, login, () => options.promotionLinks?.());

  /** POST /wps/verification/sms/noLogin: a code only reaches a number that belongs to an account; the answer is the same. */
  async function sendNoLoginCode(body: unknown, client: ClientContext): Promise<SmsCodeValue> {
    const rules = effectiveRules(await options.merchant());
    const request = parseAccountInput(smsCodeRequestSchemaFor('mobileNum', rules, { language: client.language }), body);
    const { sms } = await settings.read();
    const number = { dialingCode: dialingCodeDigits(request.countryDialingCode, sms.defaultDialingCode), mobile: requestedMobile(request) };
    const member = await accounts.findByMobile(number.dialingCode, number.mobile);
    const deliver = member?.status === 'active';
    return codes.send({ purpose: 'no_login', number, memberId: deliver ? member.id : null, deliver, clientAddress: client.clientAddress, language: client.language });
  }

  /** POST /wps/verification/sms/register: a code for a number not registered yet. */
  async function sendRegisterCode(body: unknown, client: ClientContext): Promise<SmsCodeValue> {
    const rules = effectiveRules(await options.merchant());
    const request = parseAccountInput(smsCodeRequestSchemaFor('mobileNo', rules, { language: client.language }), body);
    const { sms } = await settings.read();
    const number = { dialingCode: dialingCodeDigits(request.countryDialingCode, sms.defaultDialingCode), mobile: requestedMobile(request) };
    if (await accounts.findByMobile(number.dialingCode, number.mobile)) throw new AppError('mobile_taken');
    return codes.send({ purpose: 'register', number, memberId: null, deliver: true, clientAddress: client.clientAddress, language: client.language });
  }

  /** DELETE /wps/session/logout: the session ends on the server, whatever the browser keeps. */
  async function logout(caller: Caller, client: ClientContext): Promise<null> {
    await options.sessions.end(caller.sessionId, caller.memberId);
    await accounts.audit({ memberId: caller.memberId, account: caller.account, event: 'logout', clientAddress: client.clientAddress });
    return null;
  }

  return {
    settings,
    sessions: options.sessions,
    logout,
    encryption: encryptionKeyStore(database, options.appSecret),
    outbox,
    accounts,
    verification,
    captcha,
    codes,
    login,
    registration,
    passwords: passwordService(context, login),
    security: securityService(context),
    memberInfo: memberInfoService(context),
    sendNoLoginCode,
    sendRegisterCode,

    /**
     * Creates an account for an agent's downline or the demo seed. Without a password the merchant's default
     * password is set, so the first login forces a change. Agents get an invitation code.
     */
    async createMember(member: {
      account: string;
      memberType: number;
      uplineId: string | null;
      password?: string;
      nickname?: string;
      mobile?: { dialingCode: string; mobile: string };
      email?: string;
      realName?: string;
      invitationCode?: string;
      prizeGroupMax?: number;
      /** Where the agent who opened it was (the agent centre's register centre). */
      registrationAddress?: string;
      /** Checks the chosen password against the merchant's password policy, answering in this language (agent-opened accounts). */
      passwordPolicyLanguage?: string;
    }, transaction?: DatabaseTransaction): Promise<string> {
      const { passwordPolicy } = await settings.read();
      const password = member.password ?? passwordPolicy.defaultPassword;
      if (member.password !== undefined && member.passwordPolicyLanguage !== undefined) {
        const failure = passwordPolicyFailure(member.password, { defaultPassword: passwordPolicy.defaultPassword });
        if (failure) throw fieldsError([passwordPolicyFieldError('password', failure, member.passwordPolicyLanguage)]);
      }
      const isAgent = options.agentTypes.includes(member.memberType);
      const row = {
        merchantCode,
        account: member.account,
        memberType: member.memberType,
        uplineId: member.uplineId,
        passwordHash: await hashPassword(password),
        nickname: member.nickname ?? member.account,
        mobile: member.mobile?.mobile ?? null,
        mobileDialingCode: member.mobile?.dialingCode ?? null,
        email: member.email ?? null,
        realName: member.realName ?? null,
        invitationCode: member.invitationCode ?? (isAgent ? randomBytes(5).toString('hex').toUpperCase() : null),
        ...(member.prizeGroupMax !== undefined ? { prizeGroupMax: member.prizeGroupMax } : {}),
        registration: { domain: null, url: null, method: 'AGENT', address: member.registrationAddress ?? null },
      };
      if (!transaction) return options.sessionRepository.insertMember(row);
      try {
        return await insertMemberWith(transaction, row);
      } catch (error) {
        if (isUniqueViolation(error, 'members_account')) throw new AppError('account_taken');
        throw error;
      }
    },

    /** The member tree as the agent centre reads it. */
    team: teamReader(database, { trialMemberType }),

    /**
     * PUT /ops/account/members/:memberId/realName: the operator corrects (or sets) a member's real name; the
     * change and its audit row commit together. Bound payout accounts keep the name they were bound with.
     */
    async correctRealName(memberId: string, body: unknown, actor: { name: string; clientAddress: string }): Promise<RealNameValue> {
      const request = parseAccountInput(realNameRequestSchema, body);
      if (!/^[1-9][0-9]{0,17}$/u.test(memberId)) throw new AppError('not_found');
      await inTransaction(accounts.db, async (transaction) => {
        const executor = transaction as unknown as typeof accounts.db;
        const member = await accounts.lockMember(memberId, executor);
        if (!member) throw new AppError('not_found');
        await accounts.update(member.id, { real_name: request.realName }, executor);
        await accounts.audit({ memberId: member.id, account: member.account, event: 'real_name_corrected', clientAddress: actor.clientAddress }, executor);
        await options.audit?.(
          { actor: actor.name, action: 'account.member.real_name', subject: member.id, before: { realName: member.realName }, after: { realName: request.realName }, clientAddress: actor.clientAddress },
          transaction as DatabaseTransaction,
        );
      });
      return { realName: request.realName };
    },

    /** Disables an account and ends every session it has. */
    async disableMember(memberId: string): Promise<void> {
      await accounts.update(memberId, { status: 'disabled' });
      await options.sessions.endAllOf(memberId);
    },

    /**
     * What other modules (wallet, games, lottery, agent) may know about a member; read on the caller's
     * transaction when one is given (the ledger never takes a second connection inside its own).
     */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async memberOf(memberId: string, executor?: Kysely<any>) {
      const member = /^[1-9][0-9]{0,17}$/u.test(memberId) ? await accounts.findById(memberId, executor) : undefined;
      if (!member) return undefined;
      return {
        memberId: member.id,
        account: member.account,
        memberType: member.memberType,
        /** The account may play and move money (not disabled or frozen). */
        active: member.status === 'active',
        realName: member.realName,
        uplineId: member.uplineId,
        hasPaymentPassword: member.paymentPasswordHash !== null,
        playMoney: member.playMoney,
        invitationCode: member.invitationCode,
      };
    },

    /** Checks a payment password for money calls of other modules: `missing` when none is set. */
    async verifyPaymentPassword(memberId: string, password: string): Promise<'correct' | 'incorrect' | 'missing'> {
      const member = await accounts.findById(memberId);
      if (!member?.paymentPasswordHash) return 'missing';
      return (await verifyPassword(member.paymentPasswordHash, password)) ? 'correct' : 'incorrect';
    },

    isInSubtree: (ancestorId: string, descendantId: string) => options.sessionRepository.isInSubtree(ancestorId, descendantId),

    /** A page of the real accounts below an agent (its whole subtree), nearest levels first, by account prefix. */
    downlinesOf: (ancestorId: string, query: { keyword: string; limit: number; offset: number }) =>
      options.sessionRepository.downlines(ancestorId, { ...query, trialMemberType }),

    /** The member and its uplines with the highest prize group each may give (for the lottery's prize groups). */
    prizeGroupChain: (memberId: string) => options.sessionRepository.prizeGroupChain(memberId),

    close: () => mail.close(),
  };
}

export type AccountService = ReturnType<typeof accountService>;
