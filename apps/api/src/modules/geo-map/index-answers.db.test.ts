import { MAP_DISCOVERED_QUERY, type GeoMarkersQuery, type GeoSummaryQuery } from '@nms/contract';
import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import { loadFleet } from '../../simulator/fleet/load-fleet';
import { DeviceIndex } from '../device-index/device-index';
import { DEVICE_INDEX_VIEWS } from '../device-index/views';
import { indexSnapshotCells } from './index-geo';
import { boundsOf, geoDeviceSummary, GeoMapService } from './service';
import { snapshotMarkers } from './snapshot-markers';

/*
 * The memoised map answers must be the unmemoised ones (the index's pass, and SQL for the
 * summary), and a committed write must show in the very next answer: the memo is keyed by the
 * index's version, which every applied change batch bumps.
 */

const engines = await testEngines();

const US = { top_left_lat: 50, top_left_lng: -125, bottom_right_lat: 24, bottom_right_lng: -66 };
const VIEWS = [
  US,
  { top_left_lat: 41, top_left_lng: -100, bottom_right_lat: 35, bottom_right_lng: -90 },
  { top_left_lat: 80, top_left_lng: 170, bottom_right_lat: -80, bottom_right_lng: -170 },
];
const QUERIES = [undefined, 'discovered:true', 'discovered:true AND NOT state:5', '(state:[1 TO 3]) AND discovered:true'];

describe.each(engines)('Geo Map answers memoised by the device index version on %s', (engine) => {
  let database: TestDatabase;
  let index: DeviceIndex;
  let service: GeoMapService;

  /** The unmemoised answers: the index's cells through snapshotMarkers, its one pass for the summary. */
  const plainMarkers = async (q: GeoMarkersQuery) =>
    snapshotMarkers((await indexSnapshotCells(index, q.query?.trim() || MAP_DISCOVERED_QUERY))!, boundsOf(q), q.precision!);
  const plainSummary = (q: GeoSummaryQuery) => geoDeviceSummary(database.db, q, index);
  const sqlSummary = (q: GeoSummaryQuery) => geoDeviceSummary(database.db, q);

  async function expectAsUnmemoised() {
    for (const view of VIEWS)
      for (const query of QUERIES) {
        const s = { ...view, query };
        expect(await service.summary(s), JSON.stringify(s)).toEqual(await plainSummary(s));
        expect(await service.summary(s), JSON.stringify(s)).toEqual(await sqlSummary(s));
        for (const precision of [3, 6, 9]) {
          const m = { ...s, precision };
          expect(await service.markers(m), JSON.stringify(m)).toEqual(await plainMarkers(m));
        }
      }
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await loadFleet(database, { size: 400, seed: 7, alertsTotal: 50, worker: false });
    index = new DeviceIndex(database.db, { pollMs: 60_000 });
    for (const [name, spec] of Object.entries(DEVICE_INDEX_VIEWS)) index.defineView(name, spec);
    await index.start();
    service = new GeoMapService(database.db, index);
  });
  afterAll(async () => {
    index?.stop();
    await database?.close();
  });

  it('answers exactly as the unmemoised index path and SQL do', async () => {
    await expectAsUnmemoised();
  });

  it('an unchanged fleet answers from memory: the same answer object, no recount', async () => {
    const m = { ...US, precision: 6 };
    const first = await service.markers(m);
    expect(first.total).toBeGreaterThan(0);
    expect(await service.markers(m)).toBe(first);
    const summary = await service.summary(US);
    expect(await service.summary(US)).toBe(summary);
  });

  it('a write moves the very next answer: state, position, insert and delete', async () => {
    const m = { ...US, precision: 6 };
    const { name, state } = await database.db
      .selectFrom('devices')
      .select(['name', 'state'])
      .where('discovered', '=', true)
      .where('state', '<>', 1)
      .where(sql<SqlBool>`latitude BETWEEN 30 AND 45 AND longitude BETWEEN -110 AND -80`)
      .limit(1)
      .executeTakeFirstOrThrow();
    const before = await service.summary(US);
    const markersBefore = await service.markers(m);
    const critical = (a: typeof markersBefore) => a.data.reduce((n, d) => n + d.states.critical, 0);

    await database.db.updateTable('devices').set({ state: 1 }).where('name', '=', name).execute();
    const after = await service.summary(US);
    expect(after.data.critical).toBe(before.data.critical + 1);
    expect(after.total).toBe(before.total);
    const markersAfter = await service.markers(m);
    expect(critical(markersAfter)).toBe(critical(markersBefore) + 1);
    expect(markersAfter).toEqual(await plainMarkers(m));

    await database.db.updateTable('devices').set({ latitude: -33.9, longitude: 18.4 }).where('name', '=', name).execute();
    expect((await service.summary(US)).total).toBe(before.total - 1);
    expect((await service.markers(m)).total).toBe(markersBefore.total - 1);

    await database.db.deleteFrom('devices').where('name', '=', name).execute();
    await sql`INSERT INTO devices (name, state, discovered, latitude, longitude) VALUES ('geo-memo-new', 2, true, 39.1, -94.6)`.execute(database.db);
    const inserted = await service.summary(US);
    expect(inserted.total).toBe(before.total);
    expect(inserted.data.major).toBe(after.data.major + 1);
    await expectAsUnmemoised();
    await database.db.updateTable('devices').set({ state }).where('name', '=', 'geo-memo-new').execute();
    await expectAsUnmemoised();
  });
});
