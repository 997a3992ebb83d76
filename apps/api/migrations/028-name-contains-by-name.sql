-- Contains-search sorted by name (issue 19, D7 `name:*etr*` by name): the device list's name
-- order is the column's own collation, not the case-insensitive order of migration 026's index,
-- so the name pieces need a second order: each trigram's names as the list sorts them. A page of
-- `name:*etr*` is then a range of this index from the list's position, each name looked up by
-- primary key for the other clauses, stopping after the page (search-contains-walk.ts): ~16
-- entries where the name-index walk passed the 700,000 names before PETRO... at 1M devices.
-- Cost: one more index over the ~18 rows a device (about 0.5 GB at 1M), written with them.
CREATE INDEX device_name_grams_name_idx ON search.device_name_grams (gram, name);

-- The pieces are cut from lower(name COLLATE "C"), which lowers ASCII only; ILIKE lowers with
-- the database's ctype, which on a UTF-8 locale may also turn other letters into ASCII ones
-- (the Kelvin sign K into k). The names where the two lowerings differ are walked beside the
-- pieces so the answer stays ILIKE's (both engines lower the Kelvin sign). Fleets have few such names.
CREATE INDEX devices_name_unicode_case_idx ON devices (name) WHERE lower(name) <> lower(name COLLATE "C");
