-- Module account: whether members may play and move money (each exists and is not disabled), for other
-- modules' one-statement money calls. The games' vendor bets ask it in the statement that debits the stakes,
-- so a member disabled a moment ago is refused at once, with no remembered standing in between.
-- One lookup by id per member; the plan is made once per connection and never scans the table.
create or replace function account_members_active(p_member_ids bigint[]) returns boolean
language plpgsql stable set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
begin
  return (select count(*) from members m where m.id = any(p_member_ids) and m.status = 'active')
    = (select count(distinct item.member_id) from unnest(p_member_ids) as item(member_id));
end $$;
