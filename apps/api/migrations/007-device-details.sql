-- Device search (es/devices/search, issue 5): case-insensitive prefix matches first, then names
-- that contain the text, each in case-insensitive name order.
-- 1. A btree on lower(name) in byte (C) order: the prefix is a range scan on it, and it serves
--    the ORDER BY ... LIMIT of both halves.
CREATE INDEX IF NOT EXISTS devices_name_lower_idx ON devices ((lower(name) COLLATE "C"), name);
-- 2. Contains: pg_trgm splits words at anything not a letter or digit, so '%q-0%' on the name
--    (devices_name_trgm) yields one-letter trigrams and rechecks most of the fleet. Here the
--    usual separators become '0', so every trigram of a typed text is a real one. replace() is
--    used rather than a regular expression: the index recheck runs it on every candidate row.
CREATE INDEX IF NOT EXISTS devices_name_search_trgm ON devices USING gin (
  (replace(replace(replace(replace(lower(name COLLATE "C"), '-', '0'), '_', '0'), '.', '0'), ' ', '0')) gin_trgm_ops);
