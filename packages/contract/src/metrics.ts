import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union';

/**
 * Stored metrics and the calls that read them: the metric chart (spec 001 §2.3, §4, §9), the
 * impact history chart (spec 000 §7), Jupiter terminal statistics and the access point charts.
 */

/** Chart ranges in hours (1h, 6h, 1d, 5d, 1m, 3m, 1y); default 24. */
export const METRIC_RANGES = [
  { label: '1h', hours: 1 },
  { label: '6h', hours: 6 },
  { label: '1d', hours: 24 },
  { label: '5d', hours: 120 },
  { label: '1m', hours: 720 },
  { label: '3m', hours: 2160 },
  { label: '1y', hours: 8760 },
] as const;
export const METRIC_RANGE_HOURS = METRIC_RANGES.map((r) => r.hours);
export const DEFAULT_METRIC_RANGE_HOURS = 24;

/** Averaging periods in seconds; 0 means raw samples. */
export const METRIC_PERIODS = [0, 3600, 86400, 604800] as const;
export type MetricPeriod = (typeof METRIC_PERIODS)[number];

/** The period rule: 0 up to 24h, 3600 up to 120h, 86400 up to 720h, otherwise 604800. */
export function metricPeriod(rangeHours: number): MetricPeriod {
  if (rangeHours <= 24) return 0;
  if (rangeHours <= 120) return 3600;
  if (rangeHours <= 720) return 86400;
  return 604800;
}

/** Access point chart ranges in seconds (spec 001 §9). */
export const AP_CHART_RANGES = [7200, 86400, 604800] as const;
export const AP_GRAPH_TYPES = ['usage', 'users'] as const;

/**
 * Series a device can have, by the name filter_expression uses. `stored` lists the stored
 * metrics behind a name: throughput is two series (in, out); delay and downlinkEsNo are the
 * latency and signal of a satellite modem under Jupiter's names.
 */
export const DEVICE_SERIES: Record<string, { label: string; unit: string; stored: readonly string[] }> = {
  latency: { label: 'Latency', unit: 'ms', stored: ['latency'] },
  packetLoss: { label: 'Packet Loss', unit: '%', stored: ['packetLoss'] },
  throughput: { label: 'Throughput', unit: 'Mbps', stored: ['throughputIn', 'throughputOut'] },
  throughputIn: { label: 'Throughput In', unit: 'Mbps', stored: ['throughputIn'] },
  throughputOut: { label: 'Throughput Out', unit: 'Mbps', stored: ['throughputOut'] },
  cpu: { label: 'CPU Utilization', unit: '%', stored: ['cpu'] },
  memory: { label: 'Memory Utilization', unit: '%', stored: ['memory'] },
  signal: { label: 'Signal Strength', unit: 'dBm or dB', stored: ['signal'] },
  sinr: { label: 'SINR', unit: 'dB', stored: ['sinr'] },
  apUsage: { label: 'AP Usage', unit: 'Mbps', stored: ['throughputIn', 'throughputOut'] },
  apUsers: { label: 'User Count', unit: 'users', stored: ['apUsers'] },
  delay: { label: 'Delay', unit: 'ms', stored: ['latency'] },
  downlinkEsNo: { label: 'Downlink Es/No', unit: 'dB', stored: ['signal'] },
  uplinkEsNo: { label: 'Uplink Es/No', unit: 'dB', stored: ['uplinkEsNo'] },
  uplinkPowerBackoff: { label: 'Uplink Power Backoff', unit: 'dB', stored: ['uplinkPowerBackoff'] },
};

/** Labels of the stored metrics (a series entry's series_labels). */
export const STORED_METRIC_LABELS: Record<string, string> = {
  latency: 'Latency (ms)',
  packetLoss: 'Packet Loss (%)',
  throughputIn: 'Throughput In (Mbps)',
  throughputOut: 'Throughput Out (Mbps)',
  cpu: 'CPU Utilization (%)',
  memory: 'Memory Utilization (%)',
  signal: 'Signal Strength',
  sinr: 'SINR (dB)',
  apUsers: 'User Count',
  uplinkEsNo: 'Uplink Es/No (dB)',
  uplinkPowerBackoff: 'Uplink Power Backoff (dB)',
};

/**
 * Series of one instance of a real device, named `kind:instance` (`ifIn:eth0`, `storage:/`):
 * what the poller collects per interface and per disk. The instance is the interface's ifName
 * or the disk's mount point, as the agent names it.
 */
export const INSTANCE_SERIES: Record<string, { label: string; unit: string }> = {
  ifIn: { label: 'In', unit: 'Mbps' },
  ifOut: { label: 'Out', unit: 'Mbps' },
  ifErrors: { label: 'Errors', unit: '/s' },
  ifDiscards: { label: 'Discards', unit: '/s' },
  storage: { label: 'Storage Utilization', unit: '%' },
};

/** A series name's definition: a DEVICE_SERIES name, or an instance series; undefined when neither. */
export function deviceSeriesDef(name: string): { label: string; unit: string; stored: readonly string[] } | undefined {
  if (DEVICE_SERIES[name]) return DEVICE_SERIES[name];
  const colon = name.indexOf(':');
  const kind = colon > 0 ? INSTANCE_SERIES[name.slice(0, colon)] : undefined;
  if (!kind || colon === name.length - 1) return undefined;
  return { label: `${name.slice(colon + 1)} ${kind.label}`, unit: kind.unit, stored: [name] };
}

