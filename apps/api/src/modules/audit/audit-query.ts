import { AUDIT_DEFAULT_FIELDS, AUDIT_FIELDS, AUDIT_SORT_FIELDS, type AuditExportQuery } from '@nms/contract';
import { HttpError, badRequest } from '../../lib/http-error';
import { compileLucene } from '../../query';
import type { AuditListRequest } from './repository';

/**
 * The audit list's filter and order from its query string: q is Lucene over AUDIT_FIELDS (the
 * shared compiler; a bad query is its 400 naming the field or the position), newest first unless
 * sort/order say otherwise.
 */
export function auditFilter(q: AuditExportQuery): Omit<AuditListRequest, 'limit' | 'offset'> {
  const sort = q.sort || 'at';
  if (!(AUDIT_SORT_FIELDS as readonly string[]).includes(sort)) {
    throw badRequest(`sort: unknown sort field '${sort}' (${AUDIT_SORT_FIELDS.join(', ')})`);
  }
  return { where: compileQuery(q.q), sort, order: q.order ?? 'desc' };
}

/** The compiler's 400 says what is wrong (field, value, position); 'q: ' says where. */
function compileQuery(q: string | undefined) {
  try {
    return compileLucene(q, { fields: AUDIT_FIELDS, defaultFields: AUDIT_DEFAULT_FIELDS });
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400) throw badRequest(`q: ${err.message}`);
    throw err;
  }
}
