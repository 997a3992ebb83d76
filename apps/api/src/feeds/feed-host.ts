import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';

// Apart from start-feeds.ts, so a feed can name its host without importing the list of feeds (a cycle).

export interface FeedLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
}

/** What a feed needs; a Fastify app (db, database, config, log decorations) fits as is. */
export interface FeedHost {
  db: Kysely<DB>;
  database: Database;
  config: Config;
  log: FeedLogger;
}

export interface FeedHandle {
  stop(): Promise<void>;
}
