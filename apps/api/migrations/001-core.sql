-- Core schema: the fleet (devices, locations, groups), its alerts and network events, impact
-- history and the audit log. Column names are snake_case; the API names live in
-- packages/contract/src/fields and map 1:1 onto these columns.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE devices (
  name text PRIMARY KEY,
  model text,
  product_code text,
  product_category text,
  product_type text,
  product_family text,
  product_group text,
  state integer,
  site_type_description text,
  class_name text,
  nmd text,
  nocid text,
  dmn_type text,
  pam_discovery_state text,
  provision_status text,
  hns_service text,
  discovered boolean,
  rs_updated_at bigint,
  poller text,
  old_poller text,
  sam text,
  seedip text,
  gwid text,
  gwid_div_current text,
  vpgw text,
  management_ip text,
  lan_ip text,
  data_center text,
  diu_serial_num text,
  vendor text,
  nap_source text,
  provider text,
  han text,
  cpehan text,
  aa_cf_opermode integer,
  aa_virtual_site_id text,
  eit_service_mode text,
  userdef1 text,
  userdef2 text,
  asset_id text,
  hns_location_id text,
  hns_company_id text,
  hns_parent_company_id text,
  customer_location_id text,
  plsiteid text,
  psiteid text,
  state_usa text,
  zip text,
  latitude double precision,
  longitude double precision,
  vadb_primary_phone_number text,
  vadb_backup_phone_number text,
  hns_vadb_status text,
  lasttesttime bigint,
  lasttestresults text,
  discovered_first_at bigint,
  discovered_last_at bigint,
  discovery_description text,
  pam_suspended boolean,
  pam_suspend_start_date bigint,
  pam_suspend_end_date bigint,
  firmware_version text,
  software_version text,
  access_mode text,
  is_managed boolean,
  is_monitored boolean,
  imei text,
  mdn text,
  timezone text,
  vlan text,
  vdom_enabled boolean,
  han_validation text,
  description text,
  sat_name text,
  beamid text,
  dsl_provider text,
  dsl_type text,
  sub_customer_id text,
  member_of text[]
);
CREATE TABLE alerts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  severity integer NOT NULL,
  active boolean NOT NULL,
  element_name text,
  element_display_name text,
  element_class_name text,
  instance_name text,
  instance_display_name text,
  event_name text,
  event_display_name text,
  event_text text,
  description text,
  event_state text,
  event_type text,
  category text,
  certainty double precision,
  acknowledged boolean,
  is_problem boolean,
  is_root boolean,
  is_processed boolean,
  in_maintenance boolean,
  impact integer,
  owner text,
  source text,
  source_domain_name text,
  state text,
  trouble_ticket_id text,
  visibility text,
  created_at bigint,
  last_notified_at bigint,
  changed_at bigint,
  cleared_at bigint,
  will_expire_at bigint,
  count integer,
  duration integer,
  clear_duration integer,
  user_defined1 text,
  user_defined2 text,
  user_defined3 text,
  user_defined4 text,
  user_defined5 text,
  user_defined6 text,
  user_defined7 text,
  user_defined8 text,
  user_defined9 text,
  user_defined10 text,
  nmd text,
  class_name text,
  class_display_name text,
  product_code text,
  product_category text,
  product_family text,
  product_group text,
  product_type text,
  vendor text,
  management_ip text,
  nap_source text,
  provider text,
  data_center text,
  gwid text,
  han text,
  han_site_name text,
  hns_company_id text,
  hns_location_id text,
  hns_parent_company_id text,
  customer_location_id text,
  plsiteid text,
  site_type_description text,
  state_usa text,
  zip text,
  sat_name text,
  beamid text,
  channelid text,
  dsl_provider text,
  dsl_type text,
  discovered boolean,
  aa_cf_opermode integer,
  aa_virtual_site_id text,
  asset_id text,
  sub_customer_id text,
  system_redundancy_group text,
  rs_datasource text,
  rs_inserted_at bigint,
  rs_updated_at bigint,
  member_of text[]
);

