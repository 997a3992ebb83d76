import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { exemptFromShedding } from '../../plugins/load-shedding';

const Status = Type.Object({ status: Type.String(), database: Type.Optional(Type.String()), phase: Type.Optional(Type.String()) });

/** Liveness says the process answers; readiness says it can reach its database. */
export async function healthRoutes(app: FastifyInstance) {
  // Liveness must answer even when load shedding refuses everything else.
  app.get('/healthz', { config: exemptFromShedding, schema: { hide: true, response: { 200: Status } } }, async () => ({ status: 'ok' }));

  // Readiness answers from its own database probe; shedding it would also break its 503 schema.
  app.get('/readyz', { config: exemptFromShedding, schema: { hide: true, response: { 200: Status, 503: Status } } }, async (_req, reply) => {
    try {
      await Promise.race([
        sql`SELECT 1`.execute(app.db),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      return { status: 'ready', database: app.database.engine };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: app.database.engine });
    }
  });
}
