-- Alert counts kept by the write path (issue 19): the hierarchy's active alerts per group key and
-- severity, and Event Stats' alerts per first-notified hour, read in O(groups) / O(hours) instead
-- of a pass over the alerts on every cache miss. Triggers on alerts keep them in the writing
-- transaction, whatever code path wrote (feeds, imports, retention, the simulator), so a read is
-- exact and current as soon as the write commits.
--
-- Hot rows: every new alert lands in the current hour, and most alerts share a few group keys
-- (a satellite, a datacenter). Updating a counter row in place would hold its row lock until the
-- writer commits and queue every concurrent alert writer behind it. So writers only append delta
-- rows (an INSERT never waits for another writer) to *_deltas; a fold moves them into the base
-- tables now and then, and readers sum base + pending deltas in one statement (one snapshot).
-- Folds take a try-lock and skip when another fold holds it: no one ever waits for a fold.
--
-- Its own schema, as migration 026's: the database keeps these tables, the API never writes or
-- types them (they stay out of the Kysely schema and its column check).
CREATE SCHEMA IF NOT EXISTS alert_counts;

-- Active alerts per member_of key and severity (unnest counts a key each time an alert lists it,
-- as the hierarchy's statement did).
CREATE TABLE alert_counts.by_key (key text NOT NULL, severity integer NOT NULL, n bigint NOT NULL, PRIMARY KEY (key, severity));
CREATE TABLE alert_counts.by_key_deltas (key text NOT NULL, severity integer NOT NULL, n integer NOT NULL);
-- Alerts (active and archived) per hour of created_at: hour start in epoch ms.
CREATE TABLE alert_counts.by_hour (hour bigint PRIMARY KEY, n bigint NOT NULL);
CREATE TABLE alert_counts.by_hour_deltas (hour bigint NOT NULL, n integer NOT NULL);
-- Counts the writing statements that appended deltas: every FOLD_EVERY-th folds (below).
CREATE SEQUENCE alert_counts.fold_ticks;

-- The hour an epoch-ms time falls in (floored, also before 1970).
CREATE FUNCTION alert_counts.hour_of(t bigint) RETURNS bigint IMMUTABLE PARALLEL SAFE LANGUAGE sql AS $$
  SELECT t - ((t % 3600000) + 3600000) % 3600000
$$;

-- Moves the committed deltas into the base tables. One statement each (DELETE ... RETURNING feeding
-- the upsert): a delta appended by a transaction still running is not in the DELETE's snapshot and
-- stays for a later fold, so each delta is counted exactly once. Returns false when another fold
-- holds the lock (it will do the work).
CREATE FUNCTION alert_counts.fold() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(1902702701) THEN
    RETURN false;
  END IF;
  WITH d AS (DELETE FROM alert_counts.by_key_deltas RETURNING key, severity, n)
  INSERT INTO alert_counts.by_key AS c (key, severity, n)
  SELECT key, severity, sum(n) FROM d GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (key, severity) DO UPDATE SET n = c.n + excluded.n;
  WITH d AS (DELETE FROM alert_counts.by_hour_deltas RETURNING hour, n)
  INSERT INTO alert_counts.by_hour AS c (hour, n)
  SELECT hour, sum(n) FROM d GROUP BY 1 ORDER BY 1
  ON CONFLICT (hour) DO UPDATE SET n = c.n + excluded.n;
  RETURN true;
END $$;

-- Counts every alert again (migration backfill, after a bulk load with the triggers off). The SHARE
-- lock waits for running writers and holds new ones off, so no delta can land between the
-- deletes and the recount (each statement below reads its own snapshot).
CREATE FUNCTION alert_counts.rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE alerts IN SHARE MODE;
  DELETE FROM alert_counts.by_key_deltas;
  DELETE FROM alert_counts.by_key;
  DELETE FROM alert_counts.by_hour_deltas;
  DELETE FROM alert_counts.by_hour;
  INSERT INTO alert_counts.by_key (key, severity, n)
  SELECT k.key, a.severity, count(*)
    FROM alerts a CROSS JOIN LATERAL unnest(a.member_of) AS k(key)
   WHERE a.active AND k.key IS NOT NULL
   GROUP BY 1, 2;
  INSERT INTO alert_counts.by_hour (hour, n)
  SELECT alert_counts.hour_of(created_at), count(*) FROM alerts WHERE created_at IS NOT NULL GROUP BY 1;
END $$;

-- One delta row per (key, severity) and per hour a statement changed, net of its old and new rows:
-- a re-notification (count, last_notified_at) nets to nothing and appends nothing.
CREATE FUNCTION alert_counts.alerts_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  appended bigint := 0;
  n bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM alert_counts.by_key_deltas;
    DELETE FROM alert_counts.by_key;
    DELETE FROM alert_counts.by_hour_deltas;
    DELETE FROM alert_counts.by_hour;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO alert_counts.by_key_deltas (key, severity, n)
    SELECT k.key, r.severity, count(*) FROM new_rows r CROSS JOIN LATERAL unnest(r.member_of) AS k(key)
     WHERE r.active AND k.key IS NOT NULL GROUP BY 1, 2;
    GET DIAGNOSTICS n = ROW_COUNT;
    appended := appended + n;
    INSERT INTO alert_counts.by_hour_deltas (hour, n)
    SELECT alert_counts.hour_of(created_at), count(*) FROM new_rows WHERE created_at IS NOT NULL GROUP BY 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO alert_counts.by_key_deltas (key, severity, n)
    SELECT k.key, r.severity, -count(*) FROM old_rows r CROSS JOIN LATERAL unnest(r.member_of) AS k(key)
     WHERE r.active AND k.key IS NOT NULL GROUP BY 1, 2;
    GET DIAGNOSTICS n = ROW_COUNT;
    appended := appended + n;
    INSERT INTO alert_counts.by_hour_deltas (hour, n)
    SELECT alert_counts.hour_of(created_at), -count(*) FROM old_rows WHERE created_at IS NOT NULL GROUP BY 1;
  ELSE
    INSERT INTO alert_counts.by_key_deltas (key, severity, n)
    SELECT key, severity, sum(d) FROM (
      SELECT k.key, r.severity, 1 AS d FROM new_rows r CROSS JOIN LATERAL unnest(r.member_of) AS k(key) WHERE r.active
      UNION ALL
      SELECT k.key, r.severity, -1 FROM old_rows r CROSS JOIN LATERAL unnest(r.member_of) AS k(key) WHERE r.active
    ) x WHERE key IS NOT NULL GROUP BY 1, 2 HAVING sum(d) <> 0;
    GET DIAGNOSTICS n = ROW_COUNT;
    appended := appended + n;
    INSERT INTO alert_counts.by_hour_deltas (hour, n)
    SELECT alert_counts.hour_of(t), sum(d) FROM (
      SELECT created_at AS t, 1 AS d FROM new_rows UNION ALL SELECT created_at, -1 FROM old_rows
    ) x WHERE t IS NOT NULL GROUP BY 1 HAVING sum(d) <> 0;
  END IF;
  GET DIAGNOSTICS n = ROW_COUNT;
  appended := appended + n;
  -- Every 256th appending statement folds, so pending deltas stay a few thousand rows whether or
  -- not anyone reads. Only under READ COMMITTED: the fold's DELETE then reads a snapshot taken
  -- after the lock, never rows an earlier fold already moved.
  IF appended > 0 AND current_setting('transaction_isolation') = 'read committed' AND nextval('alert_counts.fold_ticks') % 256 = 0 THEN
    PERFORM alert_counts.fold();
  END IF;
  RETURN NULL;
END $$;

-- Statement triggers with transition tables (migration 025's style): one pass per writing
-- statement, not per row. INSERT ... ON CONFLICT DO UPDATE fires both the insert trigger (rows
-- inserted) and the update trigger (rows updated), each with its own rows.
CREATE TRIGGER alerts_counts_insert AFTER INSERT ON alerts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION alert_counts.alerts_count();
CREATE TRIGGER alerts_counts_update AFTER UPDATE ON alerts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION alert_counts.alerts_count();
CREATE TRIGGER alerts_counts_delete AFTER DELETE ON alerts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION alert_counts.alerts_count();
CREATE TRIGGER alerts_counts_truncate AFTER TRUNCATE ON alerts
  FOR EACH STATEMENT EXECUTE FUNCTION alert_counts.alerts_count();

SELECT alert_counts.rebuild();
