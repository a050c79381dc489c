import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { operatorMoveRequestSchema, type OperatorAgentView, type OperatorMoveRequest } from '@platform/contract/agent/operator';
import { isApiError } from '../../../lib/api-client.ts';
import { describeError } from '../../../lib/error-text.ts';
import { moveAgentMember } from '../api/agent-members.ts';

/**
 * Moving a member with its whole team under another agent: the new upline's account and a reason, then a
 * confirmation that names both and the team that follows; a refusal is shown in words.
 */
export function MoveForm({ view, onMoved, onCancel }: { view: OperatorAgentView; onMoved: (view: OperatorAgentView) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState<OperatorMoveRequest | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<OperatorMoveRequest>({ resolver: zodResolver(operatorMoveRequestSchema), defaultValues: { uplineAccount: '', reason: '' } });
  const { errors } = form.formState;

  const review = form.handleSubmit((values) => {
    setFailure(null);
    setPending(values);
  });

  const confirm = async () => {
    if (!pending) return;
    setSending(true);
    try {
      onMoved(await moveAgentMember(view.memberId, pending));
    } catch (error) {
      setFailure(error);
      setPending(null);
    } finally {
      setSending(false);
    }
  };

  const failureText = () => {
    if (isApiError(failure) && failure.code === 'not_found') return t('agents.move.noSuchUpline', { account: form.getValues('uplineAccount').trim() });
    return describeError(failure, t, (key) => i18n.exists(key));
  };

  return (
    <section className="panel move-panel" aria-labelledby="agent-move-title">
      <h3 id="agent-move-title">{t('agents.move.title', { account: view.account })}</h3>
      <p className="muted">{t('agents.move.intro')}</p>
      {pending ? (
        <div className="move-confirm" role="group" aria-label={t('agents.move.confirmLabel')}>
          <p className="notice notice-warning">
            {view.teamSize > 0
              ? t('agents.move.confirmText', { account: view.account, upline: pending.uplineAccount, count: view.teamSize })
              : t('agents.move.confirmAlone', { account: view.account, upline: pending.uplineAccount })}
          </p>
          <p className="muted">
            {t('agents.reason')}: {pending.reason}
          </p>
          <div className="filter-actions">
            <button type="button" className="button button-primary" onClick={() => void confirm()} disabled={sending}>
              {sending ? t('common.wait') : t('agents.move.confirm')}
            </button>
            <button type="button" className="button" onClick={() => setPending(null)} disabled={sending}>
              {t('agents.move.back')}
            </button>
          </div>
        </div>
      ) : (
        <form className="inline-form" onSubmit={(event) => void review(event)} noValidate aria-label={t('agents.move.formLabel')}>
          <label className="field field-compact">
            <span>{t('agents.move.upline')}</span>
            <input autoComplete="off" spellCheck={false} autoFocus maxLength={64} aria-invalid={errors.uplineAccount ? true : undefined} {...form.register('uplineAccount')} />
          </label>
          <label className="field field-compact inline-form-grow">
            <span>{t('agents.reason')}</span>
            <input maxLength={300} aria-invalid={errors.reason ? true : undefined} {...form.register('reason')} />
          </label>
          <div className="filter-actions">
            <button type="submit" className="button button-primary">
              {t('agents.move.continue')}
            </button>
            <button type="button" className="button" onClick={onCancel}>
              {t('agents.cancel')}
            </button>
          </div>
          {(errors.uplineAccount || errors.reason) && (
            <p className="field-error filter-errors" role="alert">
              {[errors.uplineAccount && t('agents.move.invalidUpline'), errors.reason && t('agents.invalidReason')].filter(Boolean).join(' · ')}
            </p>
          )}
        </form>
      )}
      {failure !== null && (
        <p className="notice notice-danger" role="alert">
          {failureText()}
        </p>
      )}
    </section>
  );
}
