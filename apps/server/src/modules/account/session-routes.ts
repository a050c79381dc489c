import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { freePlayLoginRequestSchema, freePlayLoginValueSchema, loginRequestSchema, loginValueSchema, logoutValueSchema } from '@platform/contract/account/session';
import { callerOf } from '../../platform/auth.ts';
import { clientAddressOf } from '../../platform/client-address.ts';
import { defineRoute, languageOf } from '../../platform/http.ts';
import type { ClientContext } from './context.ts';
import { loginSiteSchema } from './schemas.ts';
import type { AccountService } from './service.ts';

/** The merchant's field rules narrow the documented body further. */
const fieldRules =
  "the merchant's field rules (GET /wps/system/setting/register, `registerRules`) may narrow lengths and patterns of these fields; a field they refuse answers validation_failed naming the rule.";

/** The client context of a request, as the account commands take it. */
export function clientOf(request: FastifyRequest): ClientContext {
  const userAgent = request.headers['user-agent'];
  return { clientAddress: clientAddressOf(request), userAgent: typeof userAgent === 'string' ? userAgent : '', language: languageOf(request) };
}

/** Bodies of encrypted calls are small; anything larger is refused before it is opened. */
export const encryptedBodyLimitBytes = 96 * 1024;

const sealedNote = 'Encrypted: the body is `{ encrypted: { key, iv, data } }` sealed with GET /wps/system/encryption-key.';

/** Login, logout and free play (spec §7 Account and session). */
export function sessionRoutes(app: FastifyInstance, account: AccountService): void {
  const tags = ['account'];
  defineRoute(app, {
    method: 'POST',
    url: '/wps/session/login',
    summary: `Login by username and password or by sms code; body: the contract login request plus site (player|agent). ${sealedNote}`,
    tags,
    access: 'public',
    sealed: z.intersection(loginRequestSchema, loginSiteSchema),
    fieldRules,
    errors: ['login_failed', 'login_locked', 'captcha_required', 'captcha_error', 'altcha_error', 'ip_verification_required', 'ip_verification_failed', 'non_member_login', 'non_agent_login', 'account_disabled', 'verification_code_error', 'verification_code_expired'],
    value: loginValueSchema,
    bodyLimit: encryptedBodyLimitBytes,
    config: { encrypted: true, rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: ({ request }) => account.login.loginFromBody(request.body, clientOf(request)),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/wps/session/logout',
    summary: 'Ends the session on the server',
    tags,
    access: ['member', 'agent', 'trial'],
    value: logoutValueSchema,
    handler: ({ request }) => account.logout(callerOf(request), clientOf(request)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/session/login/freeplay',
    summary: `Free play: creates a trial account (member type 4, play money) and logs it in. ${sealedNote}`,
    tags,
    access: 'public',
    body: freePlayLoginRequestSchema,
    value: freePlayLoginValueSchema,
    bodyLimit: encryptedBodyLimitBytes,
    config: { encrypted: true, rateLimit: { max: 10, timeWindow: 60 * 60_000 } },
    handler: ({ request, body }) => account.registration.freePlay(body, clientOf(request)),
  });
}

/** The query string of GET /wps/member/info may carry the token once, on entry (spec §4 Login). */
export const tokenQuerySchema = z.object({ token: z.string().max(128).optional() });
