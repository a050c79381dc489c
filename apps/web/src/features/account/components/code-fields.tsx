import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { RefreshIcon } from '../../../components/ui/icons.tsx';
import type { CaptchaBox } from '../hooks/use-captcha.ts';
import type { SmsSender } from '../hooks/use-sms-sender.ts';
import { merchantDialingCode } from '../dialing-code.ts';
import { AccountField, type AccountFieldProps } from './account-field.tsx';
import styles from './account-forms.module.css';

type InputProps = Omit<AccountFieldProps, 'leading' | 'trailing'>;

/** A mobile number input after the dialing code. */
export function MobileField(props: InputProps) {
  return <AccountField type="tel" inputMode="numeric" autoComplete="tel-national" leading={`+${merchantDialingCode}`} {...props} />;
}

/**
 * The sms code input with its send button. The button counts down after a send (spec §4 Sms code);
 * `onSend` checks the number and sends.
 */
export function SmsCodeField({ sender, onSend, ...props }: InputProps & { sender: SmsSender; onSend: () => void }) {
  const { t } = useTranslation();
  const counting = sender.secondsLeft > 0;
  return (
    <AccountField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      {...props}
      trailing={
        <button type="button" className={styles.sendButton} onClick={onSend} disabled={counting || sender.sending}>
          {sender.sending ? <Spinner sizePx={14} /> : null}
          {counting ? t('account.sms.resendIn', { seconds: sender.secondsLeft }) : t('account.sms.send')}
        </button>
      }
    />
  );
}

/** The captcha answer input with the image beside it; clicking the image loads a new one. */
export function CaptchaField({ box, ...props }: InputProps & { box: CaptchaBox }) {
  const { t } = useTranslation();
  return (
    <AccountField
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={6}
      {...props}
      trailing={
        <button type="button" className={styles.captchaButton} onClick={box.refresh} aria-label={t('account.captcha.refresh')} title={t('account.captcha.refresh')}>
          {box.captcha && !box.loading ? (
            <img className={styles.captchaImage} src={box.captcha.image} alt={t('account.captcha.imageAlt')} />
          ) : box.failed ? (
            <RefreshIcon size={18} />
          ) : (
            <Spinner sizePx={16} />
          )}
        </button>
      }
    />
  );
}
