import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/field.tsx';
import { formatRebatePercent, type PrizeGroupChoice } from '../prize-groups.ts';
import styles from './agent.module.css';

/** The prize groups an agent may give, each with its rebate and, when quota-limited, the accounts left. */
export function PrizeGroupSelect({ choices, value, onChange, error }: { choices: PrizeGroupChoice[]; value: number | undefined; onChange: (prizeGroup: number) => void; error?: string }) {
  const { t, i18n } = useTranslation();
  const chosen = choices.find((choice) => choice.prizeGroup === value);
  // The chosen group's rebate, and the accounts left when the group is quota-limited, show below the list.
  const detail = chosen
    ? [t('agent.rebate', { percent: formatRebatePercent(chosen.rebatePercent, i18n.language) }), ...(chosen.quotaLeft !== null ? [t('agent.quotaLeft', { count: chosen.quotaLeft })] : [])].join(' · ')
    : undefined;
  return (
    <div className={styles.prizeGroupField}>
      <SelectField
        label={t('agent.fields.prizeGroup')}
        value={value === undefined ? '' : String(value)}
        error={error}
        hint={detail}
        options={choices.map((choice) => ({ value: String(choice.prizeGroup), label: choiceLabel(choice, t, i18n.language) }))}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}

function choiceLabel(choice: PrizeGroupChoice, t: (key: string, options?: Record<string, unknown>) => string, language: string): string {
  const parts = [String(choice.prizeGroup), formatRebatePercent(choice.rebatePercent, language)];
  if (choice.quotaLeft !== null) parts.push(t('agent.quotaLeft', { count: choice.quotaLeft }));
  return parts.join(' · ');
}
