import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { staffLoginSchema, type StaffLogin, type StaffLoginChallenge } from '@platform/contract/staff/staff';
import { describeError } from '../../../lib/error-text.ts';
import { startLogin } from '../api/login.ts';

/** E-mail and password, checked by the contract's schema before they are sent. */
export function PasswordStep({ onChallenge }: { onChallenge: (challenge: StaffLoginChallenge) => void }) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StaffLogin>({ resolver: zodResolver(staffLoginSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onChallenge(await startLogin(values));
    } catch (error) {
      setFailure(describeError(error, t, (key) => i18n.exists(key)));
    }
  });

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <label className="field">
        <span>{t('login.email')}</span>
        <input type="email" autoComplete="username" autoFocus aria-invalid={errors.email ? true : undefined} {...form.register('email')} />
        {errors.email && <small className="field-error">{t('login.emailInvalid')}</small>}
      </label>
      <label className="field">
        <span>{t('login.password')}</span>
        <input type="password" autoComplete="current-password" aria-invalid={errors.password ? true : undefined} {...form.register('password')} />
        {errors.password && <small className="field-error">{t('login.passwordRequired')}</small>}
      </label>
      {failure && (
        <p className="notice notice-danger" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button-primary button-block" disabled={isSubmitting}>
        {isSubmitting ? t('common.wait') : t('login.continue')}
      </button>
    </form>
  );
}
