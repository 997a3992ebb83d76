import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './database';
import { ReadReplicas } from './read-replicas';
import { answerWrite, READ_FROM_HEADER, readStateOf, trackRequest } from './read-your-writes';
import type { DB } from './schema';
import { formatLsn } from './wal-lsn';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The app's reading database (app.readDb): with DATABASE_READ_URL on PostgreSQL, a router over
 * the replicas (db/read-replicas.ts) and the hooks it needs; otherwise the primary itself, and
 * nothing else changes. Every answer that read through it says where (x-nms-read-from); every
 * write's answer says where it left the primary (x-nms-write-lsn and a cookie).
 */
export interface ReadingDatabase {
  db: Kysely<DB>;
  /** See ReadReplicas.fence: the position routed reads must now see (formatted), or undefined without replicas. */
  fence(): Promise<string | undefined>;
}

export async function readingDatabase(app: FastifyInstance, database: Database): Promise<ReadingDatabase> {
  const o = app.config.readReplicas;
  const primaryOnly = { db: database.db, fence: async () => undefined };
  if (!o?.urls.length) return primaryOnly;
  if (database.engine !== 'postgres' || !database.dialectPool) {
    app.log.warn('DATABASE_READ_URL is ignored: read replicas need PostgreSQL (DATABASE_URL)');
    return primaryOnly;
  }
  const replicas = new ReadReplicas(
    database.dialectPool,
    o,
    {
      poolSize: app.config.db?.poolSize ?? 10,
      connectTimeoutMs: app.config.db?.connectTimeoutMs ?? 5_000,
      statementTimeoutMs: app.config.db?.statementTimeoutMs || undefined,
      admission: database.admission,
    },
    app.log,
  );
  replicas.start();
  // A writer's entry is settled once no replica allowed to take reads can still lag behind it.
  const prune = setInterval(() => replicas.writes.prune(o.maxLagMs + o.waitMs + 10_000), 10_000).unref();

  app.addHook('onRequest', async (request) => trackRequest(request));
  app.addHook('onSend', async (request, reply, payload) => {
    const target = readStateOf(request)?.target;
    if (target) reply.header(READ_FROM_HEADER, target === 'primary' ? 'primary' : 'replica');
    if (!READS.has(request.method) && reply.statusCode < 400 && request.url.startsWith('/api/')) {
      // After the handler: its transaction has committed, so this position covers the write.
      const lsn = await replicas.primaryPosition().catch(() => undefined);
      if (lsn !== undefined) {
        answerWrite(request, reply, lsn);
        if (request.user?.sub) replicas.writes.note(request.user.sub, lsn);
      }
    }
    return payload;
  });
  app.addHook('onClose', async () => {
    clearInterval(prune);
    await replicas.close();
  });
  return {
    db: replicas.db,
    fence: async () => {
      const lsn = await replicas.fence();
      return lsn === undefined ? undefined : formatLsn(lsn);
    },
  };
}
