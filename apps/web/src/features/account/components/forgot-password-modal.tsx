import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgotPasswordByEmailSchemaFor, forgotPasswordByPhoneSchemaFor } from '@platform/contract/account/password';
import { fieldRuleMessage, ruleOfField } from '@platform/contract/field-rules';
import { Button } from '../../../components/ui/button.tsx';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { ErrorIcon } from '../../../components/ui/icons.tsx';
import type { ModalBodyProps } from '../../../components/ui/modal/modal-host.tsx';
import { openModal } from '../../../components/ui/modal/modal-store.ts';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { escapeHtml } from '../../../lib/sanitize-html.ts';
import { forgotPasswordByEmail } from '../api/forgot-password-by-email.ts';
import { resetPasswordByLink } from '../api/reset-password-by-link.ts';
import { resetPasswordByPhone } from '../api/reset-password-by-phone.ts';
import { merchantDialingCode } from '../dialing-code.ts';
import { hasMessages, messagesOfParseError, messagesOfServerFields } from '../form-errors.ts';
import { useErrorTexts } from '../hooks/use-error-texts.ts';
import { useFieldRules } from '../hooks/use-field-rules.ts';
import { useFormValues } from '../hooks/use-form-values.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import { completeLogin } from '../session-flow.ts';
import { messagesOfChecks } from '../value-checks.ts';
import { AccountField, PasswordField } from './account-field.tsx';
import { MobileField, SmsCodeField } from './code-fields.tsx';
import styles from './account-forms.module.css';

type RecoveryRoute = 'email' | 'phone';

/** Forgot password (spec §4, §5): by e-mail (a link is sent) or by phone (sms code and new password, then logged in). */
export default function ForgotPasswordModal({ props, close }: ModalBodyProps<'forgotPassword'>) {
  const { t } = useTranslation();
  const [route, setRoute] = useState<RecoveryRoute>('phone');
  if (props.resetToken) return <ResetByLinkForm token={props.resetToken} close={close} />;
  return (
    <div className={styles.form}>
      <Tabs
        label={t('account.forgot.routeLabel')}
        value={route}
        onChange={setRoute}
        items={[
          { key: 'phone', label: t('account.forgot.byPhone') },
          { key: 'email', label: t('account.forgot.byEmail') },
        ]}
      />
      {route === 'email' ? <ByEmailForm close={close} /> : <ByPhoneForm close={close} />}
    </div>
  );
}

/** A form with its failure shown above the submit button. */
function RecoveryForm({ onSubmit, error, submitting, submitLabel, children }: { onSubmit: () => Promise<void>; error: string | null; submitting: boolean; submitLabel: string; children: ReactNode }) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      {error ? (
        <p className={styles.alert} role="alert">
          <ErrorIcon size={16} className={styles.alertIcon} />
          {error}
        </p>
      ) : null}
      <Button type="submit" size="large" block loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The e-mail route: username and e-mail; a confirmation, then the modal closes. */
function ByEmailForm({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const { describe, named, language } = useErrorTexts();
  const form = useFormValues({ username: '', email: '' });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    setError(null);
    const result = forgotPasswordByEmailSchemaFor(rules, { language }).safeParse(form.values);
    if (!result.success) return form.setErrors(messagesOfParseError(result.error, named));
    setSubmitting(true);
    try {
      await forgotPasswordByEmail(result.data);
      close();
      void showDialog({ icon: 'success', title: t('account.forgot.emailSentTitle'), html: escapeHtml(t('account.forgot.emailSent')) });
    } catch (failure) {
      setError(describe(failure));
    } finally {
      setSubmitting(false);
    }
    return undefined;
  };
  return (
    <RecoveryForm onSubmit={submit} error={error} submitting={submitting} submitLabel={t('account.forgot.sendLink')}>
      <p className={styles.hint}>{t('account.forgot.emailIntro')}</p>
      <AccountField label={t('account.fields.username')} autoComplete="username" required error={form.errors.username} {...form.bind('username')} />
      <AccountField label={t('account.fields.email')} type="email" autoComplete="email" required error={form.errors.email} {...form.bind('email')} />
    </RecoveryForm>
  );
}

