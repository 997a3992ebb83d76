import { AUDIT_EXPORT_MAX_ROWS, type AuditExportQuery, type AuditLogQuery, type CmdbHistoryQuery } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { csvHeader, csvRow } from './audit-csv';
import { auditFilter } from './audit-query';
import { auditBatches, queryAudit, targetHistory } from './repository';

/** admin/audit-log: a page of the entries matching the query, newest first by default. */
export function auditPage(db: Kysely<DB>, q: AuditLogQuery) {
  const { limit = 100, offset = 0 } = q;
  return queryAudit(db, { ...auditFilter(q), limit, offset });
}

/**
 * admin/audit-log/export: the CSV lines of every matching entry (header first). The query is
 * checked here, before the first line is asked for, so a bad one is a 400 and not a broken download.
 */
export function auditCsv(db: Kysely<DB>, q: AuditExportQuery): AsyncGenerator<string> {
  const filter = auditFilter(q);
  async function* lines() {
    yield csvHeader();
    for await (const batch of auditBatches(db, filter, AUDIT_EXPORT_MAX_ROWS)) yield batch.map(csvRow).join('');
  }
  return lines();
}

/** The change history of one record (its audit target), newest first; 50 entries a page by default. */
export const recordHistory = (db: Kysely<DB>, target: string, q: CmdbHistoryQuery) => targetHistory(db, target, q.limit ?? 50, q.offset ?? 0);
