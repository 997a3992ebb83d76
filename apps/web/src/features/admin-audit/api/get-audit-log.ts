import type { AuditLogAnswer, AuditLogQuery, AuditRow } from '@nms/contract';
import type { PageAnswer, PageRequest } from '../../../components/data-grid/types';
import { apiFetch, apiFetchBlob } from '../../../lib/api-client';
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
  const answer = await apiFetch<AuditLogAnswer>('/admin/audit-log', { params: { ...auditLogParams(request) }, signal });
  return answer as AuditPage;
}

/** GET admin/audit-log/export: every entry of the query as CSV, saved under the server's name. */
export async function exportAuditLog(query: string, sort?: PageRequest['sort'], order?: PageRequest['order']): Promise<void> {
  const params = { q: query && query !== '*' ? query : undefined, sort, order };
  const blob = await apiFetchBlob('/admin/audit-log/export', { params });
  saveBlob(blob, `audit-trail-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.csv`);
}

/** GET svn/{collection}/{id}/history: a CMDB record's entries, newest first. */
export const fetchRecordHistory = (collection: string, id: number, signal?: AbortSignal) =>
  apiFetch<AuditLogAnswer>(`/svn/${collection}/${id}/history`, { params: { limit: 100 }, signal }) as Promise<{ data: AuditRow[]; total: number }>;
