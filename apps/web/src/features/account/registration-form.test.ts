import { describe, expect, it } from 'vitest';
import type { RegistrationLayout } from '@platform/contract/account/registration';
import { registrationFields } from './registration-form.ts';

const hidden = { show: false, required: false };
const optional = { show: true, required: false };
const required = { show: true, required: true };

/** The demo merchant's settings as GET /wps/system/setting/register sends them. */
const demoLayout: RegistrationLayout = {
  registerType: 'username',
  fields: {
    payeeName: hidden,
    qqNum: hidden,
    line: hidden,
    whatsapp: optional,
    facebook: hidden,
    wechat: hidden,
    idNumber: hidden,
    email: optional,
    recommenderId: hidden,
    affiliateCode: optional,
    captcha: required,
    paymentPassword: hidden,
    mobileNum: optional,
    smsVerification: hidden,
  },
};

const summary = (layout: RegistrationLayout) => registrationFields(layout).map(({ field, required: isRequired }) => `${field}${isRequired ? '*' : ''}`);

describe('registration fields', () => {
  it('shows exactly the fields the settings enable, in a fixed order, with their required flags', () => {
    expect(summary(demoLayout)).toEqual(['username*', 'password*', 'confirmPassword*', 'mobileNum', 'email', 'whatsapp', 'affiliateCode', 'captcha*']);
  });

  it('asks for the mobile number and the sms code when sms verification is on', () => {
    const layout = { ...demoLayout, fields: { ...demoLayout.fields, mobileNum: hidden, smsVerification: required } };
    expect(summary(layout)).toEqual(['username*', 'password*', 'confirmPassword*', 'mobileNum*', 'verificationCode*', 'email', 'whatsapp', 'affiliateCode', 'captcha*']);
  });

  it('requires the mobile number for a mobile registration and a payment password whenever it shows', () => {
    const layout: RegistrationLayout = { registerType: 'mobile', fields: { ...demoLayout.fields, paymentPassword: optional, payeeName: required } };
    const fields = registrationFields(layout);
    expect(summary(layout).slice(0, 6)).toEqual(['username*', 'password*', 'confirmPassword*', 'paymentPassword*', 'payeeName*', 'mobileNum*']);
    expect(fields.find((field) => field.field === 'paymentPassword')?.kind).toBe('password');
    expect(fields.find((field) => field.field === 'mobileNum')?.kind).toBe('mobile');
  });
});
