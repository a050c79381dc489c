-- Module lottery: settlement updates every bet of a draw in one statement. Leave room in each page and
-- keep the columns settlement changes (status, win, push_refund, settled_at) out of every index and index
-- predicate, so those updates are heap-only (HOT) and touch no index at all.
alter table lottery_bets set (fillfactor = 50);
drop index lottery_bets_draw_pending;
create index lottery_bets_draw on lottery_bets (draw_id);
drop index lottery_bets_member_game;
drop index lottery_bets_chase_pending;
create index lottery_bets_chase on lottery_bets (chase_id) where chase_id is not null;
