-- Issue 30 item 13: a call made with an API token names the token in its audit entry: its prefix
-- and name ('nmst_ab12cd34 nightly sync'), so the trail tells it from the owner's own clicks.
-- NULL for an interactive call (a sign-in session, a service account's client credentials).
ALTER TABLE audit_log ADD COLUMN api_token text;
