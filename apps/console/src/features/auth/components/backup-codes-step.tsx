import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login-page.module.css';

/** The backup codes, shown once after enrolment; the console opens only after the staff member says they kept them. */
export function BackupCodesStep({ codes, onConfirmed }: { codes: string[]; onConfirmed: () => void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);

  const copy = () => {
    navigator.clipboard
      ?.writeText(codes.join('\n'))
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };

  return (
    <div className="form">
      <p className="notice notice-warning">{t('login.backupOnce', { count: codes.length })}</p>
      <ol className={styles.backupCodes} aria-label={t('login.backupTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="button" onClick={copy}>
        {copied ? t('login.copied') : t('login.copy')}
      </button>
      <label className="check">
        <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
        <span>{t('login.backupSaved')}</span>
      </label>
      <button type="button" className="button button-primary button-block" disabled={!saved} onClick={onConfirmed}>
        {t('login.openConsole')}
      </button>
    </div>
  );
}
