import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { operatorQuotaRequestSchema, type OperatorAgentView } from '@platform/contract/agent/operator';
import { describeError } from '../../../lib/error-text.ts';
import { setAgentQuota } from '../api/agent-members.ts';

const quotaFormSchema = operatorQuotaRequestSchema.pick({ allowed: true, reason: true });
interface QuotaValues {
  allowed: number;
  reason: string;
}

/** The new number of accounts allowed for one prize group, with the reason the audit keeps. */
export function QuotaForm({
  memberId,
  quota,
  onSaved,
  onCancel,
}: {
  memberId: string;
  quota: OperatorAgentView['quotas'][number];
  onSaved: (view: OperatorAgentView, quota: { prizeGroup: number; allowed: number }) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<QuotaValues>({ resolver: zodResolver(quotaFormSchema), defaultValues: { allowed: quota.allowed, reason: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const view = await setAgentQuota(memberId, { prizeGroup: quota.prizeGroup, ...values });
      onSaved(view, { prizeGroup: quota.prizeGroup, allowed: values.allowed });
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <form className="inline-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('agents.quotas.formLabel', { prizeGroup: quota.prizeGroup })}>
      <label className="field field-compact">
        <span>{t('agents.quotas.newAllowed')}</span>
        <input type="number" min={0} max={10_000} step={1} className="input-number" autoFocus aria-invalid={errors.allowed ? true : undefined} {...form.register('allowed', { valueAsNumber: true })} />
      </label>
      <label className="field field-compact inline-form-grow">
        <span>{t('agents.reason')}</span>
        <input maxLength={300} aria-invalid={errors.reason ? true : undefined} {...form.register('reason')} />
      </label>
      <div className="filter-actions">
        <button type="submit" className="button button-primary" disabled={isSubmitting}>
          {isSubmitting ? t('common.wait') : t('agents.quotas.save')}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={isSubmitting}>
          {t('agents.cancel')}
        </button>
      </div>
      {(errors.allowed || errors.reason) && (
        <p className="field-error filter-errors" role="alert">
          {[errors.allowed && t('agents.quotas.invalidAllowed'), errors.reason && t('agents.invalidReason')].filter(Boolean).join(' · ')}
        </p>
      )}
      {failure !== null && (
        <p className="notice notice-danger filter-errors" role="alert">
          {describeError(failure, t, (key) => i18n.exists(key))}
        </p>
      )}
    </form>
  );
}
