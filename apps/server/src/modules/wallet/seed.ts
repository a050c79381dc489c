import type { WalletService } from './service.ts';

/** Deposit channels every merchant starts with (amounts in centavos); the operator adjusts them later. */
export const defaultDepositChannels = [
  {
    code: 'PIX',
    method: 'pix' as const,
    name: 'PIX',
    minimum_amount: 1_000,
    maximum_amount: 5_000_000,
    fee_basis_points: 0,
    fee_fixed: 0,
    instructions: { pixKey: 'pagamentos@sortedourada.example', receiverName: 'Sorte Dourada', city: 'Sao Paulo' },
    sort: 1,
  },
  {
    code: 'BANK_TRANSFER',
    method: 'bank_transfer' as const,
    name: 'Transferência bancária',
    minimum_amount: 5_000,
    maximum_amount: 10_000_000,
    fee_basis_points: 0,
    fee_fixed: 200,
    instructions: { bankName: 'Banco Exemplo S.A.', bankBranch: '0001', accountNumber: '123456-7', accountHolder: 'Sorte Dourada Entretenimento Ltda' },
    sort: 2,
  },
  {
    code: 'EWALLET',
    method: 'ewallet' as const,
    name: 'Carteira digital',
    minimum_amount: 2_000,
    maximum_amount: 1_000_000,
    fee_basis_points: 150,
    fee_fixed: 0,
    instructions: { walletName: 'PicPay', walletAccount: '@sortedourada' },
    sort: 3,
  },
];

/** Seeds the default deposit channels; idempotent. */
export async function seedWalletChannels(wallet: WalletService): Promise<void> {
  for (const channel of defaultDepositChannels) await wallet.deposits.ensureChannel(channel);
}
