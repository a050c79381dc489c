import { useCallback, useEffect, useState } from 'react';
import { secondsLeftUntil } from '../timing.ts';

const tickMs = 1000;

/** A countdown in whole seconds; `start` sets it going, and it reads 0 when idle. */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [deadlineMs, setDeadlineMs] = useState<number | null>(null);
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (deadlineMs === null) return undefined;
    const timer = window.setInterval(() => {
      const now = Date.now();
      setNowMs(now);
      if (now >= deadlineMs) setDeadlineMs(null);
    }, tickMs);
    return () => window.clearInterval(timer);
  }, [deadlineMs]);
  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setNowMs(now);
    setDeadlineMs(now + seconds * 1000);
  }, []);
  return { secondsLeft: deadlineMs === null ? 0 : secondsLeftUntil(deadlineMs, nowMs), start };
}
