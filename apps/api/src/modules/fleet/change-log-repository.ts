import { fieldTable, type FieldTable } from '@nms/contract';
import type { ChangeLogRows } from '@nms/simulator';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Columns of the change-log tables (migration 006), keyed by the simulator's record names: the
 * COPY loader and the row-by-row writer both read these, so the two paths write alike.
 */
export const CPE_CHANGE_COLUMNS = fieldTable([
  ['devname', 'devname', 'text'],
  ['time', 'changed_at', 'epoch'],
  ['cfgpath', 'cfgpath', 'text'],
  ['action', 'action', 'text'],
  ['user', 'username', 'text'],
  ['msg', 'msg', 'text'],
  ['ui', 'ui', 'text'],
  ['cfgattr', 'cfgattr', 'text'],
]);

export const SALESFORCE_CASE_COLUMNS = fieldTable([
  ['ticketId', 'ticket_id', 'text'],
  ['customer', 'customer', 'text'],
  ['san', 'san', 'text'],
  ['customerLocid', 'customer_locid', 'text'],
  ['opened', 'opened_at', 'epoch'],
  ['closed', 'closed_at', 'epoch'],
  ['requestType', 'request_type', 'text'],
  ['subtype', 'subtype', 'text'],
  ['action', 'action', 'text'],
  ['actualIssue', 'actual_issue', 'text'],
]);

export const EMS_CHANGE_COLUMNS = fieldTable([
  ['siteid', 'siteid', 'text'],
  ['timestamp', 'changed_at', 'epoch'],
  ['parameterName', 'parameter_name', 'text'],
  ['valueOld', 'value_old', 'text'],
  ['valueNew', 'value_new', 'text'],
  ['username', 'username', 'text'],
  ['error', 'error', 'text'],
]);

export const CHANGE_LOG_TABLES = ['cpe_changes', 'salesforce_cases', 'ems_changes'] as const;

const CHUNK = 2000;

async function insertRows(db: Kysely<DB>, table: string, columns: FieldTable, rows: ReadonlyArray<object>, conflict = sql``) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows.slice(i, i + CHUNK).map((r) => {
      const rec = r as Record<string, unknown>;
      return sql`(${sql.join(columns.map((c) => sql`${rec[c.name] ?? null}`))})`;
    });
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c.column)))})
      VALUES ${sql.join(values)} ${conflict}`.execute(db);
  }
}

/**
 * Appends change-log rows as their feeds deliver them. A case already known (same ticket id)
 * is updated in place: Salesforce sends a case again when it closes.
 */
export async function insertChangeLog(db: Kysely<DB>, rows: ChangeLogRows): Promise<void> {
  await insertRows(db, 'cpe_changes', CPE_CHANGE_COLUMNS, rows.cpe);
  await insertRows(
    db,
    'salesforce_cases',
    SALESFORCE_CASE_COLUMNS,
    rows.cases,
    sql`ON CONFLICT (ticket_id) DO UPDATE SET
    closed_at = excluded.closed_at, action = excluded.action, actual_issue = excluded.actual_issue`,
  );
  await insertRows(db, 'ems_changes', EMS_CHANGE_COLUMNS, rows.ems);
}
