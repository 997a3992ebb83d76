import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';
import { authHeader, mintToken } from './tokens';

const engines = await routeTestEngines();
const API = '/api/v1.0';
const PAM = `${API}/action/devices/pam-suspend`;
const now = () => Math.floor(Date.now() / 1000);

interface Entry {
  userName: string;
  actorSub: string | null;
  actorName: string;
  action: string;
  detail: Record<string, unknown> | null;
}

/** Issue item 3: the actor of every audit entry is the verified token's, whatever the request claims. */
describe.each(engines)('audit actor on %s', (engine) => {
  let h: Harness;
  let olivia: Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: olivia, ...(payload === undefined ? {} : { payload: payload as object }) });
  const latest = async (action: string): Promise<Entry> => {
    const res = await h.app.inject({ url: `${API}/admin/audit-log?limit=1000`, headers: h.admin });
    expect(res.statusCode).toBe(200);
    const entry = (res.json().data as Entry[]).find((e) => e.action === action);
    if (!entry) throw new Error(`no audit entry for ${action}`);
    return entry;
  };
  const byOlivia = { userName: 'olivia', actorSub: 'sub-olivia-7', actorName: 'olivia' };

  beforeAll(async () => {
    h = await startHarness(engine);
    olivia = authHeader(await mintToken(h.app, { sub: 'sub-olivia-7', nickname: 'olivia', name: 'Olivia Operator', groups: ['nmstools_operator'] }));
    await h.database.db
      .insertInto('devices')
      .values([
        {
          name: 'aa-1',
          state: 5,
          class_name: 'Router',
          nocid: 'NNOC',
          discovered: true,
          provision_status: 'ACTV',
          poller: 'GTN-AM-01',
          nmd: 'CUST1',
        },
        {
          name: 'aa-2',
          state: 5,
          class_name: 'Router',
          nocid: 'NNOC',
          discovered: true,
          provision_status: 'ACTV',
          poller: 'GTN-AM-01',
          nmd: 'CUST1',
        },
      ])
      .execute();
    // The simulator's kind of device: its actions answer from the simulated driver (issue 31).
    await h.database.db.updateTable('devices').set({ simulated: true }).execute();
  });
  afterAll(() => h.close());

  it("records a PAM create under the token, not the body's user 'admin' (kept as the schedule's data)", async () => {
    const res = await call('POST', PAM, [{ device_name: 'aa-1', info: 'window', start_time: now(), end_time: now() + 3 * 3600, user: 'admin' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].user).toBe('admin');
    const entry = await latest('pamSuspend.create');
    expect(entry).toMatchObject(byOlivia);
    expect(entry.detail).toMatchObject({ user: 'admin' });
  });

  it("records a PAM remove under the token, not user_name 'admin'", async () => {
    const res = await call('DELETE', `${PAM}?device_names=aa-1&user_name=admin`);
    expect(res.statusCode).toBe(200);
    const entry = await latest('pamSuspend.remove');
    expect(entry).toMatchObject(byOlivia);
    expect(entry.detail).toMatchObject({ user_name: 'admin', removed: 1 });
  });

  it('records a refused PAM write under the token too', async () => {
    const res = await call('DELETE', `${PAM}?device_names=aa-2&user_name=admin`);
    expect(res.statusCode).toBe(404);
    expect(await latest('pamSuspend.remove')).toMatchObject({
      ...byOlivia,
      detail: { user_name: 'admin', message: 'No PAM Schedule found for aa-2' },
    });
  });

  it('records device actions, diagnostics and CMDB writes with the subject and nickname of the token', async () => {
    expect((await call('GET', `${API}/action/device/ping?device_name=aa-2&ping_type=lan`)).statusCode).toBe(200);
    expect(await latest('ping')).toMatchObject(byOlivia);

    await call('GET', `${API}/action/device/getSysArp?device_name=aa-2`);
    expect(await latest('getSysArp')).toMatchObject(byOlivia);

    expect((await call('POST', `${API}/svn/svi_hughes_ems`, { name: 'Audit EMS', host_name: 'audit.example' })).statusCode).toBe(201);
    expect(await latest('cmdb.create')).toMatchObject(byOlivia);
  });
});
