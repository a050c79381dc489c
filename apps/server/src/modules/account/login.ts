import { loginRequestSchemaFor, type LoginRequest, type LoginValue } from '@platform/contract/account/session';
import { trialMemberType } from '@platform/contract/account/constants';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import type { MemberRecord } from './account-repository.ts';
import { effectiveRules, isFeatureEnabled, type AccountContext, type ClientContext } from './context.ts';
import { parseAccountInput } from './input.ts';
import type { IpVerificationService } from './ip-verification.ts';
import { isPasswordExpired, verifyPassword } from './passwords.ts';
import { loginSiteSchema } from './schemas.ts';
import { dialingCodeDigits } from './sms-codes.ts';

/** Which site a login comes from: members log in on the player site, agents in the agent area (spec §4 Login). */
export type LoginSite = 'player' | 'agent';

/** After this many failures the captcha is demanded; after lockAfterFailures the subject is locked for lockMinutes. */
export const loginLimits = { captchaAfterFailures: 3, lockAfterFailures: 10, lockMinutes: 15, windowMinutes: 60 } as const;

interface Subjects {
  credential: string;
  address: string;
}

function subjectsOf(request: LoginRequest, dialingCode: string, client: ClientContext): Subjects {
  const credential = request.type === 'sms' ? `mobile:${dialingCode}:${request.mobileNum ?? ''}` : `account:${(request.username ?? '').toLowerCase()}`;
  return { credential: credential.slice(0, 180), address: `address:${client.clientAddress}` };
}

/** A refused login: the code the client sees, what the audit records, and the check still asked for. */
interface Refusal {
  code: 'login_failed' | 'ip_verification_failed' | 'verification_code_error' | 'verification_code_expired';
  account: string;
  memberId: string | null;
  reason: string;
  method?: string | null;
}

function lockedError(lockedUntil: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000));
  return new AppError('login_locked', { value: { captcha: true, ipVerificationRequired: null, retryAfterSeconds }, headers: { 'retry-after': String(retryAfterSeconds) } });
}

/**
 * Login (spec §4): one message for a wrong password and an unknown account; failures counted per account
 * and per address, the captcha demanded after 3 and a 15-minute lock after 10; every failure audited with its address.
 */
