-- Module games: a vendor's win looks up its own id and the bet it pays by the whole primary key, one
-- lookup each. The single lookup of both ids (`transaction_uuid in (…)`) could be planned, in a function's
-- cached generic plan made while the journal was nearly empty, as a scan of every row of the vendor
-- filtered by id, so each win read more of the journal as it grew. Outcomes are unchanged.

create or replace function game_vendor_win(
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
  -- The win's own id (seen before: the general path answers), then the bet it pays, locked against a
  -- concurrent rollback. Each is one lookup by the whole primary key.
  perform 1 from game_vendor_transactions t where t.vendor_code = p_vendor_code and t.transaction_uuid = p_transaction_uuid;
  if found or p_amount < 0 then
    return query select 'general'::text, null::bigint, null::bigint, null::text, null::text, null::bigint, null::bigint, null::integer, null::text, null::boolean;
    return;
  end if;
  select t.kind, t.member_id, t.round_id, t.rolled_back into bet
    from game_vendor_transactions t where t.vendor_code = p_vendor_code and t.transaction_uuid = p_bet_transaction_uuid for update;
  if not found or bet.kind <> 'bet' or bet.member_id <> p_member_id or bet.rolled_back or bet.round_id is null then
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
