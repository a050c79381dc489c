import { describe, expect, it } from 'vitest';
import { defaultRegisterRules, fieldRuleFor, fieldRuleMessage } from '../field-rules.ts';
import { fieldErrorsOf } from './field-checks.ts';
import {
  affiliateCheckQuerySchema,
  registrationFieldChecks,
  registrationSchemaFor,
  registrationSettingFields,
  registrationSettingsValueSchema,
  type RegistrationFieldSetting,
  type RegistrationLayout,
} from './registration.ts';

function layoutWith(registerType: 'username' | 'mobile', setting: RegistrationFieldSetting): RegistrationLayout {
  const fields = Object.fromEntries(registrationSettingFields.map((field) => [field, { ...setting }]));
  return { registerType, fields: fields as RegistrationLayout['fields'] };
}

const everythingRequired = layoutWith('username', { show: true, required: true });
const everythingOptional = layoutWith('username', { show: true, required: false });
const nothingShown = layoutWith('username', { show: false, required: false });

const fullRegistration = {
  username: ' demo01 ',
  password: 'Pass1234',
  confirmPassword: 'Pass1234',
  payeeName: 'João da Silva',
  qqNum: '123456',
  line: 'line.joao',
  whatsapp: '5511987654321',
  facebook: 'joao.silva',
  wechat: 'wx_joao',
  idNumber: 'AB123456',
  email: 'joao@example.com',
  recommenderId: '1001',
  affiliateCode: 'AFF2024',
  captcha: 'x7k2',
  captchaId: 'captcha-1',
  paymentPassword: '123456',
  mobileNum: '11987654321',
  verificationCode: '123456',
  countryDialingCode: '55',
  privacyAgreement: true,
  referralCode: 'ref-1',
  domain: 'Demo.Example.com',
  registerUrl: 'https://demo.example.com/register',
  login: true,
};

function errorsOf(layout: RegistrationLayout, input: unknown, language?: string) {
  const result = registrationSchemaFor(layout, {}, { language }).safeParse(input);
  return result.success ? [] : fieldErrorsOf(result.error);
}

