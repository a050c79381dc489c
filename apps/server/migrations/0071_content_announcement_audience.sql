-- Announcements name their audience: everyone, players only, or agents only (the agent centre's announcements page).
alter table content_announcements
  add column audience text not null default 'all' check (audience in ('all', 'players', 'agents'));
create index content_announcements_agents on content_announcements (merchant_code, starts_at desc, sort) where status = 1 and audience in ('all', 'agents');
