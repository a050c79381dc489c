import type { WalletLogger, WalletService } from './service.ts';

/**
 * Runs the wallet's periodic work on every node: each step takes its rows with SKIP LOCKED, so nodes
 * share the work and never act twice on the same row. Returns a function that stops it.
 */
export function startWalletSweeps(wallet: WalletService, options: { intervalMs: number; log: WalletLogger }): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    wallet
      .runSweeps(new Date())
      .catch((error: unknown) => options.log.error({ err: error }, 'wallet sweep failed'))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
