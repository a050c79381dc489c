-- Member accounts' balances, in the order of the ids given (null for an id that is no account).
create or replace function wallet_account_balances(p_account_ids bigint[]) returns bigint[]
language plpgsql stable set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
begin
  return (
    select array_agg(a.balance order by item.ordinal)
    from unnest(p_account_ids) with ordinality as item(account_id, ordinal)
    left join wallet_accounts a on a.id = item.account_id
  );
end $$;
