/**
 * Verification calls (spec §3, §7): sms codes by POST /wps/verification/sms/noLogin
 * (login by sms, password recovery) and /wps/verification/sms/register, and the
 * captcha image by GET /wps/captcha.
 */
import { z } from 'zod';
import { ruleOfField, type FieldRules } from '../field-rules.ts';
import { smsCodeLifetimeMinutesMax } from './constants.ts';
import { addFieldRuleIssues, cleanFields, conformTo, countryDialingCodeSchema, formTextSchema } from './field-checks.ts';

const mobileNumberText = z.string().trim().min(1).max(32);

export const smsCodeRequestSchema = z.object({ mobileNum: mobileNumberText, countryDialingCode: countryDialingCodeSchema });
export type SmsCodeRequest = z.infer<typeof smsCodeRequestSchema>;

/** The registration sms call names the number `mobileNo` (spec §3). */
export const registrationSmsCodeRequestSchema = z.object({ mobileNo: mobileNumberText, countryDialingCode: countryDialingCodeSchema });
export type RegistrationSmsCodeRequest = z.infer<typeof registrationSmsCodeRequestSchema>;

/**
 * The sms code request with the mobile rule applied first (spec §5: sending a code validates the number).
 * `numberField` is `mobileNum`, or `mobileNo` for the registration call.
 */
export function smsCodeRequestSchemaFor<NumberField extends 'mobileNum' | 'mobileNo'>(
  numberField: NumberField,
  rules: FieldRules = {},
  options: { language?: string } = {},
) {
  const target = numberField === 'mobileNum' ? smsCodeRequestSchema : registrationSmsCodeRequestSchema;
  const check = { field: numberField, wording: 'mobileNum', rule: ruleOfField('mobileNum', rules), required: true };
  return z
    .object({ [numberField]: formTextSchema, countryDialingCode: countryDialingCodeSchema })
    .superRefine((values, context) => addFieldRuleIssues(values, [check], context, options.language))
    .transform((values, context) => {
      const cleaned = { ...cleanFields(values, [numberField]), countryDialingCode: values.countryDialingCode };
      return conformTo(target, cleaned, context);
    });
}

/** After sending, the resend button counts down expiredMinutes × 60 seconds (spec §4 Sms code). */
export const smsCodeValueSchema = z.object({ expiredMinutes: z.number().int().min(1).max(smsCodeLifetimeMinutesMax) });
export type SmsCodeValue = z.infer<typeof smsCodeValueSchema>;

/** A captcha image as a data URL, so the page needs no second request to show it. */
export const captchaImageSchema = z.string().max(200_000).regex(/^data:image\/(?:png|jpeg|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/u);

/** GET /wps/captcha: the id the answer is checked against and the image to show. */
export const captchaValueSchema = z.object({ captchaId: z.string().min(1).max(128), image: captchaImageSchema });
export type CaptchaValue = z.infer<typeof captchaValueSchema>;
