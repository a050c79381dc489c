import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpVerificationMethod } from '@platform/contract/account/session';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorIcon, InfoIcon } from '../../../components/ui/icons.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { translationKey } from '../../../lib/translation-key.ts';
import type { LoginSite } from '../api/login.ts';
import { useLoginForm } from '../hooks/use-login-form.ts';
import type { LoginOutcome } from '../session-flow.ts';
import { AccountField, PasswordField } from './account-field.tsx';
import { CaptchaField, MobileField, SmsCodeField } from './code-fields.tsx';
import styles from './account-forms.module.css';

export interface LoginFormProps {
  site: LoginSite;
  /** Whether the merchant offers login by sms code (white-label MOBILE_CODE_LOGIN). */
  smsLogin?: boolean;
  onDone: (outcome: LoginOutcome) => void;
  /** Shown between the password and the submit button: the forgotten-password link, say. */
  extras?: ReactNode;
}

/** The login form of the login modal and the agent login page. */
export function LoginForm({ site, smsLogin = false, onDone, extras }: LoginFormProps) {
  const { t } = useTranslation();
  const state = useLoginForm({ site, onDone });
  const { form, type } = state;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void state.submit();
      }}
    >
      {smsLogin ? (
        <Tabs
          label={t('account.login.typeLabel')}
          value={type}
          onChange={state.setType}
          items={[
            { key: 'username', label: t('account.login.byUsername') },
            { key: 'sms', label: t('account.login.bySms') },
          ]}
        />
      ) : null}
      {type === 'username' ? (
        <>
          <AccountField label={t('account.fields.username')} autoComplete="username" required error={form.errors.username} {...form.bind('username')} />
          <PasswordField label={t('account.fields.password')} autoComplete="current-password" required error={form.errors.password} {...form.bind('password')} />
        </>
      ) : (
        <>
          <MobileField label={t('account.fields.mobileNum')} required error={form.errors.mobileNum} {...form.bind('mobileNum')} />
          <SmsCodeField
            label={t('account.fields.verificationCode')}
            required
            sender={state.sms}
            onSend={() => void state.sendCode()}
            error={form.errors.verificationCode}
            {...form.bind('verificationCode')}
          />
        </>
      )}
      {state.captchaShown ? (
        <CaptchaField label={t('account.fields.captcha')} required box={state.captcha} error={form.errors.captcha} {...form.bind('captcha')} />
      ) : null}
      {state.ipMethod ? <IpVerificationField method={state.ipMethod} error={form.errors.ipAnswer} {...form.bind('ipAnswer')} /> : null}
      <div className={styles.row}>
        {type === 'username' ? (
          <label className={styles.check}>
            <input type="checkbox" checked={state.remember} onChange={(event) => state.setRemember(event.target.checked)} />
            {t('account.login.remember')}
          </label>
        ) : (
          <span />
        )}
        {extras}
      </div>
      {state.formError ? (
        <p className={styles.alert} role="alert">
          <ErrorIcon size={16} className={styles.alertIcon} />
          {state.formError}
        </p>
      ) : null}
      <Button type="submit" size="large" block loading={state.submitting}>
        {t('account.login.submit')}
      </Button>
    </form>
  );
}

interface IpVerificationLook {
  noteKey: string;
  labelKey: string;
  input: { type: string; inputMode?: 'numeric' | 'email' | 'tel' };
}

/** How each extra check of a new address is asked for (spec §4 Login). */
const ipVerificationLooks: Record<IpVerificationMethod, IpVerificationLook> = {
  mobile: {
    noteKey: translationKey('account.ipVerification.notes.mobile'),
    labelKey: translationKey('account.ipVerification.labels.mobile'),
    input: { type: 'tel', inputMode: 'tel' },
  },
  verificationCode: {
    noteKey: translationKey('account.ipVerification.notes.verificationCode'),
    labelKey: translationKey('account.ipVerification.labels.verificationCode'),
    input: { type: 'text', inputMode: 'numeric' },
  },
  email: {
    noteKey: translationKey('account.ipVerification.notes.email'),
    labelKey: translationKey('account.ipVerification.labels.email'),
    input: { type: 'email', inputMode: 'email' },
  },
  bankAccountName: {
    noteKey: translationKey('account.ipVerification.notes.bankAccountName'),
    labelKey: translationKey('account.ipVerification.labels.bankAccountName'),
    input: { type: 'text' },
  },
  google: {
    noteKey: translationKey('account.ipVerification.notes.google'),
    labelKey: translationKey('account.ipVerification.labels.google'),
    input: { type: 'text', inputMode: 'numeric' },
  },
};

/** The extra check a login from a new address asks for, with a note saying why. */
function IpVerificationField({
  method,
  error,
  value,
  onChange,
}: {
  method: IpVerificationMethod;
  error?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation();
  const look = ipVerificationLooks[method];
  return (
    <>
      <p className={styles.notice} role="status">
        <InfoIcon size={16} className={styles.alertIcon} />
        {t(look.noteKey)}
      </p>
      <AccountField
        label={t(look.labelKey)}
        required
        autoComplete="off"
        error={error}
        value={value}
        onChange={onChange}
        {...look.input}
      />
    </>
  );
}
