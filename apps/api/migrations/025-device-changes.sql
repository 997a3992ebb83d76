-- Which devices changed, written by the database itself in the writing transaction, whatever
-- code path wrote (fleet feeds, PAM, actions, imports, the simulator). The in-memory device
-- index of every API process reads it to stay current (docs/decisions.md, issue 19).
--
-- xid: the writing transaction. A reader that remembers the xmin of its last read snapshot
-- (pg_snapshot_xmin) and next reads `xid >= that` cannot miss a transaction that was still
-- running then, whatever order sequence numbers would have committed in.
-- name NULL: every device may have changed (TRUNCATE, a bulk load): read them all again.
CREATE TABLE device_changes (
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  name text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX device_changes_xid_idx ON device_changes (xid);
CREATE INDEX device_changes_at_idx ON device_changes (at);

CREATE FUNCTION devices_note_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO device_changes (name) SELECT name FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Both sides: a renamed device leaves its old name behind.
    INSERT INTO device_changes (name) SELECT name FROM new_rows UNION SELECT name FROM old_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO device_changes (name) SELECT name FROM old_rows;
  ELSE
    INSERT INTO device_changes (name) VALUES (NULL);
  END IF;
  RETURN NULL;
END $$;

-- Statement triggers with transition tables: one INSERT ... SELECT per writing statement,
-- not one per row (a 100,000-row import adds one statement, not 100,000).
CREATE TRIGGER devices_changes_insert AFTER INSERT ON devices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION devices_note_changes();
CREATE TRIGGER devices_changes_update AFTER UPDATE ON devices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION devices_note_changes();
CREATE TRIGGER devices_changes_delete AFTER DELETE ON devices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION devices_note_changes();
CREATE TRIGGER devices_changes_truncate AFTER TRUNCATE ON devices
  FOR EACH STATEMENT EXECUTE FUNCTION devices_note_changes();
