-- Module lottery: the placements of a lottery_place_bets_together call read from its JSON, one row each.
-- p_bets is a JSON array of objects: position, requestKey, memberId, gameId, drawId, stripe, now, the bet's
-- columns (betType, selection, unitPrice, multiplier, combinations, prizeGroup, odds, stake, rebate,
-- agentIds, agentBasisPoints, exposureKeys, exposureStake, exposurePayout, potentialPayout), the position
-- of its stake in p_transfers (stakeTransfer), and its game's limits (stakePerNumberMax, stakePerDrawMax,
-- payoutPerDrawMax).
create or replace function lottery_batch_bets(p_bets jsonb)
returns table (item_position integer, request_key text, member_id bigint, game_id bigint, draw_id bigint, stripe smallint, placed_at timestamptz,
  bet_type text, selection jsonb, unit_price bigint, multiplier integer, combinations integer, prize_group integer, odds jsonb, stake bigint,
  rebate bigint, agent_ids bigint[], agent_basis_points integer[], exposure_keys text[], exposure_stake bigint, exposure_payout bigint,
  potential_payout bigint, stake_transfer integer, stake_per_number_max bigint, stake_per_draw_max bigint, payout_per_draw_max bigint)
language sql stable as $$
  select bet."position", bet."requestKey", bet."memberId", bet."gameId", bet."drawId", bet.stripe, bet.now, bet."betType", bet.selection,
    bet."unitPrice", bet."multiplier", bet.combinations, bet."prizeGroup", coalesce(bet.odds, 'null'::jsonb), bet.stake, bet.rebate,
    bet."agentIds", bet."agentBasisPoints", bet."exposureKeys", bet."exposureStake", bet."exposurePayout", bet."potentialPayout",
    bet."stakeTransfer", bet."stakePerNumberMax", bet."stakePerDrawMax", bet."payoutPerDrawMax"
  from jsonb_to_recordset(p_bets) as bet("position" integer, "requestKey" text, "memberId" bigint, "gameId" bigint, "drawId" bigint,
    stripe smallint, now timestamptz, "betType" text, selection jsonb, "unitPrice" bigint, multiplier integer, combinations integer,
    "prizeGroup" integer, odds jsonb, stake bigint, rebate bigint, "agentIds" bigint[], "agentBasisPoints" integer[], "exposureKeys" text[],
    "exposureStake" bigint, "exposurePayout" bigint, "potentialPayout" bigint, "stakeTransfer" integer, "stakePerNumberMax" bigint,
    "stakePerDrawMax" bigint, "payoutPerDrawMax" bigint)
$$;
