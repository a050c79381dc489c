/**
 * Passwords (spec §3, §4, §5): POST /wps/member/password (change),
 * POST /wps/member/password/email (forgotten, by e-mail) and
 * POST /wps/member/password/verification (forgotten, by phone).
 */
import { z } from 'zod';
import { fieldRuleFor, ruleOfField, type FieldRules } from '../field-rules.ts';
import { loginValueSchema } from './session.ts';
import {
  addConfirmationIssue,
  addFieldRuleIssues,
  cleanFields,
  conformTo,
  countryDialingCodeSchema,
  formTextSchema,
  type FieldCheck,
} from './field-checks.ts';

/** The current password is checked against the stored hash, not a rule, so any non-empty text of sane length will do. */
const currentPasswordRule = fieldRuleFor('any', 1, 128);
/** A username typed to recover a password is looked up, not checked against the registration rule. */
const recoveryUsernameRule = fieldRuleFor('any', 1, 64);

export const changePasswordRequestSchema = z.object({
  oldPassword: z.string().trim().min(1).max(128),
  newPassword: z.string().trim().min(1).max(256),
  confirmNewPassword: z.string().trim().max(256),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * The change-password validator: the old password is required (the forced-change modal fills it with the
 * password just typed at login), the new one follows the password rule and the confirmation must equal it.
 */
export function changePasswordSchemaFor(rules: FieldRules = {}, options: { language?: string } = {}) {
  const checks: FieldCheck[] = [
    { field: 'oldPassword', rule: currentPasswordRule, required: true },
    { field: 'newPassword', rule: ruleOfField('password', rules), required: true },
  ];
  return z
    .object({ oldPassword: formTextSchema, newPassword: formTextSchema, confirmNewPassword: formTextSchema })
    .superRefine((values, context) => {
      addFieldRuleIssues(values, checks, context, options.language);
      addConfirmationIssue(values, 'confirmNewPassword', 'newPassword', context, options.language);
    })
    .transform((values, context) => {
      const cleaned = cleanFields(values, ['oldPassword', 'newPassword', 'confirmNewPassword']);
      return conformTo(changePasswordRequestSchema, cleaned, context);
    });
}

export const forgotPasswordByEmailRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(1).max(256),
});
export type ForgotPasswordByEmailRequest = z.infer<typeof forgotPasswordByEmailRequestSchema>;

/** The e-mail route needs a username and a valid e-mail (spec §5 Forgot password). */
export function forgotPasswordByEmailSchemaFor(rules: FieldRules = {}, options: { language?: string } = {}) {
  const checks: FieldCheck[] = [
    { field: 'username', rule: recoveryUsernameRule, required: true },
    { field: 'email', rule: ruleOfField('email', rules), required: true },
  ];
  return z
    .object({ username: formTextSchema, email: formTextSchema })
    .superRefine((values, context) => addFieldRuleIssues(values, checks, context, options.language))
    .transform((values, context) => {
      return conformTo(forgotPasswordByEmailRequestSchema, cleanFields(values, ['username', 'email']), context);
    });
}

export const forgotPasswordByPhoneRequestSchema = z.object({
  mobileNum: z.string().trim().min(1).max(32),
  countryDialingCode: countryDialingCodeSchema.optional(),
  verificationCode: z.string().trim().min(1).max(16),
  newPassword: z.string().trim().min(1).max(256),
});
export type ForgotPasswordByPhoneRequest = z.infer<typeof forgotPasswordByPhoneRequestSchema>;

/** The phone route needs the mobile number, the sms code and a new password that follows the password rule. */
export function forgotPasswordByPhoneSchemaFor(rules: FieldRules = {}, options: { language?: string } = {}) {
  const checks: FieldCheck[] = [
    { field: 'mobileNum', rule: ruleOfField('mobileNum', rules), required: true },
    { field: 'verificationCode', rule: ruleOfField('verificationCode', rules), required: true },
    { field: 'newPassword', rule: ruleOfField('password', rules), required: true },
  ];
  return z
    .object({
      mobileNum: formTextSchema,
      countryDialingCode: countryDialingCodeSchema.nullish(),
      verificationCode: formTextSchema,
      newPassword: formTextSchema,
    })
    .superRefine((values, context) => addFieldRuleIssues(values, checks, context, options.language))
    .transform((values, context) => {
      const cleaned = cleanFields(values, ['mobileNum', 'countryDialingCode', 'verificationCode', 'newPassword']);
      return conformTo(forgotPasswordByPhoneRequestSchema, cleaned, context);
    });
}

/** Recovering by e-mail answers with no value; the site shows a confirmation (spec §4 Forgot password). */
export const forgotPasswordByEmailValueSchema = z.null();

/** Recovering by phone logs the member in, so it answers like a login (spec §4 Forgot password). */
export const forgotPasswordByPhoneValueSchema = loginValueSchema;

/** Changing the password answers with no value; the site reloads member info (spec §4 Change password). */
export const changePasswordValueSchema = z.null();
