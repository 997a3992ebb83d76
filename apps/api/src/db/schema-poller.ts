import type { Generated } from 'kysely';

/**
 * SNMP polling, metrics, syslog and feed counters (migrations 004, 018, 021, 023). Times are epoch ms.
 */
export interface SnmpCredentialTable {
  name: string;
  version: string;
  secret: string;
  updated_at: number;
  updated_by: string;
  level: string | null;
  user_name: string | null;
}

export interface DeviceSnmpTable {
  device_name: string;
  credential: string;
  port: Generated<number>;
}

export interface GroupSnmpTable {
  group_id: number;
  credential: string;
  port: Generated<number>;
}

export interface PollTargetTable {
  device_name: string;
  next_poll_at: Generated<number>;
  claimed_by: string | null;
  claimed_until: number | null;
  method: string | null;
  last_polled_at: number | null;
  last_ok_at: number | null;
  reachable: boolean | null;
  failures: Generated<number>;
  last_error: string | null;
  sys_name: string | null;
  sys_uptime_cs: number | null;
  last_polled_by: string | null;
  last_duration_ms: number | null;
}

export interface DeviceInterfaceTable {
  device_name: string;
  if_index: number;
  name: string;
  descr: Generated<string>;
  alias: Generated<string>;
  if_type: number | null;
  mtu: number | null;
  speed_mbps: number | null;
  phys_address: Generated<string>;
  admin_status: number | null;
  oper_status: number | null;
  last_change_cs: number | null;
  in_octets: number | null;
  out_octets: number | null;
  in_errors: number | null;
  out_errors: number | null;
  in_discards: number | null;
  out_discards: number | null;
  polled_at: number;
}

export interface MetricSeriesTable {
  id: Generated<number>;
  device_name: string;
  metric: string;
}

export interface MetricChunkTable {
  series_id: number;
  tier: number;
  t0: number;
  v: number[];
}

export interface SyslogMessageTable {
  id: Generated<number>;
  device_name: string;
  received_at: number;
  sent_at: number | null;
  source_ip: string;
  transport: string;
  format: string;
  facility: number | null;
  severity: number | null;
  hostname: Generated<string>;
  app_name: Generated<string>;
  proc_id: Generated<string>;
  msg_id: Generated<string>;
  message: string;
  structured_data: Generated<string>;
}

export interface FeedCounterTable {
  feed: string;
  counter: string;
  value: Generated<number>;
  updated_at: number;
}

/** What a feed received but could not place (migration 039). */
export interface FeedUnknownSourceTable {
  feed: string;
  address: string;
  first_seen: number;
  last_seen: number;
  count: number;
  sample: Generated<string>;
}
