-- A member account's balance (the games answer a refused bet or a zero win with it).
create or replace function wallet_account_balance(p_account_id bigint) returns bigint
language sql stable as $$
  select a.balance from wallet_accounts a where a.id = p_account_id
$$;
