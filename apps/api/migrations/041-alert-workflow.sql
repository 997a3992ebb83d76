-- Issue 33 item 1: the operator's alert workflow. The console acknowledges, owns and annotates an
-- alert itself (acknowledged and owner were copies of the source until now). acked_by and
-- acked_at say who acknowledged it and when; note_count counts its notes (alert_notes), so grids
-- and Lucene read it without a join; workflow_version grows with every workflow change and with
-- the clear (not with a re-notification), so a write made on a stale copy is refused (409).
-- A cleared alert keeps all of it in the archive; a re-raise is a new row, unacknowledged.
ALTER TABLE alerts
  ADD COLUMN acked_by text,
  ADD COLUMN acked_at bigint,
  ADD COLUMN note_count integer NOT NULL DEFAULT 0,
  ADD COLUMN workflow_version integer NOT NULL DEFAULT 1;

-- The note thread of an alert: who (the token's nickname and name), when, what, and what it came
-- with (a plain note, an acknowledgement or its removal, an assignment). Purged with its alert.
CREATE TABLE alert_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  alert_id bigint NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  author text NOT NULL,
  author_name text NOT NULL,
  at bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('note', 'acknowledge', 'unacknowledge', 'assign')),
  text text NOT NULL
);
CREATE INDEX alert_notes_alert_idx ON alert_notes (alert_id, id);

-- "My alerts" (owned or acknowledged by me) among the active ones; partial, so a storm's new rows
-- (nobody's yet) add no entry.
CREATE INDEX alerts_active_acked_by_idx ON alerts (acked_by) WHERE active AND acked_by IS NOT NULL;
CREATE INDEX alerts_active_owner_idx ON alerts (owner) WHERE active AND owner <> '';
