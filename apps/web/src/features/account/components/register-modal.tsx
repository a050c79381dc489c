import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RegistrationSettingsValue } from '@platform/contract/account/registration';
import { fieldRuleMessage, ruleOfField, type RuledField } from '@platform/contract/field-rules';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorScreen } from '../../../components/ui/error-screen.tsx';
import { ErrorIcon } from '../../../components/ui/icons.tsx';
import type { ModalBodyProps } from '../../../components/ui/modal/modal-host.tsx';
import { openModal } from '../../../components/ui/modal/modal-store.ts';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useRegistrationSettings } from '../api/get-registration-settings.ts';
import { fieldLabelKeys } from '../field-labels.ts';
import { useRegisterForm, type RegistrationValues } from '../hooks/use-register-form.ts';
import type { RegistrationField } from '../registration-form.ts';
import { AccountField, PasswordField } from './account-field.tsx';
import { CaptchaField, MobileField, SmsCodeField } from './code-fields.tsx';
import styles from './account-forms.module.css';

/** The register modal (spec §2, §4 Register): loads the registration settings, then shows their form. */
export default function RegisterModal({ props, close }: ModalBodyProps<'register'>) {
  const settings = useRegistrationSettings();
  if (settings.isPending) return <CentredSpinner />;
  if (settings.isError) return <ErrorScreen error={settings.error} onRetry={() => void settings.refetch()} compact />;
  return <RegisterForm settings={settings.data} referralCode={props.referralCode} close={close} />;
}

/** Rules worth showing before anyone types: the ones a person cannot guess. */
const hintedFields: readonly string[] = ['username', 'password', 'paymentPassword'];

function RegisterForm({ settings, referralCode, close }: { settings: RegistrationSettingsValue; referralCode?: string; close: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const state = useRegisterForm(settings, {
    referralCode,
    invitationError: t('invitation_code_error'),
    onDone: () => {
      close();
      void navigate(paths.home);
    },
  });
  const hintOf = (field: string) =>
    hintedFields.includes(field) ? fieldRuleMessage(ruleOfField(field as RuledField, settings.rules), { field, language: i18n.language }) : undefined;
  const openHelp = (tag: string) => openModal('helpCenter', { tag });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void state.submit();
      }}
    >
      {state.fields
        .filter(({ field }) => !(referralCode && field === 'affiliateCode'))
        .map((field) => (
          <RegistrationInput key={field.field} field={field} state={state} hint={hintOf(field.field)} />
        ))}
      {referralCode ? (
        <AccountField label={t('account.fields.affiliateCode')} value={referralCode} readOnly error={state.referralError ?? undefined} hint={t('account.register.referralLocked')} />
      ) : null}
      <div className={styles.field}>
        <label className={styles.check}>
          <input type="checkbox" checked={state.agreed} onChange={(event) => state.setAgreed(event.target.checked)} />
          <span>
            <Trans
              i18nKey="account.register.agreement"
              components={{
                terms: <button type="button" className={styles.inlineLink} onClick={() => openHelp('term')} />,
                privacy: <button type="button" className={styles.inlineLink} onClick={() => openHelp('privacy')} />,
              }}
            />
          </span>
        </label>
        {state.agreed ? null : (
          <span className={styles.error} role="alert">
            {t('account.register.agreementRequired')}
          </span>
        )}
      </div>
      {state.formError ? (
        <p className={styles.alert} role="alert">
          <ErrorIcon size={16} className={styles.alertIcon} />
          {state.formError}
        </p>
      ) : null}
      <Button type="submit" size="large" block loading={state.submitting} disabled={!state.agreed}>
        {t('account.register.submit')}
      </Button>
      <p className={styles.footer}>
        {t('account.register.haveAccount')}{' '}
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            close();
            openModal('login');
          }}
        >
          {t('nav.login')}
        </button>
      </p>
    </form>
  );
}

type RegisterState = ReturnType<typeof useRegisterForm>;

/** One field of the register form, in the input its kind needs. */
function RegistrationInput({ field, state, hint }: { field: RegistrationField; state: RegisterState; hint?: string }) {
  const { t } = useTranslation();
  const name = field.field as keyof RegistrationValues;
  const common = { label: t(fieldLabelKeys[name] ?? name), required: field.required, error: state.form.errors[name], hint, ...state.form.bind(name) };
  switch (field.kind) {
    case 'password':
      return <PasswordField autoComplete="new-password" {...common} />;
    case 'mobile':
      return <MobileField {...common} />;
    case 'smsCode':
      return <SmsCodeField sender={state.sms} onSend={() => void state.sendCode()} {...common} />;
    case 'captcha':
      return <CaptchaField box={state.captcha} {...common} />;
    case 'email':
      return <AccountField type="email" inputMode="email" autoComplete="email" {...common} />;
    case 'digits':
      return <AccountField inputMode="numeric" {...common} />;
    case 'text':
      return <AccountField autoComplete={name === 'username' ? 'username' : 'off'} {...common} />;
  }
}
