-- Module wallet: the transfers of a wallet_post_transfers_together call read from its JSON, one row each.
-- p_transfers is a JSON array of objects: position (1, 2, …), idempotencyKey, requestHash (hex),
-- memberAccountId, systemAccountId, direction ('debit' takes from the member, 'credit' gives to it),
-- amount, kind, reference, metadata.
create or replace function wallet_transfer_items(p_transfers jsonb)
returns table (item_position integer, idempotency_key text, request_hash bytea, member_account_id bigint, system_account_id bigint,
  member_delta bigint, amount bigint, kind text, reference text, metadata jsonb)
language sql stable as $$
  select item."position", item."idempotencyKey", decode(item."requestHash", 'hex'), item."memberAccountId", item."systemAccountId",
    case item.direction when 'debit' then -item.amount when 'credit' then item.amount end,
    item.amount, item.kind, coalesce(item.reference, ''), coalesce(item.metadata, '{}'::jsonb)
  from jsonb_to_recordset(p_transfers) as item("position" integer, "idempotencyKey" text, "requestHash" text, "memberAccountId" bigint,
    "systemAccountId" bigint, direction text, amount bigint, kind text, reference text, metadata jsonb)
$$;
