-- Issue 21: maintenance windows. A window names its devices (a Lucene query or a list) and when it
-- runs (a local start in its IANA zone, a duration, a recurrence); the scheduler on the leader
-- suspends its devices through PAM suspend while an occurrence runs (modules/maintenance).
CREATE TABLE maintenance_windows (
  id serial PRIMARY KEY,
  name text NOT NULL,
  target_kind text NOT NULL CHECK (target_kind IN ('query', 'devices')),
  target_query text,
  target_devices text[] NOT NULL DEFAULT '{}',
  -- Local date-time 'YYYY-MM-DDTHH:mm' in time_zone; until_date 'YYYY-MM-DD' (inclusive) or NULL.
  start_local text NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
  time_zone text NOT NULL,
  until_date text,
  -- once | daily | weekly (weekdays 0 = Sunday) | monthly-day (month_day) | monthly-weekday (month_week, month_weekday).
  recurrence_kind text NOT NULL CHECK (recurrence_kind IN ('once', 'daily', 'weekly', 'monthly-day', 'monthly-weekday')),
  weekdays smallint[] NOT NULL DEFAULT '{}',
  month_day smallint,
  month_week text,
  month_weekday smallint,
  info text NOT NULL DEFAULT '',
  -- 'End now': the occurrence cut short (its start) and when, epoch ms.
  ended_occurrence_start bigint,
  ended_at bigint,
  created_by text NOT NULL,
  created_at bigint NOT NULL,
  updated_by text NOT NULL,
  updated_at bigint NOT NULL,
  version integer NOT NULL DEFAULT 1
);

-- The PAM schedules a window's occurrence created: release removes these only, and only while the
-- schedule still has the version the window wrote (an operator's own or edited schedule stays).
-- No foreign key: a deleted window's rows stay until its schedules are released.
CREATE TABLE maintenance_window_devices (
  window_id integer NOT NULL,
  device_name text NOT NULL,
  occurrence_start bigint NOT NULL,
  pam_version bigint NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (window_id, device_name)
);
CREATE INDEX maintenance_window_devices_device ON maintenance_window_devices (device_name);

-- The live change feed (migration 029): topic 'maintenance', keyed by window id.
CREATE TRIGGER maintenance_windows_live_insert AFTER INSERT ON maintenance_windows REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_note_changes('maintenance', 'SELECT id::text FROM %I');
CREATE TRIGGER maintenance_windows_live_update AFTER UPDATE ON maintenance_windows REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_note_changes('maintenance', 'SELECT id::text FROM %I');
CREATE TRIGGER maintenance_windows_live_delete AFTER DELETE ON maintenance_windows REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_note_changes('maintenance', 'SELECT id::text FROM %I');
-- A window's suspended devices (its list shows how many).
CREATE TRIGGER maintenance_window_devices_live_insert AFTER INSERT ON maintenance_window_devices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_note_changes('maintenance', 'SELECT window_id::text FROM %I');
CREATE TRIGGER maintenance_window_devices_live_delete AFTER DELETE ON maintenance_window_devices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_note_changes('maintenance', 'SELECT window_id::text FROM %I');
