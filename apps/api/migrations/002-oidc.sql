-- Embedded OpenID Connect provider: its artefacts (sessions, interactions, grants, codes,
-- tokens...) and its keys live in the database, so sign-ins survive restarts and several API
-- processes behind a load balancer share them.
CREATE TABLE oidc_payloads (
  id text NOT NULL,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at bigint,
  consumed_at bigint,
  PRIMARY KEY (kind, id)
);
CREATE INDEX oidc_payloads_grant_id_idx ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_user_code_idx ON oidc_payloads (kind, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_payloads_uid_idx ON oidc_payloads (kind, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payloads_expires_at_idx ON oidc_payloads (expires_at) WHERE expires_at IS NOT NULL;

-- Signing keys (kind 'jwk': an RS256 private JWK; the newest signs, all verify) and the secret
-- that signs the provider's cookies (kind 'cookie'). Generated on first start.
CREATE TABLE oidc_keys (
  id text PRIMARY KEY,
  kind text NOT NULL,
  material jsonb NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX oidc_keys_kind_idx ON oidc_keys (kind, created_at DESC);
