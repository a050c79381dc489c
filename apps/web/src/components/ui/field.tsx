import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';

interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  counter?: ReactNode;
  id: string;
  children: ReactNode;
}

function FieldFrame({ label, error, hint, required, counter, id, children }: FieldFrameProps) {
  return (
    <div className={[styles.field, error ? styles.invalid : ''].join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? <span className={styles.required}>*</span> : null}
      </label>
      {children}
      <div className={styles.footer}>
        {error ? (
          <span className={styles.error} id={`${id}-message`} role="alert">
            {error}
          </span>
        ) : hint ? (
          <span className={styles.hint} id={`${id}-message`}>
            {hint}
          </span>
        ) : null}
        {counter ? <span className={styles.counter}>{counter}</span> : null}
      </div>
    </div>
  );
}

interface FieldLabelling {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled text input with its error or hint below. */
export function TextField({ label, error, hint, required, id, ...props }: FieldLabelling & InputHTMLAttributes<HTMLInputElement>) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} id={fieldId}>
      <input
        id={fieldId}
        className={styles.control}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${fieldId}-message` : undefined}
        {...props}
      />
    </FieldFrame>
  );
}

/** A labelled multi-line input with a character counter when it has a maximum length. */
export function TextAreaField({
  label,
  error,
  hint,
  required,
  id,
  value,
  maxLength,
  ...props
}: FieldLabelling & TextareaHTMLAttributes<HTMLTextAreaElement> & { value: string }) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const counter = maxLength ? `${value.length} / ${maxLength}` : undefined;
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} id={fieldId} counter={counter}>
      <textarea
        id={fieldId}
        className={`${styles.control} ${styles.textarea}`}
        value={value}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${fieldId}-message` : undefined}
        {...props}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled drop-down list. */
export function SelectField({
  label,
  error,
  hint,
  required,
  id,
  options,
  ...props
}: FieldLabelling & SelectHTMLAttributes<HTMLSelectElement> & { options: SelectOption[] }) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} id={fieldId}>
      <select
        id={fieldId}
        className={`${styles.control} ${styles.select}`}
        required={required}
        aria-invalid={error ? true : undefined}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
