/**
 * Acknowledging 1,000 alerts in one call (issue 33: "ack of 1,000 alerts in one call p95"): the
 * real app in process (`app.inject`: validation, roles, the transaction with its locks, notes and
 * audit entry, the answer) on a fresh database of `--engine` holding a simulated fleet, next to
 * the floor: the same UPDATE of the 1,000 rows alone. Each iteration raises 1,000 new alerts
 * first (not timed), so every call acknowledges alerts that are not yet acknowledged.
 *   node --import tsx bench/alert-ack-bench.ts --engine postgres --devices 10000 --alerts 50000
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { applyAlertChanges } from '../apps/api/src/modules/fleet';
import { loadFleet } from '../apps/api/src/simulator/fleet/load-fleet';
import { startHarness } from '../apps/api/test/api-harness';
import { checkTag, resultsPath } from './bench-args';
import { loadAvg1, ms, percentile } from './stats';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    devices: { type: 'string', default: '10000' },
    alerts: { type: 'string', default: '50000' },
    batch: { type: 'string', default: '1000' },
    iterations: { type: 'string', default: '20' },
    tag: { type: 'string' },
  },
});
const engine = values.engine as 'pglite' | 'postgres';
const tag = checkTag(values.tag);
const batch = Number(values.batch);
const iterations = Number(values.iterations);

const h = await startHarness(engine);
await loadFleet(h.database, { size: Number(values.devices), seed: 33, alertsTotal: Number(values.alerts), worker: false });
const [device] = (await sql<{ name: string }>`SELECT name FROM devices WHERE nmd <> '' ORDER BY name LIMIT 1`.execute(h.app.db)).rows;

let round = 0;
/** 1,000 new active alerts on one device: their ids and versions, as a grid would have read them. */
async function freshAlerts(): Promise<{ id: number; version: number }[]> {
  round++;
  const at = Date.now();
  await applyAlertChanges(
    h.app.db,
    Array.from({ length: batch }, (_, i) => ({
      raise: {
        deviceName: device.name,
        elementClassName: 'Bench',
        classDisplayName: 'Bench',
        instanceName: `${device.name}/r${round}p${i}`,
        instanceDisplayName: `r${round}p${i}`,
        eventName: 'AckBench',
        eventDisplayName: 'AckBench',
        eventText: 'bench/alert-ack-bench.ts',
        severity: 2,
        category: 'Performance',
        visibility: 'External' as const,
        troubleTicketID: null,
        at,
      },
    })),
  );
  const { rows } = await sql<{ id: number; workflow_version: number }>`
    SELECT id, workflow_version FROM alerts WHERE active AND instance_name LIKE ${`${device.name}/r${round}p%`}`.execute(h.app.db);
  if (rows.length !== batch) throw new Error(`raised ${rows.length} of ${batch}`);
  return rows.map((r) => ({ id: Number(r.id), version: Number(r.workflow_version) }));
}

async function measure(name: string, run: (alerts: { id: number; version: number }[]) => Promise<void>) {
  const samples: number[] = [];
  const load1Before = loadAvg1();
  for (let i = 0; i < iterations + 2; i++) {
    const alerts = await freshAlerts();
    const t = performance.now();
    await run(alerts);
    // The first two warm the statements and caches.
    if (i >= 2) samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const result = { name, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1)!, load1Before, load1After: loadAvg1() };
  process.stdout.write(`| ${engine} | ${name} | ${ms(result.p50)} | ${ms(result.p95)} | ${result.load1Before} → ${result.load1After} |\n`);
  return result;
}

const results = [
  await measure(`POST /alerts/acknowledge, ${batch} alerts`, async (alerts) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1.0/alerts/acknowledge',
      headers: h.operator,
      payload: { acknowledged: true, note: 'bench', alerts },
    });
    if (res.statusCode !== 200 || res.json().counts.changed !== batch) throw new Error(`ack answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }),
  await measure(`floor: the UPDATE of ${batch} rows alone`, async (alerts) => {
    await sql`
      UPDATE alerts SET acknowledged = true, acked_by = 'operator', acked_at = ${Date.now()}, workflow_version = workflow_version + 1
       WHERE id = ANY(${alerts.map((a) => a.id)}::bigint[])`.execute(h.app.db);
  }),
];
await h.close();
writeFileSync(
  resultsPath(`alert-ack-${engine}-${values.devices}-${values.alerts}.json`, tag),
  JSON.stringify(
    { engine, devices: Number(values.devices), alerts: Number(values.alerts), batch, iterations, at: new Date().toISOString(), results },
    null,
    2,
  ),
);
