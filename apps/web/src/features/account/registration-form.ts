import { registrationFieldChecks, type RegistrationLayout } from '@platform/contract/account/registration';
import type { FieldRules } from '@platform/contract/field-rules';

/** How a registration field is typed in. */
export type RegistrationInputKind = 'text' | 'password' | 'email' | 'mobile' | 'digits' | 'smsCode' | 'captcha';

export interface RegistrationField {
  field: string;
  required: boolean;
  kind: RegistrationInputKind;
}

/** The order fields appear in: the account first, then contact details, then codes. */
const fieldOrder = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'mobileNum',
  'verificationCode',
  'email',
  'whatsapp',
  'qqNum',
  'line',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
];

const kinds: Partial<Record<string, RegistrationInputKind>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  mobileNum: 'mobile',
  verificationCode: 'smsCode',
  email: 'email',
  whatsapp: 'digits',
  qqNum: 'digits',
  recommenderId: 'digits',
  captcha: 'captcha',
};

/**
 * The fields the register form shows under the merchant's settings (spec §5 Register): exactly the ones the
 * contract's validator checks, plus the password confirmation, each with its required flag.
 */
export function registrationFields(layout: RegistrationLayout, rules: FieldRules = {}): RegistrationField[] {
  const checks = registrationFieldChecks(layout, rules);
  const fields: RegistrationField[] = checks.map((check) => ({ field: check.field, required: check.required, kind: kinds[check.field] ?? 'text' }));
  fields.push({ field: 'confirmPassword', required: true, kind: 'password' });
  return fields.sort((first, second) => fieldOrder.indexOf(first.field) - fieldOrder.indexOf(second.field));
}
