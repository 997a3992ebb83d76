import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { readinessProbe } from '../../db/readiness';
import { exemptFromShedding } from '../../plugins/load-shedding';

const Status = Type.Object({ status: Type.String(), database: Type.Optional(Type.String()), phase: Type.Optional(Type.String()) });

/** Liveness says the process answers; readiness says it can reach its database. */
export async function healthRoutes(app: FastifyInstance) {
  // Liveness must answer even when load shedding refuses everything else.
  app.get('/healthz', { config: exemptFromShedding, schema: { hide: true, response: { 200: Status } } }, async () => ({ status: 'ok' }));

  // Readiness answers from its own database probe (not queued behind the requests' queries);
  // shedding it would also break its 503 schema.
  const probe = readinessProbe(app.database);
  app.addHook('onClose', () => probe.close());
  app.get('/readyz', { config: exemptFromShedding, schema: { hide: true, response: { 200: Status, 503: Status } } }, async (_req, reply) => {
    if (await probe.answers()) return { status: 'ready', database: app.database.engine };
    return reply.status(503).send({ status: 'unavailable', database: app.database.engine });
  });
}
