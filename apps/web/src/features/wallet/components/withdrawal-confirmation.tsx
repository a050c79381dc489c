import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMoney } from '@platform/contract/money';
import { claimNoteLengthMaximum, type WithdrawalConfirmValue, type WithdrawalValue } from '@platform/contract/wallet/withdrawal';
import { Button } from '../../../components/ui/button.tsx';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { escapeHtml } from '../../../lib/sanitize-html.ts';
import { useConfirmWithdrawal, type WithdrawalConfirmation as Confirmation } from '../api/confirm-withdrawal.ts';
import { useShowError } from '../hooks/use-show-error.ts';
import { partlyReceivedProblem, type ConfirmationOutcome } from '../withdrawal-status.ts';
import { useMerchantTime, useMoney } from '../wallet-site.tsx';
import { AmountField } from './amount-field.tsx';
import { ProofPicker } from './proof-picker.tsx';
import styles from './wallet.module.css';
import confirmationStyles from './withdrawal-confirmation.module.css';

/**
 * A paid withdrawal waiting for the member (spec §4): received, partly received (the amount that arrived,
 * and the remaining amount that goes back to review), or not received with proof images.
 */
export function WithdrawalConfirmation({ withdrawal }: { withdrawal: WithdrawalValue }) {
  const { t } = useTranslation();
  const money = useMoney();
  const time = useMerchantTime();
  const [outcome, setOutcome] = useState<ConfirmationOutcome | null>(null);
  return (
    <article className={confirmationStyles.item} aria-label={t('wallet.confirm.itemLabel', { amount: money(withdrawal.amount) })}>
      <div className={confirmationStyles.head}>
        <div className={styles.rowMain}>
          <span className={confirmationStyles.amount}>{money(withdrawal.amount)}</span>
          <span className={styles.rowMeta}>
            {withdrawal.payoutAccount.label} · {t('wallet.confirm.paidAt', { time: time(withdrawal.updatedAt) })}
          </span>
        </div>
        <p className={confirmationStyles.question}>{t('wallet.confirm.question')}</p>
      </div>
      <div className={confirmationStyles.outcomes} role="radiogroup" aria-label={t('wallet.confirm.question')}>
        {(['received', 'partly_received', 'not_received'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            role="radio"
            aria-checked={outcome === choice}
            className={[confirmationStyles.outcome, outcome === choice ? confirmationStyles.outcomeSelected : ''].join(' ')}
            onClick={() => setOutcome(choice)}
          >
            {t(`wallet.confirm.outcomes.${choice}`)}
          </button>
        ))}
      </div>
      {outcome === 'received' ? <ReceivedForm withdrawal={withdrawal} /> : null}
      {outcome === 'partly_received' ? <PartlyReceivedForm withdrawal={withdrawal} /> : null}
      {outcome === 'not_received' ? <NotReceivedForm withdrawal={withdrawal} /> : null}
    </article>
  );
}

/** Sends a confirmation and tells the member what happened to the money. */
function useSendConfirmation() {
  const { t } = useTranslation();
  const money = useMoney();
  const confirm = useConfirmWithdrawal();
  const showError = useShowError();
  const send = async (confirmation: Confirmation) => {
    let answer: WithdrawalConfirmValue;
    try {
      answer = await confirm.mutateAsync(confirmation);
    } catch (error) {
      showError(error);
      return;
    }
    const followUp = answer.followUp;
    const text = !followUp
      ? t('wallet.confirm.doneReceived')
      : confirmation.outcome === 'not_received'
        ? t('wallet.confirm.doneNotReceived', { amount: money(followUp.amount) })
        : t('wallet.confirm.donePartly', { amount: money(followUp.amount) });
    void showDialog({ icon: 'success', html: escapeHtml(text) });
  };
  return { send, pending: confirm.isPending };
}

function ReceivedForm({ withdrawal }: { withdrawal: WithdrawalValue }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { send, pending } = useSendConfirmation();
  return (
    <div className={confirmationStyles.form}>
      <p className={styles.muted}>{t('wallet.confirm.receivedNote', { amount: money(withdrawal.amount) })}</p>
      <Button loading={pending} onClick={() => void send({ withdrawalId: withdrawal.id, outcome: 'received' })}>
        {t('wallet.confirm.submitReceived')}
      </Button>
    </div>
  );
}

function PartlyReceivedForm({ withdrawal }: { withdrawal: WithdrawalValue }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { send, pending } = useSendConfirmation();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const received = text.trim() === '' ? null : parseMoney(text);
  const problem = text.trim() || submitted ? partlyReceivedProblem(received, withdrawal.amount) : undefined;
  const remaining = received !== null && problem === undefined ? withdrawal.amount - received : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (received === null || partlyReceivedProblem(received, withdrawal.amount)) return;
    void send({ withdrawalId: withdrawal.id, outcome: 'partly_received', receivedAmount: received });
  };

  return (
    <form className={confirmationStyles.form} onSubmit={onSubmit} noValidate>
      <AmountField
        label={t('wallet.confirm.receivedAmount')}
        value={text}
        onChange={setText}
        minimumAmount={0}
        maximumAmount={withdrawal.amount - 1}
        problem={problem === 'format' ? 'format' : undefined}
        errorText={problem === 'notLess' ? t('wallet.confirm.notLess') : undefined}
      />
      <dl className={styles.summary}>
        <dt>{t('wallet.confirm.paidAmount')}</dt>
        <dd>{money(withdrawal.amount)}</dd>
        <dt>{t('wallet.confirm.receivedAmount')}</dt>
        <dd>{received !== null && remaining !== null ? money(received) : '—'}</dd>
        <dt>{t('wallet.confirm.remainingAmount')}</dt>
        <dd className={styles.summaryTotal} data-testid="remaining-amount">
          {remaining !== null ? money(remaining) : '—'}
        </dd>
      </dl>
      <p className={styles.muted}>{t('wallet.confirm.partlyNote')}</p>
      <Button type="submit" loading={pending}>
        {t('wallet.confirm.submitPartly')}
      </Button>
    </form>
  );
}

function NotReceivedForm({ withdrawal }: { withdrawal: WithdrawalValue }) {
  const { t } = useTranslation();
  const { send, pending } = useSendConfirmation();
  const [note, setNote] = useState('');
  const [proofs, setProofs] = useState<File[]>([]);
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (proofs.length === 0) return;
    void send({ withdrawalId: withdrawal.id, outcome: 'not_received', note: note.trim(), proofs });
  };

  return (
    <form className={confirmationStyles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.muted}>{t('wallet.confirm.notReceivedNote')}</p>
      <TextAreaField
        label={t('wallet.confirm.note')}
        value={note}
        maxLength={claimNoteLengthMaximum}
        placeholder={t('wallet.confirm.notePlaceholder')}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className={styles.fieldset}>
        <span className={styles.legend}>{t('wallet.proof.label')}</span>
        <ProofPicker files={proofs} onChange={setProofs} />
        {submitted && proofs.length === 0 ? (
          <span className={styles.fieldError} role="alert">
            {t('wallet.proof.required')}
          </span>
        ) : null}
      </div>
      <Button type="submit" variant="danger" loading={pending}>
        {t('wallet.confirm.submitNotReceived')}
      </Button>
    </form>
  );
}
