-- pgbench script: 20 win-like credits (house to member cash) per transaction through wallet_post_transfer,
-- each with its own idempotency key, to members :first … :last + 19 (member ids; their cash accounts exist).
\set member random(:first, :last)
select count(*) from generate_series(0, 19) as item
cross join lateral wallet_post_transfer(
  'pgbench-' || :client_id || '-' || :member || '-' || item || '-' || clock_timestamp()::text, '\x01'::bytea,
  (select id from wallet_accounts where system_code = 'house' and book = 'real'),
  (select id from wallet_accounts where member_id = :member + item and kind = 'cash'),
  95, 'win', 'pgbench', '{}'::jsonb);
