-- Change-log sources of the Device Details page (spec 000 §2, §3): configuration changes pushed
-- to the CPE (as Splunk indexes them), Salesforce cases of a site, and EMS parameter changes of a
-- satellite terminal. Feeds append rows; the page reads one device's newest first, so every
-- table has a (device key, time) index that serves the default sort and the 1,000-row limit.
-- Times are epoch milliseconds like every other table; the API answers ISO 8601 strings.

CREATE TABLE cpe_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  devname text NOT NULL,
  changed_at bigint NOT NULL,
  cfgpath text NOT NULL,
  action text NOT NULL,
  username text NOT NULL,
  msg text NOT NULL,
  ui text NOT NULL,
  cfgattr text NOT NULL
);
CREATE INDEX cpe_changes_devname_idx ON cpe_changes (devname, changed_at DESC, id DESC);

CREATE TABLE salesforce_cases (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id text NOT NULL,
  customer text,
  san text NOT NULL,
  customer_locid text,
  opened_at bigint NOT NULL,
  closed_at bigint,
  request_type text,
  subtype text,
  action text,
  actual_issue text
);
CREATE UNIQUE INDEX salesforce_cases_ticket_idx ON salesforce_cases (ticket_id);
-- A device's cases are those opened on its SAN or on its location: one index for each half.
CREATE INDEX salesforce_cases_san_idx ON salesforce_cases (san, opened_at DESC);
CREATE INDEX salesforce_cases_locid_idx ON salesforce_cases (customer_locid, opened_at DESC);

CREATE TABLE ems_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  siteid text NOT NULL,
  changed_at bigint NOT NULL,
  parameter_name text NOT NULL,
  value_old text,
  value_new text,
  username text,
  error text
);
CREATE INDEX ems_changes_siteid_idx ON ems_changes (siteid, changed_at DESC, id DESC);

-- Impacted customers of a group (es/impacted-customers): the devices not Normal are few, so a
-- partial index holding their customer and group keys answers even the whole-fleet group with
-- one index-only scan instead of joining its million members.
CREATE INDEX devices_not_normal_nmd_idx ON devices (nmd) INCLUDE (member_of) WHERE state <> 5;

-- Network events lists (es/network-events, es/device/network-events): with the 'Active Events'
-- box unticked they list closed events too, which pile up over time; these serve that
-- newest-first list whole and per group (a device's groups).
CREATE INDEX network_events_start_time_idx ON network_events (start_time DESC, id DESC);
CREATE INDEX network_events_group_idx ON network_events (group_id, start_time DESC);
