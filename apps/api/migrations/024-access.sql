-- Issue 17: roles, scoped tokens, sign-out and an audit trail operators can read.

-- Personal API tokens and service-account tokens (opaque 'nmst_…' bearer tokens). Only a SHA-256
-- of the secret is kept; the secret is shown once when created. A personal token acts as its owner
-- with the groups the owner had when it was made, narrowed by its scopes; a service token has no
-- owner and only its scopes.
CREATE TABLE api_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('personal', 'service')),
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  -- The first characters of the secret, so an operator can tell tokens apart in the list.
  token_prefix text NOT NULL,
  owner_sub text,
  owner_name text,
  groups text[] NOT NULL DEFAULT '{}',
  scopes text[] NOT NULL,
  created_at bigint NOT NULL,
  created_by_sub text NOT NULL,
  created_by_name text NOT NULL,
  expires_at bigint,
  last_used_at bigint,
  last_used_address text,
  revoked_at bigint,
  revoked_by_name text
);
CREATE INDEX api_tokens_created_idx ON api_tokens (created_at DESC);

-- Signed-out sessions and revoked tokens: the API refuses a bearer token whose session id (sid)
-- or token id (jti) is here until the token would have expired anyway.
CREATE TABLE revoked_tokens (
  key text PRIMARY KEY,
  expires_at bigint NOT NULL,
  revoked_at bigint NOT NULL,
  actor_sub text
);
CREATE INDEX revoked_tokens_expires_idx ON revoked_tokens (expires_at);

-- Failed sign-ins (embedded sign-in page, token endpoint, API tokens) by user and address: the
-- lockout counts them in a window; shared by every API process.
CREATE TABLE auth_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at bigint NOT NULL,
  kind text NOT NULL,
  username text NOT NULL,
  address text NOT NULL
);
CREATE INDEX auth_failures_user_idx ON auth_failures (username, at);
CREATE INDEX auth_failures_address_idx ON auth_failures (address, at);

-- The audit trail: which request (its id is in the logs too), from which address, on which
-- target (a device list stays in device_names), and for record changes the before/after values.
ALTER TABLE audit_log ADD COLUMN request_id text;
ALTER TABLE audit_log ADD COLUMN address text;
ALTER TABLE audit_log ADD COLUMN target text;
ALTER TABLE audit_log ADD COLUMN changes jsonb;
CREATE INDEX audit_log_request_idx ON audit_log (request_id);
CREATE INDEX audit_log_target_idx ON audit_log (target, at DESC);
