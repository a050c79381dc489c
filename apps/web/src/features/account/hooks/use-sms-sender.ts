import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smsResendCountdownSeconds, smsSendThrottleMs } from '@platform/contract/account/constants';
import { fieldErrorsOf } from '@platform/contract/account/field-checks';
import { smsCodeRequestSchemaFor, type SmsCodeValue } from '@platform/contract/account/verification';
import type { FieldRules } from '@platform/contract/field-rules';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { describeError } from '../../../lib/error-message.ts';
import { escapeHtml } from '../../../lib/sanitize-html.ts';
import { sendBindMobileCode, sendNoLoginCode, sendRegisterCode } from '../api/send-sms-code.ts';
import { merchantDialingCode } from '../dialing-code.ts';
import { createThrottle } from '../timing.ts';
import { useCountdown } from './use-countdown.ts';

/** Which call sends the code: login and recovery, registration, or binding a number in the security centre. */
export type SmsPurpose = 'noLogin' | 'register' | 'bindMobile';

function sendFor(purpose: SmsPurpose, mobileNum: string): Promise<SmsCodeValue> {
  const countryDialingCode = merchantDialingCode;
  if (purpose === 'register') return sendRegisterCode({ mobileNo: mobileNum, countryDialingCode });
  if (purpose === 'bindMobile') return sendBindMobileCode({ mobileNum, countryDialingCode });
  return sendNoLoginCode({ mobileNum, countryDialingCode });
}

export interface SmsSender {
  secondsLeft: number;
  sending: boolean;
  /** Sends a code to the number; answers the mobile rule's message when the number is not valid, else null. */
  send: (mobileNum: string) => Promise<string | null>;
}

/**
 * Sending an sms code (spec §4 Sms code, §5, §8): the number is checked against the mobile rule first,
 * sends are throttled to one a second, the button counts down expiredMinutes × 60 seconds after a send,
 * and a failed send shows the server's message in a warning dialog.
 */
export function useSmsSender(purpose: SmsPurpose, rules: FieldRules): SmsSender {
  const { t, i18n } = useTranslation();
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const throttle = useRef(createThrottle(smsSendThrottleMs));

  const send = useCallback(
    async (mobileNum: string) => {
      const request = smsCodeRequestSchemaFor('mobileNum', rules, { language: i18n.language }).safeParse({
        mobileNum,
        countryDialingCode: merchantDialingCode,
      });
      if (!request.success) return fieldErrorsOf(request.error)[0]?.message ?? null;
      if (!throttle.current.tryPass(Date.now())) return null;
      setSending(true);
      try {
        const number = 'mobileNum' in request.data ? request.data.mobileNum : request.data.mobileNo;
        const value = await sendFor(purpose, number);
        start(smsResendCountdownSeconds(value.expiredMinutes));
      } catch (error) {
        const message = describeError(error, t, (key) => i18n.exists(key));
        void showDialog({ icon: 'warning', title: t('account.sms.failedTitle'), html: escapeHtml(message) });
      } finally {
        setSending(false);
      }
      return null;
    },
    [start, i18n, purpose, rules, t],
  );

  return { secondsLeft, sending, send };
}
