import type { PlayMoneyTopUpValue } from '@platform/contract/wallet/balance';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /wps/v2/wallets/play-money/top-up: a trial account's play money back up to the grant. */
export function topUpPlayMoney(): Promise<PlayMoneyTopUpValue> {
  return api.post<PlayMoneyTopUpValue>('/wps/v2/wallets/play-money/top-up', { moduleId: moduleIds.wallet, body: {} });
}
