import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import { defaultHouseLimits, limitsOfRefusal, type HouseLimits } from '../house-amounts.ts';

/**
 * A house game's refused bets: the message to show, and the game's stake limits, which a refusal for a
 * stake outside them carries and which then replace the defaults.
 */
export function useHouseBetError() {
  const { t, i18n } = useTranslation();
  const [limits, setLimits] = useState<HouseLimits>(defaultHouseLimits);
  const [message, setMessage] = useState<string | null>(null);
  return {
    limits,
    message,
    clear: () => setMessage(null),
    report: (error: unknown) => {
      if (isApiError(error) && error.code === 'bet_limit_exceeded') {
        const refused = limitsOfRefusal(error.value);
        if (refused) setLimits(refused);
      }
      setMessage(describeError(error, t, (key) => i18n.exists(key)));
    },
  };
}
