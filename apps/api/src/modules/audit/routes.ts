import { Readable } from 'node:stream';
import { AUDIT_EXPORT_MAX_ROWS, AuditExportQuery, AuditLogAnswer, AuditLogQuery, ErrorAnswer } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { auditCsv, auditPage } from './service';

const QUERY_HELP =
  'q is a Lucene query over user (actorName), sub, address, action, target, device, outcome, requestId and at (epoch ms or ISO dates, ' +
  'e.g. at:[2026-01-01 TO *]); a bare word looks in user, action, target and device. A bad query is a 400 naming the field or position.';

/** The audit trail of the Admin area (admin role; the role table says so). */
export async function auditRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AuditLogQuery }>(
    '/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit trail: every write and action, newest first (admin group only)',
        description:
          "A page (limit, offset) of the audit log: who (the verified token's subject and name), from which address, in which request " +
          `(requestId = its X-Request-Id), what, on which target and devices, the outcome, and for record changes the values before and after. ${QUERY_HELP} ` +
          'sort (default at) and order (default desc). 403 outside the admin group.',
        querystring: AuditLogQuery,
        response: { 200: AuditLogAnswer, 400: ErrorAnswer },
      },
    },
    (request) => auditPage(app.db, request.query),
  );

  app.get<{ Querystring: AuditExportQuery }>(
    '/admin/audit-log/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit trail entries of a query as CSV (admin group only)',
        description: `Every entry matching q (at most ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en-US')}, in the list's order) as text/csv. ${QUERY_HELP}`,
        querystring: AuditExportQuery,
        produces: ['text/csv'],
        response: { 200: Type.String({ contentMediaType: 'text/csv', description: 'the entries as CSV, a header line first' }), 400: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const lines = auditCsv(app.db, request.query);
      const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-trail-${stamp}.csv"`)
        .send(Readable.from(lines));
    },
  );
}
