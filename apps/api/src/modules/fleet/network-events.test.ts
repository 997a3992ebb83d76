import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import { raiseName } from './alert-changes';
import { clearAlert, raiseAlert } from './alert-repository';
import { upsertDevices } from './device-repository';
import { upsertGroups } from './group-repository';
import { appendImpactHistory, evaluateNetworkEvents } from './network-event-repository';

const T = Date.UTC(2025, 0, 15, 12);
const KEY = 'BEAM:T-B001';
const names = Array.from({ length: 10 }, (_, i) => `TEST-${String(i).padStart(2, '0')}-VSAT1`);
const raiseOn = (deviceName: string, at: number) => ({
  deviceName,
  elementClassName: 'HNS_SatModem',
  classDisplayName: 'Satellite Modem',
  instanceName: `${deviceName}/Downlink`,
  instanceDisplayName: `Downlink on ${deviceName}`,
  eventName: 'RainFade',
  eventDisplayName: 'Rain Fade',
  eventText: 'Es/No low',
  severity: 2,
  category: 'Performance',
  visibility: 'External' as const,
  troubleTicketID: null,
  at,
});

describe.each(await testEngines())('network events on %s', (engine) => {
  let database: TestDatabase;
  const events = async () =>
    (
      await sql<{ name: string; active: boolean; case_id: string; impact: number; start_time: number; end_time: number | null }>`
      SELECT e.* FROM network_events e JOIN device_groups g ON g.id = e.group_id
       WHERE g.network_type = 'BEAM' AND g.name = 'T-B001' ORDER BY e.id`.execute(database.db)
    ).rows;
  const group = async () =>
    (
      await sql<{ total_count: number; impacted_count: number }>`SELECT total_count, impacted_count FROM device_groups WHERE name = 'T-B001'`.execute(
        database.db,
      )
    ).rows[0];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await upsertGroups(database.db, [
      { key: KEY, networkType: 'BEAM', name: 'T-B001', lowLevelGroup: 'TEST SAT', deviceQuery: 'beamid:"T-B001"', thresholdPercent: 30 },
    ]);
    await upsertDevices(
      database.db,
      names.map((name) => ({
        name,
        className: 'HNS_SatModem',
        nmd: 'TESTCO',
        state: 5,
        beamid: 'T-B001',
        discovered: true,
        memberOf: [KEY],
      })),
    );
  });
  afterAll(() => database?.close());

  it('counts the members from member_of', async () => {
    expect(await group()).toEqual({ total_count: 10, impacted_count: 0 });
  });

  it('opens one event when the impacted share reaches the threshold, and only one', async () => {
    await raiseAlert(database.db, raiseOn(names[0], T));
    await raiseAlert(database.db, raiseOn(names[1], T));
    expect(await evaluateNetworkEvents(database.db, T)).toEqual({ opened: [], closed: [] });
    await raiseAlert(database.db, raiseOn(names[2], T + 1000));
    expect((await group()).impacted_count).toBe(3);
    expect(await evaluateNetworkEvents(database.db, T + 2000)).toEqual({ opened: [KEY], closed: [] });
    await raiseAlert(database.db, raiseOn(names[3], T + 3000));
    expect(await evaluateNetworkEvents(database.db, T + 4000)).toEqual({ opened: [], closed: [] });
    const [e, ...rest] = await events();
    expect(rest).toEqual([]);
    expect(e).toMatchObject({ name: KEY, active: true, start_time: T + 2000, end_time: null, impact: 40 });
    expect(e.case_id).toMatch(/^CAS-\d{8}$/);
  });

  it('closes the event when the share falls below the threshold', async () => {
    await clearAlert(database.db, raiseName(raiseOn(names[0], 0)), T + 5000);
    expect(await evaluateNetworkEvents(database.db, T + 6000)).toEqual({ opened: [], closed: [] });
    await clearAlert(database.db, raiseName(raiseOn(names[1], 0)), T + 7000);
    expect(await evaluateNetworkEvents(database.db, T + 8000)).toEqual({ opened: [], closed: [KEY] });
    expect(await events()).toMatchObject([{ active: false, end_time: T + 8000, impact: 40 }]);
  });

  it('opens a new event with a new case id on the next crossing', async () => {
    await raiseAlert(database.db, raiseOn(names[5], T + 9000));
    expect(await evaluateNetworkEvents(database.db, T + 10_000)).toEqual({ opened: [KEY], closed: [] });
    const all = await events();
    expect(all.map((e) => e.active)).toEqual([false, true]);
    expect(all[0].case_id).not.toBe(all[1].case_id);
  });

  it('keeps one history point per group per bucket, holding the latest counts', async () => {
    await appendImpactHistory(database.db, T + 61_000, 60_000);
    await clearAlert(database.db, raiseName(raiseOn(names[5], 0)), T + 62_000);
    await appendImpactHistory(database.db, T + 63_000, 60_000);
    const { rows } = await sql<{ ts: number; total: number; impacted: number; percent: number; threshold: number }>`
      SELECT h.ts, h.total, h.impacted, h.percent, h.threshold FROM impact_history h JOIN device_groups g ON g.id = h.group_id
       WHERE g.name = 'T-B001'`.execute(database.db);
    expect(rows).toEqual([{ ts: T + 60_000, total: 10, impacted: 2, percent: 20, threshold: 30 }]);
  });
});
