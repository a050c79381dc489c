-- Trial accounts bet on the house lottery with play money: their bets are flagged, so that they stay out of
-- the draws' totals, the exposure and its limits, the agent rebates, the figures and the winner board. Every
-- bet placed so far was real money. A constant default adds the column without rewriting the table.
alter table lottery_bets add column play_money boolean not null default false;
