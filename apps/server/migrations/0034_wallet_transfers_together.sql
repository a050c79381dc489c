-- Module wallet: many transfers posted by one call, all of them or none. Each transfer moves money between
-- one member account and one system account of the same book, in either direction. The outcome is the one
-- wallet_post_transfer would give for each transfer in turn, when every transfer of the call is posted;
-- a call where one of them would not be (a key already posted, not enough money at its turn) raises and
-- writes nothing, so the caller posts those transfers one by one and answers each as wallet_post_transfer
-- does. The work is a handful of statements whatever the number of transfers:
--   * the member accounts are locked in id order;
--   * each transfer's member balance after it is its account's balance plus the running sum of the call's
--     movements on that account, in the order given; a debit that would leave it below zero raises
--     'wallet:insufficient_funds:<position>';
--   * each account's balance moves once, by the call's net;
--   * the transfers are written (a key already posted raises 'wallet:replayed'), with one entry each for
--     their member side, and each system account gets one delta row for the call's net.
-- The function's statements keep one generic plan each (plan_cache_mode): every call has the same shape,
-- and planning each call anew would cost more than its work.
-- p_transfers is a JSON array of objects: position (1, 2, …), idempotencyKey, requestHash (hex),
-- memberAccountId, systemAccountId, direction ('debit' takes from the member, 'credit' gives to it),
-- amount, kind, reference, metadata.
create function wallet_transfer_items(p_transfers jsonb)
returns table (item_position integer, idempotency_key text, request_hash bytea, member_account_id bigint, system_account_id bigint,
  member_delta bigint, amount bigint, kind text, reference text, metadata jsonb)
language sql stable as $$
  select item."position", item."idempotencyKey", decode(item."requestHash", 'hex'), item."memberAccountId", item."systemAccountId",
    case item.direction when 'debit' then -item.amount when 'credit' then item.amount end,
    item.amount, item.kind, coalesce(item.reference, ''), coalesce(item.metadata, '{}'::jsonb)
  from jsonb_to_recordset(p_transfers) as item("position" integer, "idempotencyKey" text, "requestHash" text, "memberAccountId" bigint,
    "systemAccountId" bigint, direction text, amount bigint, kind text, reference text, metadata jsonb)
$$;

create function wallet_post_transfers_together(p_transfers jsonb)
returns table (transfer_position integer, transfer_id bigint, member_balance_after bigint)
language plpgsql set plan_cache_mode = force_generic_plan as $$
#variable_conflict use_column
declare
  v_count integer := jsonb_array_length(p_transfers);
  v_positions integer[];
  v_keys text[];
  v_hashes bytea[];
  v_members bigint[];
  v_systems bigint[];
  v_deltas bigint[];
  v_kinds text[];
  v_references text[];
  v_metadata jsonb[];
  v_accounts bigint[];
  v_books text[];
  v_balances bigint[];
  v_afters bigint[];
  v_transfer_ids bigint[];
  v_short integer;
  v_amount_missing boolean;
