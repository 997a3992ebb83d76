import { seedFleet, type AlertRaise } from '@nms/simulator';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import { raiseName } from './alert-changes';
import { clearAlert, notifyAlert, raiseAlert } from './alert-repository';
import { RepositoryFleetSink } from '../../simulator/fleet/repository-sink';

const NOW = Date.UTC(2025, 0, 15, 12);

describe.each(await testEngines())('alert lifecycle on %s', (engine) => {
  let database: TestDatabase;
  let device: Record<string, unknown>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedFleet(new RepositoryFleetSink(database.db), { seed: 5, size: 300, now: NOW });
    // A monitored router with nothing active, so every state change below is ours.
    device = (
      await sql<Record<string, unknown>>`
      SELECT * FROM devices d WHERE product_category = 'Router' AND discovered AND state = 5
       ORDER BY name LIMIT 1`.execute(database.db)
    ).rows[0];
  });
  afterAll(() => database?.close());

  const alertRow = async (name: string) =>
    (await sql<Record<string, unknown>>`SELECT * FROM alerts WHERE name = ${name} ORDER BY id DESC LIMIT 1`.execute(database.db)).rows[0];
  const deviceState = async () =>
    (await sql<{ state: number }>`SELECT state FROM devices WHERE name = ${device.name}`.execute(database.db)).rows[0].state;
  const impacted = async () =>
    (await sql<{ n: number }>`SELECT impacted_count AS n FROM device_groups WHERE network_type = 'ALL_DEVICES'`.execute(database.db)).rows[0].n;
  const raise = (severity: number, eventName: string, at: number): AlertRaise => ({
    deviceName: device.name as string,
    elementClassName: device.class_name as string,
    classDisplayName: 'Router',
    instanceName: `${device.name}/wan1`,
    instanceDisplayName: `wan1 on ${device.name}`,
    eventName,
    eventDisplayName: eventName,
    eventText: `${eventName} happened`,
    severity,
    category: 'Availability',
    visibility: 'External',
    troubleTicketID: null,
    at,
  });

  it('raises: active, count 1, created = last notified, device attributes copied, state and impact follow', async () => {
    const before = await impacted();
    const r = raise(2, 'LinkDown', NOW + 1000);
    expect(await raiseAlert(database.db, r)).toBe('raised');
    const a = await alertRow(raiseName(r));
    expect(a).toMatchObject({ active: true, count: 1, severity: 2, created_at: NOW + 1000, last_notified_at: NOW + 1000, duration: 0 });
    expect(a).toMatchObject({
      nmd: device.nmd,
      class_name: device.class_name,
      product_code: device.product_code,
      vendor: device.vendor,
      element_name: device.name,
    });
    expect(a.member_of).toEqual(device.member_of);
    expect(await deviceState()).toBe(2);
    expect(await impacted()).toBe(before + 1);
  });

  it('re-notifies: count + 1, last notified and duration move, no second active row', async () => {
    const r = raise(2, 'LinkDown', NOW + 61_000);
    expect(await raiseAlert(database.db, r)).toBe('notified');
    expect(await notifyAlert(database.db, raiseName(r), NOW + 121_000)).toBe(true);
    const a = await alertRow(raiseName(r));
    expect(a).toMatchObject({ active: true, count: 3, created_at: NOW + 1000, last_notified_at: NOW + 121_000, duration: 120 });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM alerts WHERE name = ${raiseName(r)} AND active`.execute(database.db);
    expect(rows[0].n).toBe(1);
  });

  it('keeps the worst severity as state and clears into the archive', async () => {
    const before = await impacted();
    const minor = raise(3, 'HighCpu', NOW + 130_000);
    await raiseAlert(database.db, minor);
    expect(await deviceState()).toBe(2);

    const major = raiseName(raise(2, 'LinkDown', 0));
    expect(await clearAlert(database.db, major, NOW + 301_000)).toBe(true);
    expect(await alertRow(major)).toMatchObject({ active: false, cleared_at: NOW + 301_000, clear_duration: 300, event_state: 'INACTIVE' });
    expect(await deviceState()).toBe(3);
    expect(await impacted()).toBe(before - 1);

    expect(await clearAlert(database.db, major, NOW + 302_000)).toBe(false);
    expect(await clearAlert(database.db, raiseName(minor), NOW + 400_000)).toBe(true);
    expect(await deviceState()).toBe(5);
  });

  it('raises again after a clear as a new alert, keeping the archived one', async () => {
    const r = raise(1, 'LinkDown', NOW + 500_000);
    expect(await raiseAlert(database.db, r)).toBe('raised');
    // The history may hold older alerts of the same name: look at the two newest.
    const { rows } = await sql<{ active: boolean; cleared_at: number | null }>`
      SELECT active, cleared_at FROM alerts WHERE name = ${raiseName(r)} ORDER BY id DESC LIMIT 2`.execute(database.db);
    expect(rows.map((x) => [x.active, x.cleared_at])).toEqual([
      [true, null],
      [false, NOW + 301_000],
    ]);
    expect(await deviceState()).toBe(1);
  });

  it('accepts an alert for a device the inventory does not know, without device attributes', async () => {
    const r = { ...raise(3, 'Down', NOW), deviceName: 'UNKNOWN-DEVICE', instanceName: 'UNKNOWN-DEVICE' };
    expect(await raiseAlert(database.db, r)).toBe('raised');
    expect(await alertRow(raiseName(r))).toMatchObject({ element_name: 'UNKNOWN-DEVICE', nmd: null, active: true });
  });
});
