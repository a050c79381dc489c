import type { ReactNode } from 'react';
import { memberCentrePath } from '../../config/paths.ts';
import { usePermissionInfo } from '../../features/system/api/get-permission.ts';
import { BonusDetailsPage } from '../../features/wallet/components/bonus-details-page.tsx';
import { DepositPage } from '../../features/wallet/components/deposit-page.tsx';
import { TransactionHistoryPage } from '../../features/wallet/components/transaction-history-page.tsx';
import { TransferFundPage } from '../../features/wallet/components/transfer-fund-page.tsx';
import { TransferUplinePage } from '../../features/wallet/components/transfer-upline-page.tsx';
import { WalletAccessGate } from '../../features/wallet/components/wallet-access-gate.tsx';
import { WithdrawPage } from '../../features/wallet/components/withdraw-page.tsx';
import { WalletSiteProvider } from '../../features/wallet/wallet-site.tsx';

/** The wallet pages of the member centre get the merchant's currency and time zone from the site configuration. */
function WalletRoute({ children }: { children: ReactNode }) {
  const permission = usePermissionInfo();
  const site = {
    currencySymbol: permission.currencySymbol,
    gmtOffsetMinutes: permission.gmtOffsetMinutes,
    securityCenterPath: memberCentrePath('securityCenter'),
    depositPath: memberCentrePath('depositv2'),
  };
  return (
    <WalletSiteProvider site={site}>
      <WalletAccessGate>{children}</WalletAccessGate>
    </WalletSiteProvider>
  );
}

/** The route components of the wallet pages, one chunk for all of them (they share most of their code). */
export const walletRouteComponents = {
  transferFund: () => (
    <WalletRoute>
      <TransferFundPage />
    </WalletRoute>
  ),
  depositv2: () => (
    <WalletRoute>
      <DepositPage />
    </WalletRoute>
  ),
  withdraw: () => (
    <WalletRoute>
      <WithdrawPage />
    </WalletRoute>
  ),
  transferUpline: () => (
    <WalletRoute>
      <TransferUplinePage />
    </WalletRoute>
  ),
  transactionHistory: () => (
    <WalletRoute>
      <TransactionHistoryPage />
    </WalletRoute>
  ),
  bonusDetails: () => (
    <WalletRoute>
      <BonusDetailsPage />
    </WalletRoute>
  ),
};

export type WalletRoutePage = keyof typeof walletRouteComponents;
