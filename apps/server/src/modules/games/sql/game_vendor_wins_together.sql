-- p_calls of wins: a JSON array of objects: position (1, 2, …), vendorCode, transactionUuid, requestHash (hex),
-- requestUuid, memberId, betTransactionUuid, roundRef, gameCode, currency, amount (0 closes a lost round and
-- moves no money), close, winPerRoundMax, memberAccountId, transferPosition (the position of its credit in
-- p_transfers; null for a zero win).
create or replace function game_vendor_wins_together(p_calls jsonb, p_transfers jsonb, p_gmt_offset_minutes integer)
returns table (call_position integer, balance bigint, round_id bigint, status_before text, status_after text, stake bigint, win bigint,
  node_id integer, game_type text, play_money boolean)
language plpgsql set plan_cache_mode = force_generic_plan set enable_seqscan = off set enable_hashjoin = off set enable_mergejoin = off as $$
#variable_conflict use_column
declare
  v_count integer := jsonb_array_length(p_calls);
  v_day date := game_merchant_day(now(), p_gmt_offset_minutes);
  v_positions integer[];
  v_vendors text[];
  v_uuids text[];
  v_hashes bytea[];
  v_request_uuids text[];
  v_members bigint[];
  v_bet_uuids text[];
  v_round_refs text[];
  v_game_codes text[];
  v_currencies text[];
  v_amounts bigint[];
  v_closes boolean[];
  v_win_maxima bigint[];
  v_accounts bigint[];
  v_transfer_positions integer[];
  v_malformed boolean;
  v_round_ids bigint[];
  v_unpaid integer;
  v_before_status text[];
  v_before_stake bigint[];
  v_before_valid bigint[];
  v_before_win bigint[];
  v_before_day date[];
  v_play_money boolean[];
  v_game_types text[];
  v_node_ids integer[];
  v_transfer_balances bigint[];
  v_balances bigint[];
  v_after_status text[];
  v_after_stake bigint[];
  v_after_valid bigint[];
  v_after_win bigint[];
  v_after_day date[];
