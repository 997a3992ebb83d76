-- Issue 30 item 5. Sign-in artefacts are kept under the SHA-256 (hex) of their id, the id left
-- out of the payload: refresh tokens, codes and session cookies are their ids, so a copy of the
-- database must not hold them. Rows written before are hashed here with the digest the adapter
-- uses (oidc-adapter.ts storedOidcId), so live sign-ins keep working across the upgrade. The
-- provider's ids are 21-43 url-safe characters, never 64 hex digits: a row already hashed is left.
UPDATE oidc_payloads SET id = encode(sha256(convert_to(id, 'UTF8')), 'hex'), payload = payload - 'jti'
WHERE id !~ '^[0-9a-f]{64}$';

-- A packet capture is downloaded by who made it (or an admin): its maker's subject. Captures
-- made before (kept 24 hours) have none and are served to admins only.
ALTER TABLE packet_captures ADD COLUMN created_by text;
