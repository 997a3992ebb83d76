/**
 * Alertmanager webhook intake (issue 16): alerts/s through POST /api/v1.0/ingest/alertmanager,
 * and the time from sending a notification to its alerts being visible in /api/v1.0/es/alerts.
 * The real server in its own process (SIMULATOR=off, the webhook secret configured) over HTTP,
 * on a bench database of the simulator's fleet (reused when already loaded at that size).
 *   node --import tsx bench/alert-intake-bench.ts --engine pglite|postgres [--devices 100000 --alerts 200000]
 * Throughput pass: `--alerts-sent` alerts in notifications of `--batch` alerts from `--senders`
 * concurrent senders, in three phases (firing: new alerts; firing again: re-notifications;
 * resolved: clears), nobody polling. Latency pass (`--latency-only` runs just this one):
 * `--watched` notifications of `--latency-batch` alerts from `--latency-senders` senders, one at a
 * time each, every one watched by a reader polling es/alerts (eventDisplayName:<its alertname>)
 * until each alert is there (firing) or gone (resolved); per alert, sending -> first poll showing it.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { applyAlertChanges } from '../apps/api/src/modules/fleet';
import { serviceToken, startServerProcess } from '../apps/api/test/server-process';
import { checkTag, fleetAlerts, resultsPath } from './bench-args';
import { openBenchDatabase } from './bench-database';

import { ms, percentile } from './stats';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    devices: { type: 'string', default: '100000' },
    alerts: { type: 'string' },
    tag: { type: 'string' },
    'alerts-sent': { type: 'string', default: '6000' },
    batch: { type: 'string', default: '50' },
    senders: { type: 'string', default: '4' },
    watched: { type: 'string', default: '40' },
    'latency-batch': { type: 'string', default: '10' },
    'latency-senders': { type: 'string', default: '1' },
    'latency-only': { type: 'boolean', default: false },
  },
});
const engine = values.engine as 'pglite' | 'postgres';
const tag = checkTag(values.tag);
const devices = Number(values.devices);
const sent = Number(values['alerts-sent']);
const batch = Number(values.batch);
const senders = Number(values.senders);
const watched = Number(values.watched);
const latencyBatch = Number(values['latency-batch']);
const latencySenders = Number(values['latency-senders']);
const SECRET = 'bench-webhook-secret';

// Targets: devices of known customers, half named by `device`, half by `instance` = management IP:port.
const alertsLoaded = fleetAlerts(devices, values.alerts, 200000);
const { database, env } = await openBenchDatabase(engine, devices, alertsLoaded, true, tag);
const targets = (
  await sql<{ name: string; ip: string | null }>`
  SELECT name, management_ip AS ip FROM devices WHERE nmd <> '' ORDER BY md5(name) LIMIT ${sent}`.execute(database.db)
).rows;
// A run that stopped half way leaves its alerts active: cleared first, so "new alerts" are new.
const left = await sql<{
  name: string;
}>`SELECT name FROM alerts WHERE active AND (event_name LIKE 'IntakeB%' OR event_name LIKE 'LatencyB%')`.execute(database.db);
await applyAlertChanges(
  database.db,
  left.rows.map((r) => ({ clear: { name: r.name, at: Date.now() } })),
);
await database.close();
if (targets.length < sent) throw new Error(`only ${targets.length} devices of known customers`);

const server = await startServerProcess({ ...env, SIMULATOR: 'off', INGEST_WEBHOOK_TOKEN: SECRET, LOG_LEVEL: 'warn' }, 300_000);
// A failed run must not leave the server holding the bench database.
process.on('exit', () => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
});
const reader = { authorization: `Bearer ${await serviceToken(server.url)}` };

type Status = 'firing' | 'resolved';
let busy = 0;
const labelsOf = (t: { name: string; ip: string | null }, i: number, alertname: string) =>
  i % 2 === 1 && t.ip ? { alertname, instance: `${t.ip}:9100`, severity: 'major' } : { alertname, device: t.name, severity: 'major' };
const notification = (slice: typeof targets, alertname: string, status: Status, offset: number) => ({
  version: '4',
  groupKey: `{}:{alertname="${alertname}"}`,
  status,
  receiver: 'nmstools',
  groupLabels: { alertname },
  commonLabels: {},
  commonAnnotations: {},
  externalURL: 'http://127.0.0.1:9093',
  truncatedAlerts: 0,
  alerts: slice.map((t, i) => ({
    status,
    labels: labelsOf(t, offset + i, alertname),
    annotations: { summary: `${alertname} on ${t.name}` },
    startsAt: new Date().toISOString(),
    endsAt: status === 'resolved' ? new Date().toISOString() : '0001-01-01T00:00:00Z',
    generatorURL: 'http://prometheus.bench/graph',
    fingerprint: `${alertname}-${offset + i}`.slice(-16),
  })),
});

/** Answers 503 busy are sent again after a second, as Alertmanager retries (counted in `busy`). */
async function send(body: object): Promise<Record<string, unknown>> {
  const post = () =>
    fetch(`${server.url}/api/v1.0/ingest/alertmanager`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let res = await post();
  while (res.status === 503) {
    busy++;
    await new Promise((r) => setTimeout(r, 1000));
    res = await post();
  }
  const answer = (await res.json()) as Record<string, unknown>;
  if (!res.ok || (answer.unknownDevice as unknown[]).length > 0) {
    await new Promise((r) => setTimeout(r, 1000)); // the server's log line of the failure
    throw new Error(`webhook: ${res.status} ${JSON.stringify(answer).slice(0, 300)}\n${server.output().slice(-4000)}`);
  }
  return answer;
}

/** Sends every batch of `list` from `senders` concurrent senders; alerts/s over the whole phase. */
async function phase(label: string, list: typeof targets, status: Status, alertname: (k: number) => string) {
  const batches = Array.from({ length: Math.ceil(list.length / batch) }, (_, k) => k);
  const counts: Record<string, number> = {};
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: senders }, async () => {
      while (next < batches.length) {
        const k = batches[next++];
        const answer = await send(notification(list.slice(k * batch, (k + 1) * batch), alertname(k), status, k * batch));
        for (const key of ['raised', 'notified', 'cleared', 'unchanged']) counts[key] = (counts[key] ?? 0) + Number(answer[key]);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const rate = list.length / seconds;
  process.stdout.write(
    `| ${label} | ${list.length} | ${seconds.toFixed(1)} | ${rate.toFixed(0)} | ${JSON.stringify(counts)}, 503 busy so far ${busy} |\n`,
  );
  return { phase: label, alerts: list.length, seconds, alertsPerSecond: rate, counts };
}

/**
 * One notification, watched by a reader polling es/alerts for its alertname until every alert is
 * there (firing) or gone (resolved). Each alert's latency is from sending to the first poll that
 * shows it there (or gone); a poll takes a few ms, so this is an upper bound.
 */
async function watchedSend(slice: typeof targets, alertname: string, status: Status, offset: number) {
  const url = `${server.url}/api/v1.0/es/alerts?limit=${slice.length}&query=${encodeURIComponent(`eventDisplayName:${alertname} AND active:true`)}`;
  let failed: unknown;
  const t0 = performance.now();
  const answered = send(notification(slice, alertname, status, offset)).then(
    () => performance.now() - t0,
    (err: unknown) => {
      failed = err;
      return NaN;
    },
  );
  const pending = new Set(slice.map((_, i) => i));
  const seen: number[] = [];
  while (pending.size > 0) {
    if (failed) throw failed;
    if (performance.now() - t0 > 120_000) throw new Error(`${alertname} not visible after 120 s`);
    const res = await fetch(url, { headers: reader });
    const at = performance.now() - t0;
    const { data } = (await res.json()) as { data: Array<{ instanceName: string }> };
    const there = new Set(data.map((r) => Number(r.instanceName.slice(r.instanceName.lastIndexOf('-') + 1)) - offset));
    for (const i of [...pending]) {
      if (there.has(i) === (status === 'firing')) {
        pending.delete(i);
        seen.push(at);
      }
    }
    if (pending.size > 0) await new Promise((r) => setTimeout(r, 5));
  }
  return { visibleMs: seen, answeredMs: await answered };
}

async function latency(label: string, status: Status) {
  const visible: number[] = [];
  const answered: number[] = [];
  const per = Math.ceil(watched / latencySenders);
  await Promise.all(
    Array.from({ length: latencySenders }, async (_, s) => {
      for (let j = 0; j < per; j++) {
        const k = s * per + j;
        const r = await watchedSend(targets.slice(k * latencyBatch, (k + 1) * latencyBatch), `LatencyB${k}`, status, k * latencyBatch);
        visible.push(...r.visibleMs);
        answered.push(r.answeredMs);
      }
    }),
  );
  visible.sort((a, b) => a - b);
  answered.sort((a, b) => a - b);
  const row = {
    phase: label,
    notifications: answered.length,
    alertsEach: latencyBatch,
    senders: latencySenders,
    visibleP50: percentile(visible, 50),
    visibleP95: percentile(visible, 95),
    answeredP50: percentile(answered, 50),
    answeredP95: percentile(answered, 95),
  };
  process.stdout.write(
    `| ${label} | ${answered.length} x ${latencyBatch} | ${ms(row.answeredP50)} / ${ms(row.answeredP95)} | ${ms(row.visibleP50)} / ${ms(row.visibleP95)} |\n`,
  );
  return row;
}

const throughput = [];
if (!values['latency-only']) {
  process.stdout.write(
    `\n${engine}, ${devices} devices: throughput (${senders} senders, ${batch} alerts a notification)\n| phase | alerts | s | alerts/s | outcomes |\n|---|---|---|---|---|\n`,
  );
  throughput.push(await phase('firing (new alerts)', targets, 'firing', (k) => `IntakeB${k}`));
  throughput.push(await phase('firing again (re-notify)', targets, 'firing', (k) => `IntakeB${k}`));
  throughput.push(await phase('resolved (clear)', targets, 'resolved', (k) => `IntakeB${k}`));
}
process.stdout.write(
  `\nlatency (${latencySenders} sender(s), ms from sending to the webhook answered / per alert to visible in es/alerts)\n| phase | notifications | answered p50 / p95 | visible p50 / p95 |\n|---|---|---|---|\n`,
);
const latencies = [await latency('firing: appears', 'firing'), await latency('resolved: disappears', 'resolved')];

server.child.kill('SIGTERM');
await server.exited;
writeFileSync(
  resultsPath(`alert-intake-${engine}-${devices}${values['latency-only'] ? '-latency' : ''}.json`, tag),
  JSON.stringify(
    { engine, devices, fleetAlerts: alertsLoaded, senders, batch, at: new Date().toISOString(), throughput, latency: latencies, busy503: busy },
    null,
    2,
  ),
);
