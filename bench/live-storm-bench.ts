/**
 * A live storm in the browser (issue 30 item 10): the real server on PostgreSQL, one operator's
 * Monitoring tab and Manage Devices tab open in chromium with Live on, while the live bench's
 * writer (bench/live-writer.ts) updates alerts at --rate a second (severity and last notify of
 * active alerts, so the events grid's rows change and move) for --seconds. Per phase (before,
 * storm, after): click latency p50/p95 (a click on the events card's title, from the input to the
 * next frame) and long tasks (PerformanceObserver 'longtask') of each tab, and each grid's page reads.
 *   npx tsx bench/live-storm-bench.ts [--devices 5000] [--rate 5000] [--seconds 30] [--tag NAME]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import pg from 'pg';
import { startServerProcess } from '../apps/api/test/server-process';
import { clickLatency, longTasks, observeLongTasks, readsBetween, recordPageReads, spread } from '../e2e/live-storm-helpers';
import { signInSession } from '../e2e/screen-budget-helpers';
import { checkTag, resultsPath } from './bench-args';
import { openBenchDatabase } from './bench-database';
import { writeChanges } from './live-writer';
import { loadAvg1 } from './stats';
import { waitForDeviceIndex } from './wait-index';

const { values: v } = parseArgs({
  options: {
    devices: { type: 'string', default: '5000' },
    alerts: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '30' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    tag: { type: 'string' },
  },
});
const tag = checkTag(v.tag);
const rate = Number(v.rate);
const seconds = Number(v.seconds);
const log = (s: string) => process.stdout.write(`${s}\n`);

const { database, env } = await openBenchDatabase('postgres', Number(v.devices), Number(v.alerts), false, tag ?? 'storm');
const alerts = (await database.db.selectFrom('alerts').select('name').where('active', '=', true).orderBy('name').execute()).map((r) => r.name);
await database.close();
const server = await startServerProcess({ ...env, SIMULATOR: 'off', LOG_LEVEL: 'warn', API_RATE_LIMIT_PER_MINUTE: '0' }, 300_000);
log(`device index ready after ${await waitForDeviceIndex(server.url)} s; ${alerts.length} active alerts`);
const writers = [new pg.Client({ connectionString: env.DATABASE_URL }), new pg.Client({ connectionString: env.DATABASE_URL })];
for (const w of writers) await w.connect();
// Severity 1..4 and a new notify time: rows change in place and move between pages (sorted by severity).
const alertUpdates = (list: string, k: number) =>
  `UPDATE alerts SET severity = ${1 + (k % 4)}, last_notified_at = ${Date.now()} WHERE name IN (${list})`;

const browser = await chromium.launch({ executablePath: v.chromium, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });
const { state } = await signInSession(browser, server.url, { username: 'admin', password: 'admin' });
const context = await browser.newContext({ baseURL: server.url, storageState: state, viewport: { width: 1600, height: 1000 } });

async function open(path: string, grid: string, listPath: string) {
  const page = await context.newPage();
  await observeLongTasks(page);
  const reads = recordPageReads(page, listPath);
  await page.goto(path);
  await page.getByTestId(grid).locator('.ag-row[row-index="0"]').waitFor({ timeout: 120_000 });
  await page.getByTestId('live-indicator').and(page.locator('[data-synced="true"]')).waitFor({ timeout: 60_000 });
  return { page, reads };
}
const monitoring = await open('/monitoring', 'grid-events', '/es/alerts');
const manage = await open('/manage-devices', 'grid-manage-devices', '/es/devices/all');
const TITLE = '[data-testid="events-card"] h2';

async function clicksFor(page: Page, ms: number): Promise<number[]> {
  const out: number[] = [];
  for (const end = Date.now() + ms; Date.now() < end;) out.push(await clickLatency(page, TITLE));
  return out;
}

async function phase(name: string, secs: number, writeRate: number) {
  const from = Date.now();
  const load1Before = loadAvg1();
  const writing = writeRate > 0 ? writeChanges(writers, alerts, writeRate, secs, alertUpdates) : Promise.resolve([]);
  const clicks = await clicksFor(monitoring.page, secs * 1000);
  const writes = await writing;
  const to = Date.now();
  const result = {
    name,
    seconds: Math.round((to - from) / 100) / 10,
    changesPerSecond: Math.round(writes.reduce((a, w) => a + w.devices, 0) / secs),
    clickMs: spread(clicks),
    longTasks: { monitoring: await longTasks(monitoring.page, to - from), manage: await longTasks(manage.page, to - from) },
    pageReads: { events: readsBetween(monitoring.reads, from, to).length, devices: readsBetween(manage.reads, from, to).length },
    liveWindows: Math.ceil((to - from) / 500),
    load1: `${load1Before} → ${loadAvg1()}`,
  };
  log(JSON.stringify(result));
  return result;
}

const phases = [];
try {
  phases.push(await phase('before', 10, 0));
  phases.push(await phase(`storm ${rate}/s`, seconds, rate));
  phases.push(await phase('after', 30, 0));
} finally {
  await browser.close();
  for (const w of writers) await w.end();
  server.child.kill('SIGTERM');
}
const out = resultsPath(`live-storm-${rate}.json`, tag);
writeFileSync(out, JSON.stringify({ rate, seconds, devices: Number(v.devices), alerts: alerts.length, phases }, null, 2));
log(`wrote ${out}`);
