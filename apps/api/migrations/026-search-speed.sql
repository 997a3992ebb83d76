-- Search that stays fast for common text (issue 19): the trigrams of every device name, each
-- with the names that hold it in search order, so "the first 20 names containing 'etr'" is a
-- walk of one short index range instead of a bitmap over 160,000 PETROMAX rows at 1M devices
-- (pg_trgm's GIN keeps no order) or a walk of the name index past the 700,000 names before them.
--
-- The key is lower(name) under the C collation (ASCII lower-casing, as devices_name_lower_idx
-- and searchKey in search-contains.ts): separators stay, so '0-0' or '-ph' is a trigram of its
-- own (pg_trgm's words would drop them; migration 007 works round that with '0'). A device holds
-- each distinct trigram of its key once (~18 rows for a 20-character name: ~18M rows at 1M
-- devices, ~1 GB heap + ~1.2 GB index; 10 s + 8 s to fill and index at 100k on 2 busy cores).
--
-- Its own schema: it is an index the database keeps (triggers below), not a table the API
-- writes or types, so it stays out of the Kysely schema and its column check.
CREATE SCHEMA IF NOT EXISTS search;

CREATE FUNCTION search.name_key(name text) RETURNS text IMMUTABLE PARALLEL SAFE LANGUAGE sql AS $$
  SELECT lower(name COLLATE "C")
$$;

CREATE FUNCTION search.name_grams(name text) RETURNS SETOF text IMMUTABLE PARALLEL SAFE LANGUAGE sql AS $$
  SELECT DISTINCT substr(k, i, 3) FROM (SELECT search.name_key(name) AS k) m, generate_series(1, length(k) - 2) AS i
$$;

CREATE TABLE search.device_name_grams (gram text NOT NULL, name text NOT NULL);

INSERT INTO search.device_name_grams (gram, name) SELECT g, d.name FROM devices d, search.name_grams(d.name) AS g;
-- Built after the fill: one sorted build, half the size of an index grown row by row.
-- (gram, search order): an index-only range per trigram, already in the order of the answer.
CREATE INDEX device_name_grams_idx ON search.device_name_grams (gram, (lower(name) COLLATE "C"), name);

CREATE FUNCTION search.drop_grams(gone text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search.device_name_grams
   WHERE gram = ANY (ARRAY(SELECT search.name_grams(gone))) AND lower(name) COLLATE "C" = lower(gone) COLLATE "C" AND name = gone
$$;

CREATE FUNCTION search.devices_keep_grams() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search.device_name_grams (gram, name) SELECT g, n.name FROM new_rows n, search.name_grams(n.name) AS g;
  ELSIF TG_OP = 'DELETE' THEN
    -- Name by name through (gram, key, name): the one index finds them (the transition table has
    -- no statistics to plan a join on; an index on name alone would cost another GB at 1M).
    FOR gone IN SELECT name FROM old_rows LOOP
      PERFORM search.drop_grams(gone.name);
    END LOOP;
  ELSE
    TRUNCATE search.device_name_grams;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION search.devices_rename_grams() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search.drop_grams(OLD.name);
  INSERT INTO search.device_name_grams (gram, name) SELECT g, NEW.name FROM search.name_grams(NEW.name) AS g;
  RETURN NULL;
END $$;

-- Inserts (COPY included) and deletes: one set-based statement per writing statement.
CREATE TRIGGER devices_grams_insert AFTER INSERT ON devices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search.devices_keep_grams();
CREATE TRIGGER devices_grams_delete AFTER DELETE ON devices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search.devices_keep_grams();
CREATE TRIGGER devices_grams_truncate AFTER TRUNCATE ON devices
  FOR EACH STATEMENT EXECUTE FUNCTION search.devices_keep_grams();
-- Renames are rare; a row trigger with a column list costs nothing to the state updates of the
-- feeds (a transition-table trigger cannot have a column list and would see every update).
CREATE TRIGGER devices_grams_rename AFTER UPDATE OF name ON devices
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search.devices_rename_grams();

-- M3-type lists (a name prefix, a filter, sorted by nmd; issue 19): the matches of one customer
-- sit together at one end of the nmd order, so the sort walk passes every other customer's rows
-- (128,000 at 1M devices for name:PETRO* by nmd desc), fetching each from the heap to test the
-- filter. Carrying the commonly filtered columns in the sort index lets that walk run index-only
-- when the page is read as keys first, rows after (the deferred join of paged-list; 8-11 ms
-- against 26-79 ms at 100k). Same keys as before (001), so every other plan is unchanged.
DROP INDEX IF EXISTS devices_nmd_idx;
CREATE INDEX devices_nmd_idx ON devices (nmd, name) INCLUDE (provision_status, discovered, state);
