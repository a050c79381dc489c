import type { FastifyInstance } from 'fastify';
import { captchaRefreshIntervalMs } from '@platform/contract/account/constants';
import { affiliateCheckQuerySchema, affiliateCheckValueSchema, registrationSettingsValueSchema } from '@platform/contract/account/registration';
import { captchaValueSchema, smsCodeRequestSchemaFor, smsCodeValueSchema } from '@platform/contract/account/verification';
import { encryptionKeyValueSchema } from '@platform/contract/encrypted-envelope';
import { clientAddressOf } from '../../platform/client-address.ts';
import { defineRoute } from '../../platform/http.ts';
import { altchaChallengeValueSchema } from './schemas.ts';
import type { AccountService } from './service.ts';
import { clientOf } from './session-routes.ts';

/** The merchant's field rules narrow the documented body further. */
const fieldRules =
  "the merchant's field rules (GET /wps/system/setting/register, `registerRules`) may narrow lengths and patterns of these fields; a field they refuse answers validation_failed naming the rule.";

/** Sms codes, captchas, the invitation-code check, registration settings and the encryption key. */
export function verificationRoutes(app: FastifyInstance, account: AccountService): void {
  const tags = ['account verification'];
  defineRoute(app, {
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    summary: 'Sends a code for sms login or password recovery: { mobileNum, countryDialingCode }; the answer does not say whether the number is registered',
    tags,
    access: 'public',
    rawBody: smsCodeRequestSchemaFor('mobileNum'),
    fieldRules,
    errors: ['sms_delivery_failed'],
    value: smsCodeValueSchema,
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: ({ request }) => account.sendNoLoginCode(request.body, clientOf(request)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/verification/sms/register',
    summary: 'Sends a code to a number being registered: { mobileNo, countryDialingCode }',
    tags,
    access: 'public',
    rawBody: smsCodeRequestSchemaFor('mobileNo'),
    fieldRules,
    errors: ['mobile_taken', 'sms_delivery_failed'],
    value: smsCodeValueSchema,
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: ({ request }) => account.sendRegisterCode(request.body, clientOf(request)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/captcha',
    summary: 'A captcha image and its id; at most one a second per client',
    tags,
    access: 'public',
    value: captchaValueSchema,
    config: { rateLimit: { max: 1, timeWindow: captchaRefreshIntervalMs } },
    handler: ({ request }) => account.captcha.issueCaptcha(clientAddressOf(request)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/captcha/altcha',
    summary: 'A signed proof-of-work challenge; login and registration send its solution as `altcha`',
    tags,
    access: 'public',
    value: altchaChallengeValueSchema,
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    handler: async () => {
      const challenge = await account.captcha.issueAltcha();
      return { parameters: { ...challenge.parameters }, ...(challenge.signature ? { signature: challenge.signature } : {}) };
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/agent/affiliate',
    summary: 'Checks an invitation code; an unknown one answers invitation_code_error',
    tags,
    access: 'public',
    query: affiliateCheckQuerySchema,
    value: affiliateCheckValueSchema,
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: ({ query }) => account.registration.checkInvitationCode(query.code),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/system/setting/register',
    summary: 'Registration settings: register type, which fields show and which are required, and the field rules',
    tags,
    access: 'public',
    value: registrationSettingsValueSchema,
    handler: () => account.registration.settingsValue(),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/system/encryption-key',
    summary: 'The public key (JWK, RSA-OAEP-256) that encrypted calls seal their body with',
    tags,
    access: 'public',
    value: encryptionKeyValueSchema,
    handler: async () => ({ publicKey: await account.encryption.publicKey() }),
  });
}
