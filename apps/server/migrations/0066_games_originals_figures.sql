-- The records count the house games (vendor HOUSE: slot, dice, mines, crash) under their own category,
-- ORIGINALS, as the lobby lists them, instead of among the slots (RNG). Moves what their settled rounds of real
-- money already added to the daily figures from their game type to ORIGINALS; new rounds are kept there by
-- saveRound and game_round_figures.
create temporary table house_figures on commit drop as
select member_id, figures_day as day, game_type,
       count(*)::integer as rounds, sum(stake) as stake, sum(stake - stake_refunded) as valid_bet, sum(win) as win
from game_rounds
where vendor_code = 'HOUSE' and status = 'settled' and not play_money and figures_day is not null
group by member_id, figures_day, game_type;

update game_member_daily_figures as figures
set rounds = figures.rounds - house.rounds,
    stake = figures.stake - house.stake,
    valid_bet = figures.valid_bet - house.valid_bet,
    win = figures.win - house.win
from house_figures as house
where figures.member_id = house.member_id and figures.day = house.day and figures.game_type = house.game_type;

insert into game_member_daily_figures as figures (member_id, day, game_type, rounds, stake, valid_bet, win)
select member_id, day, 'ORIGINALS', sum(rounds), sum(stake), sum(valid_bet), sum(win)
from house_figures
group by member_id, day
on conflict (member_id, day, game_type) do update set
  rounds = figures.rounds + excluded.rounds,
  stake = figures.stake + excluded.stake,
  valid_bet = figures.valid_bet + excluded.valid_bet,
  win = figures.win + excluded.win;

delete from game_member_daily_figures as figures
using house_figures as house
where figures.member_id = house.member_id and figures.day = house.day and figures.game_type = house.game_type
  and figures.rounds = 0 and figures.stake = 0 and figures.valid_bet = 0 and figures.win = 0;