/** The phone route: the code sent to the bound number and a new password; then logged in and sent to /. */
function ByPhoneForm({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rules = useFieldRules();
  const { describe, named, language } = useErrorTexts();
  const sms = useSmsSender('noLogin', rules);
  const form = useFormValues({ mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    setError(null);
    const result = forgotPasswordByPhoneSchemaFor(rules, { language }).safeParse({ ...form.values, countryDialingCode: merchantDialingCode });
    const confirmation = messagesOfChecks([], [{ field: 'confirmNewPassword', value: form.values.confirmNewPassword, original: form.values.newPassword }], language, named);
    if (!result.success || hasMessages(confirmation)) {
      return form.setErrors({ ...(result.success ? {} : messagesOfParseError(result.error, named)), ...confirmation });
    }
    setSubmitting(true);
    try {
      await completeLogin(await resetPasswordByPhone(result.data));
      close();
      void navigate(paths.home);
    } catch (failure) {
      if (isApiError(failure) && failure.fields.length > 0) form.setErrors(messagesOfServerFields(failure.fields, describe(failure), named));
      setError(describe(failure));
    } finally {
      setSubmitting(false);
    }
    return undefined;
  };
  const sendCode = async () => {
    const message = await sms.send(form.values.mobileNum);
    if (message) form.setErrors((current) => ({ ...current, mobileNum: message }));
  };
  return (
    <RecoveryForm onSubmit={submit} error={error} submitting={submitting} submitLabel={t('account.forgot.resetAndLogin')}>
      <p className={styles.hint}>{t('account.forgot.phoneIntro')}</p>
      <MobileField label={t('account.fields.mobileNum')} required error={form.errors.mobileNum} {...form.bind('mobileNum')} />
      <SmsCodeField label={t('account.fields.verificationCode')} required sender={sms} onSend={() => void sendCode()} error={form.errors.verificationCode} {...form.bind('verificationCode')} />
      <PasswordField
        label={t('account.fields.newPassword')}
        autoComplete="new-password"
        required
        hint={fieldRuleMessage(ruleOfField('password', rules), { field: 'newPassword', language })}
        error={form.errors.newPassword}
        {...form.bind('newPassword')}
      />
      <PasswordField label={t('account.fields.confirmPassword')} autoComplete="new-password" required error={form.errors.confirmNewPassword} {...form.bind('confirmNewPassword')} />
    </RecoveryForm>
  );
}

/** The page an e-mailed reset link opens: a new password twice, then the login. */
function ResetByLinkForm({ token, close }: { token: string; close: () => void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const { describe, named, language } = useErrorTexts();
  const form = useFormValues({ newPassword: '', confirmNewPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    setError(null);
    const messages = messagesOfChecks(
      [{ field: 'newPassword', value: form.values.newPassword, rule: ruleOfField('password', rules) }],
      [{ field: 'confirmNewPassword', value: form.values.confirmNewPassword, original: form.values.newPassword }],
      language,
      named,
    );
    if (hasMessages(messages)) return form.setErrors(messages);
    setSubmitting(true);
    try {
      await resetPasswordByLink({ token, newPassword: form.values.newPassword.trim(), confirmNewPassword: form.values.confirmNewPassword.trim() });
      close();
      await showDialog({ icon: 'success', title: t('account.forgot.resetDone') });
      openModal('login');
    } catch (failure) {
      setError(describe(failure));
    } finally {
      setSubmitting(false);
    }
    return undefined;
  };
  return (
    <RecoveryForm onSubmit={submit} error={error} submitting={submitting} submitLabel={t('account.forgot.setPassword')}>
      <PasswordField
        label={t('account.fields.newPassword')}
        autoComplete="new-password"
        required
        hint={fieldRuleMessage(ruleOfField('password', rules), { field: 'newPassword', language })}
        error={form.errors.newPassword}
        {...form.bind('newPassword')}
      />
      <PasswordField label={t('account.fields.confirmPassword')} autoComplete="new-password" required error={form.errors.confirmNewPassword} {...form.bind('confirmNewPassword')} />
    </RecoveryForm>
  );
}
