-- Module system: the staff audit is append-only and hash-chained. Each row's hash covers its own fields and the
-- hash of the row before it (by id), so editing or deleting any row breaks every hash after it, which
-- operator_audit_broken() finds. Rows are chained one at a time under a transaction lock, and the id is taken
-- inside that lock, so id order is chain order even when writers commit out of order.
create or replace function operator_audit_digest(row_id bigint, created_at timestamptz, staff_id bigint, actor text, area text,
  action text, subject text, before jsonb, after jsonb, reason text, client_address text, user_agent text, prev_hash text)
returns text language sql immutable as $$
  select encode(sha256(convert_to(concat_ws(E'\x1f', row_id::text,
    to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), coalesce(staff_id::text, ''), actor, area, action,
    subject, coalesce(before::text, 'null'), coalesce(after::text, 'null'), reason, client_address, user_agent, prev_hash), 'UTF8')), 'hex')
$$;

create or replace function operator_audit_chain() returns trigger
language plpgsql as $$
declare
  previous text;
begin
  perform pg_advisory_xact_lock(hashtext('operator_audit_chain'));
  new.id := nextval(pg_get_serial_sequence('operator_audit', 'id'));
  new.created_at := clock_timestamp();
  select hash into previous from operator_audit order by id desc limit 1;
  new.prev_hash := coalesce(previous, repeat('0', 64));
  new.hash := operator_audit_digest(new.id, new.created_at, new.staff_id, new.actor, new.area, new.action, new.subject,
    new.before, new.after, new.reason, new.client_address, new.user_agent, new.prev_hash);
  return new;
end $$;

create or replace function operator_audit_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'operator_audit is append-only' using errcode = 'insufficient_privilege';
end $$;

-- The first row whose hash does not follow from its fields and the row before it, or null when the chain holds.
create or replace function operator_audit_broken() returns table (broken_id bigint, checked bigint)
language sql stable as $$
  with walked as (
    select id, hash, prev_hash,
      coalesce(lag(hash) over (order by id), repeat('0', 64)) as expected_prev,
      operator_audit_digest(id, created_at, staff_id, actor, area, action, subject, before, after, reason, client_address, user_agent, prev_hash) as recomputed
    from operator_audit
  )
  select (select id from walked where hash is distinct from recomputed or prev_hash is distinct from expected_prev order by id limit 1),
    (select count(*) from operator_audit)
$$;

-- Rows written before the chain existed are chained once, in id order.
do $$
declare
  item record;
  previous text := repeat('0', 64);
begin
  if exists (select 1 from operator_audit where hash is null) then
    alter table operator_audit disable trigger user;
    for item in select * from operator_audit order by id loop
      if item.hash is null then
        update operator_audit set prev_hash = previous,
          hash = operator_audit_digest(item.id, item.created_at, item.staff_id, item.actor, item.area, item.action, item.subject,
            item.before, item.after, item.reason, item.client_address, item.user_agent, previous)
        where id = item.id returning hash into previous;
      else
        previous := item.hash;
      end if;
    end loop;
    alter table operator_audit enable trigger user;
  end if;
end $$;

create or replace trigger operator_audit_chain before insert on operator_audit
  for each row execute function operator_audit_chain();
create or replace trigger operator_audit_append_only before update or delete on operator_audit
  for each row execute function operator_audit_append_only();
create or replace trigger operator_audit_no_truncate before truncate on operator_audit
  for each statement execute function operator_audit_append_only();
