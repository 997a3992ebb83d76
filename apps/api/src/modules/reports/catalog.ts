import { DEVICE_ACTIONS } from '@nms/contract';
import { MONDAY_ORIGIN } from '../metrics';

/**
 * The report pages behind the catalog's `report` actions (spec 001 §2.5): which query string
 * each takes, whether it covers one device or a site, its time window and its charts.
 * Query values: deviceid = device name; ddlCompanyID = hnsCompanyID; txtSiteID = hnsLocationID.
 */
export type ReportScope = 'device' | 'site';

export interface ReportChart {
  title: string;
  yName: string;
  metrics: readonly string[];
  /** mbps: averages as stored; mbytes/gbytes: throughput turned into volume per bucket. */
  unit: 'value' | 'mbytes' | 'gbytes';
  kind: 'line' | 'bar';
}

export interface ReportDef {
  report: string;
  label: string;
  scope: ReportScope;
  /** The fixed parameters the link carries besides the identity (spec 001 §2.5). */
  fixed: Record<string, string>;
  /** Site reports: which of the site's devices they cover. */
  siteDevices?: 'transports' | 'satellites';
  charts: readonly ReportChart[];
}

const THROUGHPUT = ['throughputIn', 'throughputOut'];
const DEVICE = { reportDuration: '1' };
const SITE_TRAFFIC = { ddlTrafficVolume: 'BOTH', grpDurations: 'CURWEEK' };

const defs: Array<Omit<ReportDef, 'label'>> = [
  {
    report: 'han-report',
    scope: 'site',
    fixed: { hanDuration: '1' },
    siteDevices: 'transports',
    charts: [
      { title: 'Latency per transport', yName: 'ms', metrics: ['latency'], unit: 'value', kind: 'line' },
      { title: 'Packet loss per transport', yName: '%', metrics: ['packetLoss'], unit: 'value', kind: 'line' },
    ],
  },
  {
    report: 'active-path-report',
    scope: 'device',
    fixed: DEVICE,
    charts: [
      { title: 'Throughput', yName: 'Mbps', metrics: THROUGHPUT, unit: 'value', kind: 'line' },
      { title: 'Latency', yName: 'ms', metrics: ['latency'], unit: 'value', kind: 'line' },
    ],
  },
  {
    report: 'data-usage',
    scope: 'device',
    fixed: DEVICE,
    charts: [{ title: 'Data usage per hour', yName: 'MB', metrics: THROUGHPUT, unit: 'mbytes', kind: 'bar' }],
  },
  {
    report: 'bytes-time',
    scope: 'site',
    fixed: SITE_TRAFFIC,
    siteDevices: 'transports',
    charts: [{ title: 'Bytes over time (per day)', yName: 'GB', metrics: THROUGHPUT, unit: 'gbytes', kind: 'bar' }],
  },
  {
    report: 'signal-strength',
    scope: 'device',
    fixed: DEVICE,
    charts: [{ title: 'Signal strength', yName: 'dBm', metrics: ['signal'], unit: 'value', kind: 'line' }],
  },
  { report: 'sinr', scope: 'device', fixed: DEVICE, charts: [{ title: 'SINR', yName: 'dB', metrics: ['sinr'], unit: 'value', kind: 'line' }] },
  {
    report: 'lte',
    scope: 'device',
    fixed: DEVICE,
    charts: [
      { title: 'Signal strength', yName: 'dBm', metrics: ['signal'], unit: 'value', kind: 'line' },
      { title: 'SINR', yName: 'dB', metrics: ['sinr'], unit: 'value', kind: 'line' },
      { title: 'Data usage per hour', yName: 'MB', metrics: THROUGHPUT, unit: 'mbytes', kind: 'bar' },
    ],
  },
  {
    report: 'fap',
    scope: 'site',
    fixed: SITE_TRAFFIC,
    siteDevices: 'satellites',
    charts: [{ title: 'Satellite data usage per day (Fair Access Policy)', yName: 'GB', metrics: THROUGHPUT, unit: 'gbytes', kind: 'bar' }],
  },
  {
    report: 'mesh-traffic',
    scope: 'site',
    fixed: { ...SITE_TRAFFIC, ddlReportType: 'MESH', TransportTypes: 'MESHVSAT' },
    siteDevices: 'satellites',
    charts: [{ title: 'Mesh VSAT traffic', yName: 'Mbps', metrics: THROUGHPUT, unit: 'value', kind: 'line' }],
  },
];

const LABELS = new Map(DEVICE_ACTIONS.filter((a) => a.kind === 'report').map((a) => [a.report!, a.label]));
export const REPORTS: ReadonlyMap<string, ReportDef> = new Map(defs.map((d) => [d.report, { ...d, label: LABELS.get(d.report) ?? d.report }]));

const DAY = 86_400;

/** The window a report covers, from its duration parameters; null when a value is not allowed. */
export function reportWindow(def: ReportDef, params: Record<string, string>, nowS: number): { start: number; end: number; period: number } | null {
  if (def.scope === 'device' || def.report === 'han-report') {
    const days = Number(params.reportDuration ?? params.hanDuration);
    if (![1, 7, 30].includes(days)) return null;
    return { start: nowS - days * DAY, end: nowS, period: days === 1 ? 3600 : DAY };
  }
  const week = MONDAY_ORIGIN + Math.floor((nowS - MONDAY_ORIGIN) / (7 * DAY)) * 7 * DAY;
  const month = Date.UTC(new Date(nowS * 1000).getUTCFullYear(), new Date(nowS * 1000).getUTCMonth(), 1) / 1000;
  const period = def.report === 'mesh-traffic' ? 3600 : DAY;
  switch (params.grpDurations) {
    case 'CURWEEK':
      return { start: week, end: nowS, period };
    case 'LASTWEEK':
      return { start: week - 7 * DAY, end: week, period };
    case 'CURMONTH':
      return { start: month, end: nowS, period: DAY };
    default:
      return null;
  }
}

/** The linked traffic direction of a site report: BOTH, IN or OUT. */
export const trafficMetrics = (params: Record<string, string>): string[] | null =>
  (({ BOTH: THROUGHPUT, IN: ['throughputIn'], OUT: ['throughputOut'] }) as Record<string, string[]>)[params.ddlTrafficVolume ?? 'BOTH'] ?? null;
