import { randomBytes } from 'node:crypto';
import { regularMemberType, trialMemberType } from '@platform/contract/account/constants';
import {
  registrationSchemaFor,
  type RegisterType,
  type RegistrationLayout,
  type RegistrationRequest,
  type RegistrationSettingsValue,
} from '@platform/contract/account/registration';
import { altchaPayloadLengthMax, type FreePlayLoginRequest, type LoginValue } from '@platform/contract/account/session';
import { z } from 'zod';
import type { DatabaseTransaction } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import type { MemberRecord } from './account-repository.ts';
import { effectiveRules, isFeatureEnabled, type AccountContext, type ClientContext } from './context.ts';
import { fieldsError, isUniqueViolation, parseAccountInput } from './input.ts';
import type { LoginService } from './login.ts';
import { hashPassword, passwordPolicyFailure, passwordPolicyFieldError } from './passwords.ts';
import { insertMemberWith } from './session-repository.ts';
import { dialingCodeDigits } from './sms-codes.ts';

/** The proof-of-work solution travels beside the registration fields, which the contract schema strips. */
const altchaFieldSchema = z.object({ altcha: z.string().max(altchaPayloadLengthMax).optional() });

const profileFields = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId', 'affiliateCode', 'referralCode'] as const;

function profileOf(request: RegistrationRequest): Record<string, string> {
  const profile: Record<string, string> = {};
  for (const field of profileFields) {
    const value = request[field];
    if (value) profile[field] = value;
  }
  return profile;
}

/** An agent's promotion link as registration uses it: the agent, the new member's kind and prize group. */
export interface PromotionLink {
  linkId: string;
  agentId: string;
  kind: 'member' | 'agent';
  prizeGroup: number;
}

/** The agent module's promotion links (a port): found by code, and told of each registration in its transaction. */
export interface PromotionLinks {
  find(code: string): Promise<PromotionLink | undefined>;
  /** Records the registration and answers the prize group to give (the link's, or lower once its quota is used). */
  registered(link: PromotionLink, memberId: string, transaction: DatabaseTransaction): Promise<number>;
}

/**
 * Registration (spec §4 Register, §5): the merchant's settings decide the fields, the contract's rule engine
 * checks them exactly as the form did, an invitation or referral code places the member under its agent,
 * and a successful registration logs the new member in.
 */