export function loginService(context: AccountContext, ipVerification: IpVerificationService) {
  const { accounts } = context;

  /** Counts a failure on both subjects, audits it and throws the refusal the client shows. */
  async function refuse(subjects: Subjects, client: ClientContext, refusal: Refusal): Promise<never> {
    const limits = { windowMinutes: loginLimits.windowMinutes, lockAfter: loginLimits.lockAfterFailures, lockMinutes: loginLimits.lockMinutes };
    const credential = await accounts.recordFailure(subjects.credential, limits);
    const address = await accounts.recordFailure(subjects.address, limits);
    await accounts.audit({ memberId: refusal.memberId, account: refusal.account, event: 'login_failed', clientAddress: client.clientAddress, detail: { reason: refusal.reason } });
    const lockedUntil = [credential.lockedUntil, address.lockedUntil].find((date) => date !== null && date.getTime() > Date.now());
    if (lockedUntil) throw lockedError(lockedUntil);
    const captcha = Math.max(credential.failures, address.failures) >= loginLimits.captchaAfterFailures;
    throw new AppError(refusal.code, { value: { captcha, ipVerificationRequired: refusal.method ?? null } });
  }

  /** The member the password or the sms code proves; anything else is a counted refusal with the same message. */
  async function provenMember(request: LoginRequest, dialingCode: string, subjects: Subjects, client: ClientContext): Promise<MemberRecord> {
    if (request.type === 'sms') {
      const number = { dialingCode, mobile: request.mobileNum ?? '' };
      const attempted = `${dialingCode}${number.mobile}`;
      const codeError = await context.codes.consume('no_login', number, request.verificationCode ?? '').then(
        () => null,
        (error: unknown) => (error instanceof AppError && error.code === 'verification_code_expired' ? 'verification_code_expired' : 'verification_code_error'),
      );
      if (codeError) return refuse(subjects, client, { code: codeError, account: attempted, memberId: null, reason: codeError });
      const member = await accounts.findByMobile(dialingCode, number.mobile);
      return member ?? refuse(subjects, client, { code: 'login_failed', account: attempted, memberId: null, reason: 'credentials' });
    }
    const member = await accounts.findByAccount(request.username ?? '');
    const passwordMatches = await verifyPassword(member?.passwordHash, request.password ?? '');
    if (member && passwordMatches) return member;
    return refuse(subjects, client, { code: 'login_failed', account: request.username ?? '', memberId: null, reason: 'credentials' });
  }

  function checkSite(member: MemberRecord, site: LoginSite): void {
    const isAgent = context.agentTypes.includes(member.memberType) && member.memberType !== trialMemberType;
    if (site === 'player' && isAgent) throw new AppError('non_member_login');
    if (site === 'agent' && !isAgent) throw new AppError('non_agent_login');
  }

  /** Whether the forced change-password modal must open: the default password, or an expired one (never for sms logins). */
  async function mustChangePassword(member: MemberRecord, request: LoginRequest): Promise<boolean> {
    if (request.type !== 'username') return false;
    const merchant = await context.merchant();
    if (!isFeatureEnabled(merchant.config.whitelabel, ['LOGIN', 'FORCE_CHANGE_PASSWORD'])) return false;
    const { passwordPolicy } = await context.settings.read();
    return request.password === passwordPolicy.defaultPassword || isPasswordExpired(member.passwordChangedAt, passwordPolicy.expiryDays, Date.now());
  }

  /** Checks the anti-bot answers and the failure counters, proves the credentials, then the site and the address. */
  async function login(request: LoginRequest, site: LoginSite, client: ClientContext): Promise<LoginValue> {
    const settings = await context.settings.read();
    const merchant = await context.merchant();
    if (request.type === 'sms' && !isFeatureEnabled(merchant.config.whitelabel, ['LOGIN', 'MOBILE_CODE_LOGIN'])) throw new AppError('feature_disabled');
    await context.captcha.checkAltcha(request.altcha);
    const dialingCode = dialingCodeDigits(request.countryDialingCode, settings.sms.defaultDialingCode);
    const subjects = subjectsOf(request, dialingCode, client);
    const state = await accounts.failureState([subjects.credential, subjects.address], loginLimits.windowMinutes);
    if (state.lockedUntil && state.lockedUntil.getTime() > Date.now()) throw lockedError(state.lockedUntil);
    const captchaShown = state.failures >= loginLimits.captchaAfterFailures;
    if (captchaShown) await context.captcha.checkCaptcha(request.captchaId, request.captcha);

    const member = await provenMember(request, dialingCode, subjects, client);
    if (member.status !== 'active') throw new AppError('account_disabled');
    checkSite(member, site);
    if ((await ipVerification.check(member, request, client, captchaShown)) === 'failed') {
      const method = settings.ipVerification.method;
      return refuse(subjects, client, { code: 'ip_verification_failed', account: member.account, memberId: member.id, reason: 'ip_verification', method });
    }
    return open(member, { site, client, passwordChangePending: await mustChangePassword(member, request), credentialSubject: subjects.credential });
  }

  /** Opens a session after every check passed: a new token, the login stamped, the address remembered. */
  async function open(
    member: MemberRecord,
    options: { site: LoginSite; client: ClientContext; passwordChangePending: boolean; credentialSubject?: string },
  ): Promise<LoginValue> {
    const { client } = options;
    const firstTimeLogin = await accounts.recordLogin(member.id);
    if (options.credentialSubject) await accounts.clearFailures(options.credentialSubject);
    await accounts.rememberAddress(member.id, client.clientAddress);
    const { token } = await context.sessions.start({
      memberId: member.id,
      audience: options.site,
      clientAddress: client.clientAddress,
      userAgent: client.userAgent,
      passwordChangePending: options.passwordChangePending,
    });
    await accounts.audit({ memberId: member.id, account: member.account, event: 'login_succeeded', clientAddress: client.clientAddress, detail: { site: options.site } });
    return { token, firstTimeLogin, passwordExpired: options.passwordChangePending };
  }

  /** POST /wps/session/login with the body opened from its envelope: the site beside the contract's login request. */
  async function loginFromBody(body: unknown, client: ClientContext): Promise<LoginValue> {
    const { site } = parseInput(loginSiteSchema, body);
    const rules = effectiveRules(await context.merchant());
    const request = parseAccountInput(loginRequestSchemaFor(rules, { language: client.language }), body);
    return login(request, site, client);
  }

  return { login, loginFromBody, open };
}

export type LoginService = ReturnType<typeof loginService>;
