import { translationKey } from '../../lib/translation-key.ts';

/** The labels of the registration and profile fields of spec §3, by the field names the payloads use. */
export const fieldLabelKeys: Record<string, string> = {
  username: translationKey('account.fields.username'),
  password: translationKey('account.fields.password'),
  confirmPassword: translationKey('account.fields.confirmPassword'),
  paymentPassword: translationKey('account.fields.paymentPassword'),
  payeeName: translationKey('account.fields.payeeName'),
  mobileNum: translationKey('account.fields.mobileNum'),
  verificationCode: translationKey('account.fields.verificationCode'),
  email: translationKey('account.fields.email'),
  whatsapp: translationKey('account.fields.whatsapp'),
  qqNum: translationKey('account.fields.qqNum'),
  line: translationKey('account.fields.line'),
  facebook: translationKey('account.fields.facebook'),
  wechat: translationKey('account.fields.wechat'),
  idNumber: translationKey('account.fields.idNumber'),
  recommenderId: translationKey('account.fields.recommenderId'),
  affiliateCode: translationKey('account.fields.affiliateCode'),
  captcha: translationKey('account.fields.captcha'),
};
