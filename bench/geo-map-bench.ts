/**
 * Geo Map (issue 6): es/geo-map/markers at the default view and two zoomed views,
 * es/geo-map/device-summary and es/geo-map/power-outage/realtime at both levels, through the
 * real server over HTTP, next to the same statements sent straight to the driver (the SQL
 * floor). While the device index runs, zoomed-out markers and the summary are its answers
 * memoised per index version (without it, a 15 s single-flight cache), so each is measured three
 * ways: as served (the same view again, a memo hit), uncached (the bounds moved by a nanodegree
 * each iteration, a new view each call) and, for the default view, right after a write (one device's
 * latitude moved through POST /ingest/devices before each call, untimed, so every timed read is
 * the first at a new index version and computes its answer).
 *   node --import tsx bench/geo-map-bench.ts --engine postgres --devices 1000000 --alerts 1000000 --reuse [--tag NAME]
 * Load 1m: the 1-minute load average before → after the API case (every timing has its own in the JSON).
 */
import { writeFileSync } from 'node:fs';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, mapQuery, precisionForZoom, powerOutageGroupForZoom } from '@nms/contract';
import { powerOutageSnapshot } from '@nms/simulator';
import { sql, type CompiledQuery } from 'kysely';
import { upsertPowerOutages } from '../apps/api/src/modules/fleet';
import { boundsSummaryStatement, markersStatement, outageStatement, type Bounds } from '../apps/api/src/modules/geo-map/repository';
import { mapWhere } from '../apps/api/src/modules/geo-map/service';
import { startServerProcess } from '../apps/api/test/server-process';
import { serviceTokenRetried, waitForDeviceIndex } from './wait-index';
import { benchArgs, resultsPath } from './bench-args';
import { openBenchDatabase } from './bench-database';
import { load, loadAvg1, ms, percentile, timeIt } from './stats';

const { engine, devices, iterations, reuse, alerts, tag } = benchArgs(200);

const { database, env } = await openBenchDatabase(engine, devices, alerts, reuse, tag);
// A database loaded before migration 010 has no outage rows yet: write the feed's snapshot.
if ((await sql<{ n: number }>`SELECT count(*)::int AS n FROM power_outages`.execute(database.db)).rows[0].n === 0) {
  await upsertPowerOutages(database.db, powerOutageSnapshot(1, Date.now()), Date.now());
}

/** The bounds MapLibre shows for a centre and zoom in a 1600×900 px window (512 px world at zoom 0). */
function viewAt(lat: number, lng: number, zoom: number): Bounds {
  const world = 512 * 2 ** zoom;
  const y = (1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2;
  const latAt = (py: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * py))) * 180) / Math.PI;
  const halfLng = (800 / world) * 360;
  return { top: latAt(y - 450 / world), bottom: latAt(y + 450 / world), west: Math.max(-180, lng - halfLng), east: Math.min(180, lng + halfLng) };
}
const VIEWS = {
  default: { bounds: viewAt(MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng, MAP_DEFAULT_ZOOM), zoom: MAP_DEFAULT_ZOOM },
  state: { bounds: viewAt(32.8, -96.8, 7), zoom: 7 },
  metro: { bounds: viewAt(40.72, -74.0, 11), zoom: 11 },
};
const QUERY = mapQuery('');

const qs = (b: Bounds, extra: Record<string, string | number> = {}) =>
  new URLSearchParams({
    top_left_lat: String(b.top),
    top_left_lng: String(b.west),
    bottom_right_lat: String(b.bottom),
    bottom_right_lng: String(b.east),
    query: QUERY,
    ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])),
  }).toString();
/** Iteration i's bounds: moved up by i nanodegrees, a distinct cache key over the same devices. */
const nudged = (b: Bounds, i: number): Bounds => ({ ...b, top: b.top + i * 1e-9 });

