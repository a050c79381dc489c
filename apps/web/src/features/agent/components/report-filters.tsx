import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { teamReportDaysMaximum } from '@platform/contract/agent/reports';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import type { DateRange } from '../../../lib/date-range.ts';
import { reportRangeProblem } from '../team-reports.ts';
import { Notice } from './agent-parts.tsx';
import styles from './agent.module.css';

/**
 * The filters the team reports share: the days, which apply as soon as they make a valid period, and an exact
 * account, which applies when searched. `children` are a page's own fields, placed first.
 */
export function ReportFilters({
  range,
  today,
  account,
  onRange,
  onAccount,
  children,
}: {
  range: DateRange;
  today: string;
  account: string;
  onRange: (range: DateRange) => void;
  onAccount: (account: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(account);
  const problem = reportRangeProblem(range, today);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onAccount(draft.trim());
  };
  const clear = () => {
    setDraft('');
    onAccount('');
  };
  return (
    <>
      <form className={styles.reportFilters} onSubmit={search} role="search" aria-label={t('agent.reports.filters')}>
        {children}
        <div className={styles.reportDate}>
          <TextField label={t('agent.reports.from')} type="date" value={range.from} max={today} onChange={(event) => onRange({ ...range, from: event.target.value })} />
        </div>
        <div className={styles.reportDate}>
          <TextField label={t('agent.reports.to')} type="date" value={range.to} max={today} onChange={(event) => onRange({ ...range, to: event.target.value })} />
        </div>
        <div className={styles.reportAccount}>
          <TextField label={t('agent.reports.account')} value={draft} maxLength={64} placeholder={t('agent.reports.accountPlaceholder')} onChange={(event) => setDraft(event.target.value)} />
        </div>
        <div className={styles.reportActions}>
          <Button type="submit">{t('agent.reports.search')}</Button>
          {account ? (
            <Button variant="secondary" onClick={clear}>
              {t('agent.reports.clear')}
            </Button>
          ) : null}
        </div>
      </form>
      {problem ? <Notice tone="warning">{t(`agent.overview.rangeProblems.${problem}`, { days: teamReportDaysMaximum })}</Notice> : null}
    </>
  );
}