describe('registrationSchemaFor', () => {
  it('accepts a full registration and sends it trimmed, with the web register method', () => {
    const result = registrationSchemaFor(everythingRequired).parse(fullRegistration);
    expect(result).toMatchObject({
      username: 'demo01',
      payeeName: 'João da Silva',
      domain: 'demo.example.com',
      registerMethod: 'WEB',
      privacyAgreement: true,
      login: true,
    });
  });

  it.each(registrationFieldChecks(everythingRequired).map((check) => check.field))(
    'reports %s as required when it is missing',
    (field) => {
      const input: Record<string, unknown> = { ...fullRegistration };
      delete input[field];
      const rule = registrationFieldChecks(everythingRequired).find((check) => check.field === field)?.rule;
      expect(errorsOf(everythingRequired, input)).toContainEqual({
        field,
        rule: 'required',
        message: fieldRuleMessage(rule ?? defaultRegisterRules.username, { field }),
      });
    },
  );

  it('lets optional fields stay empty and leaves them out of the request', () => {
    const input = { ...fullRegistration, payeeName: '', qqNum: '  ', email: undefined, line: null };
    const result = registrationSchemaFor(everythingOptional).parse(input);
    expect(result).not.toHaveProperty('payeeName');
    expect(result).not.toHaveProperty('qqNum');
    expect(result).not.toHaveProperty('email');
    expect(result).not.toHaveProperty('line');
  });

  it('still checks an optional field that is filled in', () => {
    const errors = errorsOf(everythingOptional, { ...fullRegistration, qqNum: '12ab', email: 'not-an-email' });
    expect(errors.map((error) => [error.field, error.rule])).toEqual([
      ['qqNum', 'length'],
      ['email', 'pattern'],
    ]);
  });

  it('ignores and drops the fields the settings hide, whatever they hold', () => {
    const input = { ...fullRegistration, payeeName: '<script>', qqNum: 12, email: 'bad', paymentPassword: 'x', captcha: null };
    const result = registrationSchemaFor(nothingShown).parse(input);
    for (const hidden of ['payeeName', 'qqNum', 'email', 'paymentPassword', 'captcha', 'captchaId', 'mobileNum', 'verificationCode']) {
      expect(result).not.toHaveProperty(hidden);
    }
    expect(result).toMatchObject({ username: 'demo01', password: 'Pass1234' });
  });

  it('gives inconsistent_twice when the confirmation differs from the password', () => {
    expect(errorsOf(nothingShown, { ...fullRegistration, confirmPassword: 'Pass12345' })).toEqual([
      { field: 'confirmPassword', rule: 'inconsistent_twice', message: 'Incorrect confirmation input' },
    ]);
    expect(errorsOf(nothingShown, { ...fullRegistration, confirmPassword: undefined }, 'pt')).toEqual([
      { field: 'confirmPassword', rule: 'inconsistent_twice', message: 'A confirmação não corresponde' },
    ]);
  });

  it('refuses oversize strings by length, for ruled fields and pass-through fields alike', () => {
    const huge = 'a'.repeat(100_000);
    const ruled = errorsOf(everythingRequired, { ...fullRegistration, username: huge, confirmPassword: huge, password: huge });
    expect(ruled).toContainEqual(expect.objectContaining({ field: 'username', rule: 'length' }));
    expect(ruled).toContainEqual(expect.objectContaining({ field: 'password', rule: 'length' }));
    const extras = errorsOf(nothingShown, { ...fullRegistration, registerUrl: huge, referralCode: huge });
    expect(extras).toContainEqual(expect.objectContaining({ field: 'registerUrl', rule: 'length' }));
    expect(extras).toContainEqual(expect.objectContaining({ field: 'referralCode', rule: 'length' }));
  });

  it('needs the privacy agreement ticked', () => {
    for (const privacyAgreement of [false, undefined, 'true']) {
      const errors = errorsOf(nothingShown, { ...fullRegistration, privacyAgreement });
      expect(errors.map((error) => error.field)).toContain('privacyAgreement');
    }
    expect(errorsOf(nothingShown, { ...fullRegistration, privacyAgreement: false })).toEqual([
      {
        field: 'privacyAgreement',
        rule: 'agreement',
        message: 'Please confirm that you are at least 18 years old and agree to the terms and privacy policy',
      },
    ]);
  });

  it('requires the mobile number for a mobile registration even when the field is not flagged', () => {
    const mobileLayout = layoutWith('mobile', { show: false, required: false });
    expect(errorsOf(mobileLayout, { ...fullRegistration, mobileNum: '' })).toContainEqual(
      expect.objectContaining({ field: 'mobileNum', rule: 'required' }),
    );
    expect(registrationSchemaFor(mobileLayout).parse(fullRegistration).mobileNum).toBe('11987654321');
  });

  it('requires a mobile number and a code when sms verification is on', () => {
    const layout = layoutWith('username', { show: false, required: false });
    layout.fields.smsVerification = { show: true, required: false };
    const errors = errorsOf(layout, { ...fullRegistration, mobileNum: '', verificationCode: '12345' });
    expect(errors.map((error) => [error.field, error.rule])).toEqual([
      ['mobileNum', 'required'],
      ['verificationCode', 'length'],
    ]);
  });

  it('requires a shown payment password even when its flag says optional', () => {
    const layout = layoutWith('username', { show: false, required: false });
    layout.fields.paymentPassword = { show: true, required: false };
    expect(errorsOf(layout, { ...fullRegistration, paymentPassword: '' })).toContainEqual(
      expect.objectContaining({ field: 'paymentPassword', rule: 'required' }),
    );
  });

  it('asks the captcha id along with a shown captcha', () => {
    const errors = errorsOf(everythingRequired, { ...fullRegistration, captchaId: ' ' });
    expect(errors).toEqual([{ field: 'captchaId', rule: 'required', message: 'Please complete verification first' }]);
  });

  it('applies the rules the server configures instead of the defaults', () => {
    const rules = { username: fieldRuleFor('digits', 3, 5) };
    const result = registrationSchemaFor(nothingShown, rules).safeParse(fullRegistration);
    expect(result.success ? [] : fieldErrorsOf(result.error)).toEqual([
      { field: 'username', rule: 'length', message: 'Please fill in your username with 3 - 5 digits' },
    ]);
  });

  it('reports every broken field at once, in Portuguese when asked', () => {
    const input = { ...fullRegistration, username: '1abcdef', password: 'abcdefgh', confirmPassword: 'abcdefgh', email: 'x' };
    const errors = errorsOf(everythingRequired, input, 'pt');
    expect(errors.map((error) => [error.field, error.rule])).toEqual([
      ['username', 'pattern'],
      ['password', 'pattern'],
      ['email', 'length'],
    ]);
    expect(errors[0]?.message).toBe(
      'Preencha seu nome de usuário com 6 a 16 caracteres: primeiro uma letra, depois letras e dígitos',
    );
  });

  it('reports a value of the wrong type as a type error on its field', () => {
    expect(errorsOf(nothingShown, { ...fullRegistration, username: 42 })).toContainEqual(
      expect.objectContaining({ field: 'username', rule: 'type' }),
    );
  });
});

describe('registration settings and affiliate check', () => {
  it('parses the settings value and insists on a setting for every switchable field', () => {
    const value = { ...everythingOptional, rules: { username: defaultRegisterRules.username } };
    expect(registrationSettingsValueSchema.parse(value).fields.smsVerification).toEqual({ show: true, required: false });
    const { payeeName: _payeeName, ...fieldsWithoutPayeeName } = everythingOptional.fields;
    expect(registrationSettingsValueSchema.safeParse({ ...value, fields: fieldsWithoutPayeeName }).success).toBe(false);
  });

  it('checks the invitation code query', () => {
    expect(affiliateCheckQuerySchema.parse({ code: ' AFF2024 ', domain: 'Demo.Example.com' })).toEqual({
      code: 'AFF2024',
      domain: 'demo.example.com',
    });
    expect(affiliateCheckQuerySchema.safeParse({ code: "AFF' OR 1=1", domain: 'demo.example.com' }).success).toBe(false);
    expect(affiliateCheckQuerySchema.safeParse({ code: 'AFF2024', domain: '' }).success).toBe(false);
  });
});
