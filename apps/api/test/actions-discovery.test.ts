import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { listAudit } from '../src/modules/audit/repository';
import { ACTION_DEVICES, startActionsHarness, type ActionsHarness } from './actions-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();

describe.each(engines)('discover and rediscover on %s', (engine) => {
  let h: ActionsHarness;
  const get = (url: string) => h.app.inject({ method: 'GET', url: `/api/v1.0${url}`, headers: h.operator });
  const row = async (name: string) =>
    (
      await sql<{ discovered: boolean; first: number; last: number; description: string | null }>`
      SELECT discovered, discovered_first_at::float8 AS first, discovered_last_at::float8 AS last, discovery_description AS description
      FROM devices WHERE name = ${name}`.execute(h.database.db)
    ).rows[0];

  beforeAll(async () => {
    h = await startActionsHarness(engine);
    await h.database.db
      .insertInto('devices')
      .values(ACTION_DEVICES.map((d) => ({ discovered_first_at: 1_600_000_000_000, ...d })))
      .execute();
  });
  afterAll(() => h.close());

  it('discovers a device never discovered: the row is updated and audited', async () => {
    const before = Date.now();
    const res = await get('/action/devices/discover?device_names=undisc-1&rundisco=true');
    expect(res.statusCode).toBe(200);
    const r = res.json().results[0];
    const stored = await row('undisc-1');
    expect(stored).toMatchObject({ discovered: true, description: null });
    expect(stored.first).toBeGreaterThanOrEqual(before);
    expect(stored.last).toBe(stored.first);
    expect(r).toMatchObject({ status: 'success', discovered: true, discoveryDescription: null, message: 'undisc-1 discovered' });
    expect((await listAudit(h.database.db, { limit: 1, offset: 0 })).data[0]).toMatchObject({
      action: 'discover',
      deviceNames: ['undisc-1'],
      userName: 'operator',
    });
  });

  it('rediscovers: last discovered moves, first discovered stays', async () => {
    const res = await get('/action/devices/rediscover?device_names=fgt-1,mx-1&rundisco=true');
    expect(res.statusCode).toBe(200);
    for (const r of res.json().results) {
      const stored = await row(r.device_name);
      expect(r.status).toBe('success');
      expect(stored.first).toBe(1_600_000_000_000);
      expect(Date.now() - stored.last).toBeLessThan(10_000);
    }
  });

  it('a device that does not answer fails discovery and keeps the error', async () => {
    const r = (await get('/action/devices/rediscover?device_names=sat-down&rundisco=true')).json().results[0];
    expect(r).toMatchObject({ status: 'failure', discovered: true });
    expect((await row('sat-down')).description).toContain('No response');
    expect((await listAudit(h.database.db, { limit: 1, offset: 0 })).data[0]).toMatchObject({ action: 'rediscover', outcome: 'failure' });
  });

  it('refuses the wrong mode and unknown devices', async () => {
    const wrong = await get('/action/devices/discover?device_names=fgt-1&rundisco=true');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('already discovered: use rediscover');
    expect((await get('/action/devices/rediscover?device_names=nope')).statusCode).toBe(404);
    expect((await get('/action/devices/rediscover?rundisco=true')).json().message).toContain('device_names');
  });
});
