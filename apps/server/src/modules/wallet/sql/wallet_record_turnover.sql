-- Counts settled valid bet towards the member's open bonus wagering, oldest grant first; a grant whose
-- requirement is reached is completed. The same rule as the wallet service's recordTurnover.
create or replace function wallet_record_turnover(p_member_id bigint, p_valid_bet bigint) returns void
language plpgsql as $$
declare
  open_grant record;
  remaining bigint := p_valid_bet;
  applied bigint;
begin
  if p_valid_bet <= 0 then return; end if;
  for open_grant in
    select g.id, g.wagering_required, g.wagering_done from wallet_bonus_grants g
    where g.member_id = p_member_id and g.status = 'wagering' and (g.expires_at is null or g.expires_at > now())
    order by g.id for update
  loop
    exit when remaining = 0;
    applied := least(remaining, open_grant.wagering_required - open_grant.wagering_done);
    remaining := remaining - applied;
    update wallet_bonus_grants g set
      wagering_done = open_grant.wagering_done + applied,
      status = case when open_grant.wagering_done + applied = open_grant.wagering_required then 'completed' else g.status end,
      completed_at = case when open_grant.wagering_done + applied = open_grant.wagering_required then now() else g.completed_at end
    where g.id = open_grant.id;
  end loop;
end $$;
