-- Module account: every server node remembers the live sessions it resolved, and forgets a member's as soon as
-- anything that decides whether they are live changes, on any node or by hand: the session revoked, its
-- expiry moved, its forced password change set or cleared, the member disabled, renamed or given another
-- type. Such a change notifies channel 'account_sessions_changed' with the member's id, delivered to every
-- listening node when the change commits. Moving the idle clock forward (once a minute per session in use)
-- and marking a query-string entry notify nothing: a node reads those from the database itself.
create or replace function account_sessions_changed() returns trigger
language plpgsql as $$
begin
  if tg_table_name = 'members' then
    perform pg_notify('account_sessions_changed', coalesce(new.id, old.id)::text);
  else
    perform pg_notify('account_sessions_changed', coalesce(new.member_id, old.member_id)::text);
  end if;
  return null;
end $$;

create or replace trigger sessions_changed after update on sessions
  for each row
  when (old.revoked_at is distinct from new.revoked_at
    or old.expires_at is distinct from new.expires_at
    or old.password_change_pending is distinct from new.password_change_pending
    or old.member_id is distinct from new.member_id
    or old.token_hash is distinct from new.token_hash
    or new.last_seen_at < old.last_seen_at)
  execute function account_sessions_changed();

create or replace trigger sessions_deleted after delete on sessions
  for each row execute function account_sessions_changed();

create or replace trigger members_changed after update on members
  for each row
  when (old.status is distinct from new.status
    or old.member_type is distinct from new.member_type
    or old.account is distinct from new.account)
  execute function account_sessions_changed();

create or replace trigger members_deleted after delete on members
  for each row execute function account_sessions_changed();
