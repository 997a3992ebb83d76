import { AuditLogAnswer, CMDB_COLLECTIONS, CMDB_ENTITIES, CmdbHistoryQuery, CmdbIdParams, ErrorAnswer, cmdbTarget } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { recordHistory } from '../audit';

/**
 * A CMDB record's own change history (issue 17 item 5, as NetBox shows it): the audit entries
 * whose target is the record, newest first, with the row before and after each change. A deleted
 * record keeps its history, so an id with no row is an empty page rather than a 404.
 */
export function cmdbHistoryRoutes(app: FastifyInstance) {
  for (const c of CMDB_COLLECTIONS) {
    const e = CMDB_ENTITIES[c];
    app.get<{ Params: { id: number }; Querystring: CmdbHistoryQuery }>(
      `/svn/${c}/:id/history`,
      {
        schema: {
          tags: ['CMDB'],
          summary: `The change history of one ${e.noun}`,
          description:
            `The audit entries of the ${e.noun} whose ${e.key} is id (creates, edits, deletes and refused writes), newest first: ` +
            'who, when, from which address, the outcome and the row before and after. limit (default 50), offset.',
          params: CmdbIdParams,
          querystring: CmdbHistoryQuery,
          response: { 200: AuditLogAnswer, 400: ErrorAnswer },
        },
      },
      (req) => recordHistory(app.db, cmdbTarget(c, req.params.id), req.query),
    );
  }
}
