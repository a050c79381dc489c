-- Module lottery: placements written together add to one stripe of their draw's totals per batch, not one per
-- member. With a stripe per member (16 of them) every batch of a few bets took several of a draw's stripe
-- rows, so concurrent batches waited on each other's rows until each other's commit. A batch now takes the
-- stripe its node hands it (stripes 16 to 63; a node never hands one stripe to two batches at once), and the
-- bet keeps that stripe, so a cancellation takes the bet out of the stripe it went into. A bet placed on its
-- own keeps its member's stripe (0 to 15) and no stripe of its own (null).
alter table lottery_draw_totals drop constraint lottery_draw_totals_stripe_check;
alter table lottery_draw_totals add constraint lottery_draw_totals_stripe_check check (stripe between 0 and 63);
alter table lottery_bets add column totals_stripe smallint check (totals_stripe between 16 and 63);

-- A bet's game and draw are checked by the statement that writes it (the draw key-share locked while it
-- still takes bets) and neither is ever deleted: the bet keeps no foreign keys to them, whose checks took
-- a second share lock on the same draw row, and one on the game's, for every bet.
alter table lottery_bets drop constraint lottery_bets_game_id_fkey, drop constraint lottery_bets_draw_id_fkey;

-- lottery_place_bets_together (migration 0055) with each bet's totals stripe written, and the batch read
-- from its JSON three times instead of seven: the draws' check, then the bets, the totals and the numbers'
-- exposure by one statement, and the per-draw limits only for a draw that has them. Outcomes are unchanged.
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
