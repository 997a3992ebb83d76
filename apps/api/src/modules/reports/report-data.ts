import { STORED_METRIC_LABELS } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { readDeviceBuckets, type ChartSeries } from '../metrics';
import { trafficMetrics, type ReportChart, type ReportDef } from './catalog';
import { selectCoveredDevice, selectSiteDevices, type CoveredDevice } from './repository';

const TRANSPORTS = ['Satellite Modem', 'Wireline Modem', 'Wireless Modem'];

/** The devices a report covers: the named device, or the site's transports or satellite modems. */
export async function reportDevices(db: Kysely<DB>, def: ReportDef, params: Record<string, string>): Promise<CoveredDevice[]> {
  if (def.scope === 'device') return selectCoveredDevice(db, params.deviceid ?? '');
  const rows = await selectSiteDevices(db, params.txtSiteID ?? '', params.ddlCompanyID ?? '');
  if (def.siteDevices === 'satellites') return rows.filter((d) => d.className === 'HNS_SatModem');
  const transports = rows.filter((d) => TRANSPORTS.includes(d.productCategory ?? ''));
  return transports.length > 0 ? transports : rows.filter((d) => d.productCategory === 'Router');
}

export interface TotalRow {
  device: string;
  metric: string;
  avg: number | null;
  min: number | null;
  max: number | null;
  /** Throughput only: the volume over the window, GB. */
  gigabytes: number | null;
}

export interface ReportData {
  charts: Array<{ chart: ReportChart; series: ChartSeries[] }>;
  totals: TotalRow[];
}

const SHORT: Record<string, string> = { throughputIn: 'Download', throughputOut: 'Upload' };

/** Reads the stored series of every device once, then shapes charts and totals from them. */
export async function reportData(
  db: Kysely<DB>,
  def: ReportDef,
  devices: readonly CoveredDevice[],
  params: Record<string, string>,
  w: { start: number; end: number; period: number },
): Promise<ReportData> {
  const traffic = trafficMetrics(params) ?? [];
  const wanted = (metrics: readonly string[]) =>
    def.scope === 'site' ? metrics.filter((m) => !m.startsWith('throughput') || traffic.includes(m)) : metrics;
  const metrics = [...new Set(def.charts.flatMap((c) => wanted(c.metrics)))];
  const perDevice = new Map<string, Awaited<ReturnType<typeof readDeviceBuckets>>>();
  for (const d of devices) perDevice.set(d.name, await readDeviceBuckets(db, d.name, metrics, w.start, w.end, w.period));

  const step = w.period || 900;
  // A bucket's volume counts only the part of it inside the window (today's bucket is partial).
  const seconds = (bucket: number) => Math.max(0, Math.min(bucket + step, w.end) - Math.max(bucket, w.start));
  const volume = (mbps: number, unit: ReportChart['unit'], bucket: number) =>
    unit === 'mbytes' ? (mbps * seconds(bucket)) / 8 : unit === 'gbytes' ? (mbps * seconds(bucket)) / 8 / 1024 : mbps;
  const charts = def.charts.map((chart) => ({
    chart,
    series: devices.flatMap((d) =>
      wanted(chart.metrics).map((m) => ({
        name:
          devices.length > 1 && chart.metrics.length === 1
            ? d.name
            : `${devices.length > 1 ? `${d.name} ` : ''}${SHORT[m] ?? STORED_METRIC_LABELS[m] ?? m}`,
        type: chart.kind,
        stack: chart.kind === 'bar' && devices.length > 1 ? m : undefined,
        points: (perDevice.get(d.name) ?? [])
          .filter((r) => r.metric === m)
          .map((r) => [r.bucket, Math.round(volume(r.value, chart.unit, r.bucket) * 100) / 100] as const),
      })),
    ),
  }));

  const totals: TotalRow[] = [];
  for (const d of devices) {
    for (const m of metrics) {
      const points = (perDevice.get(d.name) ?? []).filter((r) => r.metric === m);
      const vs = points.map((r) => r.value);
      const avg = vs.length ? vs.reduce((a, b) => a + b, 0) / vs.length : null;
      totals.push({
        device: d.name,
        metric: STORED_METRIC_LABELS[m] ?? m,
        avg,
        min: vs.length ? Math.min(...vs) : null,
        max: vs.length ? Math.max(...vs) : null,
        gigabytes: m.startsWith('throughput') && vs.length ? points.reduce((a, r) => a + volume(r.value, 'gbytes', r.bucket), 0) : null,
      });
    }
  }
  return { charts, totals };
}