/** Impact history series of a network group (spec 000 §7): counts, peak percent, threshold. */
export const GROUP_SERIES = ['Total', 'Impacted', 'maxperc', 'threshold'] as const;

/** filter_expression quoting: values sit in single quotes; \ and ' are escaped with \. */
export const quoteFilterValue = (v: string): string => `'${v.replace(/[\\']/g, '\\$&')}'`;

/** `device=='NAME'&name=='latency'` (several names: `name=='a'|'b'`). */
export const deviceMetricFilter = (device: string, ...names: string[]): string =>
  `device==${quoteFilterValue(device)}&name==${names.map(quoteFilterValue).join('|')}`;

/** `group=='DATACENTER:GTN'&name=='Total'`: a network group's impact history. */
export const groupMetricFilter = (group: string, ...names: string[]): string =>
  `group==${quoteFilterValue(group)}&name==${names.map(quoteFilterValue).join('|')}`;

const Seconds = (description: string) => Type.Integer({ minimum: 0, maximum: 32503680000, description });

export const ObjectDataQuery = Type.Object(
  {
    start_timestamp: Seconds('window start, epoch seconds (inclusive)'),
    end_timestamp: Seconds('window end, epoch seconds (exclusive)'),
    period: Type.Unsafe<MetricPeriod>({ type: 'integer', enum: [...METRIC_PERIODS], description: '0 (raw samples), 3600, 86400 or 604800' }),
    filter_expression: Type.String({
      minLength: 1,
      maxLength: 2000,
      description:
        "clauses joined by &: device=='NAME' or group=='NETWORK_TYPE:NAME' (exactly one), and name=='SERIES' " +
        "with alternatives joined by | (name=='latency'|'packetLoss'). Values in single quotes, \\ escapes ' and \\. " +
        `Device series: ${Object.keys(DEVICE_SERIES).join(', ')}; a real device's per-instance series: ` +
        `${Object.keys(INSTANCE_SERIES).join(', ')} followed by :INTERFACE or :MOUNT (ifIn:eth0). Group series: ${GROUP_SERIES.join(', ')}.`,
    }),
  },
  { additionalProperties: false },
);
export type ObjectDataQuery = Static<typeof ObjectDataQuery>;

export const MetricPoint = Type.Object({
  date_string: Type.String({ description: 'MM/DD/YYYY HH:mm:ss, UTC' }),
  value: Type.Number(),
  timestamp: Type.Integer({ description: 'epoch seconds of the point (bucket start)' }),
});
export type MetricPoint = Static<typeof MetricPoint>;

export const MetricSeries = Type.Object({
  name: Type.String(),
  label: Type.String(),
  metrics: Type.Array(Type.String()),
  series_labels: Type.Array(Type.String()),
  filter_expression: Type.String(),
  avg_data: Type.Array(MetricPoint),
});
export type MetricSeries = Static<typeof MetricSeries>;

export const ObjectDataAnswer = Type.Object({ data: Type.Array(MetricSeries) });
export type ObjectDataAnswer = Static<typeof ObjectDataAnswer>;

export const DeviceSeriesQuery = Type.Object({ device_name: Type.String({ minLength: 1, maxLength: 255 }) }, { additionalProperties: false });
export type DeviceSeriesQuery = Static<typeof DeviceSeriesQuery>;

export const DeviceSeriesEntry = Type.Object({
  name: Type.String({ description: "the series' name in filter_expression (latency, ifIn:eth0, storage:/)" }),
  label: Type.String(),
  unit: Type.String(),
});
export const DeviceSeriesAnswer = Type.Object({ data: Type.Array(DeviceSeriesEntry) });
export type DeviceSeriesAnswer = Static<typeof DeviceSeriesAnswer>;

export const JupiterEntQuery = Type.Object(
  {
    device_name: Type.String({ minLength: 1, maxLength: 255 }),
    start_time: Seconds('epoch seconds'),
    end_time: Seconds('epoch seconds'),
  },
  { additionalProperties: false },
);
export type JupiterEntQuery = Static<typeof JupiterEntQuery>;

const Num = Type.Union([Type.Number(), Type.Null()]);
export const JupiterEntRow = Type.Object({
  deviceid: Type.String(),
  created_at: Type.String({ description: 'ISO 8601 time of the sample' }),
  delay: Num,
  downlinkEsNo: Num,
  uplinkEsNo: Num,
  uplinkPowerBackoff: Num,
});
export type JupiterEntRow = Static<typeof JupiterEntRow>;
export const JupiterEntAnswer = Type.Object({ data: Type.Array(JupiterEntRow) });
export type JupiterEntAnswer = Static<typeof JupiterEntAnswer>;

export const ApGraphQuery = Type.Object(
  {
    graph_type: literalUnion(AP_GRAPH_TYPES),
    noc_id: Type.Optional(Type.String({ maxLength: 100 })),
    ap_id: Type.String({ minLength: 1, maxLength: 255, description: 'the access point device name' }),
    start_time: Seconds('epoch seconds; the chart runs from here to now'),
  },
  { additionalProperties: false },
);
export type ApGraphQuery = Static<typeof ApGraphQuery>;

export const ReportLinkQuery = Type.Object(
  {
    report: Type.String({ minLength: 1, maxLength: 100 }),
    device_name: Type.String({ minLength: 1, maxLength: 255 }),
  },
  { additionalProperties: false },
);
export type ReportLinkQuery = Static<typeof ReportLinkQuery>;
export const ReportLinkAnswer = Type.Object({ url: Type.String() });
export type ReportLinkAnswer = Static<typeof ReportLinkAnswer>;
