-- p_calls of bets: a JSON array of objects: position (1, 2, …), vendorCode, transactionUuid, requestHash
-- (hex), requestUuid, memberId, roundRef, gameCode, gameType, nodeId, gameName, currency, playMoney, amount,
-- close (the bet closes its round).
create or replace function game_vendor_bets_together(p_calls jsonb, p_transfers jsonb, p_gmt_offset_minutes integer)
returns table (call_position integer, balance bigint, round_id bigint, status_after text, stake bigint, node_id integer, game_type text,
  play_money boolean)
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
  v_round_refs text[];
  v_game_codes text[];
  v_game_types text[];
  v_node_ids integer[];
  v_game_names text[];
  v_currencies text[];
  v_play_money boolean[];
  v_amounts bigint[];
  v_closes boolean[];
  v_malformed boolean;
  v_balances bigint[];
  v_round_ids bigint[];
  v_opened integer;
begin
  if v_count = 0 then return; end if;
  select array_agg(c."position" order by c."position"), array_agg(c."vendorCode" order by c."position"),
      array_agg(c."transactionUuid" order by c."position"), array_agg(decode(c."requestHash", 'hex') order by c."position"),
      array_agg(c."requestUuid" order by c."position"), array_agg(c."memberId" order by c."position"),
      array_agg(c."roundRef" order by c."position"), array_agg(c."gameCode" order by c."position"),
      array_agg(c."gameType" order by c."position"), array_agg(c."nodeId" order by c."position"),
      array_agg(coalesce(c."gameName", '') order by c."position"), array_agg(c.currency order by c."position"),
      array_agg(c."playMoney" order by c."position"), array_agg(c.amount order by c."position"),
      array_agg(c.close order by c."position"),
      bool_or(c.amount is null or c.amount <= 0 or c."memberId" is null or c."transactionUuid" is null or c."roundRef" is null
        or c."playMoney" is null or c.close is null)
    into v_positions, v_vendors, v_uuids, v_hashes, v_request_uuids, v_members, v_round_refs, v_game_codes, v_game_types, v_node_ids,
      v_game_names, v_currencies, v_play_money, v_amounts, v_closes, v_malformed
    from jsonb_to_recordset(p_calls) as c("position" integer, "vendorCode" text, "transactionUuid" text, "requestHash" text,
      "requestUuid" text, "memberId" bigint, "roundRef" text, "gameCode" text, "gameType" text, "nodeId" integer, "gameName" text,
      currency text, "playMoney" boolean, amount bigint, close boolean);
  if v_malformed or v_positions <> array(select generate_series(1, v_count)) then
    raise exception 'vendor bets together need positions 1 to n and every field of each call';
  end if;

  if not account_members_active(v_members) then
    raise exception 'games:batch:member';
  end if;

  -- The stakes, in call order; a stake short at its turn raises 'wallet:insufficient_funds:<position>'.
  select array_agg(moved.member_balance_after order by moved.transfer_position) into v_balances
    from wallet_post_transfers_together(p_transfers) moved;
  if coalesce(cardinality(v_balances), 0) <> v_count then raise exception 'vendor bets together need one stake per call'; end if;

  -- Each bet opens its round; a round that exists (a second bet) fails the insert (unique_violation).
  with opened as (
    insert into game_rounds as r (member_id, vendor_code, round_ref, game_code, game_type, node_id, game_name, currency, play_money, status,
        stake, stake_refunded, win, bet_count, balance_before, balance_after, settled_at, figures_day)
      select c.member_id, c.vendor_code, c.round_ref, c.game_code, c.game_type, c.node_id, c.game_name, c.currency, c.play_money,
        case when c.close then 'settled' else 'open' end, c.amount, 0, 0, 1, c.balance_after + c.amount, c.balance_after,
        case when c.close then now() end, case when c.close then v_day end
      from unnest(v_positions, v_members, v_vendors, v_round_refs, v_game_codes, v_game_types, v_node_ids, v_game_names, v_currencies,
          v_play_money, v_amounts, v_closes, v_balances)
        as c(ordinal, member_id, vendor_code, round_ref, game_code, game_type, node_id, game_name, currency, play_money, amount, close, balance_after)
      order by c.ordinal
      returning r.id, r.vendor_code, r.member_id, r.round_ref
  )
  select (select count(*) from opened), array_agg(opened.id order by c.ordinal) into v_opened, v_round_ids
    from unnest(v_positions, v_vendors, v_members, v_round_refs) as c(ordinal, vendor_code, member_id, round_ref)
    join opened on opened.vendor_code = c.vendor_code and opened.member_id = c.member_id and opened.round_ref = c.round_ref;
  if v_opened <> v_count or coalesce(cardinality(v_round_ids), 0) <> v_count then raise exception 'games:batch:round'; end if;

  -- A bet that closes its round settles it: the daily figures and the bonus wagering count it (real money).
  if true = any(v_closes) then
    insert into game_member_daily_figures as f (member_id, day, game_type, rounds, stake, valid_bet, win)
      select c.member_id, v_day, c.game_type, count(*), sum(c.amount), sum(c.amount), 0
      from unnest(v_members, v_game_types, v_amounts, v_closes, v_play_money) as c(member_id, game_type, amount, close, play_money)
      where c.close and not c.play_money
      group by c.member_id, c.game_type
      order by c.member_id, c.game_type
      on conflict (member_id, day, game_type) do update set
        rounds = f.rounds + excluded.rounds,
        stake = f.stake + excluded.stake,
        valid_bet = f.valid_bet + excluded.valid_bet,
        win = f.win + excluded.win;
    perform wallet_record_turnovers(array_agg(c.member_id), array_agg(c.amount), now())
      from unnest(v_members, v_amounts, v_closes, v_play_money) as c(member_id, amount, close, play_money)
      where c.close and not c.play_money
      having count(*) > 0;
  end if;

  insert into game_vendor_transactions (vendor_code, transaction_uuid, kind, request_hash, member_id, round_id, reference_transaction_uuid,
      amount, applied, rolled_back, response)
    select c.vendor_code, c.transaction_uuid, 'bet', c.request_hash, c.member_id, c.round_id, null, c.amount, true, false,
      jsonb_build_object('status', 'OK', 'request_uuid', c.request_uuid, 'user', c.member_id::text, 'currency', c.currency, 'balance', c.balance)
    from unnest(v_vendors, v_uuids, v_hashes, v_request_uuids, v_members, v_round_ids, v_amounts, v_currencies, v_balances)
      as c(vendor_code, transaction_uuid, request_hash, request_uuid, member_id, round_id, amount, currency, balance);

  return query
    select c.ordinal, c.balance, c.round_id, case when c.close then 'settled' else 'open' end, c.amount, c.node_id, c.game_type, c.play_money
    from unnest(v_positions, v_balances, v_round_ids, v_closes, v_amounts, v_node_ids, v_game_types, v_play_money)
      as c(ordinal, balance, round_id, close, amount, node_id, game_type, play_money)
    order by c.ordinal;
end $$;
