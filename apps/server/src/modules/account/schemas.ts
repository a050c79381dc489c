/**
 * Schemas of account calls the contract package does not describe yet (the login site, the reset link,
 * the security page, the proof-of-work challenge). They follow the contract's conventions and use its
 * rule engine, so they can move into packages/contract/src/account unchanged.
 */
import { z } from 'zod';
import type { FieldRule } from '@platform/contract';
import { fieldRuleFor, ruleOfField } from '@platform/contract/field-rules';
import {
  addConfirmationIssue,
  addFieldRuleIssues,
  cleanFields,
  conformTo,
  countryDialingCodeSchema,
  formTextSchema,
  type FieldCheck,
} from '@platform/contract/account/field-checks';
import { memberInfoValueSchema, playerCountersValueSchema } from '@platform/contract/account/member';

type Rules = Partial<Record<string, FieldRule>>;
type Options = { language?: string };

/** A password typed again to confirm an action is checked against the stored hash, not a rule. */
const typedPasswordRule = fieldRuleFor('any', 1, 128);

/** The site a login comes from, read beside the contract's login request (members: player, agents: agent). */
export const loginSiteSchema = z.object({ site: z.enum(['player', 'agent']).default('player') });

/** Builds a validator from rule checks, an optional confirmation pair and the wire schema of the cleaned result. */
function checkedForm<Wire extends z.ZodType>(
  fields: readonly string[],
  checks: FieldCheck[],
  confirmation: { field: string; original: string } | undefined,
  wire: Wire,
  options: Options,
) {
  const shape = Object.fromEntries(fields.map((field) => [field, formTextSchema]));
  return z
    .object(shape)
    .superRefine((values, context) => {
      addFieldRuleIssues(values, checks, context, options.language);
      if (confirmation) addConfirmationIssue(values, confirmation.field, confirmation.original, context, options.language);
    })
    .transform((values, context) => conformTo(wire, cleanFields(values, fields), context));
}

export const passwordResetRequestSchema = z.object({
  token: z.string().min(20).max(128).regex(/^[A-Za-z0-9_-]+$/u),
  newPassword: z.string().trim().min(1).max(256),
  confirmNewPassword: z.string().trim().max(256),
});

/** POST /wps/member/password/reset: the token from the e-mailed link, a new password and its confirmation. */
export function passwordResetSchemaFor(rules: Rules = {}, options: Options = {}) {
  const checks: FieldCheck[] = [
    { field: 'token', rule: fieldRuleFor('no_spaces', 20, 128), required: true },
    { field: 'newPassword', rule: ruleOfField('password', rules), required: true },
  ];
  const fields = ['token', 'newPassword', 'confirmNewPassword'];
  return checkedForm(fields, checks, { field: 'confirmNewPassword', original: 'newPassword' }, passwordResetRequestSchema, options);
}

export const paymentPasswordSetRequestSchema = z.object({
  password: z.string().trim().min(1).max(128),
  paymentPassword: z.string().trim().min(1).max(64),
  confirmPaymentPassword: z.string().trim().max(64),
});

/** POST /wps/member/security/paymentPassword: the login password again, then the new payment password twice. */
export function paymentPasswordSetSchemaFor(rules: Rules = {}, options: Options = {}) {
  const checks: FieldCheck[] = [
    { field: 'password', rule: typedPasswordRule, required: true },
    { field: 'paymentPassword', rule: ruleOfField('paymentPassword', rules), required: true },
  ];
  const fields = ['password', 'paymentPassword', 'confirmPaymentPassword'];
  return checkedForm(fields, checks, { field: 'confirmPaymentPassword', original: 'paymentPassword' }, paymentPasswordSetRequestSchema, options);
}

export const paymentPasswordChangeRequestSchema = z.object({
  oldPaymentPassword: z.string().trim().min(1).max(64),
  newPaymentPassword: z.string().trim().min(1).max(64),
  confirmNewPaymentPassword: z.string().trim().max(64),
});

/** PUT /wps/member/security/paymentPassword: the current payment password, then the new one twice. */
export function paymentPasswordChangeSchemaFor(rules: Rules = {}, options: Options = {}) {
  const checks: FieldCheck[] = [
    { field: 'oldPaymentPassword', rule: fieldRuleFor('any', 1, 64), required: true, wording: 'paymentPassword' },
    { field: 'newPaymentPassword', rule: ruleOfField('paymentPassword', rules), required: true, wording: 'paymentPassword' },
  ];
  const fields = ['oldPaymentPassword', 'newPaymentPassword', 'confirmNewPaymentPassword'];
  const confirmation = { field: 'confirmNewPaymentPassword', original: 'newPaymentPassword' };
  return checkedForm(fields, checks, confirmation, paymentPasswordChangeRequestSchema, options);
}

export const bindMobileRequestSchema = z.object({
  password: z.string().trim().min(1).max(128),
  mobileNum: z.string().trim().min(1).max(32),
  countryDialingCode: countryDialingCodeSchema.optional(),
  verificationCode: z.string().trim().min(1).max(16),
});

/** POST /wps/member/security/mobile: the login password again, the number and the code sent to it. */
export function bindMobileSchemaFor(rules: Rules = {}, options: Options = {}) {
  const checks: FieldCheck[] = [
    { field: 'password', rule: typedPasswordRule, required: true },
    { field: 'mobileNum', rule: ruleOfField('mobileNum', rules), required: true },
    { field: 'verificationCode', rule: ruleOfField('verificationCode', rules), required: true },
  ];
  return checkedForm(['password', 'mobileNum', 'countryDialingCode', 'verificationCode'], checks, undefined, bindMobileRequestSchema, options);
}

export const bindEmailRequestSchema = z.object({ password: z.string().trim().min(1).max(128), email: z.string().trim().min(1).max(256) });

/** POST /wps/member/security/email: the login password again and the e-mail address. */
export function bindEmailSchemaFor(rules: Rules = {}, options: Options = {}) {
  const checks: FieldCheck[] = [
    { field: 'password', rule: typedPasswordRule, required: true },
    { field: 'email', rule: ruleOfField('email', rules), required: true },
  ];
  return checkedForm(['password', 'email'], checks, undefined, bindEmailRequestSchema, options);
}

/** POST /wps/member/security/authenticator: the login password again before a secret is shown. */
export const authenticatorStartRequestSchema = z.object({ password: z.string().trim().min(1).max(128) });
export const authenticatorStartValueSchema = z.object({
  /** The base32 secret, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** A PNG data URL of the QR code carrying the otpauth URL. */
  qrCode: z.string(),
});

/** POST /wps/member/security/authenticator/confirm: the first code from the app, which turns the authenticator on. */
export const authenticatorConfirmRequestSchema = z.object({ code: z.string().trim().regex(/^[0-9]{6}$/u) });

/** GET /wps/member/security: what is bound, with the values masked. */
export const securityOverviewValueSchema = z.object({
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  realName: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  authenticatorBound: z.boolean(),
  authenticatorPending: z.boolean(),
});
export type SecurityOverviewValue = z.infer<typeof securityOverviewValueSchema>;

/** GET /wps/member/info: the member's own data and the header counters in one value. */
export const memberInfoWithCountersSchema = memberInfoValueSchema.extend(playerCountersValueSchema.shape);
export type MemberInfoWithCounters = z.infer<typeof memberInfoWithCountersSchema>;

/** GET /wps/captcha/altcha: a signed proof-of-work challenge, in the shape the altcha widget reads. */
export const altchaChallengeValueSchema = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});
