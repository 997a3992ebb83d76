import type { Generated, GeneratedAlways } from 'kysely';

/**
 * Devices (migrations 001, 008, 010, 011): one column per field of the contract's DEVICE_FIELDS,
 * plus the map tile migration 010 generates from the coordinates. Retired devices (018) and
 * power outages (010) beside them. Times are epoch ms.
 */
export interface DeviceTable {
  name: string;
  model: string | null;
  product_code: string | null;
  product_category: string | null;
  product_type: string | null;
  product_family: string | null;
  product_group: string | null;
  state: number | null;
  site_type_description: string | null;
  class_name: string | null;
  nmd: string | null;
  nocid: string | null;
  dmn_type: string | null;
  pam_discovery_state: string | null;
  provision_status: string | null;
  hns_service: string | null;
  discovered: boolean | null;
  rs_updated_at: number | null;
  poller: string | null;
  old_poller: string | null;
  sam: string | null;
  seedip: string | null;
  gwid: string | null;
  gwid_div_current: string | null;
  vpgw: string | null;
  management_ip: string | null;
  lan_ip: string | null;
  data_center: string | null;
  diu_serial_num: string | null;
  vendor: string | null;
  nap_source: string | null;
  provider: string | null;
  han: string | null;
  cpehan: string | null;
  aa_cf_opermode: number | null;
  aa_virtual_site_id: string | null;
  eit_service_mode: string | null;
  userdef1: string | null;
  userdef2: string | null;
  asset_id: string | null;
  hns_location_id: string | null;
  hns_company_id: string | null;
  hns_parent_company_id: string | null;
  customer_location_id: string | null;
  plsiteid: string | null;
  psiteid: string | null;
  state_usa: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  vadb_primary_phone_number: string | null;
  vadb_backup_phone_number: string | null;
  hns_vadb_status: string | null;
  lasttesttime: number | null;
  lasttestresults: string | null;
  discovered_first_at: number | null;
  discovered_last_at: number | null;
  discovery_description: string | null;
  pam_suspended: boolean | null;
  pam_suspend_start_date: number | null;
  pam_suspend_end_date: number | null;
  firmware_version: string | null;
  software_version: string | null;
  access_mode: string | null;
  is_managed: boolean | null;
  is_monitored: boolean | null;
  imei: string | null;
  mdn: string | null;
  timezone: string | null;
  vlan: string | null;
  vdom_enabled: boolean | null;
  han_validation: string | null;
  description: string | null;
  sat_name: string | null;
  beamid: string | null;
  dsl_provider: string | null;
  dsl_type: string | null;
  sub_customer_id: string | null;
  member_of: string[] | null;
  primary_nap_source: string | null;
  backup_nap_source: string | null;
  transport_admin_status: string | null;
  transport_oper_status: string | null;
  transport_in_use: string | null;
  nat_ip1: string | null;
  nat_ip2: string | null;
  tile_x: GeneratedAlways<number | null>;
  tile_y: GeneratedAlways<number | null>;
  service_type: string | null;
  service_id: string | null;
  org_name: string | null;
  em7_stack_id: number | null;
  em7_device_id: number | null;
  /** Made by the simulator (migration 038): its actions are simulated; every other device's are real. */
  simulated: Generated<boolean>;
}

export interface RetiredDeviceTable {
  name: string;
  retired_at: number;
  retired_by: string;
  row: unknown;
}

export interface PowerOutageTable {
  geoid: string;
  name: string;
  state_geoid: string;
  state_name: string;
  tracked_count: number;
  outage_count: number;
  updated_at: number;
}

/** Which devices changed, written by triggers (migration 025); name NULL: all of them. */
export interface DeviceChangeTable {
  /** xid8, compared as text cast back in SQL. */
  xid: Generated<string>;
  name: string | null;
  at: Generated<Date>;
}
