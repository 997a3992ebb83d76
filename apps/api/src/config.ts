import { resolve } from 'node:path';
import { RADAR_TILE_PATH } from '@nms/contract';
import { loadAccessConfig, type AccessConfig } from './access/access-config';
import { loadFeedsConfig, type FeedsConfig } from './feeds/feeds-config';
import { loadReadReplicaConfig, type ReadReplicaConfig } from './db/read-replica-config';
import { bool, int } from './lib/env-parse';
import { parseTrustProxy } from './lib/proxy-trust';
import { loadSecretsSettings, type SecretsSettings } from './lib/secrets/secrets-key-file';

/** Everything the server reads from its environment, in one place (documented in README). */
export interface Config {
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  /** Streaming replicas for reads (DATABASE_READ_URL, PostgreSQL only; db/read-replica-config.ts). */
  readReplicas?: ReadReplicaConfig;
  dataDir: string;
  /** The key that seals the secrets kept in the database (SECRETS_KEY*, lib/secrets, docs/security.md). */
  secrets?: SecretsSettings;
  oidc: {
    /** Undefined means the embedded provider at {publicUrl}/oidc. */
    externalIssuer: string | undefined;
    issuer: string;
    clientId: string;
    audience: string[];
    serviceClientId: string;
    serviceClientSecret: string;
    /** Lifetime of the embedded issuer's ID and access tokens (ACCESS_TOKEN_TTL_S): how long a demotion takes to bite. */
    accessTokenTtlS: number;
  };
  adminGroup: string;
  /** Roles, token scopes and abuse limits (access/access-config.ts, docs/security.md). */
  access: AccessConfig;
  simulator: {
    enabled: boolean;
    live: boolean;
    fleetSize: number;
    seed: number;
    tickMs: number;
    /** Metric history the simulator seeds and polls (modules/metrics); days 0 = no metrics. */
    metrics?: { days: number; rawDays: number; dailyDays: number; weeklyDays: number };
  };
  /** Where device series are kept (METRIC_STORE, modules/metrics/metric-store-for.ts); the database when absent. */
  metricStore?: { kind: 'database' } | { kind: 'prometheus'; prometheusUrl: string; remoteWriteUrl?: string };
  logLevel: string;
  /** The in-memory device index (modules/device-index): summaries and counts without SQL scans. */
  deviceIndex?: {
    enabled: boolean;
    /** How often it reads device changes when no request asks and no change record woke it (DEVICE_INDEX_POLL_MS): a safety net. */
    pollMs: number;
  };
  /** HTTP time limits (see docs/operations.md "Time limits"). */
  http?: {
    /** Whole request (headers and body) must arrive within this; else 408 (REQUEST_TIMEOUT_MS). */
    requestTimeoutMs: number;
    /** A request must be answered within this, else 503 + Retry-After and its database work ends (REQUEST_DEADLINE_MS); 0 = none. */
    requestDeadlineMs?: number;
    /** The deadline of bulk writes (routes with `config.bulk`: ingest calls of up to 100,000 rows) (REQUEST_BULK_DEADLINE_MS); 0 = none. */
    bulkDeadlineMs?: number;
  };
  /** PostgreSQL pool and its bounds (DB_*); the embedded PGlite has no pool and ignores them. */
  db?: {
    poolSize: number;
    /** Opening a connection, or waiting for a free one from a full pool (then 503 busy). */
    connectTimeoutMs: number;
    /** Per statement, enforced by the server and, with a grace second, by the client (partitions). */
    statementTimeoutMs: number;
  };
  /** Load shedding (plugins/load-shedding.ts): 503 + Retry-After past these; 0 turns a check off. */
  overload?: {
    maxEventLoopDelayMs: number;
    /** Requests waiting for admission to the database; the next is refused at once (503 busy). */
    maxDbQueue: number;
    /** Requests admitted to the database at once (OVERLOAD_MAX_DB_REQUESTS); 0 = the pool size, 4 on PGlite. */
    maxDbRequests?: number;
  };
  /** Report pages (/reports) and the launch-UI link (modules/reports). */
  reports?: {
    /** Base URL of the report pages the iframes load; default {publicUrl}/reports. */
    baseUrl: string;
    /** HMAC key of report links; unset = a random key kept in the database (app_secrets). */
    linkSecret: string | undefined;
    /** How long a report link stays valid, seconds. */
    linkTtlS: number;
    /** The launch-UI proxy script; default the embedded page {publicUrl}/launch-ui. */
    launchUiUrl: string;
    /** LAUNCH_UI_URL names a real proxy: the embedded page is the simulator's stand-in, never a real device's UI. */
    launchUiProxy?: boolean;
  };
  /**
   * The Geo Map's weather radar overlay: a {z}/{x}/{y} tile URL template (WEATHER_TILE_URL);
   * default the embedded simulated radar, {publicUrl}/api/v1.0/weather/radar/{z}/{x}/{y}.png.
   */
  weatherTileUrl?: string;
  /** Device actions: how devices are reached and who hears of secured actions. */
  actions: {
    /** `simulated` answers from the device rows; `icmp` really pings (other calls stay simulated). */
    driver: 'simulated' | 'icmp';
    /** Secured actions POST a JSON notice here; unset = the notice is only logged. */
    teamWebhookUrl: string | undefined;
    /** The simulated driver's seeded vendor/discovery failures (ACTION_SIM_FAILURES=off for demos and tests). */
    simulatedFailures: boolean;
  };
  /** Real feeds: ingest API access, SNMP/ICMP poller, trap and syslog receivers (feeds/feeds-config.ts). */
  feeds?: FeedsConfig;
  /** Reverse proxies whose X-Forwarded-* are believed (TRUST_PROXY; lib/proxy-trust.ts); empty = none, the socket's address counts. */
  trustProxy?: string[];
  /** Bearer token GET /metrics requires (METRICS_TOKEN); unset = direct loopback callers only (plugins/metrics.ts). */
  metricsToken?: string;
}

