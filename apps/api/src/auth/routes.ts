import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type, type Static } from 'typebox';
import { AuthUser } from './user';

const AuditLogQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, default: 100 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  },
  { additionalProperties: false },
);
type AuditLogQuery = Static<typeof AuditLogQuery>;

const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.Integer({ description: 'epoch milliseconds' }),
  userName: Type.String(),
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
    { schema: { tags: ['user'], summary: 'The signed-in user, as the API sees the token', response: { 200: AuthUser } } },
    async (request) => request.user,
  );

  app.get<{ Querystring: AuditLogQuery }>(
    '/admin/audit-log',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Latest device actions, newest first (admin group only)',
        querystring: AuditLogQuery,
        response: { 200: AuditLogAnswer },
      },
    },
    async (request) => {
      const { limit = 100, offset = 0 } = request.query;
      const [rows, count] = await Promise.all([
        app.db
          .selectFrom('audit_log')
          .select(['id', 'at', 'user_name as userName', 'action', 'device_names as deviceNames', 'outcome', 'detail'])
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        sql<{ total: number }>`SELECT count(*)::int AS total FROM audit_log`.execute(app.db),
      ]);
      return { data: rows, total: count.rows[0]?.total ?? 0 };
    },
  );
}
