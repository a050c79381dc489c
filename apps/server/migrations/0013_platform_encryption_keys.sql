-- Platform: the RSA-OAEP key pair of encrypted calls. Every node reads the same key from here;
-- the private key is stored sealed with a key derived from APP_SECRET.
create table encryption_keys (
  key_id text primary key,
  public_jwk jsonb not null,
  private_key_sealed text not null,
  created_at timestamptz not null default now(),
  retired_at timestamptz
);
