import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldRuleFor, ruleOfField } from '@platform/contract/field-rules';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorIcon } from '../../../components/ui/icons.tsx';
import { bindEmail } from '../api/bind-email.ts';
import { bindMobile } from '../api/bind-mobile.ts';
import { changePaymentPassword } from '../api/change-payment-password.ts';
import { setPaymentPassword } from '../api/set-payment-password.ts';
import { merchantDialingCode } from '../dialing-code.ts';
import { useSecurityForm } from '../hooks/use-security-form.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import { translationKey } from '../../../lib/translation-key.ts';
import { messagesOfChecks } from '../value-checks.ts';
import { AccountField, PasswordField } from './account-field.tsx';
import { MobileField, SmsCodeField } from './code-fields.tsx';
import styles from './account-forms.module.css';

/** A password typed again to confirm an action is checked against the stored hash, not a rule. */
const typedPasswordRule = fieldRuleFor('any', 1, 128);
/** The current payment password is checked against its hash, not the rule. */
const typedPaymentPasswordRule = fieldRuleFor('any', 1, 64);

/** The frame of a security form: its fields, its failure and its submit button (the section's own button cancels). */
export function SecurityForm({
  onSubmit,
  error,
  submitting,
  submitLabel,
  children,
}: {
  onSubmit: () => Promise<void>;
  error: string | null;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <div className={styles.grid}>{children}</div>
      {error ? (
        <p className={styles.alert} role="alert">
          <ErrorIcon size={16} className={styles.alertIcon} />
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** Sets the payment password: the login password again, then the new payment password twice. */
export function SetPaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const state = useSecurityForm(
    { password: '', paymentPassword: '', confirmPaymentPassword: '' },
    {
      check: (values, { rules, language, named }) =>
        messagesOfChecks(
          [
            { field: 'password', value: values.password, rule: typedPasswordRule },
            { field: 'paymentPassword', value: values.paymentPassword, rule: ruleOfField('paymentPassword', rules) },
          ],
          [{ field: 'confirmPaymentPassword', value: values.confirmPaymentPassword, original: values.paymentPassword }],
          language,
          named,
        ),
      send: (values) => setPaymentPassword(trimmed(values)),
      doneKey: translationKey('account.security.paymentPassword.setDone'),
      onDone,
    },
  );
  const { form } = state;
  return (
    <SecurityForm onSubmit={state.submit} error={state.error} submitting={state.submitting} submitLabel={t('account.security.save')}>
      <PasswordField className={styles.wide} label={t('account.fields.loginPassword')} autoComplete="current-password" required error={form.errors.password} {...form.bind('password')} />
      <PasswordField label={t('account.fields.paymentPassword')} inputMode="numeric" autoComplete="off" required error={form.errors.paymentPassword} {...form.bind('paymentPassword')} />
      <PasswordField label={t('account.fields.confirmPaymentPassword')} inputMode="numeric" autoComplete="off" required error={form.errors.confirmPaymentPassword} {...form.bind('confirmPaymentPassword')} />
    </SecurityForm>
  );
}

/** Changes the payment password: the current one, then the new one twice. */
export function ChangePaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const state = useSecurityForm(
    { oldPaymentPassword: '', newPaymentPassword: '', confirmNewPaymentPassword: '' },
    {
      check: (values, { rules, language, named }) =>
        messagesOfChecks(
          [
            { field: 'oldPaymentPassword', value: values.oldPaymentPassword, rule: typedPaymentPasswordRule, wording: 'paymentPassword' },
            { field: 'newPaymentPassword', value: values.newPaymentPassword, rule: ruleOfField('paymentPassword', rules), wording: 'paymentPassword' },
          ],
          [{ field: 'confirmNewPaymentPassword', value: values.confirmNewPaymentPassword, original: values.newPaymentPassword }],
          language,
          named,
        ),
      send: (values) => changePaymentPassword(trimmed(values)),
      doneKey: translationKey('account.security.paymentPassword.changeDone'),
      onDone,
    },
  );
  const { form } = state;
  return (
    <SecurityForm onSubmit={state.submit} error={state.error} submitting={state.submitting} submitLabel={t('account.security.save')}>
      <PasswordField className={styles.wide} label={t('account.fields.oldPaymentPassword')} inputMode="numeric" autoComplete="off" required error={form.errors.oldPaymentPassword} {...form.bind('oldPaymentPassword')} />
      <PasswordField label={t('account.fields.newPaymentPassword')} inputMode="numeric" autoComplete="off" required error={form.errors.newPaymentPassword} {...form.bind('newPaymentPassword')} />
      <PasswordField label={t('account.fields.confirmPaymentPassword')} inputMode="numeric" autoComplete="off" required error={form.errors.confirmNewPaymentPassword} {...form.bind('confirmNewPaymentPassword')} />
    </SecurityForm>
  );
}

/** Binds a mobile number: the login password again, the number and the code sent to it. */
export function BindMobileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const state = useSecurityForm(
    { password: '', mobileNum: '', verificationCode: '' },
    {
      check: (values, { rules, language, named }) =>
        messagesOfChecks(
          [
            { field: 'password', value: values.password, rule: typedPasswordRule },
            { field: 'mobileNum', value: values.mobileNum, rule: ruleOfField('mobileNum', rules) },
            { field: 'verificationCode', value: values.verificationCode, rule: ruleOfField('verificationCode', rules) },
          ],
          [],
          language,
          named,
        ),
      send: (values) => bindMobile({ ...trimmed(values), countryDialingCode: merchantDialingCode }),
      doneKey: translationKey('account.security.mobile.done'),
      onDone,
    },
  );
  const sms = useSmsSender('bindMobile', state.rules);
  const { form } = state;
  const sendCode = async () => {
    const message = await sms.send(form.values.mobileNum);
    if (message) form.setErrors((current) => ({ ...current, mobileNum: message }));
  };
  return (
    <SecurityForm onSubmit={state.submit} error={state.error} submitting={state.submitting} submitLabel={t('account.security.bind')}>
      <PasswordField className={styles.wide} label={t('account.fields.loginPassword')} autoComplete="current-password" required error={form.errors.password} {...form.bind('password')} />
      <MobileField label={t('account.fields.mobileNum')} required error={form.errors.mobileNum} {...form.bind('mobileNum')} />
      <SmsCodeField label={t('account.fields.verificationCode')} required sender={sms} onSend={() => void sendCode()} error={form.errors.verificationCode} {...form.bind('verificationCode')} />
    </SecurityForm>
  );
}

/** Binds an e-mail address: the login password again and the address. */
export function BindEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const state = useSecurityForm(
    { password: '', email: '' },
    {
      check: (values, { rules, language, named }) =>
        messagesOfChecks(
          [
            { field: 'password', value: values.password, rule: typedPasswordRule },
            { field: 'email', value: values.email, rule: ruleOfField('email', rules) },
          ],
          [],
          language,
          named,
        ),
      send: (values) => bindEmail(trimmed(values)),
      doneKey: translationKey('account.security.email.done'),
      onDone,
    },
  );
  const { form } = state;
  return (
    <SecurityForm onSubmit={state.submit} error={state.error} submitting={state.submitting} submitLabel={t('account.security.bind')}>
      <PasswordField label={t('account.fields.loginPassword')} autoComplete="current-password" required error={form.errors.password} {...form.bind('password')} />
      <AccountField label={t('account.fields.email')} type="email" autoComplete="email" required error={form.errors.email} {...form.bind('email')} />
    </SecurityForm>
  );
}

/** Every value trimmed, as the server reads them. */
function trimmed<Values extends Record<string, string>>(values: Values): Values {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.trim()])) as Values;
}

