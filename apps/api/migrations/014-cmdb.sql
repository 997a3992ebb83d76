-- CMDB Admin (issue 8, spec 002 §2.5, §3): the nine reference collections operators edit
-- through svn/svi_hughes_*. One table per collection, named as the collection, with a column per
-- field of the contract's CMDB_ENTITIES (text -> text, number -> double precision, bool ->
-- boolean, date -> date, a list of service instance names -> text[], a reference -> the integer
-- key of the row it names). Required fields are NOT NULL and references are foreign keys as a
-- backstop: the API checks both first and answers a 400 naming the field, or a 409 saying what
-- still references a row. dttm is the time of the row's last change; the repository sets it on
-- every update, and the grids sort by it (newest first) by default.
-- Parents come before children so every REFERENCES names an existing table.

CREATE TABLE svi_hughes_locations (
  location_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  street text,
  suit text,
  city text,
  state text,
  zip text,
  country text,
  longitude double precision,
  latitude double precision,
  primary_poc text,
  secondary_poc text,
  primary_phone text,
  secondary_phone text,
  owner_company text,
  contact_info text,
  t19v_acronym text,
  supporting_company text,
  local_facility_contact text,
  other_shared_services_platforms text,
  support_differences text,
  is_osa_established boolean,
  date_of_production date,
  launch_ticket_no text,
  noc_contact text,
  management_escalation text,
  is_facility_manned text,
  hours_of_availability text,
  access_instructions text,
  escalation_notes text,
  ticket_creation_method text,
  login_info text,
  backhaul_info text,
  shipment_instructions text,
  tog_physical_location text,
  notes text,
  dttm timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX svi_hughes_locations_dttm_idx ON svi_hughes_locations (dttm, location_id);

CREATE TABLE svi_hughes_ems (
  ems_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  host_name text NOT NULL,
  notes text,
  dttm timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX svi_hughes_ems_dttm_idx ON svi_hughes_ems (dttm, ems_id);

CREATE TABLE svi_hughes_toplevel_services (
  toplevel_service_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL,
  notes text,
  dttm timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX svi_hughes_toplevel_services_dttm_idx ON svi_hughes_toplevel_services (dttm, toplevel_service_id);

CREATE TABLE svi_hughes_service_instances (
  service_instance_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  type text,
  ems_id integer NOT NULL REFERENCES svi_hughes_ems (ems_id) ON DELETE RESTRICT,
  toplevel_service_id integer NOT NULL REFERENCES svi_hughes_toplevel_services (toplevel_service_id) ON DELETE RESTRICT,
  notes text,
  dttm timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX svi_hughes_service_instances_dttm_idx ON svi_hughes_service_instances (dttm, service_instance_id);
CREATE INDEX svi_hughes_service_instances_ems_id_idx ON svi_hughes_service_instances (ems_id);
CREATE INDEX svi_hughes_service_instances_toplevel_service_id_idx ON svi_hughes_service_instances (toplevel_service_id);

CREATE TABLE svi_hughes_datacenters (
  datacenter_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  services text[] NOT NULL,
  location_id integer NOT NULL REFERENCES svi_hughes_locations (location_id) ON DELETE RESTRICT,
  notes text,
  dttm timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX svi_hughes_datacenters_dttm_idx ON svi_hughes_datacenters (dttm, datacenter_id);
CREATE INDEX svi_hughes_datacenters_location_id_idx ON svi_hughes_datacenters (location_id);

CREATE TABLE svi_hughes_satellites (
  satellite_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  external_name text,
  services text,
  owner text,
  orbital_position double precision,
  dttm timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX svi_hughes_satellites_dttm_idx ON svi_hughes_satellites (dttm, satellite_id);

CREATE TABLE svi_hughes_inroutes (
  inroute_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  satellite_id integer NOT NULL REFERENCES svi_hughes_satellites (satellite_id) ON DELETE RESTRICT,
  datacenter_id integer NOT NULL REFERENCES svi_hughes_datacenters (datacenter_id) ON DELETE RESTRICT,
  dttm timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX svi_hughes_inroutes_dttm_idx ON svi_hughes_inroutes (dttm, inroute_id);
CREATE INDEX svi_hughes_inroutes_satellite_id_idx ON svi_hughes_inroutes (satellite_id);
CREATE INDEX svi_hughes_inroutes_datacenter_id_idx ON svi_hughes_inroutes (datacenter_id);

CREATE TABLE svi_hughes_outroutes (
  outroute_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  frequency double precision NOT NULL,
  inroute_id integer NOT NULL REFERENCES svi_hughes_inroutes (inroute_id) ON DELETE RESTRICT,
  dttm timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX svi_hughes_outroutes_dttm_idx ON svi_hughes_outroutes (dttm, outroute_id);
CREATE INDEX svi_hughes_outroutes_inroute_id_idx ON svi_hughes_outroutes (inroute_id);

CREATE TABLE svi_hughes_circuits (
  circuit_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  a_circuit_id text NOT NULL,
  z_circuit_id text,
  a_lec_id text,
  z_lec_id text,
  a_router text,
  z_router text,
  a_port text,
  z_port text,
  services text,
  speed text,
  carrier text,
  status text,
  notes text,
  dttm timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX svi_hughes_circuits_dttm_idx ON svi_hughes_circuits (dttm, circuit_id);

-- Datacenters name service instances by name (their services list), so a name must identify
-- one service instance; the GIN index finds the datacenters naming one for a delete or a rename.
CREATE UNIQUE INDEX svi_hughes_service_instances_name_key ON svi_hughes_service_instances (name);
CREATE INDEX svi_hughes_datacenters_services_idx ON svi_hughes_datacenters USING gin (services);
