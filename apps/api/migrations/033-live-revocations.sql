-- Issue 30 item 3: sign-outs and revoked API tokens on the change feed (029), so every API
-- process ends the open live streams of that session or token within moments, whichever process
-- signed out. Topic 'revocation'; keys name the token as revoked_tokens does (sid:..., jti:...,
-- tok:...) or as api-token:<id>. A record only says "look again": the stream checks its token
-- against the database before it ends (anyone may NOTIFY on the channel).
CREATE TRIGGER revoked_tokens_live_insert AFTER INSERT ON revoked_tokens REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_note_changes('revocation', 'SELECT key FROM %I');
-- A sign-out of a listed session again (ON CONFLICT DO UPDATE) is an update.
CREATE TRIGGER revoked_tokens_live_update AFTER UPDATE ON revoked_tokens REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_note_changes('revocation', 'SELECT key FROM %I');
-- Revoked or expired at once (and the last-used time, at most once a minute a token: a check too many, harmless).
CREATE TRIGGER api_tokens_live_update AFTER UPDATE ON api_tokens REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_note_changes('revocation', 'SELECT ''api-token:'' || id FROM %I');
