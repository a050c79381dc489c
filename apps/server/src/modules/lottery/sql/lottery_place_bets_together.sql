-- Module lottery: placements arriving together written set-based by one call, all of them or none. The
-- outcome is the one lottery_place_bet would give for each placement in turn when every one of them is
-- placed; a batch where one would be refused (not enough money at its turn, a key already used, a draw
-- closed meanwhile, a limit it would exceed) raises 'lottery:batch:<reason>' (or the wallet's
-- 'wallet:<reason>:<position>') and writes nothing, and the caller places that batch one placement at a
-- time (lottery_place_bets), which answers each refusal. Limits are monotonic (stakes only add), so a batch
-- whose totals fit has every placement fit at its turn.
-- Single-issue bets only (a chase takes lottery_place_bets). The money moves through the wallet's
-- wallet_post_transfers_together (p_transfers: each placement's stake and rebate, in placement order); the
-- bets are written by one insert, the draws key-share locked while they still take bets, and the draw totals
-- and number exposure added to by one upsert each, in key order.
-- The function's statements keep one generic plan each (plan_cache_mode): every call has the same shape,
-- and planning each call anew would cost more than its work.
-- The batch is read from its JSON three times: the draws' check, then the bets, the totals (each bet's totals
-- stripe) and the numbers' exposure by one statement, and the per-draw limits only for a draw that has them.
-- p_bets is a JSON array of objects: position, requestKey, memberId, gameId, drawId, stripe, now, the bet's
-- columns (betType, selection, unitPrice, multiplier, combinations, prizeGroup, odds, stake, rebate,
-- agentIds, agentBasisPoints, exposureKeys, exposureStake, exposurePayout, potentialPayout), the position
-- of its stake in p_transfers (stakeTransfer), and its game's limits (stakePerNumberMax, stakePerDrawMax,
-- payoutPerDrawMax).
create or replace function lottery_place_bets_together(p_transfers jsonb, p_bets jsonb)
returns table (bet_position integer, bet_id bigint, balance_before bigint, balance_after bigint)
language plpgsql set plan_cache_mode = force_generic_plan set enable_seqscan = off set enable_hashjoin = off set enable_mergejoin = off as $$
#variable_conflict use_column
declare
  v_count integer := jsonb_array_length(p_bets);
  v_transfer_positions integer[];
  v_transfer_balances bigint[];
  v_positions integer[];
  v_bet_ids bigint[];
  v_balances_before bigint[];
  v_balances_after bigint[];
  v_over boolean;
  v_draw_ids bigint[];
  v_limited_draw_ids bigint[];
  v_first_at timestamptz;
  v_last_at timestamptz;
  v_open_draws integer;
