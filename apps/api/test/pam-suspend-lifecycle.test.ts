import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseAlert } from '../src/modules/fleet/alert-repository';
import { advanceSchedules } from '../src/modules/pam-suspend/lifecycle';
import { createSchedules, readSchedules } from '../src/modules/pam-suspend/service';
import { startHarness, type Harness } from './api-harness';
import { testEngines } from './test-databases';

const engines = await testEngines();
const HOUR = 3600;
/** An injected clock: a fixed instant, so every transition is exact. */
const T0 = 1_900_000_000;

describe.each(engines)('pam suspend lifecycle on %s', (engine) => {
  let h: Harness;
  const device = async (name: string) =>
    (
      await sql<{ pam_suspended: boolean | null; pam_suspend_start_date: number | null; pam_suspend_end_date: number | null }>`
        SELECT pam_suspended, pam_suspend_start_date, pam_suspend_end_date FROM devices WHERE name = ${name}`.execute(h.database.db)
    ).rows[0];
  const status = async (name: string, now: number) =>
    (await readSchedules(h.database.db, { device_names: name, active: false }, now)).data[0]?.status;
  const stored = async (name: string) =>
    (await sql<{ status: string }>`SELECT status FROM pam_suspend_schedules WHERE device_name = ${name}`.execute(h.database.db)).rows[0]?.status;
  // As a client that read the device's schedule first: it replaces the version it saw.
  const create = async (name: string, start: number, end: number, now: number) => {
    const seen = (await sql<{ version: number }>`SELECT version FROM pam_suspend_schedules WHERE device_name = ${name}`.execute(h.database.db))
      .rows[0];
    const item = { device_name: name, info: 'window', start_time: start, end_time: end, expected_version: seen?.version ?? 0 };
    return createSchedules(h.database.db, [item], { sub: 'tester', name: 'tester' }, now);
  };

  beforeAll(async () => {
    h = await startHarness(engine);
    const names = ['lc-now', 'lc-later', 'lc-race-1', 'lc-race-2', 'lc-inventory', 'lc-alert-sus', 'lc-alert-free'];
    await h.database.db
      .insertInto('devices')
      .values(names.map((name) => ({ name, state: 5, class_name: 'Router' })))
      .execute();
  });
  afterAll(() => h.close());

  it('moves sched -> pendsus -> sus -> expired on the clock, the device row following', async () => {
    await create('lc-now', T0, T0 + 2 * HOUR, T0);
    await create('lc-later', T0 + 5 * 60, T0 + 3 * HOUR, T0);
    expect([await stored('lc-now'), await stored('lc-later')]).toEqual(['pendsus', 'sched']);
    expect((await device('lc-now'))?.pam_suspended).toBe(false);

    // First tick: the monitoring system confirms what was pending; the later one is not due.
    expect(await advanceSchedules(h.database.db, T0 + 10)).toMatchObject({ confirmed: ['lc-now'], pending: [], expired: [] });
    expect(await device('lc-now')).toEqual({
      pam_suspended: true,
      pam_suspend_start_date: T0 * 1000,
      pam_suspend_end_date: (T0 + 2 * HOUR) * 1000,
    });
    expect(await status('lc-now', T0 + 10)).toBe('sus');

    // The later start passes: read at once as pending, stored pending by the tick, confirmed by the next.
    const t1 = T0 + 6 * 60;
    expect(await status('lc-later', t1)).toBe('pendsus');
    expect(await advanceSchedules(h.database.db, t1)).toMatchObject({ confirmed: [], pending: ['lc-later'] });
    expect((await device('lc-later'))?.pam_suspended).toBe(false);
    expect(await advanceSchedules(h.database.db, t1 + 10)).toMatchObject({ confirmed: ['lc-later'], pending: [] });
    expect((await device('lc-later'))?.pam_suspended).toBe(true);

    // The end passes: expired, no longer active, the device no longer suspended.
    const t2 = T0 + 2 * HOUR;
    expect(await status('lc-now', t2)).toBe('expired');
    expect(await advanceSchedules(h.database.db, t2)).toMatchObject({ expired: ['lc-now'] });
    expect(await device('lc-now')).toEqual({ pam_suspended: false, pam_suspend_start_date: null, pam_suspend_end_date: null });
    expect(await stored('lc-now')).toBe('expired');
    await expect(readSchedules(h.database.db, { device_names: 'lc-now', active: true }, t2)).rejects.toThrow('No PAM Schedule found for lc-now');
    // A further tick moves nothing: every transition is guarded.
    expect(await advanceSchedules(h.database.db, t2)).toEqual({ expired: [], confirmed: [], pending: [], lapsed: 0 });
  });

  it('a confirmed suspension replaced by one starting now stays confirmed', async () => {
    const t = T0 + 30 * 60;
    await create('lc-later', t, t + 4 * HOUR, t);
    expect(await stored('lc-later')).toBe('sus');
    expect((await device('lc-later'))?.pam_suspended).toBe(true);
    await create('lc-later', t + 60, t + 4 * HOUR, t);
    expect(await stored('lc-later')).toBe('sched');
    expect((await device('lc-later'))?.pam_suspended).toBe(false);
  });

  it('moves each schedule once when two processes tick together', async () => {
    await create('lc-race-1', T0, T0 + 3 * HOUR, T0);
    await create('lc-race-2', T0, T0 + 3 * HOUR, T0);
    const [a, b] = await Promise.all([advanceSchedules(h.database.db, T0 + 1), advanceSchedules(h.database.db, T0 + 1)]);
    expect([...a.confirmed, ...b.confirmed].sort()).toEqual(['lc-race-1', 'lc-race-2']);
  });

  it('ends an inventory suspension without a schedule when its end date passes', async () => {
    await sql`UPDATE devices SET pam_suspended = true, pam_suspend_start_date = ${(T0 - HOUR) * 1000},
      pam_suspend_end_date = ${(T0 + HOUR) * 1000} WHERE name = 'lc-inventory'`.execute(h.database.db);
    expect((await advanceSchedules(h.database.db, T0)).lapsed).toBe(0);
    expect((await advanceSchedules(h.database.db, T0 + HOUR)).lapsed).toBe(1);
    expect(await device('lc-inventory')).toEqual({ pam_suspended: false, pam_suspend_start_date: null, pam_suspend_end_date: null });
  });

  it('a suspended device raises no proactive case', async () => {
    await sql`UPDATE devices SET pam_suspended = true WHERE name = 'lc-alert-sus'`.execute(h.database.db);
    const raise = (deviceName: string) =>
      raiseAlert(h.database.db, {
        deviceName,
        elementClassName: 'Router',
        classDisplayName: 'Router',
        instanceName: deviceName,
        instanceDisplayName: deviceName,
        eventName: 'Down',
        eventDisplayName: 'Down',
        eventText: 'Device is down',
        severity: 1,
        category: 'Availability',
        visibility: 'External',
        troubleTicketID: 'CAS-12345678',
        at: T0 * 1000,
      });
    expect(await raise('lc-alert-sus')).toBe('raised');
    expect(await raise('lc-alert-free')).toBe('raised');
    const { rows } = await sql<{ element_name: string; trouble_ticket_id: string | null }>`
      SELECT element_name, trouble_ticket_id FROM alerts WHERE element_name LIKE 'lc-alert-%' ORDER BY element_name`.execute(h.database.db);
    expect(rows).toEqual([
      { element_name: 'lc-alert-free', trouble_ticket_id: 'CAS-12345678' },
      { element_name: 'lc-alert-sus', trouble_ticket_id: null },
    ]);
  });
});

describe.each(engines)('pam suspend lifecycle job in a listening server on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
    await h.database.db.insertInto('devices').values({ name: 'job-1', state: 5 }).execute();
  });
  afterAll(() => h.close());

  it('confirms a schedule that started without anyone calling it', async () => {
    const now = Math.floor(Date.now() / 1000);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1.0/action/devices/pam-suspend',
      headers: h.operator,
      payload: [{ device_name: 'job-1', info: 'job', start_time: now, end_time: now + 3 * HOUR }],
    });
    expect(res.json().data[0].status).toBe('pendsus');
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const row = async () =>
      (
        await sql<{ status: string; pam_suspended: boolean }>`
        SELECT s.status, d.pam_suspended FROM pam_suspend_schedules s JOIN devices d ON d.name = s.device_name
        WHERE s.device_name = 'job-1'`.execute(h.database.db)
      ).rows[0];
    await expect.poll(row, { timeout: 15_000, interval: 200 }).toEqual({ status: 'sus', pam_suspended: true });
  });
});
