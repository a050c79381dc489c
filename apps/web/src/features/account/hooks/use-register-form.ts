import { useEffect, useState } from 'react';
import { registrationSchemaFor, type RegistrationSettingsValue } from '@platform/contract/account/registration';
import { isApiError } from '../../../lib/api-error.ts';
import { checkAffiliateCode } from '../api/check-affiliate-code.ts';
import { register } from '../api/register.ts';
import { merchantDialingCode } from '../dialing-code.ts';
import { messagesOfParseError, messagesOfServerFields, type FieldMessages } from '../form-errors.ts';
import { registrationFields } from '../registration-form.ts';
import { completeLogin } from '../session-flow.ts';
import { useCaptcha } from './use-captcha.ts';
import { useErrorTexts } from './use-error-texts.ts';
import { useFormValues } from './use-form-values.ts';
import { useProofOfWork } from './use-proof-of-work.ts';
import { useSmsSender } from './use-sms-sender.ts';

const emptyValues = {
  username: '',
  password: '',
  confirmPassword: '',
  paymentPassword: '',
  payeeName: '',
  mobileNum: '',
  verificationCode: '',
  email: '',
  whatsapp: '',
  qqNum: '',
  line: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  recommenderId: '',
  affiliateCode: '',
  captcha: '',
};
export type RegistrationValues = typeof emptyValues;

/** An invitation code that fails the check shows the spec's invitation_code_error text (spec §8). */
function isInvitationRefusal(error: unknown): boolean {
  return isApiError(error) && (error.code === 'invitation_code_error' || error.status === 400);
}

/**
 * The register form (spec §4 Register, §5 Register): the fields the settings show, checked by the contract's
 * validator with the server's rules, the invitation code checked by a call, then the sealed registration,
 * which logs the new member in.
 */
export function useRegisterForm(settings: RegistrationSettingsValue, options: { referralCode?: string; invitationError: string; onDone: () => void }) {
  const { describe, named, language } = useErrorTexts();
  const fields = registrationFields(settings, settings.rules);
  const shows = (field: string) => fields.some((candidate) => candidate.field === field);
  const form = useFormValues(emptyValues);
  const [agreed, setAgreed] = useState(true);
  const [referralError, setReferralError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha(shows('captcha'));
  const sms = useSmsSender('register', settings.rules);
  const proofOfWork = useProofOfWork();
  const { referralCode, invitationError } = options;

  useEffect(() => {
    if (!referralCode) return undefined;
    const controller = new AbortController();
    checkAffiliateCode(referralCode, window.location.host, controller.signal).catch((error: unknown) => {
      if (!controller.signal.aborted && isInvitationRefusal(error)) setReferralError(invitationError);
    });
    return () => controller.abort();
  }, [referralCode, invitationError]);

  function parse() {
    const shown = Object.fromEntries(fields.map(({ field }) => [field, form.values[field as keyof RegistrationValues]]));
    const result = registrationSchemaFor(settings, settings.rules, { language }).safeParse({
      ...shown,
      captchaId: shows('captcha') ? captcha.captcha?.captchaId : undefined,
      countryDialingCode: shows('mobileNum') ? merchantDialingCode : undefined,
      referralCode: referralCode || undefined,
      domain: window.location.host,
      registerUrl: window.location.href,
      login: true,
      privacyAgreement: agreed,
    });
    if (result.success) return result.data;
    const messages: FieldMessages = messagesOfParseError(result.error, named);
    form.setErrors({ ...messages, captcha: messages.captcha ?? messages.captchaId });
    return null;
  }

  /** An entered invitation code must name an agent; answers whether it does (or none was entered). */
  async function invitationCodeAccepted(code: string | undefined): Promise<boolean> {
    if (!code) return true;
    try {
      await checkAffiliateCode(code, window.location.host);
      return true;
    } catch (error) {
      if (!isInvitationRefusal(error)) throw error;
      form.setErrors((current) => ({ ...current, affiliateCode: invitationError }));
      return false;
    }
  }

  async function submit(): Promise<void> {
    setFormError(null);
    const request = parse();
    if (!request || submitting) return;
    setSubmitting(true);
    try {
      if (!(await invitationCodeAccepted(request.affiliateCode))) return;
      const altcha = await proofOfWork.take();
      await completeLogin(await register({ registerType: settings.registerType, request, altcha }));
      options.onDone();
    } catch (error) {
      if (shows('captcha')) {
        captcha.refresh();
        form.setValue('captcha', '');
      }
      if (isApiError(error) && error.fields.length > 0) form.setErrors(messagesOfServerFields(error.fields, describe(error), named));
      setFormError(describe(error));
    } finally {
      setSubmitting(false);
    }
  }

  async function sendCode(): Promise<void> {
    const message = await sms.send(form.values.mobileNum);
    if (message) form.setErrors((current) => ({ ...current, mobileNum: message }));
  }

  return { fields, form, agreed, setAgreed, referralError, formError, submitting, captcha, sms, submit, sendCode };
}
