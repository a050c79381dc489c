import type { Generated } from 'kysely';
import type { LedgerTables } from './ledger-repository.ts';

/** Tables of the wallet module besides the ledger's own. Amounts are bigint, read back as strings. */
export type WalletTables = LedgerTables & {
  wallet_transfers: {
    id: Generated<string>;
    idempotency_key: string;
    book: string;
    debit_account_id: string;
    credit_account_id: string;
    amount: string;
    kind: string;
    reference: string;
    metadata: unknown;
    created_at: Generated<Date>;
  };
  wallet_entries: {
    id: Generated<string>;
    account_id: string;
    transfer_id: string;
    amount: string;
    balance_after: string | null;
    created_at: Generated<Date>;
  };
  wallet_settings: { merchant_code: string; settings: unknown; updated_at: Generated<Date> };
  wallet_channels: {
    id: Generated<string>;
    merchant_code: string;
    code: string;
    method: 'pix' | 'bank_transfer' | 'ewallet';
    name: string;
    minimum_amount: string | number;
    maximum_amount: string | number;
    fee_basis_points: number;
    fee_fixed: string | number;
    instructions: unknown;
    enabled: Generated<boolean>;
    sort: Generated<number>;
  };
  wallet_deposit_orders: {
    id: Generated<string>;
    reference: string;
    merchant_code: string;
    member_id: string;
    channel_id: string;
    idempotency_key: string;
    request_hash: Buffer;
    amount: string | number;
    fee: string | number;
    credit_amount: string | number;
    status: Generated<'pending' | 'paid' | 'expired' | 'failed'>;
    payment_code: Generated<string>;
    provider_reference: string | null;
    confirmed_by: 'provider' | 'operator' | null;
    first_deposit: Generated<boolean>;
    created_at: Generated<Date>;
    expires_at: Date;
    paid_at: Date | null;
  };
  wallet_payment_events: { provider_reference: string; order_reference: string; body_hash: Buffer; received_at: Generated<Date> };
  wallet_first_deposits: { member_id: string; order_id: string; amount: string | number; paid_at: Date };
  wallet_payout_accounts: {
    id: Generated<string>;
    member_id: string;
    method: 'pix' | 'bank';
    payee_name: string;
    pix_key_type: 'cpf' | 'phone' | 'email' | 'random' | null;
    pix_key: string | null;
    bank_code: string | null;
    bank_branch: string | null;
    account_number: string | null;
    created_at: Generated<Date>;
  };
  wallet_withdrawals: {
    id: Generated<string>;
    member_id: string;
    parent_id: string | null;
    idempotency_key: string;
    request_hash: Buffer;
    amount: string | number;
    status: WithdrawalStatusColumn;
    hold_id: string | null;
    payout_account: unknown;
    received_amount: string | number | null;
    forced_receipt: Generated<boolean>;
    confirmation_due_at: Date | null;
    claim_note: Generated<string>;
    review_note: Generated<string>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  wallet_withdrawal_proofs: {
    id: string;
    withdrawal_id: string;
    member_id: string;
    content_type: 'image/png' | 'image/jpeg';
    bytes: Buffer;
    created_at: Generated<Date>;
  };
  wallet_bonus_grants: {
    id: Generated<string>;
    member_id: string;
    transfer_id: string;
    source: string;
    reference: string;
    amount: string | number;
    wagering_required: string | number;
    wagering_done: Generated<string | number>;
    status: 'wagering' | 'completed' | 'expired';
    expires_at: Date | null;
    created_at: Generated<Date>;
    completed_at: Date | null;
  };
  wallet_tree_transfers: {
    id: Generated<string>;
    from_member_id: string;
    to_member_id: string;
    direction: 'upline' | 'downline';
    amount: string | number;
    transfer_id: string;
    client_address: string;
    created_at: Generated<Date>;
  };
  wallet_payment_password_failures: { member_id: string; failures: number; window_started_at: Date; locked_until: Date | null };
};

export type WithdrawalStatusColumn =
  | 'review'
  | 'approved'
  | 'rejected'
  | 'paid'
  | 'received'
  | 'partly_received'
  | 'not_received'
  | 'disputed'
  | 'refunded'
  | 'claim_rejected';