-- Devices: one btree per column a grid can sort by, with the key as tie-breaker so paging is
-- stable; trigram indexes for the contains/prefix searches operators type.
CREATE INDEX devices_state_idx ON devices (state, name);
CREATE INDEX devices_nmd_idx ON devices (nmd, name);
CREATE INDEX devices_gwid_idx ON devices (gwid, name);
CREATE INDEX devices_class_name_idx ON devices (class_name, name);
CREATE INDEX devices_product_category_idx ON devices (product_category, name);
CREATE INDEX devices_customer_location_id_idx ON devices (customer_location_id, name);
CREATE INDEX devices_provision_status_idx ON devices (provision_status, name);
CREATE INDEX devices_management_ip_idx ON devices (management_ip, name);
CREATE INDEX devices_poller_idx ON devices (poller, name);
CREATE INDEX devices_discovered_idx ON devices (discovered, name);
CREATE INDEX devices_model_idx ON devices (model, name);
CREATE INDEX devices_state_usa_idx ON devices (state_usa, name);
CREATE INDEX devices_nocid_idx ON devices (nocid, name);
CREATE INDEX devices_data_center_idx ON devices (data_center, name);
CREATE INDEX devices_nap_source_idx ON devices (nap_source, name);
CREATE INDEX devices_pam_suspended_idx ON devices (pam_suspended, name);
CREATE INDEX devices_site_type_description_idx ON devices (site_type_description, name);
CREATE INDEX devices_discovery_description_idx ON devices (discovery_description, name);
CREATE INDEX devices_rs_updated_at_idx ON devices (rs_updated_at, name);
CREATE INDEX devices_name_trgm ON devices USING gin (name gin_trgm_ops);
CREATE INDEX devices_nmd_trgm ON devices USING gin (nmd gin_trgm_ops);
CREATE INDEX devices_management_ip_trgm ON devices USING gin (management_ip gin_trgm_ops);
CREATE INDEX devices_gwid_trgm ON devices USING gin (gwid gin_trgm_ops);
CREATE INDEX devices_customer_location_id_trgm ON devices USING gin (customer_location_id gin_trgm_ops);
CREATE INDEX devices_model_trgm ON devices USING gin (model gin_trgm_ops);
CREATE INDEX devices_member_of_idx ON devices USING gin (member_of);

-- Alerts: active and archived rows live in one table (active flag, as the feed sends them);
-- partial indexes keep each half's sorts index-only.
CREATE UNIQUE INDEX alerts_active_name_idx ON alerts (name) WHERE active;
CREATE INDEX alerts_active_severity_idx ON alerts (severity, id) WHERE active;
CREATE INDEX alerts_active_last_notified_idx ON alerts (last_notified_at, id) WHERE active;
CREATE INDEX alerts_archived_severity_idx ON alerts (severity, id) WHERE NOT active;
CREATE INDEX alerts_archived_last_notified_idx ON alerts (last_notified_at, id) WHERE NOT active;
CREATE INDEX alerts_archived_cleared_idx ON alerts (cleared_at, id) WHERE NOT active;
CREATE INDEX alerts_element_name_idx ON alerts (element_name, active, last_notified_at);
CREATE INDEX alerts_nmd_idx ON alerts (nmd, active);
CREATE INDEX alerts_created_at_idx ON alerts (created_at);
CREATE INDEX alerts_element_name_trgm ON alerts USING gin (element_name gin_trgm_ops);
CREATE INDEX alerts_event_display_name_idx ON alerts (event_display_name, id);
CREATE INDEX alerts_trouble_ticket_id_idx ON alerts (trouble_ticket_id) WHERE trouble_ticket_id IS NOT NULL;

CREATE TABLE locations (
  customer_location_id text PRIMARY KEY,
  address text,
  city text,
  state_usa text,
  zip text,
  latitude double precision,
  longitude double precision,
  plsiteid text
);
CREATE INDEX locations_city_idx ON locations (state_usa, city);

-- A group is a slice of the fleet (a datacenter, a beam, a customer...). Membership is
-- materialised so impact can be counted without re-running the group's query.
CREATE TABLE device_groups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  network_type text NOT NULL,
  name text NOT NULL,
  low_level_group text,
  device_query text NOT NULL,
  threshold_percent double precision NOT NULL DEFAULT 20,
  total_count integer NOT NULL DEFAULT 0,
  impacted_count integer NOT NULL DEFAULT 0,
  UNIQUE (network_type, name)
);
CREATE TABLE device_group_members (
  group_id integer NOT NULL REFERENCES device_groups (id) ON DELETE CASCADE,
  device_name text NOT NULL REFERENCES devices (name) ON DELETE CASCADE,
  PRIMARY KEY (group_id, device_name)
);
CREATE INDEX device_group_members_device_idx ON device_group_members (device_name);

CREATE TABLE network_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id integer NOT NULL REFERENCES device_groups (id) ON DELETE CASCADE,
  name text NOT NULL,
  impact double precision NOT NULL,
  case_id text NOT NULL,
  start_time bigint NOT NULL,
  end_time bigint,
  active boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX network_events_active_group_idx ON network_events (group_id) WHERE active;
CREATE INDEX network_events_start_idx ON network_events (active, start_time DESC);

CREATE TABLE impact_history (
  group_id integer NOT NULL REFERENCES device_groups (id) ON DELETE CASCADE,
  ts bigint NOT NULL,
  total integer NOT NULL,
  impacted integer NOT NULL,
  percent double precision NOT NULL,
  threshold double precision NOT NULL,
  PRIMARY KEY (group_id, ts)
);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at bigint NOT NULL,
  user_name text NOT NULL,
  action text NOT NULL,
  device_names text[] NOT NULL DEFAULT '{}',
  outcome text NOT NULL,
  detail jsonb
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC);
CREATE INDEX audit_log_devices_idx ON audit_log USING gin (device_names);
