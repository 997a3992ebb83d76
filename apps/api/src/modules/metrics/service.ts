import {
  DEVICE_SERIES,
  STORED_METRIC_LABELS,
  deviceSeriesDef,
  deviceMetricFilter,
  groupMetricFilter,
  type DeviceSeriesAnswer,
  type JupiterEntAnswer,
  type JupiterEntQuery,
  type MetricSeries,
  type ObjectDataAnswer,
  type ObjectDataQuery,
} from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { parseFilterExpression } from './filter-expression';
import { dateString, round3 } from './format';
import { GROUP_SERIES_LABELS, findGroup, readGroupBuckets } from './group-series';
import type { MetricStore } from './metric-store';
import { readDeviceBuckets, selectDeviceBrief, seriesNamesOf, type DeviceBrief } from './repository';

/** Most points one series may answer; a finer request must use a longer period. */
export const MAX_POINTS = 20_000;

export function checkWindow(start: number, end: number, period: number, startName = 'start_timestamp', endName = 'end_timestamp') {
  if (end <= start) throw badRequest(`${endName} must be after ${startName}`);
  if ((end - start) / Math.max(period, 900) > MAX_POINTS)
    throw badRequest(`period: ${period} gives more than ${MAX_POINTS} points for this range; use a longer period`);
}

export type { DeviceBrief };

export async function findDevice(db: Kysely<DB>, name: string, field: string): Promise<DeviceBrief> {
  const device = await selectDeviceBrief(db, name);
  if (!device) throw notFound(`${field}: device '${name}' not found`);
  return device;
}

const labelOf = (metric: string, device: DeviceBrief) => {
  if (metric === 'signal') return `Signal Strength (${device.class_name === 'HNS_SatModem' ? 'dB' : 'dBm'})`;
  const instance = STORED_METRIC_LABELS[metric] ? undefined : deviceSeriesDef(metric);
  return STORED_METRIC_LABELS[metric] ?? (instance ? `${instance.label} (${instance.unit})` : metric);
};

/** apg/db/object-data/with-filter: one entry per series, averaged per period in SQL. */
export async function objectData(db: Kysely<DB>, store: MetricStore, q: ObjectDataQuery): Promise<ObjectDataAnswer> {
  const target = parseFilterExpression(q.filter_expression);
  checkWindow(q.start_timestamp, q.end_timestamp, q.period);
  if (target.kind === 'group') {
    const group = await findGroup(db, target.group);
    const rows = await readGroupBuckets(db, group.id, target.names, q.start_timestamp, q.end_timestamp, q.period);
    return {
      data: target.names.map((n) => ({
        name: n,
        label: GROUP_SERIES_LABELS[n],
        metrics: [n],
        series_labels: [GROUP_SERIES_LABELS[n]],
        filter_expression: groupMetricFilter(group.key, n),
        avg_data: rows.filter((r) => r[n] !== null).map((r) => ({ date_string: dateString(r.bucket), value: round3(r[n]), timestamp: r.bucket })),
      })),
    };
  }
  for (const n of target.names) {
    if (!deviceSeriesDef(n))
      throw badRequest(
        `filter_expression: unknown series '${n}' (${Object.keys(DEVICE_SERIES).join(', ')}, or ifIn:, ifOut:, ifErrors:, ifDiscards:, storage: and an instance)`,
      );
  }
  const device = await findDevice(db, target.device, 'filter_expression');
  const stored = [...new Set(target.names.flatMap((n) => deviceSeriesDef(n)!.stored))];
  // The simulator's series are always in the database; a real device's are where METRIC_STORE keeps them.
  const rows = device.simulated
    ? await readDeviceBuckets(db, device.name, stored, q.start_timestamp, q.end_timestamp, q.period)
    : await store.readBuckets(device.name, stored, q.start_timestamp, q.end_timestamp, q.period);
  const data: MetricSeries[] = [];
  for (const n of target.names) {
    const def = deviceSeriesDef(n)!;
    for (const metric of def.stored) {
      data.push({
        name: def.stored.length === 1 ? n : metric,
        label: def.label,
        metrics: [metric],
        series_labels: [labelOf(metric, device)],
        filter_expression: deviceMetricFilter(device.name, n),
        avg_data: rows
          .filter((r) => r.metric === metric)
          .map((r) => ({ date_string: dateString(r.bucket), value: round3(r.value), timestamp: r.bucket })),
      });
    }
  }
  return { data };
}

const JUPITER = { delay: 'latency', downlinkEsNo: 'signal', uplinkEsNo: 'uplinkEsNo', uplinkPowerBackoff: 'uplinkPowerBackoff' } as const;

/** es/device/ts/jupiter-ent: the satellite statistics of a Jupiter terminal, one row per sample. */
export async function jupiterEnt(db: Kysely<DB>, q: JupiterEntQuery): Promise<JupiterEntAnswer> {
  checkWindow(q.start_time, q.end_time, 0, 'start_time', 'end_time');
  const device = await findDevice(db, q.device_name, 'device_name');
  if (device.class_name !== 'HNS_SatModem') throw badRequest(`device_name: '${q.device_name}' is not a satellite modem (HNS_SatModem)`);
  const rows = await readDeviceBuckets(db, device.name, Object.values(JUPITER), q.start_time, q.end_time, 0);
  const byTs = new Map<number, Record<string, number>>();
  for (const r of rows) byTs.set(r.bucket, { ...byTs.get(r.bucket), [r.metric]: round3(r.value) });
  return {
    data: [...byTs.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([ts, v]) => ({
        deviceid: device.name,
        created_at: new Date(ts * 1000).toISOString(),
        delay: v.latency ?? null,
        downlinkEsNo: v.signal ?? null,
        uplinkEsNo: v.uplinkEsNo ?? null,
        uplinkPowerBackoff: v.uplinkPowerBackoff ?? null,
      })),
  };
}

/** The stored series of a device a chart can ask for (what the poller or a remote write collected). */
export async function deviceSeries(db: Kysely<DB>, store: MetricStore, deviceName: string): Promise<DeviceSeriesAnswer> {
  const device = await findDevice(db, deviceName, 'device_name');
  const names = device.simulated ? await seriesNamesOf(db, device.name) : await store.seriesOf(device.name);
  return {
    data: names.flatMap((name) => {
      const def = deviceSeriesDef(name);
      return def ? [{ name, label: def.label, unit: def.unit }] : [];
    }),
  };
}
