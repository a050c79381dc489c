-- Adds what a round's change adds to its member's daily figures (settled real-money rounds count) and
-- returns the valid bet it added. `p_before` is null for a round just opened. The figures are kept by the
-- records' category: the house games (vendor HOUSE) under ORIGINALS, every other round under its game type.
create or replace function game_round_figures(p_before game_rounds, p_after game_rounds) returns bigint
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
    values (p_after.member_id, p_after.figures_day, case when p_after.vendor_code = 'HOUSE' then 'ORIGINALS' else p_after.game_type end,
      rounds_delta, stake_delta, valid_delta, win_delta)
    on conflict (member_id, day, game_type) do update set
      rounds = figures.rounds + excluded.rounds,
      stake = figures.stake + excluded.stake,
      valid_bet = figures.valid_bet + excluded.valid_bet,
      win = figures.win + excluded.win;
  end if;
  return valid_delta;
end $$;
