import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../../components/ui/field.tsx';
import { useWalletSite } from '../wallet-site.tsx';
import { Notice } from './wallet-page.tsx';
import styles from './wallet.module.css';

/** The payment password box, or, when none is set yet, a way to the security centre to set one. */
export function PaymentPasswordField({
  hasPaymentPassword,
  value,
  onChange,
  error,
}: {
  hasPaymentPassword: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const { securityCenterPath } = useWalletSite();
  if (!hasPaymentPassword) {
    return (
      <Notice tone="warning">
        <span>{t('wallet.paymentPassword.missing')}</span>
        <Link className={styles.link} to={securityCenterPath}>
          {t('wallet.paymentPassword.set')}
        </Link>
      </Notice>
    );
  }
  return (
    <TextField
      label={t('wallet.paymentPassword.label')}
      type="password"
      autoComplete="off"
      inputMode="text"
      maxLength={64}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
