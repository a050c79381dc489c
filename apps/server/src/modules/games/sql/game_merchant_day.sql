-- The merchant's day of an instant, `p_gmt_offset_minutes` from UTC.
create or replace function game_merchant_day(p_at timestamptz, p_gmt_offset_minutes integer) returns date
language sql immutable as $$
  select ((p_at at time zone 'UTC') + make_interval(mins => p_gmt_offset_minutes))::date
$$;
