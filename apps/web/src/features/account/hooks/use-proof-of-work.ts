import { useCallback, useEffect, useRef } from 'react';
import { solvedProofOfWork } from '../api/get-proof-of-work-challenge.ts';

/**
 * Keeps a solved proof-of-work challenge ready while a form is open, so submitting does not wait for the
 * solver. Each challenge is good for one call: `take` hands out the ready one and starts solving the next.
 */
export function useProofOfWork(): { take: () => Promise<string> } {
  const ready = useRef<Promise<string> | null>(null);
  const controllers = useRef(new Set<AbortController>());

  const prepare = useCallback(() => {
    const controller = new AbortController();
    controllers.current.add(controller);
    const solving = solvedProofOfWork(controller.signal).finally(() => controllers.current.delete(controller));
    // A failed attempt is dropped so the next take starts afresh; its error is reported by that take.
    solving.catch(() => {
      if (ready.current === solving) ready.current = null;
    });
    ready.current = solving;
    return solving;
  }, []);

  useEffect(() => {
    const running = controllers.current;
    void prepare().catch(() => undefined);
    return () => {
      for (const controller of running) controller.abort();
      running.clear();
      ready.current = null;
    };
  }, [prepare]);

  const take = useCallback(async () => {
    const current = ready.current ?? prepare();
    ready.current = null;
    const payload = await current;
    void prepare().catch(() => undefined);
    return payload;
  }, [prepare]);

  return { take };
}
