import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changePasswordSchemaFor } from '@platform/contract/account/password';
import { fieldRuleMessage, ruleOfField } from '@platform/contract/field-rules';
import { Button } from '../../../components/ui/button.tsx';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { ErrorIcon, ShieldIcon } from '../../../components/ui/icons.tsx';
import type { ModalBodyProps } from '../../../components/ui/modal/modal-host.tsx';
import { paths } from '../../../config/paths.ts';
import { successDialogTimeoutMs } from '../../../config/timeouts.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { changePassword } from '../api/change-password.ts';
import { messagesOfParseError, messagesOfServerFields } from '../form-errors.ts';
import { useErrorTexts } from '../hooks/use-error-texts.ts';
import { useFieldRules } from '../hooks/use-field-rules.ts';
import { useFormValues } from '../hooks/use-form-values.ts';
import { adoptSession, loadSessionMember } from '../session-flow.ts';
import { pendingSession, releasePendingSession } from '../store/pending-session.ts';
import { PasswordField } from './account-field.tsx';
import styles from './account-forms.module.css';

/**
 * Change password (spec §4, §5): the current password unless already known (the forced change after login
 * passes the one just typed), a new one that follows the password rule, and its confirmation. On success
 * member info reloads, the modal closes and the site goes to /.
 */
export default function ChangePasswordModal({ props, close }: ModalBodyProps<'changePassword'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rules = useFieldRules();
  const { describe, named, language } = useErrorTexts();
  const form = useFormValues({ oldPassword: props.currentPassword ?? '', newPassword: '', confirmNewPassword: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const oldPasswordKnown = Boolean(props.currentPassword);

  const submit = async () => {
    setFormError(null);
    const result = changePasswordSchemaFor(rules, { language }).safeParse(form.values);
    if (!result.success) return form.setErrors(messagesOfParseError(result.error, named));
    setSubmitting(true);
    try {
      const waiting = props.forced ? pendingSession() : null;
      await changePassword(result.data, waiting?.token);
      if (waiting) {
        // The waiting session is the site's session from now on, so closing the modal no longer ends it.
        releasePendingSession();
        adoptSession(waiting);
      }
      await loadSessionMember();
      close();
      void navigate(paths.home);
      void showDialog({ icon: 'success', title: t('account.changePassword.done'), timeoutMs: successDialogTimeoutMs });
    } catch (error) {
      if (isApiError(error) && error.fields.length > 0) form.setErrors(messagesOfServerFields(error.fields, describe(error), named));
      setFormError(describe(error));
    } finally {
      setSubmitting(false);
    }
    return undefined;
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {props.forced ? (
        <p className={styles.notice} role="status">
          <ShieldIcon size={16} className={styles.alertIcon} />
          {t('account.changePassword.forcedNotice')}
        </p>
      ) : null}
      {oldPasswordKnown ? null : (
        <PasswordField label={t('account.fields.oldPassword')} autoComplete="current-password" required error={form.errors.oldPassword} {...form.bind('oldPassword')} />
      )}
      <PasswordField
        label={t('account.fields.newPassword')}
        autoComplete="new-password"
        required
        hint={fieldRuleMessage(ruleOfField('password', rules), { field: 'newPassword', language })}
        error={form.errors.newPassword ?? (oldPasswordKnown ? form.errors.oldPassword : undefined)}
        {...form.bind('newPassword')}
      />
      <PasswordField label={t('account.fields.confirmPassword')} autoComplete="new-password" required error={form.errors.confirmNewPassword} {...form.bind('confirmNewPassword')} />
      {formError ? (
        <p className={styles.alert} role="alert">
          <ErrorIcon size={16} className={styles.alertIcon} />
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="large" block loading={submitting}>
        {t('account.changePassword.submit')}
      </Button>
    </form>
  );
}
