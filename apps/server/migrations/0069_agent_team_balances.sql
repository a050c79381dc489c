-- Module agent: the cash and bonus balance of each member and of each member's whole team, kept by the figures
-- job from the same committed ledger windows as the figures, so a team's balance is one row however big the team.
create table agent_member_balances (
  member_id bigint primary key,
  balance bigint not null default 0
);

create table agent_team_balances (
  ancestor_id bigint primary key,
  balance bigint not null default 0
);
