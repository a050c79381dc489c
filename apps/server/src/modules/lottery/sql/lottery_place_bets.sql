-- Module lottery: group commit of placements. Many placements submitted at the same moment are written by
-- one statement, so in one transaction and one commit. Each runs lottery_place_bet in its own
-- subtransaction: a refusal (raised as 'lottery:<code>:<position>') or a lock conflict (a serialization
-- failure or deadlock, which the caller retries on its own) rolls back that placement alone and is
-- answered as its outcome; the others are kept. Any other error fails the whole statement and the caller
-- retries each placement on its own. Each placement is one JSON object; its lists are array literals
-- (cast, not unnested), so reading them costs no query of their own.
create or replace function lottery_place_bets(p_items jsonb)
returns table (item_index integer, outcome text, bet_position integer, bet_id bigint, chase_id bigint, balance_before bigint, balance_after bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  v_item jsonb;
  v_index integer := 0;
  v_row record;
  v_rows jsonb;
begin
  for v_item in select value from jsonb_array_elements(p_items) loop
    v_index := v_index + 1;
    begin
      select coalesce(jsonb_agg(to_jsonb(placed)), '[]'::jsonb) into v_rows from lottery_place_bet(
        (v_item->>'memberId')::bigint,
        (v_item->>'gameId')::bigint,
        (v_item->>'drawIds')::bigint[],
        (v_item->>'requestKeys')::text[],
        (v_item->>'references')::text[],
        (v_item->>'now')::timestamptz,
        (v_item->>'chaseIssues')::integer,
        (v_item->>'chaseStopOnWin')::boolean,
        v_item->'bet',
        (v_item->>'agentIds')::bigint[],
        (v_item->>'agentBasisPoints')::integer[],
        (v_item->>'exposureKeys')::text[],
        (v_item->>'stripe')::smallint,
        v_item->'limits',
        (v_item->>'memberAccountId')::bigint,
        (v_item->>'houseAccountId')::bigint,
        (v_item->>'stakeKeys')::text[],
        (v_item->>'stakeHashes')::bytea[],
        v_item->'stakeMetadata',
        (v_item->>'rebateKeys')::text[],
        (v_item->>'rebateHashes')::bytea[],
        v_item->'rebateMetadata'
      ) as placed;
    exception
      when raise_exception then
        if sqlerrm not like 'lottery:%' then raise; end if;
        return query select v_index, sqlerrm, null::integer, null::bigint, null::bigint, null::bigint, null::bigint;
        continue;
      when serialization_failure or deadlock_detected then
        return query select v_index, 'retry'::text, null::integer, null::bigint, null::bigint, null::bigint, null::bigint;
        continue;
    end;
    for v_row in select * from jsonb_array_elements(v_rows) as placed(value) loop
      return query select v_index, v_row.value->>'outcome', (v_row.value->>'bet_position')::integer, (v_row.value->>'bet_id')::bigint,
        (v_row.value->>'chase_id')::bigint, (v_row.value->>'balance_before')::bigint, (v_row.value->>'balance_after')::bigint;
    end loop;
  end loop;
end $$;
