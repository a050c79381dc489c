-- Module agent: how many members each member has below it (the whole team and one level down), kept by the
-- figures job from counted registrations, so a team's size is one row however big the team.
create table agent_team_sizes (
  ancestor_id bigint primary key,
  team integer not null default 0,
  direct integer not null default 0
);

-- Module account: account prefix searches of the agent centre use an index (the unique index's collation
-- does not serve LIKE 'prefix%').
create index members_account_prefix on members (account_lower text_pattern_ops);
