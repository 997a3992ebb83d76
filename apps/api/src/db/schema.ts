import type { Generated } from 'kysely';
import type { CpeChangeTable, EmsChangeTable, SalesforceCaseTable } from './schema-change-log';

/**
 * Table types for Kysely. Devices and alerts have one column per field of the contract's field
 * tables; they are read through those tables, so their rows are typed loosely here.
 */
export type WideRow = Record<string, unknown>;

export interface DeviceGroupTable {
  id: Generated<number>;
  network_type: string;
  name: string;
  low_level_group: string | null;
  device_query: string;
  threshold_percent: number;
  total_count: Generated<number>;
  impacted_count: Generated<number>;
}

export interface NetworkEventTable {
  id: Generated<number>;
  group_id: number;
  name: string;
  impact: number;
  case_id: string;
  start_time: number;
  end_time: number | null;
  active: Generated<boolean>;
}

export interface ImpactHistoryTable {
  group_id: number;
  ts: number;
  total: number;
  impacted: number;
  percent: number;
  threshold: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  user_name: string;
  actor_sub: string | null;
  actor_name: string | null;
  action: string;
  device_names: string[];
  outcome: string;
  detail: unknown;
  request_id: string | null;
  address: string | null;
  target: string | null;
  /** Record changes: { before, after } (null for actions). */
  changes: unknown;
}

export interface ApiTokenTable {
  id: Generated<number>;
  kind: 'personal' | 'service';
  name: string;
  token_hash: string;
  token_prefix: string;
  owner_sub: string | null;
  owner_name: string | null;
  groups: string[];
  scopes: string[];
  created_at: number;
  created_by_sub: string;
  created_by_name: string;
  expires_at: number | null;
  last_used_at: number | null;
  last_used_address: string | null;
  revoked_at: number | null;
  revoked_by_name: string | null;
}

export interface RevokedTokenTable {
  key: string;
  expires_at: number;
  revoked_at: number;
  actor_sub: string | null;
}

export interface AuthFailureTable {
  id: Generated<number>;
  at: number;
  kind: string;
  username: string;
  address: string;
}

export interface LocationTable {
  customer_location_id: string;
  address: string | null;
  city: string | null;
  state_usa: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  plsiteid: string | null;
}

export interface DB {
  devices: WideRow;
  alerts: WideRow;
  locations: LocationTable;
  device_groups: DeviceGroupTable;
  device_group_members: { group_id: number; device_name: string };
  network_events: NetworkEventTable;
  impact_history: ImpactHistoryTable;
  audit_log: AuditLogTable;
  api_tokens: ApiTokenTable;
  revoked_tokens: RevokedTokenTable;
  auth_failures: AuthFailureTable;
  cpe_changes: CpeChangeTable;
  salesforce_cases: SalesforceCaseTable;
  ems_changes: EmsChangeTable;
  schema_migrations: { name: string; applied_at: number };
  oidc_payloads: WideRow;
}
