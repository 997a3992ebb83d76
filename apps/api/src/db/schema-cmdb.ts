import type { Generated } from 'kysely';

/**
 * The nine CMDB reference collections (migration 014); dttm is the row's last change.
 */
export interface CmdbLocationTable {
  location_id: Generated<number>;
  name: string;
  street: string | null;
  suit: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  longitude: number | null;
  latitude: number | null;
  primary_poc: string | null;
  secondary_poc: string | null;
  primary_phone: string | null;
  secondary_phone: string | null;
  owner_company: string | null;
  contact_info: string | null;
  t19v_acronym: string | null;
  supporting_company: string | null;
  local_facility_contact: string | null;
  other_shared_services_platforms: string | null;
  support_differences: string | null;
  is_osa_established: boolean | null;
  date_of_production: Date | null;
  launch_ticket_no: string | null;
  noc_contact: string | null;
  management_escalation: string | null;
  is_facility_manned: string | null;
  hours_of_availability: string | null;
  access_instructions: string | null;
  escalation_notes: string | null;
  ticket_creation_method: string | null;
  login_info: string | null;
  backhaul_info: string | null;
  shipment_instructions: string | null;
  tog_physical_location: string | null;
  notes: string | null;
  dttm: Generated<Date>;
  /** Moved on by every UPDATE (migration 034): an edit names it, a stale one is refused. */
  version: Generated<number>;
}

export interface CmdbDatacenterTable {
  datacenter_id: Generated<number>;
  name: string;
  services: string[];
  location_id: number;
  notes: string | null;
  dttm: Generated<Date>;
  /** Moved on by every UPDATE (migration 034): an edit names it, a stale one is refused. */
  version: Generated<number>;
}

export interface CmdbServiceInstanceTable {
  service_instance_id: Generated<number>;
  name: string;
  type: string | null;
  ems_id: number;
  toplevel_service_id: number;
  notes: string | null;
  dttm: Generated<Date>;
  /** Moved on by every UPDATE (migration 034): an edit names it, a stale one is refused. */
  version: Generated<number>;
}

export interface CmdbToplevelServiceTable {
  toplevel_service_id: Generated<number>;
  name: string;
  type: string;
  notes: string | null;
  dttm: Generated<Date>;
  /** Moved on by every UPDATE (migration 034): an edit names it, a stale one is refused. */
  version: Generated<number>;
}

export interface CmdbEmsTable {
  ems_id: Generated<number>;
  name: string;
  host_name: string;
  notes: string | null;
  dttm: Generated<Date>;
  /** Moved on by every UPDATE (migration 034): an edit names it, a stale one is refused. */
  version: Generated<number>;
}

export interface CmdbSatelliteTable {
  satellite_id: Generated<number>;
  name: string;
  external_name: string | null;
  services: string | null;
  owner: string | null;
  orbital_position: number | null;
  dttm: Generated<Date>;
  /** Moved on by every UPDATE (migration 034): an edit names it, a stale one is refused. */
  version: Generated<number>;
}

export interface CmdbInrouteTable {
  inroute_id: Generated<number>;
  name: string;
  satellite_id: number;
  datacenter_id: number;
  dttm: Generated<Date>;
  /** Moved on by every UPDATE (migration 034): an edit names it, a stale one is refused. */
  version: Generated<number>;
}

export interface CmdbOutrouteTable {
  outroute_id: Generated<number>;
  name: string;
  frequency: number;
  inroute_id: number;
  dttm: Generated<Date>;
  /** Moved on by every UPDATE (migration 034): an edit names it, a stale one is refused. */
  version: Generated<number>;
}

export interface CmdbCircuitTable {
  circuit_id: Generated<number>;
  a_circuit_id: string;
  z_circuit_id: string | null;
  a_lec_id: string | null;
  z_lec_id: string | null;
  a_router: string | null;
  z_router: string | null;
  a_port: string | null;
  z_port: string | null;
  services: string | null;
  speed: string | null;
  carrier: string | null;
  status: string | null;
  notes: string | null;
  dttm: Generated<Date>;
  /** Moved on by every UPDATE (migration 034): an edit names it, a stale one is refused. */
  version: Generated<number>;
}
