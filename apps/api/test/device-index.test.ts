import { NETWORK_CHART_TYPES, SUMMARY_VIEW_CARDS, type SummaryCounts } from '@nms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexSummary } from '../src/modules/device-index/counts';
import { deviceSummary } from '../src/modules/es/devices-service';
import { nmdAggregation } from '../src/modules/network-tree/aggregations';
import { networkChart } from '../src/modules/network-tree/charts';
import { indexNmdStates, indexSlice } from '../src/modules/network-tree/index-slices';
import { CellSnapshots } from '../src/modules/geo-map/cell-snapshot';
import type { SnapshotCell } from '../src/modules/geo-map/snapshot-cell';
import { indexSnapshotCells } from '../src/modules/geo-map/index-geo';
import { geoDeviceSummary, mapWhere } from '../src/modules/geo-map/service';
import { loadFleet } from '../src/simulator/fleet/load-fleet';
import { startHarness, type Harness } from './api-harness';
import { testEngines } from './test-databases';

const engines = await testEngines();

const QUERIES = [
  '*',
  'discovered:true AND provisionStatus:ACTV',
  'productCategory:Router AND NOT state:5',
  "nmd:* AND NOT discovered:false AND NOT className:''",
  "NOT nmd:'' AND (state:1 OR state:2)",
  'memberOf:* AND pamSuspended:false',
];

describe.each(engines)('the device index answers summaries on %s', (engine) => {
  let h: Harness;
  const summary = async (query: string): Promise<SummaryCounts> => {
    const res = await h.app.inject({ method: 'GET', url: `/api/v1.0/es/devices/summary?query=${encodeURIComponent(query)}`, headers: h.operator });
    expect(res.statusCode, query).toBe(200);
    return res.json().data.data;
  };

  beforeAll(async () => {
    h = await startHarness(engine);
    await loadFleet(h.database, { size: 500, seed: 5, alertsTotal: 100, worker: false });
    const index = h.app.deviceIndex!;
    // The bulk load asks every index to load the fleet again; wait for that to finish.
    for (let i = 0; i < 200 && !(index.ready && index.size === 500); i++) await new Promise((r) => setTimeout(r, 50));
    expect(index.size).toBe(500);
  });
  afterAll(() => h.close());

  it.each(QUERIES)('%s: the index answers, and exactly as SQL counts', async (query) => {
    const fromIndex = await indexSummary(h.app.deviceIndex, query);
    expect(fromIndex).toBeDefined();
    expect(await summary(query)).toEqual(await deviceSummary(h.app.db, query));
    expect(fromIndex).toEqual(await deviceSummary(h.app.db, query));
  });

  it('a write is in the very next answer: summaries and Summary View cards', async () => {
    const { name, state } = await h.app.db.selectFrom('devices').select(['name', 'state']).where('state', '<>', 1).limit(1).executeTakeFirstOrThrow();
    const before = await summary('state:1');
    const cardsBefore = await Promise.all(SUMMARY_VIEW_CARDS.map((c) => summary(c.query)));
    await h.app.db.updateTable('devices').set({ state: 1, product_category: 'Router' }).where('name', '=', name).execute();
    expect((await summary('state:1')).total).toBe(before.total + 1);
    for (const card of SUMMARY_VIEW_CARDS) expect(await summary(card.query), card.title).toEqual(await deviceSummary(h.app.db, card.query));
    const all = (await summary(SUMMARY_VIEW_CARDS[0].query)).critical;
    expect(all).toBe(cardsBefore[0].critical + 1);
    await h.app.db.updateTable('devices').set({ state }).where('name', '=', name).execute();
    expect((await summary('state:1')).total).toBe(before.total);
  });

  it('every sunburst and the customer aggregation are the same from the index as from SQL', async () => {
    expect(await indexSlice(h.app.deviceIndex, 'productCategory')).toBeDefined();
    expect(await indexNmdStates(h.app.deviceIndex, 'discovered:true')).toBeDefined();
    for (const type of NETWORK_CHART_TYPES)
      expect(await networkChart(h.app.db, type, h.app.deviceIndex), type).toEqual(await networkChart(h.app.db, type));
    for (const q of ['', 'discovered:true', 'memberOf:* AND NOT state:5']) {
      expect(await nmdAggregation(h.app.db, q, h.app.deviceIndex), q).toEqual(await nmdAggregation(h.app.db, q));
    }
  });

  it('the Geo Map: whole-US and small-bounds summaries, and the snapshot tiles, as SQL counts them', async () => {
    const views = [
      { top_left_lat: 50, top_left_lng: -125, bottom_right_lat: 24, bottom_right_lng: -66 },
      { top_left_lat: 41, top_left_lng: -100, bottom_right_lat: 35, bottom_right_lng: -90 },
      { top_left_lat: 80, top_left_lng: 170, bottom_right_lat: -80, bottom_right_lng: -170 },
    ];
    for (const v of views) {
      for (const query of [undefined, 'discovered:true AND NOT state:5']) {
        const q = { ...v, query };
        expect(await geoDeviceSummary(h.app.db, q, h.app.deviceIndex), JSON.stringify(q)).toEqual(await geoDeviceSummary(h.app.db, q));
      }
    }
    const sqlCells = new CellSnapshots(h.app.db);
    const byKey = (cells: SnapshotCell[]) => [...cells].sort((a, b) => a.x - b.x || a.y - b.y || (a.state ?? 0) - (b.state ?? 0));
    for (const query of ['discovered:true', 'discovered:true AND state:[1 TO 2]']) {
      const fromIndex = byKey((await indexSnapshotCells(h.app.deviceIndex, query))!);
      const fromSql = byKey(await sqlCells.cells(query, mapWhere(query)));
      expect(
        fromIndex.map(({ x, y, state, n }) => ({ x, y, state, n })),
        query,
      ).toEqual(fromSql.map(({ x, y, state, n }) => ({ x, y, state, n })));
      fromIndex.forEach((c, i) => {
        expect(c.latSum).toBeCloseTo(fromSql[i].latSum, 6);
        expect(c.lngSum).toBeCloseTo(fromSql[i].lngSum, 6);
      });
    }
  });

  it('a bad query is the same 400 as before', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1.0/es/devices/summary?query=state:abc', headers: h.operator });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'state'");
  });
});
