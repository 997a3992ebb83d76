import type { FleetPlan } from '@nms/simulator';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { type BulkSession, toCsv } from '../../modules/fleet';
import { SF_CASE_COLUMNS, SF_DISPATCH_COLUMNS, SF_TASK_COLUMNS, networkEventCasesStatement } from '../../modules/nmc';
import { salesforceHistory } from '@nms/simulator';

const COPY_ROWS = 20_000;
type Rows = Record<string, unknown>[];

async function copyAll(session: BulkSession, table: string, columns: Parameters<BulkSession['copy']>[1], rows: readonly object[]) {
  for (let i = 0; i < rows.length; i += COPY_ROWS) await session.copy(table, columns, toCsv(rows.slice(i, i + COPY_ROWS) as Rows, columns));
}

/**
 * The Salesforce org's last 90 days for a freshly loaded fleet, COPY-loaded in the load's
 * transaction after its network events exist (each gets its Notification case). About one
 * case per ten devices: 100,000 rows at a million, held in memory once to number them in
 * the order they opened.
 */
export async function loadSalesforce(session: BulkSession, tx: Kysely<DB>, plan: FleetPlan): Promise<number> {
  const events = (await networkEventCasesStatement(1_000_000).execute(tx)).rows;
  const rows = salesforceHistory(plan, events);
  await copyAll(session, 'sf_cases', SF_CASE_COLUMNS, rows.cases);
  await copyAll(session, 'sf_dispatches', SF_DISPATCH_COLUMNS, rows.dispatches);
  await copyAll(session, 'sf_tasks', SF_TASK_COLUMNS, rows.tasks);
  return rows.cases.length;
}
