import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { successDialogTimeoutMs } from '../../../config/timeouts.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import { escapeHtml } from '../../../lib/sanitize-html.ts';
import { useSubmitFeedback } from '../api/submit-feedback.ts';
import {
  checkFeedback,
  feedbackContactLengthMax,
  feedbackContentLengthMax,
  feedbackContentLengthMin,
  feedbackQuestionTypes,
  type FeedbackDraft,
  type FeedbackProblems,
} from '../feedback-rules.ts';
import styles from './feedback-form.module.css';

type ServerFieldErrors = Partial<Record<string, string>>;

/** The feedback form (spec §3): a question type, 10–500 characters of content and an optional contact. */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t, i18n } = useTranslation();
  const submit = useSubmitFeedback();
  const [draft, setDraft] = useState<FeedbackDraft>({ questionType: 'deposit', content: '', contact: '' });
  const [problems, setProblems] = useState<FeedbackProblems>({});
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const bounds = { min: feedbackContentLengthMin, max: feedbackContentLengthMax };

  const update = (change: Partial<FeedbackDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setServerErrors({});
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkFeedback(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const contact = draft.contact.trim();
      await submit.mutateAsync({ questionType: draft.questionType, content: draft.content.trim(), contact: contact || undefined });
      onSent();
      void showDialog({ icon: 'success', title: t('feedback.sentTitle'), html: escapeHtml(t('feedback.sent')), timeoutMs: successDialogTimeoutMs });
    } catch (error) {
      if (isApiError(error) && error.fields.length > 0) {
        setServerErrors(Object.fromEntries(error.fields.map((field) => [field.field, field.message])));
        return;
      }
      void showDialog({ icon: 'error', title: t('feedback.failed'), html: escapeHtml(describeError(error, t, (key) => i18n.exists(key))) });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.intro}>{t('feedback.intro')}</p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('feedback.questionType')}</legend>
        <div className={styles.types} role="radiogroup">
          {feedbackQuestionTypes.map((type) => (
            <button
              key={type.value}
              type="button"
              role="radio"
              aria-checked={draft.questionType === type.value}
              className={[styles.type, draft.questionType === type.value ? styles.typeSelected : ''].join(' ')}
              onClick={() => update({ questionType: type.value })}
            >
              {t(type.labelKey)}
            </button>
          ))}
        </div>
        {serverErrors.questionType ? <p className={styles.typeError}>{serverErrors.questionType}</p> : null}
      </fieldset>
      <TextAreaField
        label={t('feedback.content')}
        required
        placeholder={t('feedback.contentPlaceholder', bounds)}
        value={draft.content}
        maxLength={feedbackContentLengthMax}
        onChange={(event) => update({ content: event.target.value })}
        error={serverErrors.content ?? (problems.content ? t('feedback.contentLength', bounds) : undefined)}
      />
      <TextField
        label={t('feedback.contact')}
        placeholder={t('feedback.contactPlaceholder')}
        value={draft.contact}
        maxLength={feedbackContactLengthMax}
        autoComplete="email"
        onChange={(event) => update({ contact: event.target.value })}
        error={serverErrors.contact ?? (problems.contact ? t('feedback.contactLength', { max: feedbackContactLengthMax }) : undefined)}
        hint={t('common.optional')}
      />
      <Button type="submit" size="large" block loading={submit.isPending}>
        {t('feedback.submit')}
      </Button>
    </form>
  );
}
