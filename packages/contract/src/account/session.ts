/**
 * Session calls of spec §7: POST /wps/session/login, DELETE /wps/session/logout
 * and POST /wps/session/login/freeplay.
 */
import { z } from 'zod';
import { codePointLengthUpTo, messageLanguageOf, ruleOfField, type FieldRules, type MessageLanguage } from '../field-rules.ts';
import { addFieldIssue, addFieldRuleIssues, cleanFields, countryDialingCodeSchema, formTextSchema } from './field-checks.ts';

export const loginTypes = ['username', 'sms'] as const;
export type LoginType = (typeof loginTypes)[number];

/** The extra checks a login from an unregistered IP may ask for (spec §4 Login). */
export const ipVerificationMethods = ['mobile', 'verificationCode', 'email', 'bankAccountName', 'google'] as const;
export type IpVerificationMethod = (typeof ipVerificationMethods)[number];

/** Limits on login inputs: generous for any real value, small enough to refuse junk before hashing it. */
export const loginUsernameLengthMax = 64;
export const loginPasswordLengthMax = 128;
/** An altcha payload is base64 JSON of a few hundred characters; this bound leaves room and refuses floods. */
export const altchaPayloadLengthMax = 4096;

const loginCredentialsMessages: Record<MessageLanguage, string> = {
  en: 'Please enter the username and password',
  pt: 'Digite o nome de usuário e a senha',
};

const loginBaseSchema = z.object({
  type: z.enum(loginTypes).default('username'),
  username: formTextSchema,
  password: formTextSchema,
  captcha: z.string().trim().max(16).nullish(),
  captchaId: z.string().trim().max(128).nullish(),
  mobileNum: formTextSchema,
  countryDialingCode: countryDialingCodeSchema.nullish(),
  verificationCode: formTextSchema,
  /** The proof-of-work solution, as the widget encodes it. */
  altcha: z.string().max(altchaPayloadLengthMax).nullish(),
  ipVerification: z
    .object({ method: z.enum(ipVerificationMethods), answer: z.string().trim().min(1).max(128) })
    .nullish(),
});

export interface LoginRequest {
  type: LoginType;
  username?: string;
  password?: string;
  captcha?: string;
  captchaId?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  altcha?: string;
  ipVerification?: { method: IpVerificationMethod; answer: string };
}

/**
 * The login request with the merchant's rules: a username login needs a username and a password
 * (trimmed, spec §5); an sms login needs a mobile number matching the mobile rule and a code.
 */
export function loginRequestSchemaFor(rules: FieldRules = {}, options: { language?: string } = {}) {
  return loginBaseSchema
    .superRefine((values, context) => {
      if (values.type === 'sms') {
        const checks = [
          { field: 'mobileNum', rule: ruleOfField('mobileNum', rules), required: true },
          { field: 'verificationCode', rule: ruleOfField('verificationCode', rules), required: true },
        ];
        addFieldRuleIssues(values, checks, context, options.language);
        return;
      }
      const message = loginCredentialsMessages[messageLanguageOf(options.language)];
      checkCredential(values.username, 'username', loginUsernameLengthMax, message, context);
      checkCredential(values.password, 'password', loginPasswordLengthMax, message, context);
    })
    .transform((values): LoginRequest => {
      const credentials = values.type === 'sms' ? ['mobileNum', 'verificationCode'] : ['username', 'password'];
      const fields = cleanFields(values, [...credentials, 'captcha', 'captchaId', 'countryDialingCode', 'altcha']);
      return { type: values.type, ...fields, ...(values.ipVerification ? { ipVerification: values.ipVerification } : {}) };
    });
}

function checkCredential(
  value: string | null | undefined,
  field: string,
  lengthMax: number,
  message: string,
  context: z.core.$RefinementCtx,
): void {
  const text = (value ?? '').trim();
  if (text === '') addFieldIssue(context, field, 'required', message);
  else if (codePointLengthUpTo(text, lengthMax) > lengthMax) addFieldIssue(context, field, 'length', message);
}

/** The login request with the demo merchant's rules. */
export const loginRequestSchema = loginRequestSchemaFor();

/** A successful login: the session token and what the site must do next (spec §3, §4 Login). */
export const loginValueSchema = z.object({
  token: z.string().min(1),
  firstTimeLogin: z.boolean(),
  /** True when the password has expired or is still the default one; the forced change-password modal opens. */
  passwordExpired: z.boolean(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** The value of a refused login: whether the captcha box must show, and which extra check an unknown IP needs. */
export const loginRefusalValueSchema = z.object({
  captcha: z.boolean(),
  ipVerificationRequired: z.enum(ipVerificationMethods).nullable(),
  /** A locked login: how long until it may be tried again, the number its Retry-After header carries. */
  retryAfterSeconds: z.number().int().optional(),
});
export type LoginRefusalValue = z.infer<typeof loginRefusalValueSchema>;

export const loginResponseValueSchema = z.union([loginValueSchema, loginRefusalValueSchema]);

/** Free-play login (spec §7): the web platform is 'W' and the gateway version 3. */
export const freePlayLoginRequestSchema = z.object({
  os: z.string().trim().min(1).max(32),
  platform: z.literal('W'),
  gatewayVersion: z.literal(3),
});
export type FreePlayLoginRequest = z.infer<typeof freePlayLoginRequestSchema>;
export const freePlayLoginValueSchema = loginValueSchema;

/** Logout carries no body and answers with no value. */
export const logoutValueSchema = z.null();
