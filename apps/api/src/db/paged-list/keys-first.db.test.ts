import { ALERT_FIELDS, DEVICE_FIELDS } from '@nms/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import { compileLucene } from '../../query';
import { pagedStatements, type ListRequest } from './page';
import { KEYS_FIRST_MAX_PAGE } from './keyset';
import { plainOffsetPage } from './reference';

const engines = await testEngines();
const ROWS = 600;

/** Sorts of each kind with NULLs and ties (the key breaks them), and filters of each shape. */
const SORTS = ['name', 'nmd', 'state', 'provisionStatus', 'rsUpdatedAt', 'latitude', 'discovered'];
const QUERIES = ['*', 'name:PETRO* AND provisionStatus:ACTV', 'NOT state:2', 'nmd:nmd-1* OR discovered:false', 'name:nomatch*'];
const OFFSETS = [0, 14, 15, 299, 590, 700];

const request = (fields: typeof DEVICE_FIELDS, query: string, sort: string, order: 'asc' | 'desc', offset: number, limit = 15): ListRequest => ({
  where: compileLucene(query, { fields, defaultFields: ['name'] }),
  sort,
  order,
  offset,
  limit,
});
const withoutSeek = (rows: Record<string, unknown>[]) => rows.map(({ __sv: _v, __sk: _k, ...row }) => row);

describe.each(engines)('a page read keys first returns the rows of the whole-row statement (%s)', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await sql`INSERT INTO devices (name, state, nmd, provision_status, discovered, rs_updated_at, latitude)
      SELECT CASE WHEN i % 3 = 0 THEN 'PETROMAX-' ELSE 'dev-' END || lpad(i::text, 4, '0'),
        CASE WHEN i % 7 = 0 THEN NULL ELSE i % 5 END,
        CASE WHEN i % 4 = 0 THEN NULL ELSE 'nmd-' || (i % 13) END,
        CASE WHEN i % 5 = 0 THEN NULL WHEN i % 2 = 0 THEN 'ACTV' ELSE 'MAINT' END,
        CASE WHEN i % 6 = 0 THEN NULL ELSE i % 2 = 0 END,
        CASE WHEN i % 6 = 0 THEN NULL ELSE 1700000000000123 + (i % 50) * 1000 END,
        CASE WHEN i % 9 = 0 THEN NULL ELSE (i % 17) * 1.1 END
      FROM generate_series(1, ${ROWS}) AS i`.execute(database.db);
    await sql`INSERT INTO alerts (name, severity, active, management_ip)
      SELECT 'alert-' || (i % 40), i % 5, i <= 40, CASE WHEN i % 8 = 0 THEN NULL ELSE '10.0.0.' || (i % 30) END
      FROM generate_series(1, ${ROWS}) AS i`.execute(database.db);
  });
  afterAll(() => database.close());

  it.each(QUERIES)('devices %s: every sort, both ways, several offsets, row for row', async (query) => {
    let compared = 0;
    for (const sort of SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        for (const offset of OFFSETS) {
          const req = request(DEVICE_FIELDS, query, sort, order, offset);
          const keysFirst = (await pagedStatements('devices', DEVICE_FIELDS, 'name', req).page.execute(database.db)).rows;
          const whole = (await plainOffsetPage('devices', DEVICE_FIELDS, 'name', req).execute(database.db)).rows;
          // The page statement reads one row past the page (is there a next page?) and the seek columns.
          expect(
            keysFirst.slice(0, 15).map(({ __sv: _v, __sk: _k, ...row }) => row),
            `${sort} ${order} @${offset}`,
          ).toEqual(whole);
          compared += whole.length;
        }
      }
    }
    if (!query.includes('nomatch')) expect(compared).toBeGreaterThan(0);
  });

  it('reads a page past KEYS_FIRST_MAX_PAGE whole, the same rows', async () => {
    const limit = KEYS_FIRST_MAX_PAGE + 50;
    for (const sort of ['nmd', 'discovered']) {
      const req = request(DEVICE_FIELDS, 'NOT state:2', sort, 'desc', 20, limit);
      const page = pagedStatements('devices', DEVICE_FIELDS, 'name', req).page;
      expect(page.compile(database.db).sql).not.toMatch(/ANY\(ARRAY/);
      const rows = (await page.execute(database.db)).rows;
      expect(withoutSeek(rows.slice(0, limit))).toEqual((await plainOffsetPage('devices', DEVICE_FIELDS, 'name', req).execute(database.db)).rows);
    }
  });

  it('alerts, keyed by id: by severity, name (ties) and managementIp (NULLs) both ways, row for row', async () => {
    for (const sort of ['severity', 'managementIp', 'name']) {
      for (const order of ['asc', 'desc'] as const) {
        for (const offset of [0, 37, 590]) {
          const req = request(ALERT_FIELDS, 'severity:[1 TO 3]', sort, order, offset);
          const keysFirst = (await pagedStatements('alerts', ALERT_FIELDS, 'id', req).page.execute(database.db)).rows;
          const whole = (await plainOffsetPage('alerts', ALERT_FIELDS, 'id', req).execute(database.db)).rows;
          expect(
            keysFirst.slice(0, 15).map(({ __sv: _v, __sk: _k, ...row }) => row),
            `${sort} ${order} @${offset}`,
          ).toEqual(whole);
        }
      }
    }
  });
});
