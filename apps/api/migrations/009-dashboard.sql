-- Dashboard aggregates (issue 6): the network tree's ad-hoc slices, the hierarchy's alert counts
-- per group and the popups that list a group's alerts.

-- Installed devices per product category (All Devices sunburst): covering, so the GROUP BY is an
-- index-only scan; the predicate is the one the query states (provision_status IS DISTINCT FROM 'PEND').
CREATE INDEX IF NOT EXISTS devices_installed_category_state_idx ON devices (product_category, state)
  WHERE provision_status IS DISTINCT FROM 'PEND';
-- Terrestrial circuits per DSL type and devices per US state (All Circuits, All Locations).
CREATE INDEX IF NOT EXISTS devices_dsl_type_state_idx ON devices (dsl_type, state)
  WHERE dsl_type IS NOT NULL AND dsl_type <> '';
CREATE INDEX IF NOT EXISTS devices_state_usa_state_idx ON devices (state_usa, state)
  WHERE state_usa IS NOT NULL AND state_usa <> '';

-- A group's alerts (memberOf:"KEY" in the hierarchy's Get Current / Archive Events popups).
CREATE INDEX IF NOT EXISTS alerts_member_of_idx ON alerts USING gin (member_of);
-- Active alerts per group key and severity (hierarchy Status pies): index-only over the active half.
CREATE INDEX IF NOT EXISTS alerts_active_member_of_idx ON alerts (severity) INCLUDE (member_of) WHERE active;
