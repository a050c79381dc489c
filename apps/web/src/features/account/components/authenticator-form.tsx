import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldRuleFor } from '@platform/contract/field-rules';
import { confirmAuthenticator } from '../api/confirm-authenticator.ts';
import { startAuthenticator, type AuthenticatorStart } from '../api/start-authenticator.ts';
import { useSecurityForm } from '../hooks/use-security-form.ts';
import { translationKey } from '../../../lib/translation-key.ts';
import { messagesOfChecks } from '../value-checks.ts';
import { AccountField, PasswordField } from './account-field.tsx';
import { SecurityForm } from './security-forms.tsx';
import styles from './security-center.module.css';

const typedPasswordRule = fieldRuleFor('any', 1, 128);
/** Authenticator apps show six digits. */
const authenticatorCodeRule = fieldRuleFor('digits', 6, 6);

/**
 * Binding an authenticator app: the login password again, then a QR code (and the secret, for apps that
 * cannot scan), and the first code from the app, which turns the authenticator on.
 */
export function AuthenticatorForm({ onDone }: { onDone: () => void }) {
  const [started, setStarted] = useState<AuthenticatorStart | null>(null);
  if (!started) return <StartStep onStarted={setStarted} />;
  return <ConfirmStep started={started} onDone={onDone} />;
}

function StartStep({ onStarted }: { onStarted: (started: AuthenticatorStart) => void }) {
  const { t } = useTranslation();
  const result = useRef<AuthenticatorStart | null>(null);
  const state = useSecurityForm(
    { password: '' },
    {
      check: (values, { language, named }) => messagesOfChecks([{ field: 'password', value: values.password, rule: typedPasswordRule }], [], language, named),
      send: async (values) => {
        result.current = await startAuthenticator(values.password.trim());
      },
      onDone: () => {
        if (result.current) onStarted(result.current);
      },
    },
  );
  return (
    <SecurityForm onSubmit={state.submit} error={state.error} submitting={state.submitting} submitLabel={t('account.security.authenticator.start')}>
      <PasswordField label={t('account.fields.loginPassword')} autoComplete="current-password" required error={state.form.errors.password} {...state.form.bind('password')} />
    </SecurityForm>
  );
}

function ConfirmStep({ started, onDone }: { started: AuthenticatorStart; onDone: () => void }) {
  const { t } = useTranslation();
  const state = useSecurityForm(
    { code: '' },
    {
      check: (values, { language, named }) => messagesOfChecks([{ field: 'code', value: values.code, rule: authenticatorCodeRule, wording: 'verificationCode' }], [], language, named),
      send: (values) => confirmAuthenticator(values.code.trim()),
      doneKey: translationKey('account.security.authenticator.done'),
      onDone,
    },
  );
  return (
    <div className={styles.authenticator}>
      <img className={styles.qr} src={started.qrCode} alt={t('account.security.authenticator.qrAlt')} width={168} height={168} />
      <div className={styles.authenticatorSteps}>
        <p>{t('account.security.authenticator.scan')}</p>
        <p className={styles.secretLabel}>{t('account.security.authenticator.secret')}</p>
        <code className={styles.secret} data-testid="authenticator-secret">
          {started.secret}
        </code>
        <SecurityForm onSubmit={state.submit} error={state.error} submitting={state.submitting} submitLabel={t('account.security.authenticator.confirm')}>
          <AccountField
            label={t('account.security.authenticator.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={state.form.errors.code}
            {...state.form.bind('code')}
          />
        </SecurityForm>
      </div>
    </div>
  );
}
