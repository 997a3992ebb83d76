import {
  MAP_MAX_PRECISION,
  NOT_TRACKED,
  SEVERITY_NAMES,
  outageColor,
  type GeoMarkersAnswer,
  type MapMarker,
  type PowerOutageAnswer,
} from '@nms/contract';
import { PowerOutageFeed, powerOutageSnapshot } from '@nms/simulator';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RepositoryFleetSink } from '../src/simulator/fleet/repository-sink';
import { loadFleet } from '../src/simulator/fleet/load-fleet';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const NOW = Date.UTC(2025, 0, 15, 12, 30);
const SEED = 5;

interface View {
  top: number;
  bottom: number;
  west: number;
  east: number;
}
const params = (v: View, extra: Record<string, string | number> = {}) =>
  new URLSearchParams({
    top_left_lat: String(v.top),
    top_left_lng: String(v.west),
    bottom_right_lat: String(v.bottom),
    bottom_right_lng: String(v.east),
    ...Object.fromEntries(Object.entries(extra).map(([k, val]) => [k, String(val)])),
  }).toString();
/** The same bounds as a Lucene condition, for es/devices/all. */
const luceneBounds = (v: View) =>
  `latitude:[${v.bottom} TO ${v.top}] AND ` +
  (v.west <= v.east ? `longitude:[${v.west} TO ${v.east}]` : `(longitude:[${v.west} TO *] OR longitude:[* TO ${v.east}])`);

/** The tile of a point at zoom z (web mercator), as MapLibre and Elasticsearch's geotile_grid compute it. */
const tileOf = (lat: number, lng: number, z: number) => {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return { x: Math.floor(((lng + 180) / 360) * n), y: Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n) };
};