begin
  if v_count = 0 then return; end if;
  -- The transfers are read once, in position order; every statement below works on these arrays, and the
  -- accounts are reached by id only.
  select array_agg(item.item_position order by item.item_position), array_agg(item.idempotency_key order by item.item_position),
      array_agg(item.request_hash order by item.item_position), array_agg(item.member_account_id order by item.item_position),
      array_agg(item.system_account_id order by item.item_position), array_agg(item.member_delta order by item.item_position),
      array_agg(item.kind order by item.item_position), array_agg(item.reference order by item.item_position),
      array_agg(item.metadata order by item.item_position), bool_or(item.amount is null or item.amount <= 0)
    into v_positions, v_keys, v_hashes, v_members, v_systems, v_deltas, v_kinds, v_references, v_metadata, v_amount_missing
    from wallet_transfer_items(p_transfers) item;
  if v_amount_missing or array_position(v_deltas, null) is not null or array_position(v_positions, null) is not null
    or (select count(distinct item.ordinal) from unnest(v_positions) as item(ordinal)) <> v_count then
    raise exception 'wallet transfers together need a position, a direction and a positive amount each';
  end if;

  -- The member accounts, locked in id order; their balances as the lock found them.
  select array_agg(a.id order by a.id), array_agg(a.book order by a.id), array_agg(a.balance order by a.id) into v_accounts, v_books, v_balances
    from (select a.id, a.book, a.balance from wallet_accounts a where a.id = any(v_members) and a.member_id is not null order by a.id for no key update) a;
  if exists (
    select 1 from unnest(v_members, v_systems) as item(member_account_id, system_account_id)
    left join wallet_accounts s on s.id = item.system_account_id
    where array_position(v_accounts, item.member_account_id) is null or s.id is null or s.member_id is not null
      or s.book <> v_books[array_position(v_accounts, item.member_account_id)]
  ) then
    raise exception 'wallet transfers together each move money between a member account and a system account of one book';
  end if;

  select array_agg(running.balance_after order by running.ordinal) into v_afters
    from (
      select item.ordinal, v_balances[array_position(v_accounts, item.member_account_id)]
          + sum(item.member_delta) over (partition by item.member_account_id order by item.ordinal) as balance_after
      from unnest(v_positions, v_members, v_deltas) as item(ordinal, member_account_id, member_delta)
    ) running;
  select min(balance.ordinal) into v_short from unnest(v_positions, v_afters) as balance(ordinal, balance_after) where balance.balance_after < 0;
  if v_short is not null then raise exception 'wallet:insufficient_funds:%', v_short; end if;

  -- Each account's balance after the call is the balance after its last transfer.
  update wallet_accounts a set balance = final.balance_after
    from (
      select distinct on (item.member_account_id) item.member_account_id, item.balance_after
      from unnest(v_positions, v_members, v_afters) as item(ordinal, member_account_id, balance_after)
      order by item.member_account_id, item.ordinal desc
    ) final
    where a.id = any(v_accounts) and a.id = final.member_account_id and a.balance <> final.balance_after;

  with posted as (
    insert into wallet_transfers as t (idempotency_key, request_hash, book, debit_account_id, credit_account_id, amount, kind, reference,
        metadata, debit_balance_after, credit_balance_after)
      select item.idempotency_key, item.request_hash, v_books[array_position(v_accounts, item.member_account_id)],
        case when item.member_delta < 0 then item.member_account_id else item.system_account_id end,
        case when item.member_delta < 0 then item.system_account_id else item.member_account_id end,
        abs(item.member_delta), item.kind, item.reference, item.metadata,
        case when item.member_delta < 0 then item.balance_after end,
        case when item.member_delta > 0 then item.balance_after end
      from unnest(v_positions, v_keys, v_hashes, v_members, v_systems, v_deltas, v_kinds, v_references, v_metadata, v_afters)
        as item(ordinal, idempotency_key, request_hash, member_account_id, system_account_id, member_delta, kind, reference, metadata, balance_after)
      order by item.ordinal
      on conflict (idempotency_key) do nothing
      returning t.id, t.idempotency_key, t.created_at
  ), entries as (
    insert into wallet_entries (account_id, transfer_id, amount, balance_after, created_at)
      select item.member_account_id, posted.id, item.member_delta, item.balance_after, posted.created_at
      from posted
      join unnest(v_keys, v_members, v_deltas, v_afters) as item(idempotency_key, member_account_id, member_delta, balance_after)
        on item.idempotency_key = posted.idempotency_key
  )
  select array_agg(posted.id order by array_position(v_keys, posted.idempotency_key)) into v_transfer_ids from posted;
  if coalesce(cardinality(v_transfer_ids), 0) <> v_count then raise exception 'wallet:replayed:0'; end if;

  insert into wallet_system_deltas (account_id, amount)
    select item.system_account_id, -sum(item.member_delta) from unnest(v_systems, v_deltas) as item(system_account_id, member_delta)
    group by item.system_account_id having sum(item.member_delta) <> 0;

  return query select placed.ordinal, placed.transfer_id, placed.balance_after
    from unnest(v_positions, v_transfer_ids, v_afters) as placed(ordinal, transfer_id, balance_after);
end $$;
