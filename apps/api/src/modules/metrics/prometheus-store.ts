import { HttpError } from '../../lib/http-error';
import { encodeWriteRequest } from './ingest/remote-write-codec';
import { snappyCompress } from './ingest/snappy';
import type { BucketValue } from './repository';
import { lastPerSeries, type MetricSample, type MetricStore } from './metric-store';

/**
 * Device series kept in a Prometheus-compatible engine (Prometheus with its remote-write
 * receiver, VictoriaMetrics): written by remote write, read by PromQL. Every series is
 * `nms_device_metric{device="R1",metric="ifIn:eth0"}`: one metric name, so a PromQL user finds
 * them all, and the console's series names kept whole in a label. Retention and downsampling
 * are the engine's (its --storage.tsdb.retention.time); a bucket is an avg_over_time.
 */
export const PROM_METRIC = 'nms_device_metric';

export interface PrometheusStoreOptions {
  /** The engine's HTTP API (query, query_range, label values), e.g. http://127.0.0.1:9090. */
  url: string;
  /** Where remote write goes; default `${url}/api/v1/write` (Prometheus' receiver). */
  writeUrl?: string;
  fetchImpl?: typeof fetch;
}

/** PromQL string literal: backslash and double quote escaped. */
const quote = (v: string) => `"${v.replace(/[\\"]/g, '\\$&')}"`;
/** A regex alternation matching exactly these values (RE2 metacharacters escaped). */
const exactly = (values: readonly string[]) => values.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/** 502: the console is up, the engine behind it is not (a chart shows the message, a sender retries). */
const storeDown = (base: string, why: string) => new HttpError(502, `The metric store at ${base} did not answer: ${why}`);
const reason = (err: unknown) => (err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err));

export function prometheusMetricStore(o: PrometheusStoreOptions): MetricStore {
  const base = o.url.replace(/\/$/, '');
  const writeUrl = o.writeUrl ?? `${base}/api/v1/write`;
  const http = o.fetchImpl ?? fetch;

  async function api<T>(path: string, params: Record<string, string>): Promise<T> {
    const res = await http(`${base}${path}?${new URLSearchParams(params)}`).catch((err: unknown) => {
      throw storeDown(base, reason(err));
    });
    const body = (await res.json().catch(() => ({}))) as { status?: string; data?: T; error?: string };
    if (!res.ok || body.status !== 'success') throw storeDown(base, `${path} answered ${res.status} ${body.error ?? ''}`.trim());
    return body.data as T;
  }

  return {
    async write(samples: readonly MetricSample[], atMs: number) {
      const last = lastPerSeries(samples);
      if (last.size === 0) return;
      const body = encodeWriteRequest(
        [...last.values()].map((s) => ({
          labels: { __name__: PROM_METRIC, device: s.device, metric: s.metric },
          samples: [{ value: s.value, timestampMs: Math.round(atMs) }],
        })),
      );
      const res = await http(writeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-protobuf', 'content-encoding': 'snappy', 'x-prometheus-remote-write-version': '0.1.0' },
        body: snappyCompress(body),
      }).catch((err: unknown) => {
        throw storeDown(base, reason(err));
      });
      if (!res.ok) throw storeDown(base, `remote write answered ${res.status} ${(await res.text()).slice(0, 300)}`);
    },

    async seriesOf(device: string) {
      const names = await api<string[]>('/api/v1/label/metric/values', { 'match[]': `${PROM_METRIC}{device=${quote(device)}}` });
      return [...names].sort();
    },

    async readBuckets(device, metrics, start, end, period) {
      if (metrics.length === 0) return [];
      const step = period === 0 ? 60 : period;
      const selector = `${PROM_METRIC}{device=${quote(device)},metric=~${quote(exactly(metrics))}}`;
      // Evaluated at a bucket's end over the bucket's length: the value of [t, t + step).
      // PromQL ranges include both ends: evaluated a millisecond before a bucket's end, the range is [t, t + step).
      const data = await api<{ result: Array<{ metric: { metric: string }; values: Array<[number, string]> }> }>('/api/v1/query_range', {
        query: `avg_over_time(${selector}[${step}s])`,
        start: (Math.floor(start / step) * step + step - 0.001).toFixed(3),
        end: String(end),
        step: `${step}s`,
      });
      const out: BucketValue[] = [];
      for (const r of data.result) {
        for (const [t, v] of r.values) {
          const value = Number(v);
          const bucket = Math.round(t + 0.001) - step;
          if (Number.isFinite(value) && bucket >= start) out.push({ metric: r.metric.metric, bucket, value });
        }
      }
      return out.sort((a, b) => a.metric.localeCompare(b.metric) || a.bucket - b.bucket);
    },
  };
}