describe.each(engines)('es/geo-map on %s', (engine) => {
  let h: Harness;
  const get = (url: string) => h.app.inject({ method: 'GET', url, headers: h.operator });
  const markers = async (v: View, extra: Record<string, string | number> = {}): Promise<GeoMarkersAnswer> => {
    const res = await get(`/api/v1.0/es/geo-map/markers?${params(v, extra)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const devicesTotal = async (query: string) => {
    const res = await get(`/api/v1.0/es/devices/all?limit=1&query=${encodeURIComponent(query)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().total as number;
  };
  /** A 4° by 6° region around the most crowded place of the fleet. */
  let region: View;
  const US: View = { top: 72, bottom: 15, west: -170, east: -60 };

  beforeAll(async () => {
    h = await startHarness(engine);
    await loadFleet(h.database, { size: 600, seed: SEED, alertsTotal: 600, now: NOW, worker: false });
    const { rows } = await sql<{ lat: number; lng: number }>`
      SELECT round(latitude)::int AS lat, round(longitude)::int AS lng FROM devices WHERE discovered
       GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT 1`.execute(h.database.db);
    region = { top: rows[0].lat + 2, bottom: rows[0].lat - 2, west: rows[0].lng - 3, east: rows[0].lng + 3 };
  });
  afterAll(() => h.close());

  it('aggregates the discovered devices in the bounds per tile: counts add up to es/devices/all', async () => {
    const answer = await markers(region, { query: 'discovered:true', precision: 8 });
    const expected = await devicesTotal(`discovered:true AND ${luceneBounds(region)}`);
    expect(expected).toBeGreaterThan(5);
    expect(answer.total).toBe(expected);
    expect(answer.truncated).toBe(false);
    expect(answer.data.reduce((s, m) => s + m.doc_count, 0)).toBe(expected);
    const sizes = answer.data.map((m) => m.doc_count);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    for (const m of answer.data) {
      const states = Object.values(m.states);
      expect(states.reduce((a, b) => a + b, 0)).toBe(m.doc_count);
      expect(m.state).toBe(1 + SEVERITY_NAMES.findIndex((k) => m.states[k] > 0));
      // The mean position lies in the cell its key names: the database's tile columns agree with mercator.
      const [z, x, y] = m.key.split('/').map(Number);
      expect(z).toBe(8);
      expect(tileOf(m.location.lat, m.location.lng, z)).toEqual({ x, y });
      expect(m.location.lat).toBeLessThanOrEqual(region.top);
      expect(m.location.lat).toBeGreaterThanOrEqual(region.bottom);
    }
  });

  it("answers each cell's exact devices: mean position and per-state counts from SQL", async () => {
    const answer = await markers(region, { query: 'discovered:true', precision: 12 });
    const [top] = answer.data;
    const [z, x, y] = top.key.split('/').map(Number);
    const { rows } = await sql<{ latitude: number; longitude: number; state: number }>`
      SELECT latitude, longitude, state FROM devices WHERE discovered AND latitude BETWEEN ${region.bottom} AND ${region.top}
         AND longitude BETWEEN ${region.west} AND ${region.east}`.execute(h.database.db);
    const inCell = rows.filter((r) => {
      const t = tileOf(r.latitude, r.longitude, z);
      return t.x === x && t.y === y;
    });
    expect(top.doc_count).toBe(inCell.length);
    expect(top.location.lat).toBeCloseTo(inCell.reduce((s, r) => s + r.latitude, 0) / inCell.length, 9);
    expect(top.location.lng).toBeCloseTo(inCell.reduce((s, r) => s + r.longitude, 0) / inCell.length, 9);
    expect(top.states.normal).toBe(inCell.filter((r) => r.state === 5).length);
  });

  it('zoomed out, answers from the snapshot what SQL counts device by device', async () => {
    // The whole US in view: no snapshot tile straddles an edge, so both ways count the same cells.
    const fromSnapshot = await markers(US, { query: 'discovered:true', precision: 6 });
    const where = sql`discovered AND latitude IS NOT NULL`;
    const { rows } = await sql<{ key: string; n: number }>`
      SELECT '6/' || (tile_x >> 16) || '/' || (tile_y >> 16) AS key, count(*)::int AS n FROM devices
       WHERE ${where} AND latitude BETWEEN ${US.bottom} AND ${US.top} AND longitude BETWEEN ${US.west} AND ${US.east}
       GROUP BY 1`.execute(h.database.db);
    const bySql = Object.fromEntries(rows.map((r) => [r.key, r.n]));
    expect(Object.fromEntries(fromSnapshot.data.map((m) => [m.key, m.doc_count]))).toEqual(bySql);
    expect(fromSnapshot.total).toBe(await devicesTotal(`discovered:true AND ${luceneBounds(US)}`));
  });

  it('finer precision gives more cells; the default is precision 6', async () => {
    const coarse = await markers(US, { query: 'discovered:true', precision: 3 });
    const fine = await markers(US, { query: 'discovered:true', precision: 10 });
    const byDefault = await markers(US, { query: 'discovered:true' });
    expect(fine.data.length).toBeGreaterThan(coarse.data.length);
    expect(fine.total).toBe(coarse.total);
    expect(byDefault.data[0].key.startsWith('6/')).toBe(true);
    expect(byDefault.total).toBe(await devicesTotal('discovered:true'));
    const finest = await markers(region, { query: 'discovered:true', precision: MAP_MAX_PRECISION });
    expect(finest.data[0].key.startsWith('22/')).toBe(true);
  });

  it('narrows by the Lucene query, and maps only discovered devices when none is given', async () => {
    const all = await markers(US, { query: 'discovered:true' });
    const narrowed = await markers(US, { query: '(state:[1 TO 2]) AND discovered:true' });
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThan(all.total);
    expect(narrowed.total).toBe(await devicesTotal('state:[1 TO 2] AND discovered:true'));
    for (const m of narrowed.data) expect(m.states.normal + m.states.minor + m.states.unknown).toBe(0);
    expect((await markers(US)).total).toBe(all.total);
    const everything = await markers(US, { query: '*' });
    expect(everything.total).toBe(await devicesTotal('*'));
    expect(everything.total).toBeGreaterThan(all.total);
  });

  it('reads a view across the antimeridian as two longitude ranges', async () => {
    const across: View = { top: 72, bottom: 15, west: 170, east: -150 };
    const answer = await markers(across, { query: '*' });
    const expected = await devicesTotal(luceneBounds(across));
    expect(expected).toBeGreaterThan(0); // Alaska and Hawaii
    expect(answer.total).toBe(expected);
    for (const m of answer.data) expect(m.location.lng < -150 || m.location.lng > 170).toBe(true);
    expect((await markers({ ...across, east: -179 }, { query: '*' })).total).toBe(0);
  });

  it('refuses bad bounds, precision and queries with 400 naming the field', async () => {
    const bad = async (qs: string, field: string) => {
      const res = await get(`/api/v1.0/es/geo-map/markers?${qs}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(field);
    };
    await bad(params({ ...region, top: region.bottom - 1 }), 'top_left_lat');
    await bad(params(region, { precision: 23 }), 'precision');
    await bad(params(region, { precision: 0 }), 'precision');
    await bad(params({ ...region, top: 91 }), 'top_left_lat');
    await bad(params({ ...region, east: 181 }), 'bottom_right_lng');
    await bad(params(region, { query: 'nosuchfield:1' }), 'nosuchfield');
    await bad('top_left_lat=1', 'top_left_lng');
    const summary = await get(`/api/v1.0/es/geo-map/device-summary?${params({ ...region, top: region.bottom - 1 })}`);
    expect(summary.statusCode).toBe(400);
    expect(summary.json().message).toContain('top_left_lat');
    expect((await h.app.inject({ method: 'GET', url: `/api/v1.0/es/geo-map/markers?${params(region)}` })).statusCode).toBe(401);
  });

  it("device-summary equals the sum of the markers' states in the same bounds", async () => {
    for (const [view, query] of [
      [region, 'discovered:true'],
      [US, '(state:[1 TO 3]) AND discovered:true'],
    ] as const) {
      const res = await get(`/api/v1.0/es/geo-map/device-summary?${params(view, { query })}`);
      expect(res.statusCode, res.body).toBe(200);
      const { data, total } = res.json();
      const cells = (await markers(view, { query, precision: 9 })).data;
      const sum = (k: keyof MapMarker['states']) => cells.reduce((s, m) => s + m.states[k], 0);
      expect(data).toEqual({
        total,
        critical: sum('critical'),
        major: sum('major'),
        minor: sum('minor'),
        unknown: sum('unknown'),
        normal: sum('normal'),
      });
      expect(total).toBe(cells.reduce((s, m) => s + m.doc_count, 0));
    }
  });

  describe('power-outage/realtime', () => {
    const outages = async (groupBy: string): Promise<PowerOutageAnswer> => {
      const res = await get(`/api/v1.0/es/geo-map/power-outage/realtime?group_by=${groupBy}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    it('answers every county as the feed loaded it at fleet start, with availability and colour', async () => {
      const counties = await outages('countyName');
      const snapshot = powerOutageSnapshot(SEED, NOW);
      expect(counties.updated_at).toBe(NOW);
      expect(counties.data).toHaveLength(snapshot.length);
      const byId = new Map(counties.data.map((c) => [c.GEOID, c]));
      for (const s of snapshot) {
        const c = byId.get(s.geoid)!;
        expect(c).toMatchObject({ NAME: s.name, STATE: s.stateName, OUTAGE_COUNT: s.outages, TRACKED_COUNT: s.tracked });
      }
      for (const c of counties.data) {
        expect(c.GEOID).toMatch(/^\d{5}$/);
        expect(c.COLOR).toBe(outageColor(c.AVAILABILITY));
        if (c.TRACKED_COUNT === 0) expect(c.AVAILABILITY).toBe(NOT_TRACKED);
        else expect(c.AVAILABILITY).toBe(Math.round(10_000 * (1 - c.OUTAGE_COUNT / c.TRACKED_COUNT)) / 100);
      }
      expect(counties.data.some((c) => c.TRACKED_COUNT === 0)).toBe(true);
      expect(counties.data.some((c) => c.OUTAGE_COUNT > 0)).toBe(true);
    });

    it('answers each state as the sum of its counties', async () => {
      const [states, counties] = [await outages('stateName'), await outages('countyName')];
      expect(states.data.length).toBeGreaterThanOrEqual(50);
      for (const s of states.data) {
        expect(s.GEOID).toMatch(/^\d{2}$/);
        const mine = counties.data.filter((c) => c.GEOID.startsWith(s.GEOID));
        expect(mine.length).toBeGreaterThan(0);
        expect(s.NAME).toBe(s.STATE);
        expect(mine.every((c) => c.STATE === s.NAME)).toBe(true);
        expect(s.OUTAGE_COUNT).toBe(mine.reduce((n, c) => n + c.OUTAGE_COUNT, 0));
        expect(s.TRACKED_COUNT).toBe(mine.reduce((n, c) => n + c.TRACKED_COUNT, 0));
        expect(s.COLOR).toBe(outageColor(s.AVAILABILITY));
        if (s.TRACKED_COUNT === 0) expect(s.AVAILABILITY).toBe(NOT_TRACKED);
      }
      expect(states.data.find((s) => s.NAME === 'Guam')?.AVAILABILITY).toBe(NOT_TRACKED);
      expect(states.data.find((s) => s.NAME === 'Texas')?.TRACKED_COUNT).toBeGreaterThan(0);
    });

    it("follows the live feed's writes, and refuses an unknown grouping", async () => {
      const later = NOW + 2 * 3_600_000;
      const written = await new PowerOutageFeed(SEED).step(new RepositoryFleetSink(h.database.db), later);
      expect(written).toBe(powerOutageSnapshot(SEED, later).length);
      const counties = await outages('countyName');
      expect(counties.updated_at).toBe(later);
      const byId = new Map(counties.data.map((c) => [c.GEOID, c.OUTAGE_COUNT]));
      for (const s of powerOutageSnapshot(SEED, later)) expect(byId.get(s.geoid)).toBe(s.outages);
      const res = await get('/api/v1.0/es/geo-map/power-outage/realtime?group_by=zipCode');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('group_by');
    });
  });
});
