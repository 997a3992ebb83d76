import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_DEVICES, startActionsHarness, type ActionsHarness } from './actions-harness';
import { authHeader, mintToken } from './tokens';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();

describe.each(engines)('packet-capture downloads belong to who made them (%s)', (engine) => {
  let h: ActionsHarness;
  let otherOperator: Record<string, string>;
  let admin: Record<string, string>;
  const get = (url: string, headers: Record<string, string>) => h.app.inject({ method: 'GET', url: `/api/v1.0${url}`, headers });
  const download = (file: string, headers: Record<string, string>) =>
    get(`/action/device/packet-capture/download?file_name=${encodeURIComponent(file)}`, headers);

  beforeAll(async () => {
    h = await startActionsHarness(engine);
    await h.database.db.insertInto('devices').values(ACTION_DEVICES).execute();
    otherOperator = authHeader(await mintToken(h.app, { sub: 'oscar', nickname: 'oscar', name: 'Oscar Other', groups: ['nmstools_operator'] }));
    admin = authHeader(
      await mintToken(h.app, { sub: 'admin', nickname: 'admin', name: 'Adam Admin', groups: ['nmstools_admin', 'nmstools_operator'] }),
    );
  });
  afterAll(() => h?.close());

  it('serves a capture to its maker and to admins, and answers 404 to another user', async () => {
    const made = await get('/action/device/packet-capture?device_name=fgt-1&max_packets=2', h.operator);
    expect(made.statusCode, made.body).toBe(200);
    const { file_name } = made.json();
    expect((await download(file_name, h.operator)).statusCode).toBe(200);
    const refused = await download(file_name, otherOperator);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toContain('not found');
    expect((await download(file_name, h.engineer)).statusCode).toBe(404);
    expect((await download(file_name, admin)).statusCode).toBe(200);
  });

  it('binds an accelerator capture to its maker too', async () => {
    const made = await get('/action/device/packet-capture-aa?device_name=aa-1&duration=10', h.operator);
    expect(made.statusCode, made.body).toBe(200);
    expect((await download(made.json().file_name, otherOperator)).statusCode).toBe(404);
    expect((await download(made.json().file_name, h.operator)).statusCode).toBe(200);
  });
});
