import type { WalletKind } from '@platform/contract/wallet/balance';

/**
 * The moves between the member's own wallets that the server accepts: cash and points both ways, and
 * bonus to cash once its wagering is done; nothing moves into the bonus wallet.
 */
export const walletPairs: { from: WalletKind; to: WalletKind }[] = [
  { from: 'cash', to: 'points' },
  { from: 'points', to: 'cash' },
  { from: 'bonus', to: 'cash' },
];

/** The wallets money may go to from `from`. */
export function destinationsOf(from: WalletKind): WalletKind[] {
  return walletPairs.filter((pair) => pair.from === from).map((pair) => pair.to);
}
