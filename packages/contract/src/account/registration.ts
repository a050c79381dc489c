/**
 * Registration (spec §3, §4 Register, §5 Register): PUT /wps/member/register and
 * /wps/member/register/mobile, GET /wps/system/setting/register and GET /wps/agent/affiliate.
 * `registrationSchemaFor` is the one validator of a registration, used by the form and by the server.
 */
import { z } from 'zod';
import { messageLanguageOf, ruleOfField, type FieldRules, type MessageLanguage, type RuledField } from '../field-rules.ts';
import { fieldRuleSchema } from '../system/permission.ts';
import {
  addConfirmationIssue,
  addFieldIssue,
  addFieldRuleIssues,
  cleanFields,
  cleanText,
  conformTo,
  countryDialingCodeSchema,
  formTextSchema,
  type FieldCheck,
} from './field-checks.ts';

export const registerTypes = ['username', 'mobile'] as const;
export type RegisterType = (typeof registerTypes)[number];

/** The web site registers with method 'WEB' (spec §7). */
export const webRegisterMethod = 'WEB' as const;

/** Fields that appear only when the registration settings show them, and are required only when flagged. */
export const flaggedRegistrationFields = [
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;

/** Every field the registration settings switch; `smsVerification` turns on the sms code. */
export const registrationSettingFields = [...flaggedRegistrationFields, 'paymentPassword', 'mobileNum', 'smsVerification'] as const;
export type RegistrationSettingField = (typeof registrationSettingFields)[number];

export const registrationFieldSettingSchema = z.object({ show: z.boolean(), required: z.boolean() });
export type RegistrationFieldSetting = z.infer<typeof registrationFieldSettingSchema>;

/** GET /wps/system/setting/register: which fields show, which are required, the register type and the field rules. */
export const registrationSettingsValueSchema = z.object({
  registerType: z.enum(registerTypes),
  fields: z.record(z.enum(registrationSettingFields), registrationFieldSettingSchema),
  rules: z.record(z.string(), fieldRuleSchema),
});
export type RegistrationSettingsValue = z.infer<typeof registrationSettingsValueSchema>;
export type RegistrationLayout = Pick<RegistrationSettingsValue, 'registerType' | 'fields'>;

/*
 * Bounds of the wire shape. They are wider than any sensible field rule so that
 * the rules, not these bounds, decide; they only keep junk out of the server.
 */
const ruledTextLengthMax = 256;
const ruledText = z.string().trim().max(ruledTextLengthMax);
const optionalRuledText = ruledText.optional();

/** A referral code from the `referralCode` query parameter of /register. */
export const referralCodeSchema = z.string().trim().max(32).regex(/^[A-Za-z0-9_-]*$/u);
/** A host name, as the browser reports the site it registered on. */
export const domainSchema = z.string().trim().toLowerCase().max(253).regex(/^[a-z0-9.-]*(?::[0-9]{1,5})?$/u);

/** The registration user of spec §3 plus what the register call adds, as it travels. */
export const registrationRequestSchema = z.object({
  username: ruledText.min(1),
  password: ruledText.min(1),
  confirmPassword: ruledText,
  payeeName: optionalRuledText,
  email: optionalRuledText,
  qqNum: optionalRuledText,
  mobileNum: optionalRuledText,
  recommenderId: optionalRuledText,
  captcha: optionalRuledText,
  captchaId: z.string().trim().max(128).optional(),
  verificationCode: optionalRuledText,
  affiliateCode: optionalRuledText,
  paymentPassword: optionalRuledText,
  line: optionalRuledText,
  whatsapp: optionalRuledText,
  facebook: optionalRuledText,
  wechat: optionalRuledText,
  idNumber: optionalRuledText,
  referralCode: referralCodeSchema.optional(),
  domain: domainSchema.optional(),
  countryDialingCode: countryDialingCodeSchema.optional(),
  /** Whether to log in right after registering. */
  login: z.boolean().optional(),
  firebaseChannel: z.string().trim().max(32).optional(),
  firebaseIdToken: z.string().trim().max(4096).optional(),
  /** The ticked box confirming age 18 and agreement to the terms and privacy policy (spec §4 Register). */
  privacyAgreement: z.literal(true),
  registerUrl: z.string().trim().max(2048).optional(),
  registerMethod: z.literal(webRegisterMethod).default(webRegisterMethod),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** Fields that pass through the builder unchanged apart from their own bounds. */
const registrationExtrasShape = {
  referralCode: referralCodeSchema.nullish(),
  domain: domainSchema.nullish(),
  countryDialingCode: countryDialingCodeSchema.nullish(),
  login: z.boolean().nullish(),
  firebaseChannel: z.string().trim().max(32).nullish(),
  firebaseIdToken: z.string().trim().max(4096).nullish(),
  registerUrl: z.string().trim().max(2048).nullish(),
  registerMethod: z.literal(webRegisterMethod).nullish(),
  privacyAgreement: z.boolean().nullish(),
};
const registrationExtraFields = ['referralCode', 'domain', 'countryDialingCode', 'firebaseChannel', 'firebaseIdToken', 'registerUrl'];

export const agreementRequiredMessages: Record<MessageLanguage, string> = {
  en: 'Please confirm that you are at least 18 years old and agree to the terms and privacy policy',
  pt: 'Confirme que tem pelo menos 18 anos e que aceita os termos e a política de privacidade',
};

export const verificationFirstMessages: Record<MessageLanguage, string> = {
  en: 'Please complete verification first',
  pt: 'Conclua a verificação primeiro',
};

/**
 * The fields a registration form asks for under these settings, each with its rule and whether it is required.
 * Username and password are always required. A payment password and an sms code are required whenever shown.
 * The mobile number is asked for a mobile registration, when shown, or when an sms code must be sent to it.
 * A field the settings hide is never asked for, whatever its required flag says.
 */
export function registrationFieldChecks(layout: RegistrationLayout, rules: FieldRules = {}): FieldCheck[] {
  const check = (field: RuledField, required: boolean): FieldCheck => ({ field, rule: ruleOfField(field, rules), required });
  const checks = [check('username', true), check('password', true)];
  for (const field of flaggedRegistrationFields) {
    const setting = layout.fields[field];
    if (setting.show) checks.push(check(field, setting.required));
  }
  if (layout.fields.paymentPassword.show) checks.push(check('paymentPassword', true));
  const smsVerification = layout.fields.smsVerification.show;
  const mobileRegistration = layout.registerType === 'mobile';
  const mobile = layout.fields.mobileNum;
  if (mobileRegistration || mobile.show || smsVerification) {
    checks.push(check('mobileNum', mobileRegistration || mobile.required || smsVerification));
  }
  if (smsVerification) checks.push(check('verificationCode', true));
  return checks;
}

/**
 * The validator of a registration under these settings and rules. Errors are zod issues whose path is the
 * field and whose `params.rule` is the broken rule ('required', 'length', 'pattern', 'inconsistent_twice',
 * 'agreement'); `fieldErrorsOf` turns them into the envelope's field list. Hidden fields are dropped.
 */
export function registrationSchemaFor(
  layout: RegistrationLayout,
  rules: FieldRules = {},
  options: { language?: string } = {},
) {
  const checks = registrationFieldChecks(layout, rules);
  const checkedFields = checks.map((check) => check.field);
  const captchaShown = checkedFields.includes('captcha');
  const language = messageLanguageOf(options.language);
  const formFields = [...checkedFields, 'confirmPassword', ...(captchaShown ? ['captchaId'] : [])];
  const formEntries = formFields.map((field) => [field, formTextSchema] as const);
  const formShape: Record<string, typeof formTextSchema> = Object.fromEntries(formEntries);
  const shape = { ...formShape, ...registrationExtrasShape };
  return z
    .object(shape)
    .superRefine((values, context) => {
      addFieldRuleIssues(values, checks, context, language);
      addConfirmationIssue(values, 'confirmPassword', 'password', context, language);
      if (captchaShown && cleanText(valueOf(values, 'captchaId')) === undefined) {
        addFieldIssue(context, 'captchaId', 'required', verificationFirstMessages[language]);
      }
      if (values.privacyAgreement !== true) {
        addFieldIssue(context, 'privacyAgreement', 'agreement', agreementRequiredMessages[language]);
      }
    })
    .transform((values, context) => {
      const cleaned = {
        ...cleanFields(values, [...formFields, ...registrationExtraFields]),
        ...(typeof values.login === 'boolean' ? { login: values.login } : {}),
        privacyAgreement: values.privacyAgreement,
        registerMethod: webRegisterMethod,
      };
      return conformTo(registrationRequestSchema, cleaned, context);
    });
}

/** Reads a field the object's static type does not list, because the form fields depend on the settings. */
function valueOf(values: Record<string, unknown>, field: string): unknown {
  return values[field];
}

/** GET /wps/agent/affiliate: is this invitation code valid on this domain (spec §5: checked when entered). */
export const affiliateCheckQuerySchema = z.object({
  code: z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9]+$/u),
  domain: domainSchema.pipe(z.string().min(1)),
});
export type AffiliateCheckQuery = z.infer<typeof affiliateCheckQuerySchema>;

export const affiliateCheckValueSchema = z.object({ code: z.string(), valid: z.boolean() });
export type AffiliateCheckValue = z.infer<typeof affiliateCheckValueSchema>;

/** The text shown when the invitation code check fails (spec §8); the key is spelled as the spec names it. */
export const invitationCodeErrorCode = 'invitation_code_error';
export const invitationCodeErrorMessages: Record<MessageLanguage, string> = {
  en: 'Invalid invitation code',
  pt: 'Código de convite inválido',
};
