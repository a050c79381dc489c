-- Module lottery: a bet (and each issue of a chase) placed by one statement, with no BEGIN/COMMIT round
-- trips. For each issue, in order: the stake leaves the member's cash for the house and the prize-group
-- rebate comes back (both through wallet_post_transfer, the wallet's interface), the bet is written, and
-- it is added to its draw's totals and to the numbers it covers under the game's limits. The draw's row
-- is key-share locked only while it still takes bets, which orders the bet before or after the scheduler
-- drawing it. Any refusal raises 'lottery:<code>:<position>' (SQLSTATE P0001), so the whole statement,
-- every issue's money included, is rolled back. A first stake whose key was already posted answers
-- 'replayed' and writes nothing: the caller answers the first placement.
create or replace function lottery_place_bet(
  p_member_id bigint,
  p_game_id bigint,
  p_draw_ids bigint[],
  p_request_keys text[],
  p_references text[],
  p_now timestamptz,
  p_chase_issues integer,
  p_chase_stop_on_win boolean,
  p_bet jsonb,
  p_agent_ids bigint[],
  p_agent_basis_points integer[],
  p_exposure_keys text[],
  p_stripe smallint,
  p_limits jsonb,
  p_member_account_id bigint,
  p_house_account_id bigint,
  p_stake_keys text[],
  p_stake_hashes bytea[],
  p_stake_metadata jsonb,
  p_rebate_keys text[],
  p_rebate_hashes bytea[],
  p_rebate_metadata jsonb
) returns table (outcome text, bet_position integer, bet_id bigint, chase_id bigint, balance_before bigint, balance_after bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  v_stake bigint := (p_bet->>'stake')::bigint;
  v_rebate bigint := (p_bet->>'rebate')::bigint;
  v_potential_payout bigint := (p_bet->>'potentialPayout')::bigint;
  v_exposure_stake bigint := (p_bet->>'exposureStake')::bigint;
  v_exposure_payout bigint := (p_bet->>'exposurePayout')::bigint;
  v_stake_per_number_max bigint := (p_limits->>'stakePerNumberMax')::bigint;
  v_stake_per_draw_max bigint := (p_limits->>'stakePerDrawMax')::bigint;
  v_payout_per_draw_max bigint := (p_limits->>'payoutPerDrawMax')::bigint;
  v_chase_id bigint;
  v_debit record;
  v_credit record;
  v_before bigint;
  v_after bigint;
  v_bet_id bigint;
  v_number_stake_max bigint;
  v_fits boolean;
  i integer;
begin
  if cardinality(p_draw_ids) < 1 or cardinality(p_draw_ids) <> cardinality(p_request_keys) then
    raise exception 'lottery_place_bet needs one request key per draw';
  end if;
  for i in 1 .. cardinality(p_draw_ids) loop
    select * into v_debit from wallet_post_transfer(p_stake_keys[i], p_stake_hashes[i], p_member_account_id, p_house_account_id,
      v_stake, 'lottery_bet', p_references[i], p_stake_metadata);
    if v_debit.status = 'replayed' then
      if i = 1 then
        return query select 'replayed'::text, 1, null::bigint, null::bigint, null::bigint, null::bigint;
        return;
      end if;
      raise exception 'lottery:replayed:%', i;
    end if;
    if v_debit.status = 'insufficient_funds' then raise exception 'lottery:insufficient_balance:%', i; end if;
    if v_debit.status <> 'posted' then raise exception 'lottery:idempotency_conflict:%', i; end if;
    v_before := v_debit.debit_balance_after + v_stake;
    v_after := v_debit.debit_balance_after;
    if v_rebate > 0 then
      select * into v_credit from wallet_post_transfer(p_rebate_keys[i], p_rebate_hashes[i], p_house_account_id, p_member_account_id,
        v_rebate, 'lottery_rebate', p_references[i], p_rebate_metadata);
      if v_credit.status <> 'posted' then raise exception 'lottery:idempotency_conflict:%', i; end if;
      v_after := v_credit.credit_balance_after;
    end if;

    if i = 1 and p_chase_issues is not null then
      insert into lottery_chases (member_id, game_id, issues, stop_on_win) values (p_member_id, p_game_id, p_chase_issues, p_chase_stop_on_win)
        returning id into v_chase_id;
    end if;

    insert into lottery_bets (request_key, member_id, game_id, draw_id, chase_id, bet_type, selection, unit_price, multiplier, combinations,
        prize_group, odds, stake, rebate, agent_ids, agent_basis_points, exposure_keys, exposure_stake, exposure_payout, potential_payout,
        balance_before, placed_at)
      values (p_request_keys[i], p_member_id, p_game_id, p_draw_ids[i], v_chase_id, p_bet->>'betType', p_bet->'selection',
        (p_bet->>'unitPrice')::bigint, (p_bet->>'multiplier')::integer, (p_bet->>'combinations')::integer, (p_bet->>'prizeGroup')::integer,
        p_bet->'odds', v_stake, v_rebate, p_agent_ids, p_agent_basis_points, p_exposure_keys, v_exposure_stake, v_exposure_payout,
        v_potential_payout, v_before, p_now)
      returning id into v_bet_id;

    -- The draw must still take bets: the first issue must have opened, every issue must not have closed.
    perform 1 from lottery_draws d
      where d.id = p_draw_ids[i] and d.status in ('scheduled', 'open') and d.closes_at > p_now and (i > 1 or d.opens_at <= p_now)
      for key share;
    if not found then
      raise exception 'lottery:%:%', case when i = 1 then 'lottery_issue_closed' else 'lottery_issue_not_open' end, i;
    end if;
    insert into lottery_draw_totals as t (draw_id, stripe, bet_count, stake, potential_payout)
      values (p_draw_ids[i], p_stripe, 1, v_stake, v_potential_payout)
      on conflict (draw_id, stripe) do update set bet_count = t.bet_count + 1, stake = t.stake + excluded.stake,
        potential_payout = t.potential_payout + excluded.potential_payout;
    -- Numbers go in the order given (sorted) so that two bets on overlapping numbers lock their rows in the same order.
    with exposure as (
      insert into lottery_exposure as e (draw_id, number_key, stake, payout)
        select p_draw_ids[i], item.key, v_exposure_stake, v_exposure_payout
        from unnest(p_exposure_keys) with ordinality as item(key, position) order by item.position
        on conflict (draw_id, number_key) do update set stake = e.stake + excluded.stake, payout = e.payout + excluded.payout
        returning e.stake
    )
    select coalesce(max(exposure.stake), 0) into v_number_stake_max from exposure;
    if v_stake_per_number_max > 0 and v_number_stake_max > v_stake_per_number_max then
      raise exception 'lottery:limit_stake_per_number:%', i;
    end if;
    if v_stake_per_draw_max > 0 or v_payout_per_draw_max > 0 then
      -- Bets of a limited draw take its row one at a time, so the sum over the stripes is complete.
      perform 1 from lottery_draws d where d.id = p_draw_ids[i] for no key update;
      select (v_stake_per_draw_max = 0 or coalesce(sum(t.stake), 0) <= v_stake_per_draw_max)
          and (v_payout_per_draw_max = 0 or coalesce(sum(t.potential_payout), 0) <= v_payout_per_draw_max)
        into v_fits from lottery_draw_totals t where t.draw_id = p_draw_ids[i];
      if not coalesce(v_fits, false) then raise exception 'lottery:limit_per_draw:%', i; end if;
    end if;

    return query select 'placed'::text, i, v_bet_id, v_chase_id, v_before, v_after;
  end loop;
end $$;
