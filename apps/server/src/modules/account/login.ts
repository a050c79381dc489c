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

/**
 * Failed-login limits. The captcha is demanded after `captchaAfterFailures` on the credential, the address or
 * both together. One address guessing one credential is locked out of it (that address only) after
 * `sourceLockAfterFailures`; one address failing on many credentials after `addressLockAfterFailures`. The
 * credential itself is locked (for addresses it never logged in from) only when `credentialLockAddresses`
 * addresses failed on it, `credentialLockAfterFailures` times in all, and its member is then alerted.
 */
export const loginLimits = {
  captchaAfterFailures: 3,
  sourceLockAfterFailures: 10,
  addressLockAfterFailures: 30,
  credentialLockAddresses: 5,
  credentialLockAfterFailures: 20,
  lockMinutes: 15,
  windowMinutes: 60,
} as const;

/** The credential's own counter never locks by count (an int4 in SQL): many addresses must fail on it. */
const neverByCount = 2_147_483_647;

interface Subjects {
  credential: string;
  address: string;
  clientAddress: string;
}

function subjectsOf(request: LoginRequest, dialingCode: string, client: ClientContext): Subjects {
  const credential = request.type === 'sms' ? `mobile:${dialingCode}:${request.mobileNum ?? ''}` : `account:${(request.username ?? '').toLowerCase()}`;
  return { credential: credential.slice(0, 180), address: `address:${client.clientAddress}`, clientAddress: client.clientAddress };
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

/** The alert a member gets when many addresses failed on the account (English and Portuguese, as other mails). */
const lockAlertSubject = 'sign-in attempts blocked / tentativas de entrada bloqueadas';
function lockAlertText(brand: string, minutes: number): string {
  return (
    `Many wrong passwords for your ${brand} account came from several addresses, so sign-ins from new addresses are blocked for ${minutes} minutes. ` +
    `You can still sign in from a device you used before. If this was not you, change your password.\n\n` +
    `Houve muitas tentativas com senha errada na sua conta ${brand} vindas de vários endereços; os acessos de endereços novos ficam bloqueados por ${minutes} minutos. ` +
    `Você continua podendo entrar de um dispositivo que já usou. Se não foi você, troque sua senha.`
  );
}

/**
 * Login (spec §4): one message for a wrong password and an unknown account; failures counted per account and
 * address together, per address and per account; the captcha demanded after 3; a wrong-password lock that
 * never lets one address keep a member out (see loginLimits); every failure audited with its address.
 */
export function loginService(context: AccountContext, ipVerification: IpVerificationService) {
  const { accounts } = context;

  /** The member a login names (by account or by mobile), whether or not the attempt proves it. */
  async function namedMember(request: LoginRequest, dialingCode: string): Promise<MemberRecord | undefined> {
    return request.type === 'sms' ? accounts.findByMobile(dialingCode, request.mobileNum ?? '') : accounts.findByAccount(request.username ?? '');
  }

  /**
   * Counts a failure on the credential from this address, on the address and on the credential, audits it and
   * throws the refusal the client shows. Failures from many addresses lock the credential and alert its member.
   */
  async function refuse(subjects: Subjects, client: ClientContext, refusal: Refusal, named: () => Promise<MemberRecord | undefined>): Promise<never> {
    const { windowMinutes, lockMinutes } = loginLimits;
    const source = await accounts.recordSourceFailure(subjects.credential, subjects.clientAddress, { windowMinutes, lockMinutes, lockAfter: loginLimits.sourceLockAfterFailures });
    const address = await accounts.recordFailure(subjects.address, { windowMinutes, lockMinutes, lockAfter: loginLimits.addressLockAfterFailures });
    const credential = await accounts.recordFailure(subjects.credential, { windowMinutes, lockMinutes, lockAfter: neverByCount });
    await accounts.audit({ memberId: refusal.memberId, account: refusal.account, event: 'login_failed', clientAddress: client.clientAddress, detail: { reason: refusal.reason } });
    if (source.addresses >= loginLimits.credentialLockAddresses && credential.failures >= loginLimits.credentialLockAfterFailures) {
      await lockCredential(subjects, client, named);
    }
    const lockedUntil = [source.lockedUntil, address.lockedUntil].find((date) => date !== null && date.getTime() > Date.now());
    if (lockedUntil) throw lockedError(lockedUntil);
    const captcha = Math.max(credential.failures, address.failures, source.failures) >= loginLimits.captchaAfterFailures;
    throw new AppError(refusal.code, { value: { captcha, ipVerificationRequired: refusal.method ?? null } });
  }

  /** Locks a credential that many addresses are guessing, and tells its member once per lock. */
  async function lockCredential(subjects: Subjects, client: ClientContext, named: () => Promise<MemberRecord | undefined>): Promise<void> {
    const newlyLocked = await accounts.lockSubject(subjects.credential, new Date(Date.now() + loginLimits.lockMinutes * 60_000));
    if (!newlyLocked) return;
    const member = await named();
    if (!member) return;
    await accounts.audit({ memberId: member.id, account: member.account, event: 'login_locked_alert', clientAddress: client.clientAddress });
    await alertMember(member);
  }

  /** The alert of a lock: by e-mail when the member has one, else by sms; a delivery failure is only audited. */
  async function alertMember(member: MemberRecord): Promise<void> {
    const brand = (await context.merchant()).config.brand.name;
    const text = lockAlertText(brand, loginLimits.lockMinutes);
    try {
      if (member.email) await context.mail.send({ to: member.email, subject: `${brand}: ${lockAlertSubject}`, text });
      else if (member.mobile && member.mobileDialingCode) await context.sms.send({ to: `${member.mobileDialingCode}${member.mobile}`, text });
    } catch {
      await accounts.audit({ memberId: member.id, account: member.account, event: 'login_locked_alert_failed', clientAddress: '' });
    }
  }

  /**
   * The locks in force for this attempt: the pair's and the address's always; the credential's only for an
   * address its member never logged in from, so a lock others caused never keeps the member out at home.
   */
  async function checkLocks(subjects: Subjects, request: LoginRequest, dialingCode: string, client: ClientContext): Promise<number> {
    const [state, source, credential] = await Promise.all([
      accounts.failureState([subjects.address], loginLimits.windowMinutes),
      accounts.sourceFailureState(subjects.credential, subjects.clientAddress, loginLimits.windowMinutes),
      accounts.failureState([subjects.credential], loginLimits.windowMinutes),
    ]);
    const now = Date.now();
    for (const lockedUntil of [source.lockedUntil, state.lockedUntil]) {
      if (lockedUntil && lockedUntil.getTime() > now) throw lockedError(lockedUntil);
    }
    if (credential.lockedUntil && credential.lockedUntil.getTime() > now) {
      const member = await namedMember(request, dialingCode);
      if (!member || !(await accounts.isKnownAddress(member.id, client.clientAddress))) throw lockedError(credential.lockedUntil);
    }
    return Math.max(state.failures, source.failures, credential.failures);
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
      const named = () => accounts.findByMobile(dialingCode, number.mobile);
      if (codeError) return refuse(subjects, client, { code: codeError, account: attempted, memberId: null, reason: codeError }, named);
      const member = await named();
      return member ?? refuse(subjects, client, { code: 'login_failed', account: attempted, memberId: null, reason: 'credentials' }, named);
    }
    const member = await accounts.findByAccount(request.username ?? '');
    const passwordMatches = await verifyPassword(member?.passwordHash, request.password ?? '');
    if (member && passwordMatches) return member;
    return refuse(subjects, client, { code: 'login_failed', account: request.username ?? '', memberId: null, reason: 'credentials' }, async () => member);
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
    const failures = await checkLocks(subjects, request, dialingCode, client);
    const captchaShown = failures >= loginLimits.captchaAfterFailures;
    if (captchaShown) await context.captcha.checkCaptcha(request.captchaId, request.captcha);

    const member = await provenMember(request, dialingCode, subjects, client);
    if (member.status !== 'active') throw new AppError('account_disabled');
    checkSite(member, site);
    if ((await ipVerification.check(member, request, client, captchaShown)) === 'failed') {
      const method = settings.ipVerification.method;
      return refuse(subjects, client, { code: 'ip_verification_failed', account: member.account, memberId: member.id, reason: 'ip_verification', method }, async () => member);
    }
    await accounts.clearSourceFailures(subjects.credential, subjects.clientAddress);
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