function actionDriver(v: string | undefined): Config['actions']['driver'] {
  if (v === undefined || v === '' || v === 'simulated') return 'simulated';
  if (v === 'icmp') return 'icmp';
  throw new Error(`ACTION_DRIVER must be 'simulated' or 'icmp', got '${v}'`);
}

/** A tile URL template must be http(s) and name {z}, {x} and {y}; kept as written (braces unescaped). */
function tileUrlTemplate(v: string | undefined, dflt: string): string {
  if (v === undefined || v.trim() === '') return dflt;
  const url = URL.parse(v.trim());
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`WEATHER_TILE_URL must be an http(s) URL, got '${v}'`);
  for (const p of ['{z}', '{x}', '{y}']) if (!v.includes(p)) throw new Error(`WEATHER_TILE_URL must contain ${p}, got '${v}'`);
  return v.trim();
}

function webhookUrl(v: string | undefined): string | undefined {
  if (v === undefined || v.trim() === '') return undefined;
  // A malformed URL stops the start: better than finding out at the first reboot.
  const url = URL.parse(v);
  if (!url) throw new Error(`NMS_TEAM_WEBHOOK_URL is not a URL: '${v}'`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`NMS_TEAM_WEBHOOK_URL must be http(s), got '${v}'`);
  return url.toString();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int('PORT', env.PORT, 8080);
  const host = env.HOST || '127.0.0.1';
  const publicUrl = (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/$/, '');
  const externalIssuer = env.OIDC_ISSUER || undefined;
  const clientId = env.OIDC_CLIENT_ID || 'nmstools-web';
  const serviceClientId = env.SERVICE_CLIENT_ID || 'nmstools-service';
  const adminGroup = env.ADMIN_GROUP || 'nmstools_admin';
  const feeds = loadFeedsConfig(env);
  return {
    host,
    port,
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    readReplicas: loadReadReplicaConfig(env),
    dataDir: resolve(env.DATA_DIR || './data'),
    secrets: loadSecretsSettings(env),
    oidc: {
      externalIssuer,
      issuer: externalIssuer ?? `${publicUrl}/oidc`,
      clientId,
      // ID tokens carry the web client id as audience; service-account access tokens carry the API's.
      audience: (env.OIDC_AUDIENCE || `${clientId},nmstools-api`)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      serviceClientId,
      serviceClientSecret: env.SERVICE_CLIENT_SECRET || 'nmstools-service-secret',
      accessTokenTtlS: accessTokenTtl(env.ACCESS_TOKEN_TTL_S),
    },
    adminGroup,
    simulator: {
      enabled: bool(env.SIMULATOR, true),
      live: bool(env.SIMULATOR_LIVE, true),
      fleetSize: int('FLEET_SIZE', env.FLEET_SIZE, 5000),
      seed: int('SIMULATOR_SEED', env.SIMULATOR_SEED, 42),
      tickMs: int('SIMULATOR_TICK_MS', env.SIMULATOR_TICK_MS, 5000),
      metrics: {
        days: int('SIMULATOR_METRIC_DAYS', env.SIMULATOR_METRIC_DAYS, 365),
        rawDays: Math.max(1, int('METRIC_RAW_DAYS', env.METRIC_RAW_DAYS, 2)),
        dailyDays: Math.max(1, int('METRIC_DAILY_DAYS', env.METRIC_DAILY_DAYS, 92)),
        weeklyDays: Math.max(7, int('METRIC_WEEKLY_DAYS', env.METRIC_WEEKLY_DAYS, 400)),
      },
    },
    metricStore: metricStoreConfig(env),
    logLevel: env.LOG_LEVEL || 'info',
    deviceIndex: { enabled: bool(env.DEVICE_INDEX, true), pollMs: Math.max(50, int('DEVICE_INDEX_POLL_MS', env.DEVICE_INDEX_POLL_MS, 10_000)) },
    http: {
      requestTimeoutMs: int('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000),
      requestDeadlineMs: int('REQUEST_DEADLINE_MS', env.REQUEST_DEADLINE_MS, 30_000),
      bulkDeadlineMs: int('REQUEST_BULK_DEADLINE_MS', env.REQUEST_BULK_DEADLINE_MS, 600_000),
    },
    db: {
      poolSize: Math.max(1, int('DB_POOL_SIZE', env.DB_POOL_SIZE, 10)),
      connectTimeoutMs: int('DB_CONNECT_TIMEOUT_MS', env.DB_CONNECT_TIMEOUT_MS, 5_000),
      statementTimeoutMs: int('DB_STATEMENT_TIMEOUT_MS', env.DB_STATEMENT_TIMEOUT_MS, 30_000),
    },
    overload: {
      maxEventLoopDelayMs: int('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, 2_000),
      maxDbQueue: int('OVERLOAD_MAX_DB_QUEUE', env.OVERLOAD_MAX_DB_QUEUE, 200),
      maxDbRequests: int('OVERLOAD_MAX_DB_REQUESTS', env.OVERLOAD_MAX_DB_REQUESTS, 0),
    },
    reports: {
      baseUrl: (env.REPORTS_BASE_URL || `${publicUrl}/reports`).replace(/\/$/, ''),
      linkSecret: env.REPORT_LINK_SECRET || undefined,
      linkTtlS: int('REPORT_LINK_TTL_S', env.REPORT_LINK_TTL_S, 3600),
      launchUiUrl: env.LAUNCH_UI_URL || `${publicUrl}/launch-ui`,
      launchUiProxy: !!env.LAUNCH_UI_URL,
    },
    weatherTileUrl: tileUrlTemplate(env.WEATHER_TILE_URL, `${publicUrl}/api/v1.0${RADAR_TILE_PATH}`),
    actions: {
      driver: actionDriver(env.ACTION_DRIVER),
      teamWebhookUrl: webhookUrl(env.NMS_TEAM_WEBHOOK_URL),
      simulatedFailures: bool(env.ACTION_SIM_FAILURES, true),
    },
    feeds,
    metricsToken: env.METRICS_TOKEN || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    access: loadAccessConfig(env, { adminGroup, ingestGroup: feeds.ingestGroup }),
  };
}

/**
 * 10 minutes by default (issue 30 item 4). The browser renews 60 s before its token expires and the
 * live stream asks for a renewed one 30 s before: shorter than 2 minutes would renew all the time.
 */
function accessTokenTtl(v: string | undefined): number {
  const ttl = int('ACCESS_TOKEN_TTL_S', v, 600);
  if (ttl < 120) throw new Error(`ACCESS_TOKEN_TTL_S must be at least 120 (seconds), got '${v}'`);
  return ttl;
}

function metricStoreConfig(env: NodeJS.ProcessEnv): Config['metricStore'] {
  const kind = (env.METRIC_STORE || 'database').trim().toLowerCase();
  if (kind === 'database') return { kind: 'database' };
  if (kind !== 'prometheus') throw new Error(`METRIC_STORE: '${env.METRIC_STORE}' is not database or prometheus`);
  const prometheusUrl = env.PROMETHEUS_URL?.trim();
  if (!prometheusUrl) throw new Error("METRIC_STORE=prometheus needs PROMETHEUS_URL (the engine's HTTP API, e.g. http://127.0.0.1:9090)");
  return { kind: 'prometheus', prometheusUrl, remoteWriteUrl: env.PROMETHEUS_REMOTE_WRITE_URL?.trim() || undefined };
}
