import type { AuditLogQuery, AuditRow, CmdbCollection, PageAnswer, PageRequest } from '@nms/contract';
import { api, apiFetchBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

export type AuditPage = PageAnswer<AuditRow>;

/** The grid's page request as admin/audit-log takes it: its Lucene query is `q` ('*', the grid's "everything", is left out). */
export const auditLogParams = (request: PageRequest): AuditLogQuery => ({
  q: request.query && request.query !== '*' ? request.query : undefined,
  sort: request.sort,
  order: request.order,
  offset: request.offset,
  limit: request.limit,
});

/** GET admin/audit-log: q (Lucene), sort, order, offset, limit → data, total (newest first by default). */
export async function fetchAuditLog(request: PageRequest, signal?: AbortSignal): Promise<AuditPage> {
  return api.get('/admin/audit-log', { query: auditLogParams(request), signal });
}

/** GET admin/audit-log/export: every entry of the query as CSV, saved under the server's name. */
export async function exportAuditLog(query: string, sort?: PageRequest['sort'], order?: PageRequest['order']): Promise<void> {
  const params = { q: query && query !== '*' ? query : undefined, sort, order };
  const blob = await apiFetchBlob('/admin/audit-log/export', { query: params });
  saveBlob(blob, `audit-trail-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.csv`);
}

/** GET svn/{collection}/{id}/history: a CMDB record's entries, newest first. */
export const fetchRecordHistory = (collection: CmdbCollection, id: number, signal?: AbortSignal): Promise<AuditPage> =>
  api.get(`/svn/${collection}/{id}/history`, { path: { id }, query: { limit: 100 }, signal });
