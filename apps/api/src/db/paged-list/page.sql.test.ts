import { DEVICE_FIELDS } from '@nms/contract';
import { sql, type SqlBool } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sqlRecorder } from '../../../test/sql-recorder';
import { pagedList, type ListRequest } from './page';

/*
 * SQL snapshots of the paged list (issue 32): a page read keys first, its capped count (in a
 * transaction under the count budget) and the planner's estimate past the cap, then the next
 * page sought by key from its cursor, crossing from the non-NULL segment into the NULL one; and
 * a deep offset walked on sort value and key alone before the page is sought.
 *
 * Each test filters on a value of its own: the landmarks pagedList remembers are process-wide,
 * and fake rows must not become the starting point of another test's list.
 */

const PAGE = /= ANY\(ARRAY\(/;
const where = (tag: string) => sql<SqlBool>`class_name = ${`sql-snapshot-${tag}`}`;
const request = (tag: string, over: Partial<ListRequest>): ListRequest => ({
  where: where(tag),
  sort: 'managementIp',
  order: 'asc',
  offset: 0,
  limit: 2,
  cursors: true,
  ...over,
});
const row = (ip: string | null, name: string) => ({ name, management_ip: ip, __sv: ip, __sk: name });

describe('pagedList SQL', () => {
  it('first page, capped count and estimate; next page from its cursor across the NULL segment', async () => {
    const rec = sqlRecorder()
      .answer(PAGE, [row('10.0.0.1', 'a'), row('10.0.0.2', 'b'), row('10.0.0.3', 'c')], { once: true })
      .answer(/^SELECT count\(\*\)::int AS total/, [{ total: 5_001 }])
      .answer(/^EXPLAIN/, [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': 80_000 } }] }])
      .answer(PAGE, [row('10.0.0.3', 'c')], { once: true });

    const first = await pagedList(rec.db, 'devices', DEVICE_FIELDS, 'name', request('first', {}));
    expect(first).toMatchObject({ total: 5_001, totalRelation: 'gte', totalEstimate: 80_000 });
    expect(first.nextCursor).toBeDefined();
    const firstStatements = rec.take();

    const second = await pagedList(rec.db, 'devices', DEVICE_FIELDS, 'name', request('first', { offset: 2, searchAfter: first.nextCursor }));
    expect(second).toMatchObject({ total: 3, totalRelation: 'eq' });
    expect({ first: firstStatements, second: rec.take() }).toMatchSnapshot();
  });

  it('descending from a NULL sort value: the rest of the NULL segment, then the non-NULL one', async () => {
    const rec = sqlRecorder()
      .answer(PAGE, [row(null, 'z'), row(null, 'y'), row(null, 'x')], { once: true })
      .answer(/^SELECT count\(\*\)::int AS total/, [{ total: 4 }]);
    const first = await pagedList(rec.db, 'devices', DEVICE_FIELDS, 'name', request('desc', { order: 'desc' }));
    expect(first).toMatchObject({ total: 4, totalRelation: 'eq' });
    rec.take();
    await pagedList(rec.db, 'devices', DEVICE_FIELDS, 'name', request('desc', { order: 'desc', offset: 2, searchAfter: first.nextCursor }));
    expect(rec.take()).toMatchSnapshot();
  });

  it('a deep offset walks sort values and keys only, then seeks the page', async () => {
    const rec = sqlRecorder()
      .answer(/^SELECT "management_ip"::text AS "__sv"/, [{ __sv: '10.0.2.88', __sk: 'dev-600' }])
      .answer(PAGE, [row('10.0.2.89', 'dev-601'), row('10.0.2.90', 'dev-602')], { once: true });
    const page = await pagedList(rec.db, 'devices', DEVICE_FIELDS, 'name', request('deep', { offset: 600, cursors: false }));
    expect(page).toMatchObject({ total: 602, totalRelation: 'eq' });
    expect(rec.take()).toMatchSnapshot();
  });
});
