import type { Generated } from 'kysely';

/**
 * Alerts (migration 001 on): one column per field of the contract's ALERT_FIELDS; EM7 events and user
 * counts (migration 011) feed Device Search. Times are epoch ms.
 */
export interface AlertTable {
  id: Generated<number>;
  name: string;
  severity: number;
  active: boolean;
  element_name: string | null;
  element_display_name: string | null;
  element_class_name: string | null;
  instance_name: string | null;
  instance_display_name: string | null;
  event_name: string | null;
  event_display_name: string | null;
  event_text: string | null;
  description: string | null;
  event_state: string | null;
  event_type: string | null;
  category: string | null;
  certainty: number | null;
  acknowledged: boolean | null;
  acked_by: string | null;
  acked_at: number | null;
  note_count: Generated<number>;
  workflow_version: Generated<number>;
  is_problem: boolean | null;
  is_root: boolean | null;
  is_processed: boolean | null;
  in_maintenance: boolean | null;
  impact: number | null;
  owner: string | null;
  source: string | null;
  source_domain_name: string | null;
  state: string | null;
  trouble_ticket_id: string | null;
  visibility: string | null;
  created_at: number | null;
  last_notified_at: number | null;
  changed_at: number | null;
  cleared_at: number | null;
  will_expire_at: number | null;
  count: number | null;
  duration: number | null;
  clear_duration: number | null;
  user_defined1: string | null;
  user_defined2: string | null;
  user_defined3: string | null;
  user_defined4: string | null;
  user_defined5: string | null;
  user_defined6: string | null;
  user_defined7: string | null;
  user_defined8: string | null;
  user_defined9: string | null;
  user_defined10: string | null;
  nmd: string | null;
  class_name: string | null;
  class_display_name: string | null;
  product_code: string | null;
  product_category: string | null;
  product_family: string | null;
  product_group: string | null;
  product_type: string | null;
  vendor: string | null;
  management_ip: string | null;
  nap_source: string | null;
  provider: string | null;
  data_center: string | null;
  gwid: string | null;
  han: string | null;
  han_site_name: string | null;
  hns_company_id: string | null;
  hns_location_id: string | null;
  hns_parent_company_id: string | null;
  customer_location_id: string | null;
  plsiteid: string | null;
  site_type_description: string | null;
  state_usa: string | null;
  zip: string | null;
  sat_name: string | null;
  beamid: string | null;
  channelid: string | null;
  dsl_provider: string | null;
  dsl_type: string | null;
  discovered: boolean | null;
  aa_cf_opermode: number | null;
  aa_virtual_site_id: string | null;
  asset_id: string | null;
  sub_customer_id: string | null;
  system_redundancy_group: string | null;
  rs_datasource: string | null;
  rs_inserted_at: number | null;
  rs_updated_at: number | null;
  member_of: string[] | null;
}

export interface AlertNoteTable {
  id: Generated<number>;
  alert_id: number;
  author: string;
  author_name: string;
  at: number;
  kind: 'note' | 'acknowledge' | 'unacknowledge' | 'assign';
  text: string;
}

export interface Em7EventTable {
  id: Generated<number>;
  stack_id: number;
  device_id: number;
  aligned_resource_name: string;
  policy: string;
  severity: number;
  message: string;
  user_note: string | null;
  date_first: number;
  date_last: number;
  notify_count: Generated<number>;
  source: string;
  active: Generated<boolean>;
  date_cleared: number | null;
}

export interface Em7UserCountTable {
  stack_id: number;
  device_id: number;
  tier: number;
  t0: number;
  v: number[];
}
