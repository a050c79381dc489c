import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { agentPrizeGroupMin, rebatePercentOfPrizeGroup, type DownlineRow } from '@platform/contract/agent/team';
import { Button } from '../../../components/ui/button.tsx';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { TextField } from '../../../components/ui/field.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { successDialogTimeoutMs } from '../../../config/timeouts.ts';
import { escapeHtml } from '../../../lib/sanitize-html.ts';
import { useRegisterCentre } from '../api/get-register-centre.ts';
import { useUpdateDownline } from '../api/update-downline.ts';
import { formatRebatePercent, prizeGroupWithin } from '../prize-groups.ts';
import { Notice, useErrorText } from './agent-parts.tsx';
import styles from './agent.module.css';

/**
 * The small dialog that sets a direct downline's prize group, between the lowest group and the agent's own; it
 * shows the rebate the typed group carries, and the server's refusal (quota used, a team that already has more)
 * in the site's error text.
 */
export function PrizeGroupDialog({ downline, ownPrizeGroup, onClose }: { downline: DownlineRow; ownPrizeGroup: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const centre = useRegisterCentre();
  const minimum = centre.data?.prizeGroupMin ?? agentPrizeGroupMin;
  const [value, setValue] = useState(String(downline.prizeGroup));
  const [touched, setTouched] = useState(false);
  const update = useUpdateDownline();
  const prizeGroup = Number(value);
  const valid = value.trim() !== '' && prizeGroupWithin(prizeGroup, minimum, ownPrizeGroup);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    try {
      const changed = await update.mutateAsync({ memberId: downline.memberId, prizeGroup });
      onClose();
      void showDialog({
        icon: 'success',
        html: escapeHtml(t('agent.downlines.prizeGroupSaved', { account: changed.account, prizeGroup: changed.prizeGroup })),
        timeoutMs: successDialogTimeoutMs,
        coverClickCloses: true,
      });
    } catch {
      // The refusal shows in the dialog, from the mutation's error.
    }
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <form className={styles.dialogBody} onSubmit={(event) => void submit(event)} noValidate>
        <header className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {t('agent.downlines.editTitle', { account: downline.account })}
          </h2>
          <button type="button" className={styles.dialogClose} onClick={onClose} aria-label={t('common.close')}>
            <CloseIcon size={18} />
          </button>
        </header>
        <p className={styles.muted}>
          {t('agent.downlines.currentPrizeGroup', { prizeGroup: downline.prizeGroup, rebate: formatRebatePercent(downline.rebatePercent, i18n.language) })}
        </p>
        <TextField
          label={t('agent.fields.prizeGroup')}
          type="number"
          inputMode="numeric"
          min={minimum}
          max={ownPrizeGroup}
          step={1}
          value={value}
          autoFocus
          onChange={(event) => {
            setValue(event.target.value);
            update.reset();
          }}
          error={touched && !valid ? t('agent.fields.prizeGroupBounds', { minimum, maximum: ownPrizeGroup }) : undefined}
          hint={t('agent.fields.prizeGroupBounds', { minimum, maximum: ownPrizeGroup })}
        />
        <p className={styles.rebatePreview} data-testid="rebate-preview">
          {valid ? t('agent.rebate', { percent: formatRebatePercent(rebatePercentOfPrizeGroup(prizeGroup), i18n.language) }) : '—'}
        </p>
        {update.error ? <Notice tone="danger">{errorText(update.error)}</Notice> : null}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('agent.downlines.save')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
