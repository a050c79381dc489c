import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useDownlines, type DownlineChoice } from '../api/get-downlines.ts';
import styles from './wallet.module.css';

const memberIdPattern = /^[1-9][0-9]{0,17}$/u;

/**
 * Chooses the member of the agent's team to send money to: a search by account lists the team; where the
 * server has no team list yet, the agent types the member id from the team management page.
 */
export function DownlinePicker({ value, onChange, error }: { value: DownlineChoice | null; onChange: (choice: DownlineChoice | null) => void; error?: string }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const downlines = useDownlines(keyword.trim(), true);
  const listUnavailable = isApiError(downlines.error) && downlines.error.status === 404;

  const onType = (text: string) => {
    setKeyword(text);
    const typed = text.trim();
    onChange(listUnavailable && memberIdPattern.test(typed) ? { memberId: typed, account: typed, nickname: '' } : null);
  };

  return (
    <div className={styles.fieldset}>
      <TextField
        label={listUnavailable ? t('wallet.transferUpline.downlineId') : t('wallet.transferUpline.downlineSearch')}
        value={keyword}
        inputMode={listUnavailable ? 'numeric' : 'text'}
        autoComplete="off"
        required
        error={error}
        hint={value ? t('wallet.transferUpline.downlineChosen', { account: value.account }) : listUnavailable ? t('wallet.transferUpline.downlineIdHint') : undefined}
        onChange={(event) => onType(event.target.value)}
      />
      {!listUnavailable && downlines.data ? (
        downlines.data.list.length > 0 ? (
          <div className={styles.choices} role="radiogroup" aria-label={t('wallet.transferUpline.downline')}>
            {downlines.data.list.map((choice) => (
              <button
                key={choice.memberId}
                type="button"
                role="radio"
                aria-checked={value?.memberId === choice.memberId}
                className={[styles.choice, value?.memberId === choice.memberId ? styles.choiceSelected : ''].join(' ')}
                onClick={() => onChange(choice)}
              >
                <span className={styles.choiceHead}>{choice.account}</span>
                <span className={styles.choiceDetail}>{choice.nickname || `ID ${choice.memberId}`}</span>
              </button>
            ))}
          </div>
        ) : (
          <p className={styles.muted}>{t('wallet.transferUpline.noDownlines')}</p>
        )
      ) : null}
    </div>
  );
}
