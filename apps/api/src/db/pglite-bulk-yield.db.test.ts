import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-databases';
import { runWithRequest, type RequestContext } from '../lib/request-context';

const context = (bulk: boolean): RequestContext => ({ requestId: bulk ? 'bulk' : 'reader', address: '127.0.0.1', audited: false, bulk });

describe('the embedded session lets other requests go before a bulk write', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it("runs a reader's statements queued after a bulk write's before it", async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // Another caller's transaction holds the one session while both queue.
    const holder = database.db.transaction().execute(async (tx) => {
      await sql`SELECT 1`.execute(tx);
      await held;
    });
    await new Promise((r) => setTimeout(r, 20));
    const bulk = runWithRequest(context(true), () =>
      database.db.transaction().execute(async (tx) => {
        await sql`SELECT 1`.execute(tx);
        order.push('bulk');
      }),
    );
    await new Promise((r) => setTimeout(r, 20));
    // A reader's request: two statements one after the other, as a list read (count, then page).
    const reader = runWithRequest(context(false), async () => {
      await sql`SELECT 1`.execute(database.db);
      order.push('reader 1');
      await sql`SELECT 2`.execute(database.db);
      order.push('reader 2');
    });
    release();
    await Promise.all([holder, bulk, reader]);
    expect(order).toEqual(['reader 1', 'reader 2', 'bulk']);
  });
});
