import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { avatarUpdateRequestSchema, avatarValueSchema } from '@platform/contract/account/member';
import {
  changePasswordSchemaFor,
  changePasswordValueSchema,
  forgotPasswordByEmailSchemaFor,
  forgotPasswordByEmailValueSchema,
  forgotPasswordByPhoneSchemaFor,
  forgotPasswordByPhoneValueSchema,
} from '@platform/contract/account/password';
import { registrationRequestSchema } from '@platform/contract/account/registration';
import { loginValueSchema } from '@platform/contract/account/session';
import { callerOf } from '../../platform/auth.ts';
import { defineRoute } from '../../platform/http.ts';
import type { BalanceReader } from './member-info.ts';
import { memberInfoWithCountersSchema, passwordResetSchemaFor } from './schemas.ts';
import type { AccountService } from './service.ts';
import { clientOf, encryptedBodyLimitBytes, tokenQuerySchema } from './session-routes.ts';

/** The merchant's field rules narrow the documented body further. */
const fieldRules =
  "the merchant's field rules (GET /wps/system/setting/register, `registerRules`) may narrow lengths and patterns of these fields; a field they refuse answers validation_failed naming the rule.";

const sealedNote = 'Encrypted: the body is sealed with GET /wps/system/encryption-key.';
const memberRoles = ['member', 'agent'] as const;

/** Member info, registration, passwords and the avatar (spec §7 Account and session). */
export function memberRoutes(app: FastifyInstance, account: AccountService, balances: BalanceReader): void {
  const tags = ['account'];
  defineRoute(app, {
    method: 'GET',
    url: '/wps/member/info',
    summary: 'The member and the header counters; the token may arrive once as ?token= on entry',
    tags,
    access: ['member', 'agent', 'trial'],
    query: tokenQuerySchema,
    value: memberInfoWithCountersSchema,
    handler: ({ request }) => account.memberInfo.info(callerOf(request), balances),
  });
  for (const path of ['username', 'mobile'] as const) {
    defineRoute(app, {
      method: 'PUT',
      url: path === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register',
      summary: `Registers a member with the merchant's fields and rules, then logs in. ${sealedNote}`,
      tags,
      access: 'public',
      sealed: registrationRequestSchema,
      fieldRules,
      errors: ['account_taken', 'mobile_taken', 'invitation_code_error', 'captcha_required', 'captcha_error', 'altcha_error', 'verification_code_error', 'verification_code_expired', 'feature_disabled'],
      value: loginValueSchema,
      bodyLimit: encryptedBodyLimitBytes,
      config: { encrypted: true, rateLimit: { max: 20, timeWindow: 60_000 } },
      handler: ({ request }) => account.registration.register(request.body, path, clientOf(request)),
    });
  }
  defineRoute(app, {
    method: 'POST',
    url: '/wps/member/password',
    summary: `Changes the login password (also the forced change after login). ${sealedNote}`,
    tags,
    access: memberRoles,
    sealed: changePasswordSchemaFor(),
    fieldRules,
    errors: ['password_incorrect', 'inconsistent_twice'],
    value: changePasswordValueSchema,
    bodyLimit: encryptedBodyLimitBytes,
    config: { encrypted: true, rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: ({ request }) => account.passwords.change(callerOf(request), request.body, clientOf(request)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/member/password/email',
    summary: 'Forgotten password: e-mails a reset link when username and e-mail match; the answer is always the same',
    tags,
    access: 'public',
    rawBody: forgotPasswordByEmailSchemaFor(),
    fieldRules,
    value: forgotPasswordByEmailValueSchema,
    config: { rateLimit: { max: 5, timeWindow: 60_000 } },
    handler: ({ request }) => account.passwords.requestResetByEmail(request.body, clientOf(request)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/member/password/reset',
    summary: `Sets a new password with the token of an e-mailed reset link. ${sealedNote}`,
    tags,
    access: 'public',
    sealed: passwordResetSchemaFor(),
    fieldRules,
    errors: ['reset_link_invalid', 'inconsistent_twice'],
    value: z.null(),
    bodyLimit: encryptedBodyLimitBytes,
    config: { encrypted: true, rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: ({ request }) => account.passwords.resetByEmailLink(request.body, clientOf(request)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/member/password/verification',
    summary: `Forgotten password by phone: sms code and new password, then logs in. ${sealedNote}`,
    tags,
    access: 'public',
    sealed: forgotPasswordByPhoneSchemaFor(),
    fieldRules,
    errors: ['verification_code_error', 'verification_code_expired', 'inconsistent_twice', 'account_disabled'],
    value: forgotPasswordByPhoneValueSchema,
    bodyLimit: encryptedBodyLimitBytes,
    config: { encrypted: true, rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: ({ request }) => account.passwords.resetByPhone(request.body, clientOf(request)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/member/info/icon',
    summary: 'The current avatar and the set to choose from',
    tags,
    access: ['member', 'agent', 'trial'],
    value: avatarValueSchema,
    handler: ({ request }) => account.memberInfo.avatar(callerOf(request)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/member/info/icon',
    summary: 'Chooses an avatar from the set',
    tags,
    access: memberRoles,
    body: avatarUpdateRequestSchema,
    fieldRules: '`avatarId` must be one of the choices of GET /wps/member/info/icon.',
    value: avatarValueSchema,
    handler: ({ request, body }) => account.memberInfo.chooseAvatar(callerOf(request), body.avatarId, clientOf(request)),
  });
}
