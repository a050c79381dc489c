import { useCallback, useEffect, useRef, useState } from 'react';
import { captchaRefreshIntervalMs } from '@platform/contract/account/constants';
import type { CaptchaValue } from '@platform/contract/account/verification';
import { getCaptcha } from '../api/get-captcha.ts';
import { createThrottle } from '../timing.ts';

export interface CaptchaBox {
  captcha: CaptchaValue | null;
  loading: boolean;
  failed: boolean;
  /** Loads a new image; a refresh asked for within a second of the last one waits out the second (spec §9). */
  refresh: () => void;
}

/** The captcha image of a form, loaded when `shown` turns true and again on each refresh. */
export function useCaptcha(shown: boolean): CaptchaBox {
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const throttle = useRef(createThrottle(captchaRefreshIntervalMs));
  const pending = useRef<number | null>(null);
  const mounted = useRef(true);

  const load = useCallback(() => {
    pending.current = null;
    throttle.current.tryPass(Date.now());
    setLoading(true);
    setFailed(false);
    getCaptcha()
      .then((value) => mounted.current && setCaptcha(value))
      .catch(() => mounted.current && setFailed(true))
      .finally(() => mounted.current && setLoading(false));
  }, []);

  const refresh = useCallback(() => {
    if (pending.current !== null) return;
    const waitMs = throttle.current.waitMs(Date.now());
    if (waitMs === 0) load();
    else pending.current = window.setTimeout(load, waitMs);
  }, [load]);

  useEffect(() => {
    mounted.current = true;
    if (shown) refresh();
    return () => {
      mounted.current = false;
      if (pending.current !== null) window.clearTimeout(pending.current);
      pending.current = null;
    };
  }, [shown, refresh]);

  return { captcha, loading, failed, refresh };
}
