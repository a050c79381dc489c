import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginRequestSchemaFor, type IpVerificationMethod, type LoginRequest, type LoginType } from '@platform/contract/account/session';
import { ruleOfField, validateField } from '@platform/contract/field-rules';
import { hideLoader, showLoader } from '../../../components/ui/loader-store.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { login, loginRefusalOf, type LoginSite } from '../api/login.ts';
import { merchantDialingCode } from '../dialing-code.ts';
import { messagesOfParseError, messagesOfServerFields, type FieldMessages } from '../form-errors.ts';
import { completeLogin, type LoginOutcome } from '../session-flow.ts';
import { rememberedLoginStore } from '../store/remembered-login-store.ts';
import { useCaptcha } from './use-captcha.ts';
import { useErrorTexts } from './use-error-texts.ts';
import { useFieldRules } from './use-field-rules.ts';
import { useFormValues } from './use-form-values.ts';
import { useProofOfWork } from './use-proof-of-work.ts';
import { useSmsSender } from './use-sms-sender.ts';

export interface LoginFormOptions {
  site: LoginSite;
  onDone: (outcome: LoginOutcome) => void;
}

/**
 * The state and steps of the login form (spec §4 Login, §5 Login): trimmed and checked fields, the captcha
 * box once a refusal flags it, the extra check of a new address, the proof of work, remember-me (the account name).
 */
export function useLoginForm({ site, onDone }: LoginFormOptions) {
  const { t } = useTranslation();
  const { describe, named, language } = useErrorTexts();
  const rules = useFieldRules();
  const remembered = useMemo(() => rememberedLoginStore.recall(), []);
  const form = useFormValues({
    username: remembered?.username ?? '',
    password: '',
    mobileNum: '',
    verificationCode: '',
    captcha: '',
    ipAnswer: '',
  });
  const [type, setType] = useState<LoginType>('username');
  const [remember, setRemember] = useState(remembered !== null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [ipMethod, setIpMethod] = useState<IpVerificationMethod | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const sms = useSmsSender('noLogin', rules);
  const proofOfWork = useProofOfWork();
  const { values } = form;

  /** Checks the form; answers the request to send, or null after showing what is wrong. */
  function parse(): LoginRequest | null {
    const extra: FieldMessages = {};
    if (captchaShown) {
      const failure = validateField(values.captcha, ruleOfField('captcha', rules), { field: 'captcha', language });
      if (failure) extra.captcha = failure.message;
    }
    if (ipMethod && values.ipAnswer.trim() === '') extra.ipAnswer = t('account.ipVerification.required');
    const result = loginRequestSchemaFor(rules, { language }).safeParse({
      type,
      username: values.username,
      password: values.password,
      mobileNum: values.mobileNum,
      verificationCode: values.verificationCode,
      countryDialingCode: type === 'sms' ? merchantDialingCode : undefined,
      captcha: captchaShown ? values.captcha : undefined,
      captchaId: captchaShown ? captcha.captcha?.captchaId : undefined,
      ipVerification: ipMethod && values.ipAnswer.trim() ? { method: ipMethod, answer: values.ipAnswer } : undefined,
    });
    const messages = { ...(result.success ? {} : messagesOfParseError(result.error, named)), ...extra };
    form.setErrors(messages);
    return result.success && Object.keys(extra).length === 0 ? result.data : null;
  }

  /** Remembers the account name only; the browser's password manager offers to keep the password. */
  function keepOrForgetCredentials(request: LoginRequest): void {
    if (request.type !== 'username') return;
    if (remember) rememberedLoginStore.remember({ username: request.username ?? '' });
    else rememberedLoginStore.forget();
  }

  function showFailure(error: unknown): void {
    const refusal = loginRefusalOf(error);
    // A captcha is spent by every check, right or wrong, so a shown box always gets a new image.
    if (captchaShown) captcha.refresh();
    if (captchaShown || refusal?.captcha) {
      setCaptchaShown(true);
      form.setValue('captcha', '');
    }
    if (refusal?.ipVerificationRequired) setIpMethod(refusal.ipVerificationRequired);
    if (isApiError(error) && error.fields.length > 0) form.setErrors(messagesOfServerFields(error.fields, describe(error), named));
    setFormError(isApiError(error) && error.code === 'ip_verification_required' ? null : describe(error));
  }

  async function submit(): Promise<void> {
    setFormError(null);
    const request = parse();
    if (!request || submitting) return;
    setSubmitting(true);
    showLoader();
    try {
      const altcha = await proofOfWork.take();
      const value = await login({ ...request, altcha, site });
      keepOrForgetCredentials(request);
      onDone(await completeLogin(value, { typedPassword: request.type === 'username' ? request.password : undefined }));
    } catch (error) {
      showFailure(error);
    } finally {
      hideLoader();
      setSubmitting(false);
    }
  }

  async function sendCode(): Promise<void> {
    const message = await sms.send(values.mobileNum);
    if (message) form.setErrors((current) => ({ ...current, mobileNum: message }));
  }

  return { form, type, setType, remember, setRemember, captchaShown, captcha, ipMethod, formError, submitting, sms, submit, sendCode };
}
