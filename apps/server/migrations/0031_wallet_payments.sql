-- Module wallet: settings, deposit channels and orders, withdrawals with their confirmation, payout
-- accounts, bonus wagering, transfers inside the member tree. Money itself moves only in the ledger.

-- Limits and timings per merchant; the code holds the defaults, this row the operator's changes.
create table wallet_settings (
  merchant_code text primary key,
  settings jsonb not null default '{}',
  updated_at timestamptz not null default now()
);

create table wallet_channels (
  id bigint generated always as identity primary key,
  merchant_code text not null,
  code text not null check (code ~ '^[A-Z0-9_]{2,32}$'),
  method text not null check (method in ('pix', 'bank_transfer', 'ewallet')),
  name text not null check (char_length(name) between 1 and 60),
  minimum_amount bigint not null check (minimum_amount > 0),
  maximum_amount bigint not null,
  -- The fee the member pays: a rate in basis points (1/100 of a percent) plus a fixed part.
  fee_basis_points integer not null default 0 check (fee_basis_points between 0 and 10000),
  fee_fixed bigint not null default 0 check (fee_fixed >= 0),
  instructions jsonb not null default '{}',
  enabled boolean not null default true,
  sort integer not null default 0,
  check (maximum_amount >= minimum_amount),
  unique (merchant_code, code)
);

create table wallet_deposit_orders (
  id bigint generated always as identity primary key,
  reference text not null unique check (reference ~ '^D[0-9A-Z]{8,32}$'),
  merchant_code text not null,
  member_id bigint not null references members (id),
  channel_id bigint not null references wallet_channels (id),
  idempotency_key text not null,
  request_hash bytea not null,
  amount bigint not null check (amount > 0),
  fee bigint not null check (fee >= 0),
  credit_amount bigint not null check (credit_amount > 0 and credit_amount + fee = amount),
  status text not null default 'pending' check (status in ('pending', 'paid', 'expired', 'failed')),
  payment_code text not null default '',
  provider_reference text unique,
  confirmed_by text check (confirmed_by in ('provider', 'operator')),
  first_deposit boolean not null default false,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  paid_at timestamptz,
  unique (member_id, idempotency_key),
  check ((status = 'paid') = (paid_at is not null))
);
create index wallet_deposit_orders_member on wallet_deposit_orders (member_id, created_at desc);
create index wallet_deposit_orders_pending on wallet_deposit_orders (expires_at) where status = 'pending';
create index wallet_deposit_orders_status on wallet_deposit_orders (status, created_at desc);

-- Each payment-provider notification once, keyed by the provider's own reference.
create table wallet_payment_events (
  provider_reference text primary key,
  order_reference text not null,
  body_hash bytea not null,
  received_at timestamptz not null default now()
);

-- The member's first paid deposit, claimed once (reports count first deposits from here).
create table wallet_first_deposits (
  member_id bigint primary key references members (id),
  order_id bigint not null references wallet_deposit_orders (id),
  amount bigint not null,
  paid_at timestamptz not null
);

create table wallet_payout_accounts (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  method text not null check (method in ('pix', 'bank')),
  payee_name text not null,
  pix_key_type text check (pix_key_type in ('cpf', 'phone', 'email', 'random')),
  pix_key text,
  bank_code text,
  bank_branch text,
  account_number text,
  created_at timestamptz not null default now(),
  check ((method = 'pix') = (pix_key is not null)),
  check ((method = 'bank') = (account_number is not null))
);
create unique index wallet_payout_accounts_pix on wallet_payout_accounts (member_id, pix_key) where method = 'pix';
create unique index wallet_payout_accounts_bank on wallet_payout_accounts (member_id, bank_code, account_number) where method = 'bank';

-- A withdrawal and its review, payment and confirmation. A partly received or not received payment opens
-- a child item (parent_id) for the missing amount, backed by its own hold, that goes back to review.
create table wallet_withdrawals (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  parent_id bigint references wallet_withdrawals (id),
  idempotency_key text not null,
  request_hash bytea not null,
  amount bigint not null check (amount > 0),
  status text not null check (status in (
    'review', 'approved', 'rejected', 'paid', 'received', 'partly_received', 'not_received',
    'disputed', 'refunded', 'claim_rejected')),
  -- Set in the same transaction right after the insert, once the hold can name the withdrawal.
  hold_id bigint references wallet_holds (id),
  payout_account jsonb not null,
  received_amount bigint check (received_amount >= 0),
  forced_receipt boolean not null default false,
  confirmation_due_at timestamptz,
  claim_note text not null default '',
  review_note text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (member_id, idempotency_key)
);
create index wallet_withdrawals_member on wallet_withdrawals (member_id, created_at desc);
create index wallet_withdrawals_status on wallet_withdrawals (status, created_at);
create index wallet_withdrawals_due on wallet_withdrawals (confirmation_due_at) where status = 'paid';

-- Proof images of a not-received claim, re-encoded and stripped of metadata; named by the server.
create table wallet_withdrawal_proofs (
  id uuid primary key,
  withdrawal_id bigint not null references wallet_withdrawals (id),
  member_id bigint not null references members (id),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  bytes bytea not null,
  created_at timestamptz not null default now()
);
create index wallet_withdrawal_proofs_withdrawal on wallet_withdrawal_proofs (withdrawal_id);

-- A bonus credit and its wagering requirement; turnover from games and the lottery reduces what remains.
create table wallet_bonus_grants (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  transfer_id bigint not null unique,
  source text not null check (source ~ '^[a-z_]{2,40}$'),
  reference text not null default '',
  amount bigint not null check (amount > 0),
  wagering_required bigint not null check (wagering_required >= 0),
  wagering_done bigint not null default 0 check (wagering_done >= 0 and wagering_done <= wagering_required),
  status text not null check (status in ('wagering', 'completed', 'expired')),
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create index wallet_bonus_grants_member on wallet_bonus_grants (member_id, id);
create index wallet_bonus_grants_wagering on wallet_bonus_grants (expires_at) where status = 'wagering';

-- Transfers to the upline or a downline: the audit trail of who sent what to whom and from where.
create table wallet_tree_transfers (
  id bigint generated always as identity primary key,
  from_member_id bigint not null references members (id),
  to_member_id bigint not null references members (id),
  direction text not null check (direction in ('upline', 'downline')),
  amount bigint not null check (amount > 0),
  transfer_id bigint not null unique,
  client_address text not null,
  created_at timestamptz not null default now()
);
create index wallet_tree_transfers_sender on wallet_tree_transfers (from_member_id, created_at);

-- Wrong payment passwords per member: too many in a window locks money actions for a while.
create table wallet_payment_password_failures (
  member_id bigint primary key references members (id),
  failures integer not null,
  window_started_at timestamptz not null,
  locked_until timestamptz
);
