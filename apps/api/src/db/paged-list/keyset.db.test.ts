import { DEVICE_FIELDS } from '@nms/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import { compileLucene } from '../../query';
import { landmarks, pagedList, type ListRequest } from './page';
import { LANDMARK_MIN_OFFSET } from './landmarks';
import { plainOffsetPage } from './reference';

const engines = await testEngines();
const ROWS = 1300;

/** A sort of each kind, with NULLs and ties: the key (name) must break them as OFFSET does. */
const SORTS = ['name', 'nmd', 'state', 'rsUpdatedAt', 'latitude', 'discovered'];
const QUERIES = ['*', 'NOT state:2'];

const request = (query: string, sort: string, order: 'asc' | 'desc', offset: number, limit: number): ListRequest => ({
  where: compileLucene(query, { fields: DEVICE_FIELDS, defaultFields: ['name'] }),
  sort,
  order,
  offset,
  limit,
  cursors: true,
});

describe.each(engines)('keyset paging returns what OFFSET returns (%s)', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await sql`INSERT INTO devices (name, state, nmd, discovered, rs_updated_at, latitude)
      SELECT 'dev-' || lpad(i::text, 5, '0'),
        CASE WHEN i % 7 = 0 THEN NULL ELSE i % 5 END,
        CASE WHEN i % 4 = 0 THEN NULL ELSE 'nmd-' || (i % 13) END,
        CASE WHEN i % 3 = 0 THEN NULL ELSE i % 2 = 0 END,
        CASE WHEN i % 6 = 0 THEN NULL ELSE 1700000000000123 + (i % 50) * 1000 END,
        CASE WHEN i % 9 = 0 THEN NULL ELSE (i % 17) * 1.1 END
      FROM generate_series(1, ${ROWS}) AS i`.execute(database.db);
  });
  afterAll(() => database.close());
  beforeEach(() => landmarks.forget());

  // The plain whole-row OFFSET statement: every page read (keys first, by seek) must return its rows.
  const byOffset = async (req: ListRequest) => (await plainOffsetPage('devices', DEVICE_FIELDS, 'name', req).execute(database.db)).rows;
  const names = (rows: Record<string, unknown>[]) => rows.map((r) => r.name);

  it.each(QUERIES)('pages through %s by every sort both ways with cursors, row for row', async (query) => {
    for (const sort of SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        const seen: unknown[] = [];
        let cursor: string | undefined;
        for (let offset = 0; ; offset += 149) {
          const req = { ...request(query, sort, order, offset, 149), searchAfter: cursor };
          const page = await pagedList(database.db, 'devices', DEVICE_FIELDS, 'name', req);
          expect(names(page.data), `${sort} ${order} @${offset}`).toEqual(names(await byOffset(req)));
          seen.push(...names(page.data));
          cursor = page.nextCursor;
          if (!cursor) break;
        }
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen.length).toBe((await byOffset(request(query, sort, order, 0, ROWS))).length);
      }
    }
  });

  it.each(QUERIES)('jumps to deep offsets of %s through remembered positions, row for row', async (query) => {
    // Jumps out of order: the second of each pair seeks from the landmark the first one left.
    const offsets = [900, 900, 1210, 910, 1000, 613, LANDMARK_MIN_OFFSET, 1250, 1300, 1299, 1150, 955];
    for (const sort of SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        for (const offset of offsets) {
          const req = request(query, sort, order, offset, 25);
          const page = await pagedList(database.db, 'devices', DEVICE_FIELDS, 'name', req);
          expect(names(page.data), `${sort} ${order} @${offset}`).toEqual(names(await byOffset(req)));
        }
      }
    }
  });

  it('walks a long way from a remembered position, across the NULLs, row for row', async () => {
    for (const sort of SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        landmarks.forget();
        // 600 leaves positions 600 and 625; 1200 then walks 575 rows from 625 by sort value and key alone.
        for (const offset of [600, 1200, 1290]) {
          const req = request('NOT state:2', sort, order, offset, 25);
          const page = await pagedList(database.db, 'devices', DEVICE_FIELDS, 'name', req);
          expect(names(page.data), `${sort} ${order} @${offset}`).toEqual(names(await byOffset(req)));
        }
      }
    }
  });

  it('serves a repeated deep jump from the position its first call left', async () => {
    const req = request('*', 'nmd', 'desc', 1100, 15);
    await pagedList(database.db, 'devices', DEVICE_FIELDS, 'name', req);
    const list = `devices|nmd|desc|${req.where.compile(database.db).sql}|[]`;
    expect(landmarks.nearest(list, 1100)?.offset).toBe(1100);
    expect(landmarks.nearest(list, 1114)?.offset).toBe(1100);
    // The next page's start is remembered too, so paging on from a jump seeks as well.
    expect(landmarks.nearest(list, 1115)?.offset).toBe(1115);
    expect(names((await pagedList(database.db, 'devices', DEVICE_FIELDS, 'name', req)).data)).toEqual(names(await byOffset(req)));
  });

  it('refuses a cursor of another sort, and a malformed one, naming search_after', async () => {
    const first = await pagedList(database.db, 'devices', DEVICE_FIELDS, 'name', request('*', 'state', 'asc', 0, 10));
    const other = { ...request('*', 'state', 'desc', 10, 10), searchAfter: first.nextCursor };
    await expect(pagedList(database.db, 'devices', DEVICE_FIELDS, 'name', other)).rejects.toThrow(/^search_after: /);
    const bad = { ...request('*', 'state', 'asc', 10, 10), searchAfter: 'not-a-cursor' };
    await expect(pagedList(database.db, 'devices', DEVICE_FIELDS, 'name', bad)).rejects.toMatchObject({ statusCode: 400 });
    // A cursor of this very list, edited by hand to a value the column's type refuses.
    const { q } = JSON.parse(Buffer.from(first.nextCursor!, 'base64url').toString()) as { q: string };
    const edited = Buffer.from(JSON.stringify({ v: 'not-a-number', k: 'dev-00001', q })).toString('base64url');
    const forged = { ...request('*', 'state', 'asc', 10, 10), searchAfter: edited };
    await expect(pagedList(database.db, 'devices', DEVICE_FIELDS, 'name', forged)).rejects.toMatchObject({
      statusCode: 400,
      message: /^search_after: /,
    });
  });

  it('takes an exact total known elsewhere instead of counting', async () => {
    const page = await pagedList(database.db, 'devices', DEVICE_FIELDS, 'name', { ...request('*', 'name', 'asc', 0, 10), knownTotal: () => 4242 });
    expect(page).toMatchObject({ total: 4242, totalRelation: 'eq' });
    const counted = await pagedList(database.db, 'devices', DEVICE_FIELDS, 'name', {
      ...request('*', 'name', 'asc', 0, 10),
      knownTotal: () => undefined,
    });
    expect(counted).toMatchObject({ total: ROWS, totalRelation: 'eq' });
  });
});
