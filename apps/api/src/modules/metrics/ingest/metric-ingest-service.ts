import type { IngestMetricsAnswer } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { deviceKeysOf, devicesByKeys } from '../../alert-ingest';
import { addFeedCounters, noteUnknownSources, type UnknownSeen } from '../../feed-health';
import type { MetricStore } from '../metric-store';
import type { PromPoint } from './exposition-format';
import { PromSeriesMapper } from './prom-series-map';

const FEED = 'metrics-ingest';
const UNKNOWN_LISTED = 20;

/**
 * Points from a collector stack (Prometheus remote write, or a script's text format) onto the
 * console's devices: the first device label with a value names the device (a device name, or a
 * management IP, `instance`'s port dropped), as the Alertmanager webhook does. Mapped samples go
 * to the metric store; points of unknown devices are counted and listed on the Feeds screen.
 */
export class MetricIngestService {
  private readonly mapper = new PromSeriesMapper();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly store: MetricStore,
    private readonly deviceLabels: readonly string[],
  ) {}

  async ingest(points: readonly PromPoint[], nowMs: number): Promise<IngestMetricsAnswer> {
    const keysOf = (p: PromPoint) => {
      const value = this.deviceLabels.map((l) => p.labels[l]).find((v) => typeof v === 'string' && v.trim() !== '');
      return { value, keys: value ? deviceKeysOf(value) : [] };
    };
    const named = points.map((p) => ({ p, ...keysOf(p) }));
    const devices = await devicesByKeys(this.db, [...new Set(named.flatMap((n) => n.keys))]);
    const known: Array<PromPoint & { device: string }> = [];
    const unknown = new Map<string, UnknownSeen>();
    for (const { p, value, keys } of named) {
      const device = keys.map((k) => devices.get(k)).find((d) => d !== undefined);
      if (device) known.push({ ...p, device });
      else {
        const address = value?.trim() || '(no device label)';
        const had = unknown.get(address);
        unknown.set(address, { address, count: (had?.count ?? 0) + 1, sample: `${p.name}${JSON.stringify(p.labels)} ${p.value}`, at: nowMs });
      }
    }
    const { samples, unmapped } = this.mapper.map(known);
    // One store write per timestamp, oldest first: a scrape's points share one, and the last of a minute is its slot's value.
    const byTime = new Map<number, typeof samples>();
    for (const s of samples) {
      const group = byTime.get(s.atMs);
      if (group) group.push(s);
      else byTime.set(s.atMs, [s]);
    }
    for (const [at, group] of [...byTime].sort((a, b) => a[0] - b[0])) await this.store.write(group, at);
    const unknownPoints = [...unknown.values()].reduce((a, u) => a + u.count, 0);
    await addFeedCounters(
      this.db,
      FEED,
      [
        ['points', points.length],
        ['stored', samples.length],
        ['unknown_device', unknownPoints],
        ['unmapped', unmapped],
      ],
      nowMs,
    );
    await noteUnknownSources(this.db, FEED, [...unknown.values()]);
    return { points: points.length, stored: samples.length, unmapped, unknownDevices: [...unknown.keys()].slice(0, UNKNOWN_LISTED) };
  }
}