begin
  if v_count = 0 then return; end if;

  -- The draws must still take bets (key-share locked, in id order): opened before the earliest placement of
  -- the batch and not closed at its latest.
  select array_agg(distinct bet.draw_id), min(bet.placed_at), max(bet.placed_at),
      array_agg(distinct bet.draw_id) filter (where bet.stake_per_draw_max > 0 or bet.payout_per_draw_max > 0)
    into v_draw_ids, v_first_at, v_last_at, v_limited_draw_ids
    from lottery_batch_bets(p_bets) bet;
  select count(*) into v_open_draws from (
    select 1 from lottery_draws d
    where d.id = any(v_draw_ids) and d.status in ('scheduled', 'open') and d.closes_at > v_last_at and d.opens_at <= v_first_at
    order by d.id for key share
  ) open_draw;
  if v_open_draws <> cardinality(v_draw_ids) then raise exception 'lottery:batch:lottery_issue_closed'; end if;

  -- A transfer the wallet would not post raises (and the whole batch with it).
  select array_agg(moved.transfer_position order by moved.transfer_position), array_agg(moved.member_balance_after order by moved.transfer_position)
    into v_transfer_positions, v_transfer_balances
    from wallet_post_transfers_together(p_transfers) moved;

  -- The bets, the draws' totals and the numbers' exposure, from one reading of the batch. Each bet's balance
  -- before is its stake's balance after plus the stake; its balance after is the last balance of its own
  -- movements (the rebate's, when it has one, which follows its stake).
  with bet as (
    select item.*, v_transfer_balances[array_position(v_transfer_positions, item.stake_transfer)] as stake_balance_after
    from lottery_batch_bets(p_bets) item
  ), inserted as (
    insert into lottery_bets as b (request_key, member_id, game_id, draw_id, bet_type, selection, unit_price, multiplier, combinations,
        prize_group, odds, stake, rebate, agent_ids, agent_basis_points, exposure_keys, exposure_stake, exposure_payout, potential_payout,
        balance_before, placed_at, totals_stripe)
      select bet.request_key, bet.member_id, bet.game_id, bet.draw_id, bet.bet_type, bet.selection, bet.unit_price, bet.multiplier,
        bet.combinations, bet.prize_group, bet.odds, bet.stake, bet.rebate, bet.agent_ids, bet.agent_basis_points, bet.exposure_keys,
        bet.exposure_stake, bet.exposure_payout, bet.potential_payout, bet.stake_balance_after + bet.stake, bet.placed_at, bet.stripe
      from bet
      order by bet.item_position
      returning b.id, b.request_key
  ), totals as (
    insert into lottery_draw_totals as t (draw_id, stripe, bet_count, stake, potential_payout)
      select bet.draw_id, bet.stripe, count(*), sum(bet.stake), sum(bet.potential_payout)
      from bet group by bet.draw_id, bet.stripe order by bet.draw_id, bet.stripe
      on conflict (draw_id, stripe) do update set bet_count = t.bet_count + excluded.bet_count, stake = t.stake + excluded.stake,
        potential_payout = t.potential_payout + excluded.potential_payout
  ), exposure as (
    insert into lottery_exposure as e (draw_id, number_key, stake, payout)
      select bet.draw_id, number.key, sum(bet.exposure_stake), sum(bet.exposure_payout)
      from bet cross join lateral unnest(bet.exposure_keys) as number(key)
      group by bet.draw_id, number.key order by bet.draw_id, number.key
      on conflict (draw_id, number_key) do update set stake = e.stake + excluded.stake, payout = e.payout + excluded.payout
      returning e.draw_id, e.stake
  )
  select array_agg(bet.item_position order by bet.item_position), array_agg(inserted.id order by bet.item_position),
      array_agg(bet.stake_balance_after + bet.stake order by bet.item_position), array_agg(bet.stake_balance_after + bet.rebate order by bet.item_position),
      exists (
        select 1 from exposure
        join (select distinct limited.draw_id, limited.stake_per_number_max from bet limited) limits on limits.draw_id = exposure.draw_id
        where limits.stake_per_number_max > 0 and exposure.stake > limits.stake_per_number_max
      )
    into v_positions, v_bet_ids, v_balances_before, v_balances_after, v_over
    from inserted join bet on bet.request_key = inserted.request_key;
  if coalesce(cardinality(v_bet_ids), 0) <> v_count then raise exception 'lottery:batch:bets'; end if;
  if v_over then raise exception 'lottery:batch:limit_stake_per_number'; end if;

  if v_limited_draw_ids is not null then
    -- Bets of a limited draw take its row one at a time, so the sum over the stripes is complete.
    perform 1 from lottery_draws d where d.id = any(v_limited_draw_ids) order by d.id for no key update;
    if exists (
      select 1 from (
        select distinct bet.draw_id, bet.stake_per_draw_max, bet.payout_per_draw_max from lottery_batch_bets(p_bets) bet
        where bet.stake_per_draw_max > 0 or bet.payout_per_draw_max > 0
      ) limits
      cross join lateral (select coalesce(sum(t.stake), 0) as stake, coalesce(sum(t.potential_payout), 0) as payout
        from lottery_draw_totals t where t.draw_id = limits.draw_id) total
      where (limits.stake_per_draw_max > 0 and total.stake > limits.stake_per_draw_max)
        or (limits.payout_per_draw_max > 0 and total.payout > limits.payout_per_draw_max)
    ) then
      raise exception 'lottery:batch:limit_per_draw';
    end if;
  end if;

  return query select placed.ordinal, placed.bet_id, placed.balance_before, placed.balance_after
    from unnest(v_positions, v_bet_ids, v_balances_before, v_balances_after) as placed(ordinal, bet_id, balance_before, balance_after);
end $$;
