import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const URL = '/api/v1.0/action/devices/pam-suspend';
const now = () => Math.floor(Date.now() / 1000);
const HOUR = 3600;

const item = (device_name: string, over: Record<string, unknown> = {}) => ({
  schedule_type: 'device',
  device_name,
  info: 'maintenance window',
  start_time: now(),
  end_time: now() + 2 * HOUR,
  user: 'olivia',
  ...over,
});

describe.each(engines)('pam suspend on %s', (engine) => {
  let h: Harness;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = h.operator) =>
    h.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const device = async (name: string) =>
    (
      await sql<{ pam_suspended: boolean | null; pam_suspend_start_date: number | null; pam_suspend_end_date: number | null }>`
        SELECT pam_suspended, pam_suspend_start_date, pam_suspend_end_date FROM devices WHERE name = ${name}`.execute(h.database.db)
    ).rows[0];
  const audits = async (action: string) =>
    (
      await sql<{ user_name: string; device_names: string[]; outcome: string }>`
        SELECT user_name, device_names, outcome FROM audit_log WHERE action = ${action} ORDER BY id`.execute(h.database.db)
    ).rows;

  beforeAll(async () => {
    h = await startHarness(engine);
    await h.database.db
      .insertInto('devices')
      .values(['pam-1', 'pam-2', 'pam-3', 'pam-4', 'pam-5'].map((name) => ({ name, state: 5 })))
      .execute();
  });
  afterAll(() => h.close());

  it('answers 401 without a token', async () => {
    const res = await h.app.inject({ method: 'GET', url: `${URL}?device_names=pam-1&active=true` });
    expect(res.statusCode).toBe(401);
    expect((await h.app.inject({ method: 'POST', url: URL, payload: [item('pam-1')] })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'DELETE', url: `${URL}?device_names=pam-1` })).statusCode).toBe(401);
  });

  it('creates, reads, updates and removes a schedule', async () => {
    const start = now() + 5 * 60;
    const created = await call('POST', URL, [item('pam-1', { start_time: start, end_time: start + 3 * HOUR })]);
    expect(created.statusCode).toBe(200);
    expect(created.json().data[0]).toMatchObject({ device_name: 'pam-1', status: 'sched', user: 'olivia' });

    const read = await call('GET', `${URL}?device_names=pam-1&active=true`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      data: [
        {
          device_name: 'pam-1',
          status: 'sched',
          start_time: start,
          end_time: start + 3 * HOUR,
          info: 'maintenance window',
          schedule_type: 'device',
          user: 'olivia',
          version: created.json().data[0].version,
        },
      ],
      total: 1,
    });
    // The window shows on the device at once; suspended only once the lifecycle job confirms it.
    expect(await device('pam-1')).toEqual({
      pam_suspended: false,
      pam_suspend_start_date: start * 1000,
      pam_suspend_end_date: (start + 3 * HOUR) * 1000,
    });

    // Upsert: a second create by a client that saw the schedule replaces it; starting now it is pending until confirmed.
    const again = await call('POST', URL, [item('pam-1', { info: 'replaced', expected_version: created.json().data[0].version })]);
    expect(again.statusCode).toBe(200);
    const reread = (await call('GET', `${URL}?device_names=pam-1&active=true`)).json();
    expect(reread.total).toBe(1);
    expect(reread.data[0]).toMatchObject({ status: 'pendsus', info: 'replaced' });

    const end = now() + 5 * HOUR;
    const updated = await call('PUT', `${URL}/pam-1`, { info: 'edited', start_time: reread.data[0].start_time, end_time: end });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ device_name: 'pam-1', info: 'edited', end_time: end, status: 'pendsus', user: 'operator' });
    expect((await device('pam-1'))?.pam_suspend_end_date).toBe(end * 1000);

    const removed = await call('DELETE', `${URL}?device_names=pam-1&user_name=olivia`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ device_names: ['pam-1'], removed: 1 });
    expect(await device('pam-1')).toEqual({ pam_suspended: false, pam_suspend_start_date: null, pam_suspend_end_date: null });

    const gone = await call('GET', `${URL}?device_names=pam-1&active=true`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No PAM Schedule found for pam-1' });

    // The audit log names the token's user; the body's `user` and `user_name` are data only.
    expect(await audits('pamSuspend.create')).toEqual([
      { user_name: 'operator', device_names: ['pam-1'], outcome: 'success' },
      { user_name: 'operator', device_names: ['pam-1'], outcome: 'success' },
    ]);
    expect(await audits('pamSuspend.update')).toEqual([{ user_name: 'operator', device_names: ['pam-1'], outcome: 'success' }]);
    expect(await audits('pamSuspend.remove')).toEqual([{ user_name: 'operator', device_names: ['pam-1'], outcome: 'success' }]);
  });

  it('accepts the single row the grid insert posts, user defaulting to the caller', async () => {
    const { user: _user, ...row } = item('pam-2');
    const res = await call('POST', URL, { ...row, status: 'sched' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ device_name: 'pam-2', user: 'operator' });
    const del = await call('DELETE', `${URL}/pam-2`);
    expect(del.statusCode).toBe(200);
    expect((await call('DELETE', `${URL}/pam-2`)).statusCode).toBe(404);
    expect((await device('pam-2'))?.pam_suspended).toBe(false);
  });

  it.each([
    [{ info: '' }, 'Info is required'],
    [{ info: undefined }, 'Info is required'],
    [{ start_time: undefined }, 'Start date is required'],
    [{ start_time: null }, 'Start date is required'],
    [{ end_time: undefined }, 'End date is required'],
    [{ start_time: now() + 20 * 60 }, 'Start date must be between now and 8 minutes ahead'],
    [{ start_time: now() - 10 * 60 }, 'Start date must be between now and 8 minutes ahead'],
    [{ end_time: now() + HOUR }, 'End date must be at least 2 hours from now'],
    [{ end_time: now() + 11 * 365 * 24 * HOUR }, 'End date must be less than 10 years'],
  ])('rejects %j with 400 %s', async (over, message) => {
    const res = await call('POST', URL, [item('pam-3', over)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await device('pam-3')).toEqual({ pam_suspended: null, pam_suspend_start_date: null, pam_suspend_end_date: null });
  });

  it('names the field of a malformed body', async () => {
    const res = await call('POST', URL, [{ info: 'x', start_time: now(), end_time: now() + 3 * HOUR }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/device_name/);
  });

  it('answers 404 for an unknown device, creating nothing of the batch, and records the failure', async () => {
    const res = await call('POST', URL, [item('pam-4'), item('no-such-device')]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("device_name: device 'no-such-device' not found");
    expect((await call('GET', `${URL}?device_names=pam-4`)).statusCode).toBe(404);
    expect(await audits('pamSuspend.create')).toContainEqual({
      user_name: 'operator',
      device_names: ['pam-4', 'no-such-device'],
      outcome: 'failure',
    });
    expect((await call('PUT', `${URL}/no-such-device`, { info: 'x', start_time: now(), end_time: now() + 3 * HOUR })).statusCode).toBe(404);
    expect((await call('DELETE', `${URL}?device_names=no-such-device&user_name=x`)).json().message).toBe('No PAM Schedule found for no-such-device');
  });

  it('answers the status the clock implies and lists the active schedules for the grid', async () => {
    const t = now();
    const insert = (name: string, start: number, end: number) =>
      sql`INSERT INTO pam_suspend_schedules (device_name, info, start_time, end_time, user_name, created_at, updated_at)
          VALUES (${name}, 'seeded', ${start}, ${end}, 'seed', 0, 0)`.execute(h.database.db);
    await insert('pam-3', t - 3 * HOUR, t - HOUR); // expired
    await insert('pam-4', t - HOUR, t + HOUR); // started, not confirmed: pendsus
    await insert('pam-5', t + 60, t + 3 * HOUR); // scheduled

    const some = (await call('GET', `${URL}?device_names=pam-3,pam-4,pam-5&active=true`)).json();
    expect(some.data.map((r: { device_name: string; status: string }) => [r.device_name, r.status])).toEqual([
      ['pam-4', 'pendsus'],
      ['pam-5', 'sched'],
    ]);
    expect((await call('GET', `${URL}?device_names=pam-3&active=true`)).statusCode).toBe(404);
    expect((await call('GET', `${URL}?device_names=pam-3&active=false`)).json().data[0].status).toBe('expired');

    const grid = (await call('GET', URL)).json();
    expect(grid.total).toBe(2);
    expect(grid.data.map((r: { device_name: string }) => r.device_name)).toEqual(['pam-5', 'pam-4']);
    const paged = (await call('GET', `${URL}?sort=device_name&order=asc&limit=1&offset=1`)).json();
    expect(paged).toMatchObject({ total: 2, data: [{ device_name: 'pam-5' }] });
    expect((await call('GET', `${URL}?sort=bogus`)).statusCode).toBe(400);

    // An unchanged start in the past is allowed when editing; a changed one is not.
    const edit = await call('PUT', `${URL}/pam-4`, { info: 'longer', start_time: t - HOUR, end_time: t + 4 * HOUR });
    expect(edit.statusCode).toBe(200);
    const moved = await call('PUT', `${URL}/pam-4`, { info: 'x', start_time: t - 2 * HOUR, end_time: t + 4 * HOUR });
    expect(moved.json().message).toBe('Start date must be between now and 8 minutes ahead');
    const noInfo = await call('PUT', `${URL}/pam-4`, { start_time: t - HOUR, end_time: t + 4 * HOUR });
    expect(noInfo.json().message).toBe('Info is required');

    const bulk = await call('DELETE', `${URL}?device_names=pam-4,pam-5&active=true`);
    expect(bulk.json()).toEqual({ device_names: ['pam-4', 'pam-5'], removed: 2 });
    expect(await audits('pamSuspend.remove')).toContainEqual({ user_name: 'operator', device_names: ['pam-4', 'pam-5'], outcome: 'success' });
  });
});