begin
  if v_count = 0 then return; end if;
  select array_agg(c."position" order by c."position"), array_agg(c."vendorCode" order by c."position"),
      array_agg(c."transactionUuid" order by c."position"), array_agg(decode(c."requestHash", 'hex') order by c."position"),
      array_agg(c."requestUuid" order by c."position"), array_agg(c."memberId" order by c."position"),
      array_agg(c."betTransactionUuid" order by c."position"), array_agg(c."roundRef" order by c."position"),
      array_agg(c."gameCode" order by c."position"), array_agg(c.currency order by c."position"), array_agg(c.amount order by c."position"),
      array_agg(c.close order by c."position"), array_agg(c."winPerRoundMax" order by c."position"),
      array_agg(c."memberAccountId" order by c."position"), array_agg(c."transferPosition" order by c."position"),
      bool_or(c.amount is null or c.amount < 0 or c."memberId" is null or c."transactionUuid" is null or c."betTransactionUuid" is null
        or c.close is null or c."winPerRoundMax" is null or c."memberAccountId" is null or ((c.amount > 0) <> (c."transferPosition" is not null)))
    into v_positions, v_vendors, v_uuids, v_hashes, v_request_uuids, v_members, v_bet_uuids, v_round_refs, v_game_codes, v_currencies,
      v_amounts, v_closes, v_win_maxima, v_accounts, v_transfer_positions, v_malformed
    from jsonb_to_recordset(p_calls) as c("position" integer, "vendorCode" text, "transactionUuid" text, "requestHash" text,
      "requestUuid" text, "memberId" bigint, "betTransactionUuid" text, "roundRef" text, "gameCode" text, currency text, amount bigint,
      close boolean, "winPerRoundMax" bigint, "memberAccountId" bigint, "transferPosition" integer);
  if v_malformed or v_positions <> array(select generate_series(1, v_count)) then
    raise exception 'vendor wins together need positions 1 to n and every field of each call';
  end if;
  -- One call per member: each round and each balance then has one call of the batch.
  if (select count(distinct c.member_id) from unnest(v_members) as c(member_id)) <> v_count then raise exception 'games:batch:member_twice'; end if;


  -- The bets paid, locked against a concurrent rollback (in call order: the caller orders calls by member
  -- account, so concurrent batches lock in one order), each this member's, not rolled back, with its round.
  select array_agg(bet.round_id order by bet.ordinal), count(*) filter (where bet.kind is distinct from 'bet' or bet.member_id <> bet.caller
      or bet.rolled_back or bet.round_id is null)
    into v_round_ids, v_unpaid
    from (
      select c.ordinal, c.member_id as caller, t.kind, t.member_id, t.rolled_back, t.round_id
      from unnest(v_positions, v_vendors, v_bet_uuids, v_members) as c(ordinal, vendor_code, transaction_uuid, member_id)
      join game_vendor_transactions t on t.vendor_code = c.vendor_code and t.transaction_uuid = c.transaction_uuid
      order by c.ordinal
      for update of t
    ) bet;
  if v_unpaid > 0 or coalesce(cardinality(v_round_ids), 0) <> v_count then raise exception 'games:batch:bet'; end if;

  -- The rounds as they were, locked; each must be the call's round, game and currency, and stay within its maximum win.
  select array_agg(r.status order by c.ordinal), array_agg(r.stake order by c.ordinal), array_agg(r.stake - r.stake_refunded order by c.ordinal),
      array_agg(r.win order by c.ordinal), array_agg(r.figures_day order by c.ordinal), array_agg(r.play_money order by c.ordinal),
      array_agg(r.game_type order by c.ordinal), array_agg(r.node_id order by c.ordinal),
      count(*) filter (where r.round_ref <> c.round_ref or r.game_code <> c.game_code or r.currency <> c.currency or r.win + c.amount > c.win_max)
    into v_before_status, v_before_stake, v_before_valid, v_before_win, v_before_day, v_play_money, v_game_types, v_node_ids, v_unpaid
    from unnest(v_positions, v_round_ids, v_round_refs, v_game_codes, v_currencies, v_amounts, v_win_maxima)
      as c(ordinal, round_id, round_ref, game_code, currency, amount, win_max)
    join lateral (select * from game_rounds r where r.id = c.round_id for update) r on true;
  if v_unpaid > 0 or coalesce(cardinality(v_before_status), 0) <> v_count then raise exception 'games:batch:round'; end if;

  -- The credits; a zero win moves nothing and answers the balance as it is.
  if exists (select 1 from unnest(v_transfer_positions) as c(transfer_position) where c.transfer_position is not null) then
    select array_agg(moved.member_balance_after order by moved.transfer_position) into v_transfer_balances
      from wallet_post_transfers_together(p_transfers) moved;
  end if;
  if exists (select 1 from unnest(v_transfer_positions) as c(transfer_position) where c.transfer_position is null) then
    v_balances := wallet_account_balances(v_accounts);
  end if;
  select array_agg(coalesce(v_transfer_balances[c.transfer_position], v_balances[c.ordinal]) order by c.ordinal) into v_balances
    from unnest(v_positions, v_transfer_positions) as c(ordinal, transfer_position);
  if array_position(v_balances, null) is not null then raise exception 'vendor wins together need every member account'; end if;

  with after as (
    update game_rounds r set
      status = case when c.close or r.status = 'settled' then 'settled' else 'open' end,
      settled_at = case when c.close then coalesce(r.settled_at, now()) else r.settled_at end,
      figures_day = case when (c.close or r.status = 'settled') and r.figures_day is null then v_day else r.figures_day end,
      win = r.win + c.amount,
      balance_after = c.balance
    from unnest(v_positions, v_round_ids, v_closes, v_amounts, v_balances) as c(ordinal, round_id, close, amount, balance)
    where r.id = c.round_id
    returning c.ordinal, r.status, r.stake, r.stake - r.stake_refunded as valid_bet, r.win, r.figures_day
  )
  select array_agg(after.status order by after.ordinal), array_agg(after.stake order by after.ordinal), array_agg(after.valid_bet order by after.ordinal),
      array_agg(after.win order by after.ordinal), array_agg(after.figures_day order by after.ordinal)
    into v_after_status, v_after_stake, v_after_valid, v_after_win, v_after_day
    from after;

  -- What each round's change adds to its member's daily figures (settled real-money rounds count), as
  -- game_round_figures adds it for one round; the valid bet it adds counts towards the bonus wagering.
  if exists (select 1 from unnest(v_after_status) as c(status) where c.status = 'settled') then
    with delta as (
      select c.member_id, c.day, c.game_type,
        (case when c.after_counts then 1 else 0 end) - (case when c.before_counts then 1 else 0 end) as rounds,
        (case when c.after_counts then c.after_stake else 0 end) - (case when c.before_counts then c.before_stake else 0 end) as stake,
        (case when c.after_counts then c.after_valid else 0 end) - (case when c.before_counts then c.before_valid else 0 end) as valid_bet,
        (case when c.after_counts then c.after_win else 0 end) - (case when c.before_counts then c.before_win else 0 end) as win
      from (
        select item.member_id, item.day, item.game_type, item.after_stake, item.after_valid, item.after_win, item.before_stake, item.before_valid,
          item.before_win, item.after_status = 'settled' and not item.play_money as after_counts,
          coalesce(item.before_status = 'settled' and not item.play_money, false) as before_counts
        from unnest(v_members, v_after_day, v_game_types, v_play_money, v_before_status, v_before_stake, v_before_valid, v_before_win,
            v_after_status, v_after_stake, v_after_valid, v_after_win)
          as item(member_id, day, game_type, play_money, before_status, before_stake, before_valid, before_win, after_status, after_stake,
            after_valid, after_win)
        where item.day is not null
      ) c
    ), figures as (
      insert into game_member_daily_figures as f (member_id, day, game_type, rounds, stake, valid_bet, win)
        select delta.member_id, delta.day, delta.game_type, sum(delta.rounds), sum(delta.stake), sum(delta.valid_bet), sum(delta.win)
        from delta
        where delta.rounds <> 0 or delta.stake <> 0 or delta.valid_bet <> 0 or delta.win <> 0
        group by delta.member_id, delta.day, delta.game_type
        order by delta.member_id, delta.day, delta.game_type
        on conflict (member_id, day, game_type) do update set
          rounds = f.rounds + excluded.rounds,
          stake = f.stake + excluded.stake,
          valid_bet = f.valid_bet + excluded.valid_bet,
          win = f.win + excluded.win
    )
    select count(*) into v_unpaid from (
      select wallet_record_turnovers(array_agg(delta.member_id), array_agg(delta.valid_bet), now())
      from delta where delta.valid_bet > 0 having count(*) > 0
    ) recorded;
  end if;

  insert into game_vendor_transactions (vendor_code, transaction_uuid, kind, request_hash, member_id, round_id, reference_transaction_uuid,
      amount, applied, rolled_back, response)
    select c.vendor_code, c.transaction_uuid, 'win', c.request_hash, c.member_id, c.round_id, c.bet_uuid, c.amount, true, false,
      jsonb_build_object('status', 'OK', 'request_uuid', c.request_uuid, 'user', c.member_id::text, 'currency', c.currency, 'balance', c.balance)
    from unnest(v_vendors, v_uuids, v_hashes, v_request_uuids, v_members, v_round_ids, v_bet_uuids, v_amounts, v_currencies, v_balances)
      as c(vendor_code, transaction_uuid, request_hash, request_uuid, member_id, round_id, bet_uuid, amount, currency, balance);

  return query
    select c.ordinal, c.balance, c.round_id, c.before_status, c.after_status, c.after_stake, c.after_win, c.node_id, c.game_type, c.play_money
    from unnest(v_positions, v_balances, v_round_ids, v_before_status, v_after_status, v_after_stake, v_after_win, v_node_ids, v_game_types,
        v_play_money)
      as c(ordinal, balance, round_id, before_status, after_status, after_stake, after_win, node_id, game_type, play_money)
    order by c.ordinal;
end $$;
