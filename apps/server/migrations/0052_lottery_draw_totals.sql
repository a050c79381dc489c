-- Module lottery: running totals of each draw's bets, split into stripes by member so that concurrent
-- bets on one draw do not queue on one row. The draw's own totals are kept only for games with a
-- per-draw limit, where the check must see every bet.
create table lottery_draw_totals (
  draw_id bigint not null references lottery_draws (id),
  stripe smallint not null check (stripe between 0 and 15),
  bet_count integer not null default 0 check (bet_count >= 0),
  stake bigint not null default 0 check (stake >= 0),
  potential_payout bigint not null default 0 check (potential_payout >= 0),
  primary key (draw_id, stripe)
);

-- The totals live in the stripes above; a limited draw adds its stripes up under its row lock.
alter table lottery_draws drop column bet_count, drop column stake_total, drop column potential_payout;
