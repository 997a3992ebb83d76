import { SYSLOG_FIELDS } from '@nms/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { pagedList, type ListRequest, type Page } from '../../db/paged-list';
import type { DB } from '../../db/schema';
import type { ParsedSyslog } from './syslog-parser';

/** One stored message (syslog_messages, migrations 018 and 023): the parsed line and where it came from. */
export interface SyslogRecord extends ParsedSyslog {
  deviceName: string;
  receivedAt: number;
  sourceIp: string;
  transport: 'udp' | 'tcp';
}

const COLUMNS = sql.raw(
  'device_name, received_at, sent_at, source_ip, transport, format, facility, severity, hostname, app_name, proc_id, msg_id, structured_data, message',
);

/** Rows per INSERT: 14 parameters each stays below PostgreSQL's 65,535 parameters a statement. */
const INSERT_ROWS = 2_000;

/** One multi-row INSERT per flush (500 rows by default), in one statement per INSERT_ROWS beyond. */
export async function insertMessages(db: Kysely<DB>, rows: readonly SyslogRecord[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_ROWS) await insertChunk(db, rows.slice(i, i + INSERT_ROWS));
}

async function insertChunk(db: Kysely<DB>, rows: readonly SyslogRecord[]): Promise<void> {
  const values = rows.map(
    (r) => sql`(${r.deviceName}, ${r.receivedAt}, ${r.sentAt}, ${r.sourceIp}, ${r.transport}, ${r.format}, ${r.facility}, ${r.severity},
      ${r.hostname}, ${r.appName}, ${r.procId}, ${r.msgId}, ${r.structuredData}, ${r.message})`,
  );
  await sql`INSERT INTO syslog_messages (${COLUMNS}) VALUES ${sql.join(values)}`.execute(db);
}

/**
 * Deletes messages received before `cutoff`, `batch` rows per statement (syslog_messages_received_idx
 * finds them), so a purge of millions never holds one long transaction. Returns the rows deleted.
 */
export async function purgeMessages(db: Kysely<DB>, cutoff: number, batch = 10_000): Promise<number> {
  let total = 0;
  for (;;) {
    const { numAffectedRows } = await sql`
      DELETE FROM syslog_messages WHERE id IN (
        SELECT id FROM syslog_messages WHERE received_at < ${cutoff} ORDER BY received_at LIMIT ${batch})`.execute(db);
    const n = Number(numAffectedRows ?? 0);
    total += n;
    if (n < batch) return total;
  }
}

/** One device's messages AND-ed with the grid's compiled query (served by syslog_messages_device_idx). */
export const deviceMessagesCondition = (deviceName: string, query: RawBuilder<SqlBool>) => sql<SqlBool>`device_name = ${deviceName} AND (${query})`;

/** A page of stored messages; the id breaks ties in the sort. */
export const syslogPage = (db: Kysely<DB>, req: ListRequest): Promise<Page> => pagedList(db, 'syslog_messages', SYSLOG_FIELDS, 'id', req);

/**
 * Whether the database answers at all, however long it takes (syslog-receiver.ts asks after a
 * refused INSERT). Not db/readiness.ts's probe, which gives up after 2 s: a busy database taken for
 * a down one would have a batch holding a bad line retried whole for as long as it stays busy.
 */
export function databaseAnswersEventually(db: Kysely<DB>): Promise<boolean> {
  return sql`SELECT 1`.execute(db).then(
    () => true,
    () => false,
  );
}
