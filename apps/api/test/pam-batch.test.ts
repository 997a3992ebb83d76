import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const URL = '/api/v1.0/action/devices/pam-suspend';
const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);
const START_WINDOW = 'Start date must be between now and 8 minutes ahead';

interface Refusal {
  device_name: string;
  reason: string;
  current?: { device_name: string; info: string; version: number };
}

/**
 * Bulk PAM is one write (issue 30, item 11): the grid's Save sends its rows in one batch call,
 * validated against the moment Save was pressed, and is answered with what was created and what
 * was refused and why, device by device.
 */
describe.each(engines)('pam suspend batch on %s', (engine) => {
  let h: Harness;
  const batch = (payload: object, headers = h.operator) => h.app.inject({ method: 'POST', url: `${URL}/batch`, headers, payload });
  const item = (device_name: string, at: number, extra: object = {}) => ({
    device_name,
    info: 'bulk window',
    start_time: at,
    end_time: at + 3 * HOUR,
    ...extra,
  });
  const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(4, '0')}`);

  beforeAll(async () => {
    h = await startHarness(engine);
    const all = [...names('pb', 10), ...names('bulk', 1000)];
    await h.database.db
      .insertInto('devices')
      .values(all.map((name) => ({ name, state: 5 })))
      .execute();
  });
  afterAll(() => h.close());

  it('validates the start against the time Save was pressed, not the time the call arrives', async () => {
    const pressed = now() - 90;
    // The single call checks against its own clock (60 s slack): a start 90 s old is refused there.
    const single = await h.app.inject({ method: 'POST', url: URL, headers: h.operator, payload: [item('pb-0000', pressed)] });
    expect(single.statusCode).toBe(400);
    expect(single.json().message).toBe(START_WINDOW);

    const res = await batch({ requested_at: pressed, items: [item('pb-0000', pressed), item('pb-0001', pressed)] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ requested_at: pressed, refused: [] });
    expect(res.json().created.map((s: { device_name: string }) => s.device_name)).toEqual(['pb-0000', 'pb-0001']);
  });

  it('creates what is valid and refuses the rest, each with its reason; a held schedule stays as it was', async () => {
    const pressed = now();
    const held = (await h.app.inject({ method: 'POST', url: URL, headers: h.admin, payload: [item('pb-0005', pressed, { info: "admin's" })] })).json()
      .data[0];
    const res = await batch({
      requested_at: pressed,
      items: [
        item('pb-0002', pressed),
        item('pb-0003', pressed + 20 * 60),
        item('pb-0004', pressed, { info: ' ' }),
        item('pb-0005', pressed),
        item('no-such-device', pressed),
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.created.map((s: { device_name: string }) => s.device_name)).toEqual(['pb-0002']);
    const refused: Refusal[] = body.refused;
    expect(refused.map(({ device_name, reason }) => [device_name, reason])).toEqual([
      ['pb-0003', START_WINDOW],
      ['pb-0004', 'Info is required'],
      ['pb-0005', 'Changed by admin since it was read'],
      ['no-such-device', 'Device not found'],
    ]);
    expect(refused[2].current).toMatchObject({ device_name: 'pb-0005', info: "admin's", version: held.version });
    const stored = await h.app.inject({ method: 'GET', url: `${URL}?device_names=pb-0003,pb-0004,pb-0005&active=false`, headers: h.operator });
    expect(stored.json().data).toEqual([held]);

    // Audited per device: the created one and each refused one, under the caller's name.
    const { rows } = await sql<{ device_names: string[]; outcome: string; user_name: string }>`
      SELECT device_names, outcome, user_name FROM audit_log
      WHERE action = 'pamSuspend.create' AND device_names && ${['pb-0002', 'pb-0003', 'pb-0004', 'pb-0005', 'no-such-device']}::text[]
        AND user_name = 'operator' ORDER BY id`.execute(h.database.db);
    expect(rows.map((r) => [r.device_names, r.outcome])).toEqual([
      [['pb-0002'], 'success'],
      [['pb-0003'], 'refused'],
      [['pb-0004'], 'refused'],
      [['pb-0005'], 'refused'],
      [['no-such-device'], 'refused'],
    ]);
  });

  it('edits a schedule whose version it read, keeping its start even when that start has passed', async () => {
    const old = now() - 30 * 60;
    await sql`INSERT INTO pam_suspend_schedules (device_name, info, start_time, end_time, user_name, created_at, updated_at, status)
      VALUES ('pb-0006', 'old', ${old}, ${now() + 5 * HOUR}, 'carol', 0, 0, 'sus')`.execute(h.database.db);
    const [seen] = (await h.app.inject({ method: 'GET', url: `${URL}?device_names=pb-0006`, headers: h.operator })).json().data;
    const res = await batch({ requested_at: now(), items: [item('pb-0006', old, { info: 'edited', expected_version: seen.version })] });
    expect(res.json()).toMatchObject({ refused: [], created: [{ device_name: 'pb-0006', info: 'edited', start_time: old }] });
  });

  it('refuses a requested_at far from the server clock (400 naming it), and callers without the pam permission', async () => {
    for (const at of [now() - 600, now() + 600]) {
      const res = await batch({ requested_at: at, items: [item('pb-0007', at)] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^requested_at: /);
    }
    expect((await batch({ items: [item('pb-0007', now())] })).statusCode).toBe(400);
    expect((await batch({ requested_at: now(), items: [item('pb-0007', now())] }, h.viewer)).statusCode).toBe(403);
  });

  it('creates 1,000 schedules in one call', async () => {
    const pressed = now();
    const started = performance.now();
    const res = await batch({ requested_at: pressed, items: names('bulk', 1000).map((n) => item(n, pressed)) });
    console.log(`pam batch of 1000 on ${engine}: ${Math.round(performance.now() - started)} ms`);
    expect(res.statusCode).toBe(200);
    expect(res.json().created).toHaveLength(1000);
    expect(res.json().refused).toEqual([]);
  });
});
