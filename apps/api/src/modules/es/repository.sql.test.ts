import { describe, expect, it } from 'vitest';
import { sqlRecorder } from '../../../test/sql-recorder';
import { listAlerts, listDeviceAlerts, listHistoricalAlerts } from './alerts-service';
import { deviceListRequest, deviceSummary, listDevices } from './devices-service';

/*
 * SQL snapshots of the Elasticsearch-shaped lists (issue 32): the statements the Events grid,
 * the Devices grid and the device summary send, with the compiled Lucene condition inside. Each
 * page answers no more rows than its limit, so a page is one statement (no count, and no
 * position remembered for the shared landmarks of other tests' lists).
 */

const PAGE = /= ANY\(ARRAY\(/;
const keyed = (n: number, key: (i: number) => string) => Array.from({ length: n }, (_, i) => ({ __sv: key(i), __sk: key(i) }));

describe('es alert lists SQL', () => {
  it('active alerts: the default query, most severe first', async () => {
    const rec = sqlRecorder().answer(
      PAGE,
      keyed(2, (i) => String(i + 1)),
    );
    const page = await listAlerts(rec.db, { limit: 2 });
    expect(page).toMatchObject({ total: 2, totalRelation: 'eq' });
    expect(rec.take()).toMatchSnapshot();
  });

  it('archived alerts: the default query, newest notification first', async () => {
    const rec = sqlRecorder();
    expect(await listHistoricalAlerts(rec.db, { limit: 50 })).toMatchObject({ total: 0, totalRelation: 'eq' });
    expect(rec.take()).toMatchSnapshot();
  });

  it("a device's active alerts AND-ed with the grid's query", async () => {
    const rec = sqlRecorder();
    await listDeviceAlerts(rec.db, { device_name: 'dev-1', query: 'severity:[1 TO 2] AND eventName:Down*', limit: 25 });
    expect(rec.take()).toMatchSnapshot();
  });
});

describe('es device list SQL', () => {
  it('every device by name (the default query)', async () => {
    const rec = sqlRecorder();
    await listDevices(rec.db, { limit: 2 });
    expect(rec.take()).toMatchSnapshot();
  });

  it('a filtered list sorted by another column, descending', async () => {
    const rec = sqlRecorder();
    await listDevices(rec.db, { query: 'className:Router AND NOT state:5 AND memberOf:"BEAM:7"', sort: 'managementIp', order: 'desc', limit: 10 });
    expect(rec.take()).toMatchSnapshot();
  });

  it('a name contains-search sorted by name walks the piece list, then counts the piece', async () => {
    const rec = sqlRecorder()
      .answer(PAGE, [{ __sv: 'PETRO-1', __sk: 'PETRO-1' }])
      .answer(/^SELECT count\(\*\)::int AS n FROM/, [{ n: 1 }]);
    const page = await listDevices(rec.db, { query: 'name:*etr*', limit: 2 });
    expect(page).toMatchObject({ total: 1, totalRelation: 'eq' });
    const walk = rec.take();
    // The capped count such a query gets past one page: the piece's list, not a scan testing ILIKE.
    await deviceListRequest({ query: 'name:*etr*' }).count!.execute(rec.db);
    expect({ walk, count: rec.take() }).toMatchSnapshot();
  });

  it('the device summary counts per state by SQL when there is no device index', async () => {
    const rec = sqlRecorder().answer(/^SELECT state, count/, [
      { state: 1, n: 3 },
      { state: 5, n: 7 },
    ]);
    expect(await deviceSummary(rec.db, 'productCategory:Router')).toMatchObject({ total: 10, critical: 3, normal: 7 });
    expect(rec.take()).toMatchSnapshot();
  });
});
