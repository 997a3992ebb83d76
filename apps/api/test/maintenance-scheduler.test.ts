import { formatLocalDateTime, toLocal } from '@nms/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceTick } from '../src/modules/maintenance/scheduler';
import { advanceSchedules } from '../src/modules/pam-suspend/lifecycle';
import { startHarness, type Harness } from './api-harness';
import { testEngines } from './test-databases';

/**
 * Issue 21's Done-when: a weekly window suspends its devices when an occurrence starts and
 * releases them when it ends, on a clock the test moves (the scheduler's `now`); a device's own
 * PAM schedule, and one an operator edited meanwhile, stay.
 */

const engines = await testEngines();
const URL = '/api/v1.0/maintenance/windows';
const PAM = '/api/v1.0/action/devices/pam-suspend';
const MIN = 60_000;
const ZONE = 'Europe/Berlin';

/** A weekly window whose this-week occurrence started 10 minutes ago (real time), 3 h long, first run 3 weeks back. */
function weeklyAroundNow() {
  const occStart = Math.floor(Date.now() / MIN) * MIN - 10 * MIN;
  const local = toLocal(occStart, ZONE);
  const first = new Date(Date.UTC(local.year, local.month - 1, local.day - 21));
  const start = formatLocalDateTime({ ...local, year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, day: first.getUTCDate() });
  const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
  return { occStart, occEnd: occStart + 180 * MIN, start, weekday };
}

