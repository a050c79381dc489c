-- Failed logins per credential and address together, so that one address guessing one account is throttled
-- without locking the account for everyone else, and failures from many addresses can be told apart.
create table login_failure_sources (
  merchant_code text not null,
  credential text not null check (char_length(credential) <= 200),
  client_address text not null check (char_length(client_address) <= 64),
  failures integer not null check (failures >= 0),
  last_failure_at timestamptz not null,
  locked_until timestamptz,
  primary key (merchant_code, credential, client_address)
);
