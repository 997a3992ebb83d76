import type { Generated } from 'kysely';
import type { AppSecretTable, OidcKeyTable, OidcPayloadTable } from './schema-access';
import type { AlertNoteTable, AlertTable, Em7EventTable, Em7UserCountTable } from './schema-alerts';
import type { CpeChangeTable, EmsChangeTable, SalesforceCaseTable } from './schema-change-log';
import type { PacketCaptureTable, SimulatorTickTable } from './schema-cluster';
import type {
  CmdbCircuitTable,
  CmdbDatacenterTable,
  CmdbEmsTable,
  CmdbInrouteTable,
  CmdbLocationTable,
  CmdbOutrouteTable,
  CmdbSatelliteTable,
  CmdbServiceInstanceTable,
  CmdbToplevelServiceTable,
} from './schema-cmdb';
import type { DeviceChangeTable, DeviceTable, PowerOutageTable, RetiredDeviceTable } from './schema-devices';
import type {
  CradlepointCarrierTable,
  CradlepointEcmTable,
  CradlepointSshTable,
  IpamAddressTable,
  IpamHostAddressTable,
  IpamHostTable,
  IpamNetworkTable,
  PamSuspendScheduleTable,
} from './schema-inventory';
import type { MaintenanceWindowDeviceTable, MaintenanceWindowTable } from './schema-maintenance';
import type { SavedViewTable } from './schema-saved-views';
import type { SfCaseTable, SfDispatchTable, SfTaskTable } from './schema-nmc';
import type {
  DeviceInterfaceTable,
  DeviceSnmpTable,
  FeedCounterTable,
  FeedUnknownSourceTable,
  GroupSnmpTable,
  MetricChunkTable,
  MetricSeriesTable,
  PollTargetTable,
  SnmpCredentialTable,
  SyslogMessageTable,
} from './schema-poller';

/*
 * Table types for Kysely: every table the migrations create, column for column (bigint and
 * numeric arrive as numbers, see database.ts). schema-columns.ts lists the same names for the
 * test that compares them with the migrated database, so a migration's new column fails a test
 * until it is typed here.
 */

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
  /** The API token of the call, as '<prefix> <name>' (migration 037); null for an interactive one. */
  api_token: string | null;
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

/** A person's groups at their newest sign-in (issue 30 item 4): the ceiling of their personal tokens. */
export interface UserRolesSeenTable {
  sub: string;
  groups: string[];
  issued_at: number;
  seen_at: number;
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
  devices: DeviceTable;
  alerts: AlertTable;
  alert_notes: AlertNoteTable;
  locations: LocationTable;
  device_groups: DeviceGroupTable;
  device_group_members: { group_id: number; device_name: string };
  network_events: NetworkEventTable;
  impact_history: ImpactHistoryTable;
  audit_log: AuditLogTable;
  api_tokens: ApiTokenTable;
  saved_views: SavedViewTable;
  revoked_tokens: RevokedTokenTable;
  user_roles_seen: UserRolesSeenTable;
  auth_failures: AuthFailureTable;
  cpe_changes: CpeChangeTable;
  salesforce_cases: SalesforceCaseTable;
  ems_changes: EmsChangeTable;
  schema_migrations: { name: string; applied_at: number };
  oidc_payloads: OidcPayloadTable;
  oidc_keys: OidcKeyTable;
  app_secrets: AppSecretTable;
  retired_devices: RetiredDeviceTable;
  device_changes: DeviceChangeTable;
  power_outages: PowerOutageTable;
  em7_events: Em7EventTable;
  em7_user_counts: Em7UserCountTable;
  svi_hughes_locations: CmdbLocationTable;
  svi_hughes_datacenters: CmdbDatacenterTable;
  svi_hughes_service_instances: CmdbServiceInstanceTable;
  svi_hughes_toplevel_services: CmdbToplevelServiceTable;
  svi_hughes_ems: CmdbEmsTable;
  svi_hughes_satellites: CmdbSatelliteTable;
  svi_hughes_inroutes: CmdbInrouteTable;
  svi_hughes_outroutes: CmdbOutrouteTable;
  svi_hughes_circuits: CmdbCircuitTable;
  sf_cases: SfCaseTable;
  sf_dispatches: SfDispatchTable;
  sf_tasks: SfTaskTable;
  snmp_credentials: SnmpCredentialTable;
  device_snmp: DeviceSnmpTable;
  group_snmp: GroupSnmpTable;
  poll_targets: PollTargetTable;
  device_interfaces: DeviceInterfaceTable;
  metric_series: MetricSeriesTable;
  metric_chunks: MetricChunkTable;
  syslog_messages: SyslogMessageTable;
  feed_counters: FeedCounterTable;
  feed_unknown_sources: FeedUnknownSourceTable;
  ipam_networks: IpamNetworkTable;
  ipam_hosts: IpamHostTable;
  ipam_host_addresses: IpamHostAddressTable;
  ipam_addresses: IpamAddressTable;
  cradlepoint_ecm: CradlepointEcmTable;
  cradlepoint_carrier: CradlepointCarrierTable;
  cradlepoint_ssh: CradlepointSshTable;
  pam_suspend_schedules: PamSuspendScheduleTable;
  simulator_ticks: SimulatorTickTable;
  packet_captures: PacketCaptureTable;
  maintenance_windows: MaintenanceWindowTable;
  maintenance_window_devices: MaintenanceWindowDeviceTable;
}
