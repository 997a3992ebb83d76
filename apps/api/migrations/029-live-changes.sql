-- The change feed of issue 20: every committed write a screen shows is announced on channel
-- nms_live (NOTIFY is transactional: sent at commit, never for a rollback), whatever code path
-- wrote, so every API process hears of every change (modules/live, the protocol note).
-- A record is JSON {id, topic, keys}: id from live_change_seq (as text); keys are device names
-- (device, alert, pam, action), group names (network-event) or table names (cmdb, config).
-- Empty keys: every key of the topic may have changed (a bulk statement, a TRUNCATE).
CREATE SEQUENCE live_change_seq;

-- One record of a topic's keys.
CREATE FUNCTION live_send(topic text, keys text[]) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('nms_live', json_build_object('id', nextval('live_change_seq')::text, 'topic', topic, 'keys', keys)::text)
$$;

-- A statement's keys as few records as fit: each payload stays under 7,900 bytes (NOTIFY's limit
-- is 8,000). NULL, or more than 500 keys, or a NULL key (a row whose key is unknown), or a key too
-- long for a payload: one record with empty keys instead, so a bulk load sends one record per
-- statement, never one per row.
CREATE FUNCTION live_notify(topic text, keys text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  chunk text[] := '{}';
  size integer := 0;
  len integer;
  k text;
BEGIN
  IF keys IS NULL OR cardinality(keys) > 500 OR array_position(keys, NULL) IS NOT NULL THEN
    PERFORM live_send(topic, '{}');
    RETURN;
  END IF;
  FOREACH k IN ARRAY keys LOOP
    -- The key as JSON and its ", " separator; the record's other fields take under 100 bytes.
    len := octet_length(to_json(k)::text) + 2;
    IF len > 7800 THEN
      PERFORM live_send(topic, '{}');
      RETURN;
    END IF;
    IF size + len > 7800 THEN
      PERFORM live_send(topic, chunk);
      chunk := '{}';
      size := 0;
    END IF;
    chunk := chunk || k;
    size := size + len;
  END LOOP;
  IF size > 0 THEN
    PERFORM live_send(topic, chunk);
  END IF;
END $$;

-- The statement trigger: TG_ARGV[0] the topic; TG_ARGV[1] a SELECT of one key per row from the
-- transition table named by %I (empty: the key is the table's name). A statement of more than 500 rows
-- is announced without reading its keys (bulk: everything of the topic), so a COPY batch costs
-- one count of at most 501 rows, never a pass over its keys or a join per row.
CREATE FUNCTION live_note_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topic text := TG_ARGV[0];
  pick text := nullif(TG_ARGV[1], '');
  -- UPDATE: both sides (a renamed device leaves its old name behind; a row moved between groups).
  rel text := CASE TG_OP WHEN 'INSERT' THEN 'new_rows' WHEN 'DELETE' THEN 'old_rows' ELSE 'new_rows' END;
  n integer;
  keys text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM live_notify(topic, CASE WHEN pick IS NULL THEN ARRAY[TG_TABLE_NAME::text] END);
    RETURN NULL;
  END IF;
  EXECUTE format('SELECT count(*) FROM (SELECT 1 FROM %I LIMIT 501) x', rel) INTO n;
  IF n = 0 THEN
    RETURN NULL;
  ELSIF pick IS NULL THEN
    keys := ARRAY[TG_TABLE_NAME::text];
  ELSIF n > 500 THEN
    PERFORM live_notify(topic, NULL);
    RETURN NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT k) FROM (' || pick || ' UNION ALL ' || pick || ') s(k)', 'new_rows', 'old_rows') INTO keys;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT k) FROM (' || pick || ') s(k)', rel) INTO keys;
  END IF;
  -- A pick may yield no row (the location of no device): nothing to announce.
  IF keys IS NOT NULL THEN
    PERFORM live_notify(topic, keys);
  END IF;
  RETURN NULL;
END $$;