export function registrationService(context: AccountContext, logins: LoginService, promotionLinks: () => PromotionLinks | undefined = () => undefined) {
  const { accounts } = context;

  async function layoutFor(path: RegisterType): Promise<RegistrationLayout> {
    const { registration } = await context.settings.read();
    return { registerType: path === 'mobile' ? 'mobile' : registration.registerType, fields: registration.fields };
  }

  /** The agent a code names; throws invitation_code_error when no active agent has it. */
  async function agentOfCode(code: string): Promise<MemberRecord> {
    const agent = /^[A-Za-z0-9]{4,16}$/u.test(code) ? await accounts.findAgentByInvitationCode(code, context.agentTypes) : undefined;
    if (!agent) throw new AppError('invitation_code_error');
    return agent;
  }

  async function checkUnique(request: RegistrationRequest, dialingCode: string): Promise<void> {
    if (await accounts.findByAccount(request.username)) {
      throw new AppError('account_taken', { fields: [{ field: 'username', rule: 'taken', message: 'taken' }] });
    }
    if (request.mobileNum && (await accounts.findByMobile(dialingCode, request.mobileNum))) {
      throw new AppError('mobile_taken', { fields: [{ field: 'mobileNum', rule: 'taken', message: 'taken' }] });
    }
  }

  async function insert(
    request: RegistrationRequest,
    options: { uplineId: string | null; dialingCode: string; client: ClientContext; link?: PromotionLink | undefined },
  ): Promise<MemberRecord> {
    const passwordHash = await hashPassword(request.password);
    const paymentPasswordHash = request.paymentPassword ? await hashPassword(request.paymentPassword) : null;
    try {
      const memberId = await accounts.db.transaction().execute(async (transaction) => {
        const id = await insertMemberWith(transaction, {
          merchantCode: context.merchantCode,
          account: request.username,
          memberType: options.link?.kind === 'agent' ? context.agentTypes[0]! : regularMemberType,
          uplineId: options.uplineId,
          passwordHash,
          paymentPasswordHash,
          nickname: request.username,
          realName: request.payeeName ?? null,
          email: request.email ?? null,
          mobile: request.mobileNum ?? null,
          mobileDialingCode: request.mobileNum ? options.dialingCode : null,
          profile: profileOf(request),
          registration: { domain: request.domain ?? null, url: request.registerUrl ?? null, method: request.registerMethod, address: options.client.clientAddress },
        });
        await accounts.rememberAddress(id, options.client.clientAddress, transaction);
        const link = options.link;
        if (link) {
          const prizeGroup = await promotionLinks()!.registered(link, id, transaction as unknown as DatabaseTransaction);
          await accounts.update(id, { prize_group_max: prizeGroup }, transaction);
        }
        await accounts.audit(
          { memberId: id, account: request.username, event: 'registered', clientAddress: options.client.clientAddress, detail: { uplineId: options.uplineId, ...(link ? { linkId: link.linkId } : {}) } },
          transaction,
        );
        return id;
      });
      const member = await accounts.findById(memberId);
      if (!member) throw new Error('the registered member vanished');
      return member;
    } catch (error) {
      if (isUniqueViolation(error, 'members_account')) throw new AppError('account_taken');
      if (isUniqueViolation(error, 'members_mobile')) throw new AppError('mobile_taken');
      throw error;
    }
  }

  return {
    /** GET /wps/system/setting/register. */
    async settingsValue(): Promise<RegistrationSettingsValue> {
      const { registration } = await context.settings.read();
      return { registerType: registration.registerType, fields: registration.fields, rules: effectiveRules(await context.merchant()) };
    },

    /** PUT /wps/member/register and /register/mobile, with the body already opened from its envelope. */
    async register(body: unknown, path: RegisterType, client: ClientContext): Promise<LoginValue> {
      const layout = await layoutFor(path);
      const merchant = await context.merchant();
      const request = parseAccountInput(registrationSchemaFor(layout, effectiveRules(merchant), { language: client.language }), body);
      const settings = await context.settings.read();
      const policy = passwordPolicyFailure(request.password, { defaultPassword: settings.passwordPolicy.defaultPassword });
      if (policy) throw fieldsError([passwordPolicyFieldError('password', policy, client.language)]);
      await context.captcha.checkAltcha(parseInput(altchaFieldSchema, body).altcha);
      const captcha = layout.fields.captcha;
      if (captcha.show && (captcha.required || request.captcha)) await context.captcha.checkCaptcha(request.captchaId, request.captcha);
      const code = request.affiliateCode ?? request.referralCode;
      const link = code ? await promotionLinks()?.find(code) : undefined;
      const upline = link ? { id: link.agentId } : code ? await agentOfCode(code) : undefined;
      const dialingCode = dialingCodeDigits(request.countryDialingCode, settings.sms.defaultDialingCode);
      await checkUnique(request, dialingCode);
      if (layout.fields.smsVerification.show) {
        await context.codes.consume('register', { dialingCode, mobile: request.mobileNum ?? '' }, request.verificationCode ?? '');
      }
      const member = await insert(request, { uplineId: upline?.id ?? null, dialingCode, client, link });
      return logins.open(member, { site: 'player', client, passwordChangePending: false });
    },

    /** GET /wps/agent/affiliate: the code names an active agent, else invitation_code_error. */
    async checkInvitationCode(code: string): Promise<{ code: string; valid: boolean }> {
      if (await promotionLinks()?.find(code)) return { code, valid: true };
      await agentOfCode(code);
      return { code, valid: true };
    },

    /** POST /wps/session/login/freeplay: a fresh trial account (member type 4) playing with play money. */
    async freePlay(request: FreePlayLoginRequest, client: ClientContext): Promise<LoginValue> {
      const merchant = await context.merchant();
      if (!isFeatureEnabled(merchant.config.whitelabel, ['LOGIN', 'FREE_PLAY'])) throw new AppError('feature_disabled');
      const account = `trial_${randomBytes(6).toString('hex')}`;
      const memberId = await accounts.db.transaction().execute(async (transaction) => {
        const id = await insertMemberWith(transaction, {
          merchantCode: context.merchantCode,
          account,
          memberType: trialMemberType,
          uplineId: null,
          passwordHash: null,
          nickname: 'Trial',
          playMoney: true,
          profile: { os: request.os },
          registration: { domain: null, url: null, method: `FREE_PLAY_${request.platform}`, address: client.clientAddress },
        });
        await accounts.audit({ memberId: id, account, event: 'free_play_started', clientAddress: client.clientAddress, detail: { os: request.os } }, transaction);
        return id;
      });
      const member = await accounts.findById(memberId);
      if (!member) throw new Error('the trial member vanished');
      return logins.open(member, { site: 'player', client, passwordChangePending: false });
    },
  };
}

export type RegistrationService = ReturnType<typeof registrationService>;
