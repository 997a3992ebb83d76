import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-databases';
import { FencePlugin, LeadershipLostError } from './fence';

describe('the fence on the leader work database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('refuses every statement once leadership is gone, and a transaction caught in the middle writes nothing', async () => {
    let held = true;
    const fenced = database.db.withPlugin(new FencePlugin(() => held));
    const write = (name: string) => sql`INSERT INTO app_secrets (name, value, created_at) VALUES (${name}, 'x', 0)`;
    await write('before').execute(fenced);
    await expect(
      fenced.transaction().execute(async (tx) => {
        await write('inside').execute(tx);
        held = false;
        await write('after').execute(tx);
      }),
    ).rejects.toBeInstanceOf(LeadershipLostError);
    await expect(fenced.selectFrom('app_secrets').select('name').execute()).rejects.toBeInstanceOf(LeadershipLostError);
    const names = await database.db.selectFrom('app_secrets').select('name').where('name', 'in', ['before', 'inside', 'after']).execute();
    expect(names.map((r) => r.name)).toEqual(['before']);
  });
});
