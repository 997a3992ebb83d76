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

  it("works live on its own devices and alerts only: a real device's alerts are its real feeds'", async () => {
    const sink = new RepositoryFleetSink(database.db);
    const [simulated] = (
      await sql<{ name: string; class_name: string }>`
      SELECT name, class_name FROM devices WHERE simulated AND class_name IS NOT NULL ORDER BY name LIMIT 1`.execute(database.db)
    ).rows;
    const raise = (deviceName: string, eventName: string, source?: string) =>
      sink.raiseAlert({
        deviceName,
        elementClassName: simulated.class_name,
        classDisplayName: simulated.class_name,
        instanceName: deviceName,
        instanceDisplayName: deviceName,
        eventName,
        eventDisplayName: eventName,
        eventText: 'sink test',
        severity: 1,
        category: 'Availability',
        visibility: 'External',
        troubleTicketID: null,
        at: NOW + 60_000,
        source,
      });
    const before = await sink.activeAlertCount();
    await raise('imported-real-1', 'SinkRealDown');
    await raise(simulated.name, 'SinkTrapDown', 'TRAP');
    await raise(simulated.name, 'SinkOwnDown');

    expect(await sink.deviceNames()).not.toContain('imported-real-1');
    expect(await sink.deviceNames()).toHaveLength(120);
    expect((await sink.devices(['imported-real-1', simulated.name])).map((d) => d.name)).toEqual([simulated.name]);
    expect(await sink.activeAlertCount()).toBe(before + 1);
    const events = (await sink.activeAlerts(100_000)).map((a) => a.eventName);
    expect(events).toContain('SinkOwnDown');
    expect(events).not.toContain('SinkRealDown');
    expect(events).not.toContain('SinkTrapDown');
  });
});
