import { ALERT_FIELDS, DEVICE_FIELDS } from '@nms/contract';
import type { CompiledQuery, RawBuilder } from 'kysely';
import type { Database } from '../apps/api/src/db/database';
import { alertListRequest, historicalAlertListRequest } from '../apps/api/src/modules/es/alerts-service';
import { deviceListRequest, summaryStatement } from '../apps/api/src/modules/es/devices-service';
import { COUNT_BUDGET_SETTINGS, pagedStatements, planRows, resolveTotal, selectList } from '../apps/api/src/db/paged-list';
import type { BenchCase } from './cases';

/**
 * The SQL floor: exactly the statements the API runs for a case, compiled once and sent
 * straight to the driver (no HTTP, no routing, no validation, no serialisation). The page is
 * pagedStatements' keys-first read (keyedRows), the statement pagedList runs for a page below
 * LANDMARK_MIN_OFFSET; a deeper page's floor is the same statement with its OFFSET, where the
 * API seeks from a remembered position after its first call (bench/paging-cases.ts).
 */
export function directRunner(database: Database) {
  const run = (q: CompiledQuery) =>
    database.pglite ? database.pglite.query(q.sql, q.parameters as unknown[]) : database.pool!.query(q.sql, q.parameters as unknown[]);
  const compile = (b: RawBuilder<unknown>) => b.compile(database.db);
  // The capped count runs as the API runs it: in a transaction under its time budget.
  const budgeted = async (q: CompiledQuery): Promise<number | undefined> => {
    const pooled = database.pglite ? undefined : await database.pool!.connect();
    const query = async (text: string, params: unknown[] = []) =>
      (pooled ? await pooled.query(text, params) : await database.pglite!.query(text, params)).rows as Array<{ total: number }>;
    try {
      await query('BEGIN');
      await query(COUNT_BUDGET_SETTINGS);
      const rows = await query(q.sql, q.parameters as unknown[]);
      await query('COMMIT');
      return rows[0]?.total ?? 0;
    } catch (err) {
      await query('ROLLBACK');
      if ((err as { code?: string }).code === '57014') return undefined;
      throw err;
    } finally {
      pooled?.release();
    }
  };

  return (c: BenchCase): (() => Promise<unknown>) => {
    if (c.kind === 'summary') {
      const q = compile(summaryStatement(c.q.query));
      return () => run(q);
    }
    const req = c.kind === 'devices' ? deviceListRequest(c.q) : (c.kind === 'alerts' ? alertListRequest : historicalAlertListRequest)(c.q);
    const statements =
      c.kind === 'devices' ? pagedStatements('devices', DEVICE_FIELDS, 'name', req) : pagedStatements('alerts', ALERT_FIELDS, 'id', req);
    const page = compile(statements.page);
    // A devices list sorted by name whose query requires a name piece is read by the piece walk
    // (db/paged-list/name-contains-walk.ts) as the API reads it, through Kysely; the sort-index page when it gives way.
    const walk = req.walk;
    const order = { table: 'devices', column: 'name', key: 'name', desc: req.order === 'desc' } as const;
    const pageRows = async () =>
      (walk && (await walk(database.db, order, selectList(DEVICE_FIELDS), req.where, undefined, req.offset, req.limit + 1))) ??
      (await run(page)).rows;
    const count = compile(statements.count);
    const estimate = compile(statements.estimate);
    return async () => {
      const rows = await pageRows();
      await resolveTotal(
        { offset: c.q.offset ?? 0, limit: c.q.limit ?? 100 },
        rows.length,
        async () => planRows((await run(estimate)).rows as Array<{ 'QUERY PLAN': unknown }>),
        () => budgeted(count),
      );
    };
  };
}
