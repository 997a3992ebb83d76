import { WRITE, type Recorder } from './recorder';
import type { Target } from './operators';

const TIMEOUT_MS = 10_000;

async function timedPost(target: Target, name: string, path: string, body: string, type: string, headers: Record<string, string>, rec: Recorder) {
  const t = performance.now();
  try {
    const res = await fetch(`${target.url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': type },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    const rejected = res.ok && /"rejected":\s*[1-9]/.test(text);
    rec.record(name, performance.now() - t, res.ok && !rejected ? undefined : `HTTP ${res.status} ${text.slice(0, 200)}`);
  } catch (err) {
    rec.record(name, performance.now() - t, `${(err as Error).name}: ${(err as Error).message}`);
  }
}

/**
 * The feed while operators watch: once a second, `deviceChanges` devices change an inventory field
 * (userdef1) through POST /ingest/devices (absent fields keep their values), and `alerts` alerts
 * fire or resolve through the Alertmanager webhook (when its token is known), which is what moves
 * device states (state follows active alerts; the ingest API refuses to write it). Writes go one
 * batch a second, as the inventory and Alertmanager send them, not one call a row.
 */
export function startWriters(o: { target: Target; names: string[]; deviceChanges: number; alerts: number; webhookToken?: string; rec: Recorder }) {
  let tick = 0;
  const timer = setInterval(() => {
    const t = tick++;
    if (o.deviceChanges > 0) {
      const rows = Array.from({ length: o.deviceChanges }, (_, k) => {
        const name = o.names[(t * o.deviceChanges + k) % o.names.length];
        return JSON.stringify({ name, userdef1: `load-bench ${t}` });
      });
      void timedPost(
        o.target,
        `${WRITE} device changes`,
        '/api/v1.0/ingest/devices',
        rows.join('\n'),
        'application/x-ndjson',
        o.target.headers,
        o.rec,
      );
    }
    if (o.alerts > 0 && o.webhookToken) {
      // Half the alerts of a tick fire, the other half resolve what fired a second ago.
      const status = t % 2 === 0 ? 'firing' : 'resolved';
      const base = (t >> 1) * o.alerts;
      const alerts = Array.from({ length: o.alerts }, (_, k) => ({
        status,
        labels: { alertname: 'LoadBench', device: o.names[(base + k) % o.names.length], severity: 'major' },
        annotations: { summary: 'load bench' },
        startsAt: new Date().toISOString(),
        endsAt: status === 'resolved' ? new Date().toISOString() : '0001-01-01T00:00:00Z',
        generatorURL: 'http://prometheus.bench/graph',
        fingerprint: `lb${base + k}`,
      }));
      const body = JSON.stringify({
        version: '4',
        status,
        receiver: 'nmstools',
        groupKey: '{}:{alertname="LoadBench"}',
        groupLabels: { alertname: 'LoadBench' },
        commonLabels: {},
        commonAnnotations: {},
        externalURL: 'http://bench',
        truncatedAlerts: 0,
        alerts,
      });
      void timedPost(
        o.target,
        `${WRITE} alerts`,
        '/api/v1.0/ingest/alertmanager',
        body,
        'application/json',
        { authorization: `Bearer ${o.webhookToken}` },
        o.rec,
      );
    }
  }, 1000);
  return () => clearInterval(timer);
}
