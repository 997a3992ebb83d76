import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { readingDatabase } from '../db/read-replica-hooks';
import type { DB } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    /** List, summary, dashboard and details reads: a healthy read replica when DATABASE_READ_URL names any, else `db` (db/read-replicas.ts). */
    readDb: Kysely<DB>;
    /**
     * Before telling browsers or caches that something changed: every later `readDb` read of this
     * process sees the primary as it is now. Answers that position (for an `x-nms-read-after`
     * the browser can echo), or undefined without replicas, where it costs nothing.
     */
    readFence(): Promise<string | undefined>;
    database: Database;
  }
}

/** The app does not own the database (server.ts or a test opens it), it only borrows it. */
export const databasePlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  const reading = await readingDatabase(app, opts.database);
  app.decorate('readDb', reading.db);
  app.decorate('readFence', reading.fence);
});
