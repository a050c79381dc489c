-- Module games: a vendor's ordinary bet and win, each in one statement. The journal check, the round, the
-- ledger transfer (through wallet_post_transfer), the daily figures, the bonus wagering (through
-- wallet_record_turnover) and the journal row commit together without a round trip between them.
-- Anything out of the ordinary (a transaction id seen before, a win for an unknown, foreign or rolled-back
-- bet, another currency or game, a win over the round's limit) answers 'general' having written nothing,
-- and the caller answers the call through the general path, which knows every status of the protocol.

-- The merchant's day of an instant, `p_gmt_offset_minutes` from UTC.
create function game_merchant_day(p_at timestamptz, p_gmt_offset_minutes integer) returns date
language sql immutable as $$
  select ((p_at at time zone 'UTC') + make_interval(mins => p_gmt_offset_minutes))::date
$$;

-- Adds what a round's change adds to its member's daily figures (settled real-money rounds count) and
-- returns the valid bet it added. `p_before` is null for a round just opened.
create function game_round_figures(p_before game_rounds, p_after game_rounds) returns bigint
language plpgsql as $$
declare
  before_counts boolean := coalesce(p_before.status = 'settled' and not p_before.play_money, false);
  after_counts boolean := coalesce(p_after.status = 'settled' and not p_after.play_money, false);
  rounds_delta integer;
  stake_delta bigint;
  valid_delta bigint;
  win_delta bigint;
begin
  rounds_delta := (case when after_counts then 1 else 0 end) - (case when before_counts then 1 else 0 end);
  stake_delta := (case when after_counts then p_after.stake else 0 end) - (case when before_counts then p_before.stake else 0 end);
  valid_delta := (case when after_counts then p_after.stake - p_after.stake_refunded else 0 end)
    - (case when before_counts then p_before.stake - p_before.stake_refunded else 0 end);
  win_delta := (case when after_counts then p_after.win else 0 end) - (case when before_counts then p_before.win else 0 end);
  if (rounds_delta <> 0 or stake_delta <> 0 or valid_delta <> 0 or win_delta <> 0) and p_after.figures_day is not null then
    insert into game_member_daily_figures as figures (member_id, day, game_type, rounds, stake, valid_bet, win)
    values (p_after.member_id, p_after.figures_day, p_after.game_type, rounds_delta, stake_delta, valid_delta, win_delta)
    on conflict (member_id, day, game_type) do update set
      rounds = figures.rounds + excluded.rounds,
      stake = figures.stake + excluded.stake,
      valid_bet = figures.valid_bet + excluded.valid_bet,
      win = figures.win + excluded.win;
  end if;
  return valid_delta;
end $$;

-- A vendor's bet: debits the member's stake, opens the round on its first bet (or adds to it) and closes
-- it when asked, and journals the answer. 'insufficient_funds' writes nothing and returns the balance.
create function game_vendor_bet(
  p_vendor_code text,
  p_transaction_uuid text,
  p_request_hash bytea,
  p_request_uuid text,
  p_member_id bigint,
  p_round_ref text,
  p_game_code text,
  p_game_type text,
  p_node_id integer,
  p_game_name text,
  p_currency text,
  p_play_money boolean,
  p_amount bigint,
  p_close boolean,
  p_gmt_offset_minutes integer,
  p_transfer_key text,
  p_transfer_hash bytea,
  p_member_account_id bigint,
  p_counterparty_account_id bigint,
  p_transfer_reference text,
  p_transfer_metadata jsonb
) returns table (outcome text, balance bigint, round_id bigint, status_before text, status_after text, stake bigint, win bigint, node_id integer,
  game_type text, play_money boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  before_round game_rounds;
  after_round game_rounds;
  moved record;
  new_balance bigint;
  added_valid_bet bigint;
begin
  perform 1 from game_vendor_transactions t where t.vendor_code = p_vendor_code and t.transaction_uuid = p_transaction_uuid;
  if found or p_amount <= 0 then
    return query select 'general'::text, null::bigint, null::bigint, null::text, null::text, null::bigint, null::bigint, null::integer, null::text, null::boolean;
    return;
  end if;

  select * into moved from wallet_post_transfer(p_transfer_key, p_transfer_hash, p_member_account_id, p_counterparty_account_id,
    p_amount, 'game_bet', p_transfer_reference, p_transfer_metadata);
  if moved.status = 'insufficient_funds' then
    return query select 'insufficient_funds'::text, wallet_account_balance(p_member_account_id), null::bigint, null::text, null::text, null::bigint, null::bigint, null::integer, null::text, null::boolean;
    return;
  end if;
  if moved.status <> 'posted' then
    -- The transfer exists though the journal did not: a concurrent call with this id committed in between.
    raise exception 'vendor transaction % was posted by a concurrent call', p_transaction_uuid using errcode = '40001';
  end if;
  new_balance := moved.debit_balance_after;

  -- Most bets open their round; a round that exists (a second bet, or one opened concurrently) is locked and added to.
  insert into game_rounds as r (member_id, vendor_code, round_ref, game_code, game_type, node_id, game_name, currency, play_money,
      status, stake, stake_refunded, win, bet_count, balance_before, balance_after, settled_at, figures_day)
    values (p_member_id, p_vendor_code, p_round_ref, p_game_code, p_game_type, p_node_id, p_game_name, p_currency, p_play_money,
      case when p_close then 'settled' else 'open' end, p_amount, 0, 0, 1, new_balance + p_amount, new_balance,
      case when p_close then now() end, case when p_close then game_merchant_day(now(), p_gmt_offset_minutes) end)
    on conflict (vendor_code, member_id, round_ref) do nothing
    returning * into after_round;
  if after_round.id is null then
    select * into before_round from game_rounds r
      where r.vendor_code = p_vendor_code and r.member_id = p_member_id and r.round_ref = p_round_ref for update;
    update game_rounds r set
      status = case when p_close or r.status = 'settled' then 'settled' else 'open' end,
      settled_at = case when p_close then coalesce(r.settled_at, now()) else r.settled_at end,
      figures_day = case when (p_close or r.status = 'settled') and r.figures_day is null
        then game_merchant_day(now(), p_gmt_offset_minutes) else r.figures_day end,
      stake = r.stake + p_amount,
      bet_count = r.bet_count + 1,
      balance_after = new_balance
    where r.id = before_round.id
    returning * into after_round;
  end if;

  if after_round.status = 'settled' then
    added_valid_bet := game_round_figures(before_round, after_round);
    if added_valid_bet > 0 then perform wallet_record_turnover(p_member_id, added_valid_bet); end if;
  end if;

  insert into game_vendor_transactions (vendor_code, transaction_uuid, kind, request_hash, member_id, round_id,
      reference_transaction_uuid, amount, applied, rolled_back, response)
    values (p_vendor_code, p_transaction_uuid, 'bet', p_request_hash, p_member_id, after_round.id, null, p_amount, true, false,
      jsonb_build_object('status', 'OK', 'request_uuid', p_request_uuid, 'user', p_member_id::text, 'currency', p_currency, 'balance', new_balance));

  return query select 'posted'::text, new_balance, after_round.id, before_round.status, after_round.status, after_round.stake, after_round.win, after_round.node_id,
    after_round.game_type, after_round.play_money;
end $$;

-- A vendor's win for a bet of this member in this round: credits it (a zero win moves no money and closes
-- a lost round), adds it to the round and closes it when asked, and journals the answer.
create function game_vendor_win(
  p_vendor_code text,
  p_transaction_uuid text,
  p_request_hash bytea,
  p_request_uuid text,
  p_member_id bigint,
  p_bet_transaction_uuid text,
  p_round_ref text,
  p_game_code text,
  p_currency text,
  p_amount bigint,
  p_close boolean,
  p_win_per_round_max bigint,
  p_gmt_offset_minutes integer,
  p_transfer_key text,
  p_transfer_hash bytea,
  p_member_account_id bigint,
  p_counterparty_account_id bigint,
  p_transfer_reference text,
  p_transfer_metadata jsonb
) returns table (outcome text, balance bigint, round_id bigint, status_before text, status_after text, stake bigint, win bigint, node_id integer,
  game_type text, play_money boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  bet record;
  before_round game_rounds;
  after_round game_rounds;
  moved record;
  new_balance bigint;
  added_valid_bet bigint;
begin
  -- The win's own id (seen before: the general path answers) and the bet it pays, locked against a concurrent rollback.
  select count(*) filter (where t.transaction_uuid = p_transaction_uuid) as seen,
      min(t.kind) filter (where t.transaction_uuid = p_bet_transaction_uuid) as kind,
      min(t.member_id) filter (where t.transaction_uuid = p_bet_transaction_uuid) as member_id,
      min(t.round_id) filter (where t.transaction_uuid = p_bet_transaction_uuid) as round_id,
      bool_or(t.rolled_back) filter (where t.transaction_uuid = p_bet_transaction_uuid) as rolled_back
    into bet
    from (select * from game_vendor_transactions j
      where j.vendor_code = p_vendor_code and j.transaction_uuid in (p_transaction_uuid, p_bet_transaction_uuid) for update) t;
  if bet.seen > 0 or bet.kind is distinct from 'bet' or bet.member_id is distinct from p_member_id or bet.rolled_back or bet.round_id is null
      or p_amount < 0 then
    return query select 'general'::text, null::bigint, null::bigint, null::text, null::text, null::bigint, null::bigint, null::integer, null::text, null::boolean;
    return;
  end if;

  select * into before_round from game_rounds r where r.id = bet.round_id for update;
  if before_round.round_ref <> p_round_ref or before_round.currency <> p_currency or before_round.game_code <> p_game_code
      or before_round.win + p_amount > p_win_per_round_max then
    return query select 'general'::text, null::bigint, null::bigint, null::text, null::text, null::bigint, null::bigint, null::integer, null::text, null::boolean;
    return;
  end if;

  if p_amount = 0 then
    new_balance := wallet_account_balance(p_member_account_id);
  else
    select * into moved from wallet_post_transfer(p_transfer_key, p_transfer_hash, p_counterparty_account_id, p_member_account_id,
      p_amount, 'game_win', p_transfer_reference, p_transfer_metadata);
    if moved.status <> 'posted' then
      raise exception 'vendor transaction % was posted by a concurrent call', p_transaction_uuid using errcode = '40001';
    end if;
    new_balance := moved.credit_balance_after;
  end if;

  update game_rounds r set
    status = case when p_close or r.status = 'settled' then 'settled' else 'open' end,
    settled_at = case when p_close then coalesce(r.settled_at, now()) else r.settled_at end,
    figures_day = case when (p_close or r.status = 'settled') and r.figures_day is null
      then game_merchant_day(now(), p_gmt_offset_minutes) else r.figures_day end,
    win = r.win + p_amount,
    balance_after = new_balance
  where r.id = before_round.id
  returning * into after_round;

  if after_round.status = 'settled' then
    added_valid_bet := game_round_figures(before_round, after_round);
    if added_valid_bet > 0 then perform wallet_record_turnover(p_member_id, added_valid_bet); end if;
  end if;

  insert into game_vendor_transactions (vendor_code, transaction_uuid, kind, request_hash, member_id, round_id,
      reference_transaction_uuid, amount, applied, rolled_back, response)
    values (p_vendor_code, p_transaction_uuid, 'win', p_request_hash, p_member_id, after_round.id, p_bet_transaction_uuid, p_amount,
      true, false,
      jsonb_build_object('status', 'OK', 'request_uuid', p_request_uuid, 'user', p_member_id::text, 'currency', p_currency, 'balance', new_balance));

  return query select 'posted'::text, new_balance, after_round.id, before_round.status, after_round.status, after_round.stake, after_round.win, after_round.node_id,
    after_round.game_type, after_round.play_money;
end $$;
