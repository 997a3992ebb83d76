import type { FastifyInstance } from 'fastify';
import { OffsetParam } from '@nms/contract';
import { Type, type Static } from 'typebox';
import { listAudit } from '../modules/audit/repository';
import { AuthUser } from './user';

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

/**
 * Routes about the caller and the admin area. Registered inside the secured scope, so
 * `request.user` is always set here.
 */
export async function authRoutes(app: FastifyInstance) {
  app.get(
    '/user/me',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user, as the API sees the token',
        description: 'Subject, names, email and groups read from the verified bearer token; isAdmin is true for the admin group (nmstools_admin).',
        response: { 200: AuthUser },
      },
    },
    async (request) => request.user,
  );

  app.get<{ Querystring: AuditLogQuery }>(
    '/admin/audit-log',
    {
      preHandler: app.requireAdmin,
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