describe.each(engines)('maintenance scheduler on %s', (engine) => {
  let h: Harness;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: h.operator, ...(payload === undefined ? {} : { payload: payload as object }) });
  const schedules = async (names: string[]) => {
    const res = await call('GET', `${PAM}?device_names=${names.join(',')}&missing=empty`);
    expect(res.statusCode).toBe(200);
    return res.json().data as { device_name: string; status: string; info: string; start_time: number; end_time: number; version: number }[];
  };
  const suspendedFlags = async () =>
    (
      await sql<{
        name: string;
        pam_suspended: boolean;
      }>`SELECT name, coalesce(pam_suspended, false) AS pam_suspended FROM devices WHERE name LIKE 'ms-%' ORDER BY name`.execute(h.database.db)
    ).rows;

  beforeAll(async () => {
    h = await startHarness(engine);
    await h.database.db
      .insertInto('devices')
      .values([
        ...['ms-r1', 'ms-r2', 'ms-r3', 'ms-own'].map((name) => ({ name, state: 5, product_category: 'ms-router' })),
        { name: 'ms-s1', state: 5, product_category: 'ms-switch' },
      ])
      .execute();
  });
  afterAll(() => h.close());

  it('suspends a weekly window’s devices in its occurrence and releases them after it, leaving operators’ schedules', async () => {
    const nowSec = Math.floor(Date.now() / 1000);
    const own = await call('POST', PAM, [
      { device_name: 'ms-own', info: 'my own work', start_time: nowSec, end_time: nowSec + 5 * 3600, user: 'olivia' },
    ]);
    expect(own.statusCode).toBe(200);
    const ownVersion = own.json().data[0].version as number;

    const { occStart, occEnd, start, weekday } = weeklyAroundNow();
    const windowBody = {
      name: 'Router firmware',
      target: { kind: 'query', query: 'productCategory:ms-router' },
      start,
      durationMinutes: 180,
      timeZone: ZONE,
      recurrence: { kind: 'weekly', weekdays: [weekday] },
    };
    const created = await call('POST', URL, windowBody);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;

    // Before the occurrence: nothing (last week's ended a week ago).
    expect(await maintenanceTick(h.database.db, occStart - 30 * MIN)).toEqual({ suspended: [], released: [] });
    expect(await schedules(['ms-r1', 'ms-r2', 'ms-r3'])).toEqual([]);

    // Into it: the routers without a schedule of their own are suspended through PAM.
    const into = occStart + 5 * MIN;
    expect((await maintenanceTick(h.database.db, into)).suspended).toEqual(['ms-r1', 'ms-r2', 'ms-r3']);
    const during = await schedules(['ms-r1', 'ms-r2', 'ms-r3', 'ms-own', 'ms-s1']);
    expect(during.map((s) => s.device_name)).toEqual(['ms-own', 'ms-r1', 'ms-r2', 'ms-r3']);
    for (const s of during.filter((s) => s.device_name !== 'ms-own')) {
      expect(s).toMatchObject({
        status: 'pendsus',
        info: `Maintenance window #${id} Router firmware`,
        start_time: into / 1000,
        end_time: occEnd / 1000,
      });
    }
    expect(during.find((s) => s.device_name === 'ms-own')).toMatchObject({ info: 'my own work', version: ownVersion });
    // The PAM lifecycle confirms them as for any schedule: every screen shows PAM Suspended.
    await advanceSchedules(h.database.db, Math.floor(Date.now() / 1000));
    await advanceSchedules(h.database.db, Math.floor(Date.now() / 1000));
    expect(await suspendedFlags()).toEqual([
      { name: 'ms-own', pam_suspended: true },
      { name: 'ms-r1', pam_suspended: true },
      { name: 'ms-r2', pam_suspended: true },
      { name: 'ms-r3', pam_suspended: true },
      { name: 'ms-s1', pam_suspended: false },
    ]);
    const listed = (await call('GET', `${URL}/${id}`)).json();
    expect(listed).toMatchObject({ status: 'running', suspendedDevices: 3 });

    // A later tick in the same occurrence changes nothing.
    expect(await maintenanceTick(h.database.db, into + 10 * MIN)).toEqual({ suspended: [], released: [] });

    // The target edited to leave ms-r3 out: the next tick releases it, the others stay suspended.
    const edited = await call('PUT', `${URL}/${id}`, {
      ...windowBody,
      target: { kind: 'query', query: 'productCategory:ms-router AND NOT name:ms-r3' },
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(await maintenanceTick(h.database.db, into + 15 * MIN)).toEqual({ suspended: [], released: ['ms-r3'] });

    // An operator takes over ms-r2's schedule (edits it): it is theirs now.
    const r2 = during.find((s) => s.device_name === 'ms-r2')!;
    const edit = await call('PUT', `${PAM}/ms-r2`, { info: 'kept by olivia', start_time: r2.start_time, end_time: r2.end_time, version: r2.version });
    expect(edit.statusCode).toBe(200);

    // Past its end: the window's own schedules are released; ms-own and the edited ms-r2 stay.
    expect((await maintenanceTick(h.database.db, occEnd + MIN)).released).toEqual(['ms-r1']);
    const after = await schedules(['ms-r1', 'ms-r2', 'ms-r3', 'ms-own']);
    expect(after.map((s) => [s.device_name, s.info])).toEqual([
      ['ms-own', 'my own work'],
      ['ms-r2', 'kept by olivia'],
    ]);
    expect((await suspendedFlags()).filter((d) => d.pam_suspended).map((d) => d.name)).toEqual(['ms-own', 'ms-r2']);
    // (In real time the occurrence still runs: only the test's clock moved past it.)
    expect((await call('GET', `${URL}/${id}`)).json()).toMatchObject({ status: 'running', suspendedDevices: 0 });
    const { rows } = await sql<{ action: string; actor_name: string }>`
      SELECT action, actor_name FROM audit_log WHERE actor_name = 'maintenance scheduler' ORDER BY id`.execute(h.database.db);
    expect(rows).toEqual([
      { action: 'pamSuspend.create', actor_name: 'maintenance scheduler' },
      { action: 'pamSuspend.remove', actor_name: 'maintenance scheduler' },
      { action: 'pamSuspend.remove', actor_name: 'maintenance scheduler' },
    ]);
    await call('DELETE', `${PAM}?device_names=ms-own,ms-r2`);
    expect((await call('DELETE', `${URL}/${id}?version=2`)).statusCode).toBe(200);
  });

  it("'end now' and delete release at once; the ended occurrence is not suspended again", async () => {
    const { occStart, start, weekday } = weeklyAroundNow();
    const body = { name: 'Switch swap', target: { kind: 'devices', devices: ['ms-s1'] }, start, durationMinutes: 180, timeZone: ZONE };
    const w = (await call('POST', URL, { ...body, recurrence: { kind: 'weekly', weekdays: [weekday] } })).json();
    expect((await maintenanceTick(h.database.db, occStart + MIN)).suspended).toEqual(['ms-s1']);

    const ended = await call('POST', `${URL}/${w.id}/end`, { version: 1 });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ version: 2, endedOccurrenceStart: new Date(occStart).toISOString() });
    expect(await schedules(['ms-s1'])).toEqual([]);
    expect((await maintenanceTick(h.database.db, Date.now())).suspended).toEqual([]);
    expect((await call('POST', `${URL}/${w.id}/end`, { version: 2 })).statusCode).toBe(409);

    const once = (
      await call('POST', URL, { ...body, name: 'Once', recurrence: { kind: 'once' }, start: formatLocalDateTime(toLocal(occStart, ZONE)) })
    ).json();
    expect((await maintenanceTick(h.database.db, Date.now())).suspended).toEqual(['ms-s1']);
    const deleted = await call('DELETE', `${URL}/${once.id}?version=1`);
    expect(deleted.json()).toEqual({ id: once.id, released: 1 });
    expect(await schedules(['ms-s1'])).toEqual([]);
  });
});