-- Statement triggers with transition tables (migration 025's style), one per event: PostgreSQL
-- allows transition tables only on a trigger of a single event. INSERT ... ON CONFLICT DO UPDATE
-- fires the insert and the update trigger, each with its own rows.
CREATE FUNCTION live_watch(tab text, topic text, pick text, events text[] DEFAULT '{INSERT,UPDATE,DELETE,TRUNCATE}') RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF 'INSERT' = ANY(events) THEN
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_note_changes(%L, %L)',
      tab || '_live_insert', tab, topic, coalesce(pick, ''));
  END IF;
  IF 'UPDATE' = ANY(events) THEN
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_note_changes(%L, %L)',
      tab || '_live_update', tab, topic, coalesce(pick, ''));
  END IF;
  IF 'DELETE' = ANY(events) THEN
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_note_changes(%L, %L)',
      tab || '_live_delete', tab, topic, coalesce(pick, ''));
  END IF;
  IF 'TRUNCATE' = ANY(events) THEN
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION live_note_changes(%L, %L)',
      tab || '_live_truncate', tab, topic, coalesce(pick, ''));
  END IF;
END $$;

-- Devices: state and fields (Device Details, Manage Devices, every count and map); the change
-- logs, interfaces and address shown on a device's tabs are announced as changes of the device.
SELECT live_watch('devices', 'device', 'SELECT name FROM %I');
SELECT live_watch('locations', 'device', 'SELECT d.name FROM %I r JOIN devices d ON d.customer_location_id = r.customer_location_id');
SELECT live_watch('cpe_changes', 'device', 'SELECT devname FROM %I');
SELECT live_watch('salesforce_cases', 'device', 'SELECT san FROM %I');
SELECT live_watch('ems_changes', 'device', 'SELECT siteid FROM %I');
SELECT live_watch('device_interfaces', 'device', 'SELECT device_name FROM %I');
-- Alerts, active and archived (one table): keyed by their device (element_name).
SELECT live_watch('alerts', 'alert', 'SELECT element_name FROM %I');
-- Network events, group impact and its history, membership: keyed by group name (a group
-- already deleted is unknown: everything).
SELECT live_watch('device_groups', 'network-event', 'SELECT name FROM %I');
SELECT live_watch('network_events', 'network-event', 'SELECT g.name FROM %I r LEFT JOIN device_groups g ON g.id = r.group_id');
SELECT live_watch('impact_history', 'network-event', 'SELECT g.name FROM %I r LEFT JOIN device_groups g ON g.id = r.group_id');
SELECT live_watch('device_group_members', 'network-event', 'SELECT g.name FROM %I r LEFT JOIN device_groups g ON g.id = r.group_id');
-- PAM schedules.
SELECT live_watch('pam_suspend_schedules', 'pam', 'SELECT device_name FROM %I');
-- Action runs (and every other audited act on devices): the audit entry's devices. Entries
-- without devices (sign-in, tokens) are not announced.
SELECT live_watch('audit_log', 'action', 'SELECT unnest(device_names) FROM %I', '{INSERT}');
-- Reference data shown as tables, keyed by table name: the CMDB, NMC (Salesforce), IPAM,
-- Cradlepoint, EM7 and the power outage layer of the geo map.
SELECT live_watch(t, 'cmdb', NULL) FROM unnest(ARRAY[
  'svi_hughes_locations', 'svi_hughes_datacenters', 'svi_hughes_service_instances', 'svi_hughes_toplevel_services',
  'svi_hughes_ems', 'svi_hughes_satellites', 'svi_hughes_inroutes', 'svi_hughes_outroutes', 'svi_hughes_circuits',
  'sf_cases', 'sf_dispatches', 'sf_tasks',
  'ipam_networks', 'ipam_hosts', 'ipam_host_addresses', 'ipam_addresses',
  'cradlepoint_ecm', 'cradlepoint_carrier', 'cradlepoint_ssh',
  'em7_events', 'em7_user_counts', 'power_outages'
]) AS t;
-- Poller settings (the SNMP tabs and settings screens), keyed by table name.
SELECT live_watch(t, 'config', NULL) FROM unnest(ARRAY['snmp_credentials', 'device_snmp', 'group_snmp']) AS t;

DROP FUNCTION live_watch(text, text, text, text[]);
