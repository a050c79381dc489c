import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { Segmented } from '../../../components/ui/segmented.tsx';
import { successDialogTimeoutMs } from '../../../config/timeouts.ts';
import { escapeHtml } from '../../../lib/sanitize-html.ts';
import { useBindPayoutAccount } from '../api/bind-payout-account.ts';
import { useShowError } from '../hooks/use-show-error.ts';
import { checkPayoutDraft, payoutRequestOf, type PayoutDraft, type PayoutField, type PayoutProblems } from '../payout-rules.ts';
import { PaymentPasswordField } from './payment-password-field.tsx';
import styles from './wallet.module.css';

const emptyDraft: PayoutDraft = {
  method: 'pix',
  payeeName: '',
  pixKeyType: 'cpf',
  pixKey: '',
  bankCode: '',
  bankBranch: '',
  accountNumber: '',
  paymentPassword: '',
};

const pixKeyTypes = ['cpf', 'phone', 'email', 'random'] as const;

/** Binds a PIX key or a bank account; the payee must be the member's real name. */
export function PayoutAccountForm({ realName, hasPaymentPassword, onDone }: { realName: string | null; hasPaymentPassword: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const bind = useBindPayoutAccount();
  const showError = useShowError();
  const [draft, setDraft] = useState<PayoutDraft>(emptyDraft);
  const [problems, setProblems] = useState<PayoutProblems>({});
  const update = (change: Partial<PayoutDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setProblems({});
  };
  const errorOf = (field: PayoutField) => (problems[field] ? t(`wallet.bind.problems.${problems[field]}`) : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkPayoutDraft(draft, realName);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await bind.mutateAsync(payoutRequestOf(draft));
      setDraft(emptyDraft);
      onDone();
      void showDialog({ icon: 'success', html: escapeHtml(t('wallet.bind.done')), timeoutMs: successDialogTimeoutMs });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('wallet.bind.title')}>
      <Segmented
        label={t('wallet.bind.method')}
        options={(['pix', 'bank'] as const).map((method) => ({ value: method, label: t(`wallet.bind.methods.${method}`) }))}
        value={draft.method}
        onChange={(method) => update({ method })}
      />
      <TextField
        label={t('wallet.bind.payeeName')}
        required
        autoComplete="name"
        value={draft.payeeName}
        maxLength={100}
        hint={t('wallet.bind.payeeHint')}
        error={errorOf('payeeName')}
        onChange={(event) => update({ payeeName: event.target.value })}
      />
      {draft.method === 'pix' ? (
        <>
          <SelectField
            label={t('wallet.bind.pixKeyType')}
            value={draft.pixKeyType}
            options={pixKeyTypes.map((type) => ({ value: type, label: t(`wallet.bind.pixKeyTypes.${type}`) }))}
            onChange={(event) => update({ pixKeyType: event.target.value as PayoutDraft['pixKeyType'] })}
          />
          <TextField
            label={t('wallet.bind.pixKey')}
            required
            value={draft.pixKey}
            maxLength={77}
            error={errorOf('pixKey')}
            onChange={(event) => update({ pixKey: event.target.value })}
          />
        </>
      ) : (
        <>
          <TextField
            label={t('wallet.bind.bankCode')}
            required
            inputMode="numeric"
            maxLength={3}
            placeholder="001"
            value={draft.bankCode}
            error={errorOf('bankCode')}
            onChange={(event) => update({ bankCode: event.target.value })}
          />
          <TextField
            label={t('wallet.bind.bankBranch')}
            required
            inputMode="numeric"
            maxLength={8}
            value={draft.bankBranch}
            error={errorOf('bankBranch')}
            onChange={(event) => update({ bankBranch: event.target.value })}
          />
          <TextField
            label={t('wallet.bind.accountNumber')}
            required
            inputMode="numeric"
            maxLength={22}
            value={draft.accountNumber}
            error={errorOf('accountNumber')}
            onChange={(event) => update({ accountNumber: event.target.value })}
          />
        </>
      )}
      <PaymentPasswordField
        hasPaymentPassword={hasPaymentPassword}
        value={draft.paymentPassword}
        onChange={(paymentPassword) => update({ paymentPassword })}
        error={errorOf('paymentPassword')}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={bind.isPending} disabled={!hasPaymentPassword}>
          {t('wallet.bind.submit')}
        </Button>
      </div>
    </form>
  );
}
