import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { staffLoginCodeSchema, type StaffLoginChallenge, type StaffSessionStart } from '@platform/contract/staff/staff';
import { describeError } from '../../../lib/error-text.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { finishLogin } from '../api/login.ts';
import styles from './login-page.module.css';

const codeSchema = staffLoginCodeSchema.pick({ code: true });
type CodeForm = { code: string };

interface CodeStepProps {
  challenge: StaffLoginChallenge;
  onSession: (start: StaffSessionStart) => void;
  onRestart: () => void;
}

/** The authenticator's code; on a first login, the QR code and secret to add the account to an authenticator. */
export function CodeStep({ challenge, onSession, onRestart }: CodeStepProps) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<{ text: string; expired: boolean } | null>(null);
  const form = useForm<CodeForm>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const enrolling = challenge.step === 'enrol';

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      onSession(await finishLogin({ ticket: challenge.ticket, code }));
    } catch (error) {
      setFailure({ text: describeError(error, t, (key) => i18n.exists(key)), expired: isApiError(error) && error.code === 'staff_ticket_expired' });
      form.setValue('code', '');
      form.setFocus('code');
    }
  });

  return (
    <div className={enrolling ? styles.enrol : undefined}>
      {enrolling && challenge.otpauthUrl && <Enrolment otpauthUrl={challenge.otpauthUrl} secret={challenge.secret ?? ''} />}
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        {enrolling && <p className="muted">{t('login.enrolConfirm')}</p>}
        <label className="field">
          <span>{t(enrolling ? 'login.firstCode' : 'login.code')}</span>
          <input
            className="code-input"
            inputMode="text"
            autoComplete="one-time-code"
            autoFocus
            spellCheck={false}
            placeholder="000000"
            aria-invalid={errors.code ? true : undefined}
            {...form.register('code')}
          />
          {errors.code && <small className="field-error">{t('login.codeInvalid')}</small>}
          {!enrolling && <small className="muted">{t('login.backupHint')}</small>}
        </label>
        {failure && (
          <p className="notice notice-danger" role="alert">
            {failure.text}
          </p>
        )}
        <div className="button-row">
          <button type="button" className="button" onClick={onRestart}>
            {t('login.startAgain')}
          </button>
          <button type="submit" className="button button-primary" disabled={isSubmitting || failure?.expired === true}>
            {isSubmitting ? t('common.wait') : t('login.confirm')}
          </button>
        </div>
      </form>
    </div>
  );
}

/** The QR code an authenticator app reads, and the same secret as text for typing it in. */
function Enrolment({ otpauthUrl, secret }: { otpauthUrl: string; secret: string }) {
  const { t } = useTranslation();
  const [picture, setPicture] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200, errorCorrectionLevel: 'M' })
      .then((url) => current && setPicture(url))
      .catch(() => current && setPicture(null));
    return () => {
      current = false;
    };
  }, [otpauthUrl]);
  const grouped = secret.replace(/(.{4})/g, '$1 ').trim();

  return (
    <div className={styles.enrolment}>
      <p className="muted">{t('login.enrolIntro')}</p>
      <div className={styles.qr}>{picture ? <img src={picture} width={200} height={200} alt={t('login.qrAlt')} /> : null}</div>
      <div className="field">
        <span>{t('login.secret')}</span>
        <code className={styles.secret} data-secret={secret}>
          {grouped}
        </code>
      </div>
    </div>
  );
}
