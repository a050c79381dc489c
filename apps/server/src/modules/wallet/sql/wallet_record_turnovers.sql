-- Settled valid bet of many members counted towards their open bonus wagering, each member's grants oldest
-- first: the same result as wallet_record_turnover member by member (a member listed twice counts the sum).
-- A grant expired at `p_now` takes no more wagering. Members without an open grant cost one index probe.
create or replace function wallet_record_turnovers(p_member_ids bigint[], p_valid_bets bigint[], p_now timestamptz) returns void
language plpgsql set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
begin
  if not exists (select 1 from wallet_bonus_grants g where g.member_id = any(p_member_ids) and g.status = 'wagering') then
    return;
  end if;
  with turnover as (
    select item.member_id, sum(item.valid_bet)::bigint as amount
    from unnest(p_member_ids, p_valid_bets) as item(member_id, valid_bet)
    where item.valid_bet > 0
    group by item.member_id
  ), locked as (
    select g.id, g.member_id, g.wagering_required - g.wagering_done as open_amount
    from wallet_bonus_grants g
    where g.member_id in (select turnover.member_id from turnover) and g.status = 'wagering' and (g.expires_at is null or g.expires_at > p_now)
    order by g.id
    for update
  ), applied as (
    select locked.id, locked.open_amount,
      least(locked.open_amount, greatest(0, turnover.amount
        - (sum(locked.open_amount) over (partition by locked.member_id order by locked.id) - locked.open_amount)))::bigint as amount
    from locked join turnover on turnover.member_id = locked.member_id
  )
  update wallet_bonus_grants g set
    wagering_done = g.wagering_done + applied.amount,
    status = case when applied.amount = applied.open_amount then 'completed' else g.status end,
    completed_at = case when applied.amount = applied.open_amount then now() else g.completed_at end
  from applied
  where g.id = applied.id and applied.amount > 0;
end $$;
