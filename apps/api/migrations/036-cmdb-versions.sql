-- Issue 30, item 12: no silent overwrite in the CMDB. Every row carries a version that every
-- UPDATE moves on, whoever writes it (the API, a service rename rewriting datacenters, a DBA), so
-- an edit made on a stale version can be refused (409) instead of replacing a change unseen.
CREATE FUNCTION cmdb_next_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'svi_hughes_locations', 'svi_hughes_datacenters', 'svi_hughes_circuits', 'svi_hughes_satellites', 'svi_hughes_inroutes',
    'svi_hughes_outroutes', 'svi_hughes_service_instances', 'svi_hughes_toplevel_services', 'svi_hughes_ems'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ADD COLUMN version integer NOT NULL DEFAULT 1', t);
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION cmdb_next_version()', t || '_version', t);
  END LOOP;
END $$;
