-- Module games: a crash round that cannot be finished (its sealed seed can no longer be opened, as after a
-- change of the application secret) is cancelled, and the bets still riding on it are refunded.
alter table game_crash_rounds drop constraint game_crash_rounds_phase_check,
  add constraint game_crash_rounds_phase_check check (phase in ('betting', 'running', 'crashed', 'cancelled'));
alter table game_crash_bets drop constraint game_crash_bets_status_check,
  add constraint game_crash_bets_status_check check (status in ('active', 'cashed_out', 'lost', 'refunded'));
drop index game_crash_rounds_phase;
create index game_crash_rounds_phase on game_crash_rounds (phase) where phase in ('betting', 'running');
