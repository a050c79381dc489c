import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './account-forms.module.css';

export interface AccountFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  /** Shown inside the box before the input, such as the dialing code. */
  leading?: ReactNode;
  /** Shown inside the box after the input: a send button, a captcha image, a show-password toggle. */
  trailing?: ReactNode;
}

/** A labelled input of the account forms, with optional parts inside the box and its error or hint below. */
export function AccountField({ label, error, hint, required, leading, trailing, id, className, ...props }: AccountFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const messageId = `${fieldId}-message`;
  return (
    <div className={[styles.field, error ? styles.invalid : '', className ?? ''].join(' ')}>
      <label className={styles.label} htmlFor={fieldId}>
        {label}
        {required ? <span className={styles.required}>*</span> : null}
      </label>
      <div className={styles.box}>
        {leading ? <span className={styles.leading}>{leading}</span> : null}
        <input
          id={fieldId}
          className={styles.input}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          {...props}
        />
        {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
      </div>
      {error ? (
        <span className={styles.error} id={messageId} role="alert">
          {error}
        </span>
      ) : hint ? (
        <span className={styles.hint} id={messageId}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: Omit<AccountFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <AccountField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => setVisible((shown) => !shown)}
          aria-label={t(visible ? 'account.fields.hidePassword' : 'account.fields.showPassword')}
          aria-pressed={visible}
        >
          <EyeIcon crossed={!visible} />
        </button>
      }
    />
  );
}

/** An eye, crossed out while the text is hidden. */
export function EyeIcon({ crossed, size = 18 }: { crossed: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7-10-7-10-7z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
