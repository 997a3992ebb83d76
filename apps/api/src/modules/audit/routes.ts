import type { FastifyInstance } from 'fastify';
import { OffsetParam } from '@nms/contract';
import { Type, type Static } from 'typebox';
import { listAudit } from './repository';

const AuditLogQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, default: 100 })),
    offset: Type.Optional(OffsetParam({ default: 0 })),
  },
  { additionalProperties: false },
);
type AuditLogQuery = Static<typeof AuditLogQuery>;

const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.Integer({ description: 'epoch milliseconds' }),
  userName: Type.String(),
  actorSub: Type.Union([Type.String(), Type.Null()], { description: "the verified token's subject (null for entries older than the actor columns)" }),
  actorName: Type.String({ description: "the verified token's nickname: who really acted" }),
  action: Type.String(),
  deviceNames: Type.Array(Type.String()),
  outcome: Type.String(),
  detail: Type.Unknown(),
});
const AuditLogAnswer = Type.Object({ data: Type.Array(AuditEntry), total: Type.Integer() });

/** The audit trail of the Admin area (admin role; the role table says so). */
export async function auditRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AuditLogQuery }>(
    '/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Latest device actions, newest first (admin group only)',
        description: 'A page (limit, offset) of the audit log of device actions: who, what, on which devices and the outcome. 403 outside the admin group.',
        querystring: AuditLogQuery,
        response: { 200: AuditLogAnswer },
      },
    },
    async (request) => {
      const { limit = 100, offset = 0 } = request.query;
      return listAudit(app.db, { limit, offset });
    },
  );

}
