import { seedFleet } from '@nms/simulator';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import { upsertDevices } from '../../modules/fleet/device-repository';
import { RepositoryFleetSink } from './repository-sink';

const NOW = Date.UTC(2025, 0, 15, 12);

// Small fleets (FLEET_SIZE up to 2,000, the e2e server's) load through this sink, not the COPY.
describe.each(await testEngines())('the repository sink on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await database.db.transaction().execute((tx) => seedFleet(new RepositoryFleetSink(tx), { seed: 5, size: 120, now: NOW }));
  });
  afterAll(() => database?.close());

  const counts = async () =>
    (
      await sql<{ simulated: number; real: number }>`
        SELECT count(*) FILTER (WHERE simulated)::int AS simulated, count(*) FILTER (WHERE NOT simulated)::int AS real FROM devices`.execute(
        database.db,
      )
    ).rows[0];

  it("marks every device it writes as the simulator's", async () => {
    expect(await counts()).toEqual({ simulated: 120, real: 0 });
  });

  it('leaves a device written by the fleet write path (ingest, import) real', async () => {
    const [row] = (await sql<Record<string, unknown>>`SELECT * FROM devices ORDER BY name LIMIT 1`.execute(database.db)).rows;
    await upsertDevices(database.db, [{ ...row, name: 'imported-real-1' } as never]);
    expect(await counts()).toEqual({ simulated: 120, real: 1 });
  });
});
