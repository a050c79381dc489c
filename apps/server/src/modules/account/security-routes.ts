import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { smsCodeRequestSchemaFor, smsCodeValueSchema } from '@platform/contract/account/verification';
import { realNameRequestSchema, realNameValueSchema } from '@platform/contract/account/real-name';
import { callerOf } from '../../platform/auth.ts';
import { defineRoute } from '../../platform/http.ts';
import {
  authenticatorConfirmRequestSchema,
  authenticatorStartRequestSchema,
  authenticatorStartValueSchema,
  bindEmailSchemaFor,
  bindMobileSchemaFor,
  paymentPasswordChangeSchemaFor,
  paymentPasswordSetSchemaFor,
  securityOverviewValueSchema,
} from './schemas.ts';
import type { AccountService } from './service.ts';
import { clientOf, encryptedBodyLimitBytes } from './session-routes.ts';

/** The merchant's field rules narrow the documented body further. */
const fieldRules =
  "the merchant's field rules (GET /wps/system/setting/register, `registerRules`) may narrow lengths and patterns of these fields; a field they refuse answers validation_failed naming the rule.";

const sealedNote = 'Encrypted: the body is sealed with GET /wps/system/encryption-key.';
const access = ['member', 'agent'] as const;
const encrypted = { encrypted: true, rateLimit: { max: 10, timeWindow: 60_000 } };

/** The member centre's security page: payment password, mobile, e-mail and authenticator. */
export function securityRoutes(app: FastifyInstance, account: AccountService): void {
  const tags = ['account security'];
  const { security } = account;
  defineRoute(app, {
    method: 'GET',
    url: '/wps/member/security',
    summary: 'What is bound to the account, with the values masked',
    tags,
    access,
    value: securityOverviewValueSchema,
    handler: ({ request }) => security.overview(callerOf(request)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/member/security/realName',
    summary:
      'Sets the real name once: { realName } (letters, spaces, apostrophes and hyphens, 2 to 100 characters, at least two words). ' +
      'Payout accounts must be in this name; a second set is refused and only the operator corrects it.',
    tags,
    access,
    rawBody: realNameRequestSchema,
    errors: ['real_name_exists'],
    value: realNameValueSchema,
    config: { rateLimit: { max: 10, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => (request.caller ? `member:${request.caller.memberId}` : `address:${request.ip}`) } },
    handler: ({ request }) => security.setRealName(callerOf(request), request.body, clientOf(request)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/member/security/paymentPassword',
    summary: `Sets the payment password: { password, paymentPassword, confirmPaymentPassword }. ${sealedNote}`,
    tags,
    access,
    sealed: paymentPasswordSetSchemaFor(),
    fieldRules,
    errors: ['password_incorrect', 'payment_password_exists', 'inconsistent_twice'],
    value: z.null(),
    bodyLimit: encryptedBodyLimitBytes,
    config: encrypted,
    handler: ({ request }) => security.setPaymentPassword(callerOf(request), request.body, clientOf(request)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/wps/member/security/paymentPassword',
    summary: `Changes the payment password: { oldPaymentPassword, newPaymentPassword, confirmNewPaymentPassword }. ${sealedNote}`,
    tags,
    access,
    sealed: paymentPasswordChangeSchemaFor(),
    fieldRules,
    errors: ['payment_password_incorrect', 'payment_password_missing', 'payment_password_locked', 'inconsistent_twice'],
    value: z.null(),
    bodyLimit: encryptedBodyLimitBytes,
    config: encrypted,
    handler: ({ request }) => security.changePaymentPassword(callerOf(request), request.body, clientOf(request)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/member/security/mobile/code',
    summary: 'Sends a code to the number to bind: { mobileNum, countryDialingCode }',
    tags,
    access,
    rawBody: smsCodeRequestSchemaFor('mobileNum'),
    fieldRules,
    errors: ['mobile_taken', 'sms_delivery_failed'],
    value: smsCodeValueSchema,
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: ({ request }) => security.sendBindMobileCode(callerOf(request), request.body, clientOf(request)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/member/security/mobile',
    summary: `Binds a mobile number: { password, mobileNum, countryDialingCode, verificationCode }. ${sealedNote}`,
    tags,
    access,
    sealed: bindMobileSchemaFor(),
    fieldRules,
    errors: ['password_incorrect', 'verification_code_error', 'verification_code_expired', 'mobile_taken', 'conflict'],
    value: z.null(),
    bodyLimit: encryptedBodyLimitBytes,
    config: encrypted,
    handler: ({ request }) => security.bindMobile(callerOf(request), request.body, clientOf(request)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/member/security/email',
    summary: `Binds an e-mail address: { password, email }. ${sealedNote}`,
    tags,
    access,
    sealed: bindEmailSchemaFor(),
    fieldRules,
    errors: ['password_incorrect', 'conflict'],
    value: z.null(),
    bodyLimit: encryptedBodyLimitBytes,
    config: encrypted,
    handler: ({ request }) => security.bindEmail(callerOf(request), request.body, clientOf(request)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/member/security/authenticator',
    summary: `Starts binding an authenticator app: { password } → secret, otpauth URL and QR code. ${sealedNote}`,
    tags,
    access,
    sealed: authenticatorStartRequestSchema,
    fieldRules,
    errors: ['password_incorrect', 'conflict'],
    value: authenticatorStartValueSchema,
    bodyLimit: encryptedBodyLimitBytes,
    config: encrypted,
    handler: ({ request }) => security.startAuthenticator(callerOf(request), request.body, clientOf(request)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/member/security/authenticator/confirm',
    summary: 'Turns the authenticator on with its first code: { code }',
    tags,
    access,
    rawBody: authenticatorConfirmRequestSchema,
    fieldRules,
    errors: ['authenticator_code_error', 'authenticator_not_started'],
    value: z.null(),
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: ({ request }) => security.confirmAuthenticator(callerOf(request), request.body, clientOf(request)),
  });
}