interface Case {
  id: string;
  what: string;
  path: (i: number) => string;
  floor?: CompiledQuery;
  /** Done before each call, untimed: the write cases' ingest. */
  before?: (i: number) => Promise<void>;
}
const markersCase = (id: string, view: keyof typeof VIEWS): Case[] => {
  const { bounds, zoom } = VIEWS[view];
  const precision = precisionForZoom(zoom);
  const floor = markersStatement(mapWhere(QUERY), bounds, precision).compile(database.db);
  const what = `markers, ${view} view (zoom ${zoom}, precision ${precision})`;
  return [
    { id, what: `${what}, as served`, floor, path: () => `/api/v1.0/es/geo-map/markers?${qs(bounds, { precision })}` },
    { id: `${id}u`, what: `${what}, uncached`, floor, path: (i) => `/api/v1.0/es/geo-map/markers?${qs(nudged(bounds, i), { precision })}` },
  ];
};
/** A discovered device inside the default view: the write cases move its latitude by a microdegree, back and forth. */
const moved = (
  await sql<{ name: string; latitude: number }>`
    SELECT name, latitude FROM devices
     WHERE discovered AND latitude BETWEEN 33 AND 40 AND longitude BETWEEN -95 AND -80 ORDER BY name LIMIT 1`.execute(database.db)
).rows[0];
let write: (i: number) => Promise<void> = async () => undefined;
const summaryFloor = boundsSummaryStatement(mapWhere(QUERY), VIEWS.default.bounds).compile(database.db);
const outage = (group: string) => `/api/v1.0/es/geo-map/power-outage/realtime?group_by=${group}`;
const CASES: Case[] = [
  ...markersCase('GM1', 'default'),
  ...markersCase('GM2', 'state'),
  ...markersCase('GM3', 'metro'),
  {
    id: 'GS1',
    what: 'device-summary, default view, as served',
    floor: summaryFloor,
    path: () => `/api/v1.0/es/geo-map/device-summary?${qs(VIEWS.default.bounds)}`,
  },
  {
    id: 'GS1u',
    what: 'device-summary, default view, uncached',
    floor: summaryFloor,
    path: (i) => `/api/v1.0/es/geo-map/device-summary?${qs(nudged(VIEWS.default.bounds, i))}`,
  },
  {
    id: 'GM1w',
    what: 'markers, default view, right after a write (a new index version each read)',
    before: (i) => write(i),
    path: () => `/api/v1.0/es/geo-map/markers?${qs(VIEWS.default.bounds, { precision: precisionForZoom(MAP_DEFAULT_ZOOM) })}`,
  },
  {
    id: 'GS1w',
    what: 'device-summary, default view, right after a write (a new index version each read)',
    before: (i) => write(i),
    path: () => `/api/v1.0/es/geo-map/device-summary?${qs(VIEWS.default.bounds)}`,
  },
  {
    id: 'PO1',
    what: 'power outages per state (zoom < 5)',
    floor: outageStatement(powerOutageGroupForZoom(3)).compile(database.db),
    path: () => outage('stateName'),
  },
  {
    id: 'PO2',
    what: 'power outages per county (zoom ≥ 5)',
    floor: outageStatement(powerOutageGroupForZoom(6)).compile(database.db),
    path: () => outage('countyName'),
  },
];

const run = (q: CompiledQuery) =>
  database.pglite ? database.pglite.query(q.sql, q.parameters as unknown[]) : database.pool!.query(q.sql, q.parameters as unknown[]);
/** A case and its uncached and after-a-write twins (id + 'u', 'w') share one SQL floor. */
const floorKey = (c: Case) => c.id.replace(/[uw]$/, '');

/** timeIt with an untimed step before each call. */
async function timeAfter(iterations: number, before: (i: number) => Promise<void>, fn: () => Promise<unknown>) {
  const load1Before = loadAvg1();
  const samples: number[] = [];
  for (let i = -3; i < iterations; i++) {
    await before(i);
    const t = performance.now();
    await fn();
    if (i >= 0) samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), load1Before, load1After: loadAvg1() };
}
const floors = new Map<string, Awaited<ReturnType<typeof timeIt>>>();
for (const c of CASES) if (c.floor && !floors.has(floorKey(c))) floors.set(floorKey(c), await timeIt(iterations, () => run(c.floor!)));
await database.close();

const server = await startServerProcess({ ...env, SIMULATOR: 'off' }, 300_000);
// A failed run must not leave the server holding the data directory.
process.on('exit', () => server.child.kill('SIGTERM'));
console.log(`device index ready after ${await waitForDeviceIndex(server.url)} s`);
const token = await serviceTokenRetried(server.url);
write = async (i) => {
  const res = await fetch(`${server.url}/api/v1.0/ingest/devices`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify([{ name: moved.name, latitude: moved.latitude + (i % 2 === 0 ? 1e-6 : 0) }]),
  });
  if (!res.ok) throw new Error(`ingest: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
};
const http = await timeIt(iterations, async () => (await fetch(`${server.url}/healthz`)).arrayBuffer());

const rows: string[] = [];
const results = [];
let n = 0;
for (const c of CASES) {
  const call = async () => {
    const path = c.path(n++);
    const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${c.id} ${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  const api = c.before ? await timeAfter(iterations, c.before, call) : await timeIt(iterations, call);
  const floor = floors.get(floorKey(c));
  results.push({ id: c.id, what: c.what, api, sql: floor ?? null });
  rows.push(
    `| ${c.id} | ${c.what} | ${ms(api.p50)} | ${ms(api.p95)} | ${floor ? ms(floor.p50) : '-'} | ${floor ? ms(floor.p95) : '-'} | ${load(api)} |`,
  );
  process.stdout.write(`${rows.at(-1)}\n`);
}
server.child.kill('SIGTERM');
await server.exited;
writeFileSync(
  resultsPath(`geo-map-${engine}-${devices}.json`, tag),
  JSON.stringify({ engine, devices, alerts, iterations, at: new Date().toISOString(), views: VIEWS, http, results }, null, 2),
);
process.stdout.write(
  `\n${engine}, ${devices} devices, ${iterations} iterations\n` +
    '| id | case | API p50 | API p95 | SQL p50 | SQL p95 | load 1m |\n|---|---|---|---|---|---|---|\n' +
    rows.join('\n') +
    `\nHTTP floor (GET /healthz): p50 ${ms(http.p50)} p95 ${ms(http.p95)}\n`,
);
