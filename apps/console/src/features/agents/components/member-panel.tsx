import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { operatorAgentLookupQuerySchema, type OperatorAgentView } from '@platform/contract/agent/operator';
import { isApiError } from '../../../lib/api-client.ts';
import { describeError } from '../../../lib/error-text.ts';
import { holds, useSessionState } from '../../../lib/session-store.ts';
import { fetchAgentMember } from '../api/agent-members.ts';
import { MemberCard } from './member-card.tsx';

/** The search box and the member it opens: the card with its team, or why there is none. */
export function MemberPanel({ account, onOpen }: { account: string; onOpen: (account: string) => void }) {
  const { t, i18n } = useTranslation();
  const { session } = useSessionState();
  const canEdit = holds(session?.staff, 'agents.edit');
  const [view, setView] = useState<OperatorAgentView | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    setFailure(null);
    if (!account) {
      setView(null);
      return undefined;
    }
    let current = true;
    setLoading(true);
    fetchAgentMember(account)
      .then((found) => current && setView(found))
      .catch((error: unknown) => {
        if (!current) return;
        setView(null);
        setFailure(error);
      })
      .finally(() => current && setLoading(false));
    // A later account replaces an earlier answer still on its way.
    return () => {
      current = false;
    };
  }, [account]);

  const changed = useCallback((next: OperatorAgentView) => setView(next), []);

  return (
    <div className="agents-member">
      <MemberSearch account={account} onOpen={onOpen} busy={loading} />
      {failure !== null && (
        <p className="notice notice-danger" role="alert">
          {isApiError(failure) && failure.code === 'not_found' ? t('agents.noSuchAccount', { account }) : describeError(failure, t, (key) => i18n.exists(key))}
        </p>
      )}
      {!account && <p className="notice">{t('agents.search.hint')}</p>}
      {loading && !view && <p className="muted">{t('common.loading')}</p>}
      {view && <MemberCard key={view.memberId} view={view} canEdit={canEdit} onOpen={onOpen} onChanged={changed} />}
    </div>
  );
}

/** The exact account to open; it follows the member shown when another is opened from the card. */
function MemberSearch({ account, onOpen, busy }: { account: string; onOpen: (account: string) => void; busy: boolean }) {
  const { t } = useTranslation();
  const form = useForm<{ account: string }>({ resolver: zodResolver(operatorAgentLookupQuerySchema), defaultValues: { account } });
  const { errors } = form.formState;
  useEffect(() => {
    form.reset({ account });
  }, [account, form]);
  const submit = form.handleSubmit((values) => onOpen(values.account));

  return (
    <form className="filter-bar" role="search" onSubmit={(event) => void submit(event)} noValidate aria-label={t('agents.search.title')}>
      <label className="field field-compact agents-search-field">
        <span>{t('agents.search.label')}</span>
        <input type="search" autoComplete="off" spellCheck={false} placeholder={t('agents.search.placeholder')} aria-invalid={errors.account ? true : undefined} {...form.register('account')} />
      </label>
      <div className="filter-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('agents.search.submit')}
        </button>
      </div>
      {errors.account && (
        <p className="field-error filter-errors" role="alert">
          {t('agents.search.invalid')}
        </p>
      )}
    </form>
  );
}
