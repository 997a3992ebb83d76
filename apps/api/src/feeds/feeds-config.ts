import { hostname } from 'node:os';
import { bool, int } from '../lib/env-parse';

/** Everything the real feeds read from the environment (README configuration table). */
export interface FeedsConfig {
  /** Besides the admin group, this `groups` claim may call /api/v1.0/ingest/* (service accounts). */
  ingestGroup: string;
  /** A static secret the webhook routes (/ingest/alertmanager, /ingest/alerts) also accept as `Bearer <secret>`; unset = JWT only. */
  webhookToken?: string | undefined;
  /** Labels naming an Alertmanager alert's device, tried in order (a device name, else a management IP). */
  alertmanagerDeviceLabels?: string[];
  /** Interval of the impact upkeep (network events) when the simulator is not live; 0 = off. */
  impactRefreshMs?: number;
  /** Tick of the maintenance window scheduler (issue 21; leader only); 0 = off. */
  maintenanceTickMs?: number;
  /** Key of the SNMP credentials' encryption (32 bytes, hex or base64); unset = a random key kept in app_secrets. */
  snmpSecretKey: string | undefined;
  poller: {
    enabled: boolean;
    /** This process's name in the claims table (default host:pid). */
    id: string;
    intervalMs: number;
    timeoutMs: number;
    retries: number;
    /** Devices polled at the same time by one process. */
    concurrency: number;
    /** Devices without SNMP settings are pinged (fping) when on. */
    icmp: boolean;
  };
  traps: {
    enabled: boolean;
    host: string;
    port: number;
    /** Accepted v1/v2c communities; empty = any (TRAP_COMMUNITIES, comma list). */
    communities: string[];
    /** A momentary trap's alert (not LinkDown) clears when no repeat came for this long (TRAP_CLEAR_AFTER_MS). */
    clearAfterMs: number;
  };
  syslog: {
    enabled: boolean;
    host: string;
    port: number;
    retentionDays: number;
    /** JSON file of patterns that raise alerts ([{ pattern, severity, eventName }]); unset = none. */
    patternsFile: string | undefined;
  };
}

export function loadFeedsConfig(env: NodeJS.ProcessEnv): FeedsConfig {
  return {
    ingestGroup: env.INGEST_GROUP || 'nmstools_service',
    webhookToken: env.INGEST_WEBHOOK_TOKEN || undefined,
    alertmanagerDeviceLabels: (env.ALERTMANAGER_DEVICE_LABELS || 'device,instance')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    impactRefreshMs: int('IMPACT_REFRESH_MS', env.IMPACT_REFRESH_MS, 15_000),
    maintenanceTickMs: int('MAINTENANCE_TICK_MS', env.MAINTENANCE_TICK_MS, 30_000),
    snmpSecretKey: env.SNMP_SECRET_KEY || undefined,
    poller: {
      enabled: bool(env.POLLER, false),
      id: env.POLLER_ID || `${hostname()}:${process.pid}`,
      intervalMs: Math.max(1000, int('POLL_INTERVAL_MS', env.POLL_INTERVAL_MS, 60_000)),
      timeoutMs: Math.max(100, int('POLL_TIMEOUT_MS', env.POLL_TIMEOUT_MS, 2_000)),
      retries: int('POLL_RETRIES', env.POLL_RETRIES, 1),
      concurrency: Math.max(1, int('POLL_CONCURRENCY', env.POLL_CONCURRENCY, 200)),
      icmp: bool(env.POLL_ICMP, true),
    },
    traps: {
      enabled: bool(env.TRAP_RECEIVER, false),
      host: env.TRAP_HOST || '0.0.0.0',
      port: int('TRAP_PORT', env.TRAP_PORT, 162),
      communities: (env.TRAP_COMMUNITIES ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
      clearAfterMs: Math.max(1000, int('TRAP_CLEAR_AFTER_MS', env.TRAP_CLEAR_AFTER_MS, 3_600_000)),
    },
    syslog: {
      enabled: bool(env.SYSLOG_RECEIVER, false),
      host: env.SYSLOG_HOST || '0.0.0.0',
      port: int('SYSLOG_PORT', env.SYSLOG_PORT, 514),
      retentionDays: Math.max(1, int('SYSLOG_RETENTION_DAYS', env.SYSLOG_RETENTION_DAYS, 30)),
      patternsFile: env.SYSLOG_ALERT_PATTERNS || undefined,
    },
  };
}
