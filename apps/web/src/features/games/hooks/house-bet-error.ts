import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import { useHouseLimits, type HouseGame } from '../api/house-api.ts';
import { defaultHouseLimits, limitsOfRefusal, type HouseLimits } from '../house-amounts.ts';

/**
 * A house game's stake limits and refused bets: the limits come from the server before the first bet
 * (the platform's defaults until they arrive), and a refusal for a stake outside them carries the limits
 * in force, which then win; plus the message to show for a refusal.
 */
export function useHouseBetError(game: HouseGame) {
  const { t, i18n } = useTranslation();
  const served = useHouseLimits(game).data;
  const [refusedLimits, setLimits] = useState<HouseLimits | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const limits = refusedLimits ?? (served ? { stakeMin: served.stakeMin, stakeMax: served.stakeMax } : defaultHouseLimits);
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
