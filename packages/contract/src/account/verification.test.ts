import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-checks.ts';
import { captchaValueSchema, smsCodeRequestSchemaFor, smsCodeValueSchema } from './verification.ts';

describe('sms code request', () => {
  it('validates the mobile number before a code is sent, under the name each call uses', () => {
    const login = smsCodeRequestSchemaFor('mobileNum');
    expect(login.parse({ mobileNum: ' 11987654321 ', countryDialingCode: '55' })).toEqual({
      mobileNum: '11987654321',
      countryDialingCode: '55',
    });
    const registration = smsCodeRequestSchemaFor('mobileNo', {}, { language: 'pt' });
    expect(registration.parse({ mobileNo: '11987654321', countryDialingCode: '+55' })).toEqual({
      mobileNo: '11987654321',
      countryDialingCode: '+55',
    });
    const refused = registration.safeParse({ mobileNo: '119876', countryDialingCode: '55' });
    expect(refused.success ? [] : fieldErrorsOf(refused.error)).toEqual([
      { field: 'mobileNo', rule: 'length', message: 'Preencha seu número de celular com 10 a 11 dígitos' },
    ]);
  });

  it('needs a dialing code', () => {
    const result = smsCodeRequestSchemaFor('mobileNum').safeParse({ mobileNum: '11987654321' });
    expect(result.success ? [] : fieldErrorsOf(result.error).map((error) => error.field)).toEqual(['countryDialingCode']);
  });

  it('reads a code lifetime of at most ten minutes', () => {
    expect(smsCodeValueSchema.parse({ expiredMinutes: 5 })).toEqual({ expiredMinutes: 5 });
    expect(smsCodeValueSchema.safeParse({ expiredMinutes: 11 }).success).toBe(false);
    expect(smsCodeValueSchema.safeParse({ expiredMinutes: 1.5 }).success).toBe(false);
  });
});

describe('captcha value', () => {
  it('accepts an image data URL and nothing that could run', () => {
    expect(captchaValueSchema.safeParse({ captchaId: 'c1', image: 'data:image/png;base64,iVBORw0KGgo=' }).success).toBe(true);
    expect(captchaValueSchema.safeParse({ captchaId: 'c1', image: 'javascript:alert(1)' }).success).toBe(false);
    expect(captchaValueSchema.safeParse({ captchaId: 'c1', image: 'data:text/html;base64,PHNjcmlwdD4=' }).success).toBe(false);
    expect(captchaValueSchema.safeParse({ captchaId: '', image: 'data:image/png;base64,iVBORw0KGgo=' }).success).toBe(false);
  });
});
