-- Module wallet: transfers and entries are append-only: an update, a delete or a truncate is refused.
create or replace function wallet_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'wallet transfers and entries are append-only' using errcode = '42501';
end $$;

create or replace trigger wallet_transfers_append_only before update or delete on wallet_transfers
  for each row execute function wallet_refuse_change();

create or replace trigger wallet_transfers_no_truncate before truncate on wallet_transfers
  for each statement execute function wallet_refuse_change();

create or replace trigger wallet_entries_append_only before update or delete on wallet_entries
  for each row execute function wallet_refuse_change();

create or replace trigger wallet_entries_no_truncate before truncate on wallet_entries
  for each statement execute function wallet_refuse_change();
