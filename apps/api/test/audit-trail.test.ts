import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const API = '/api/v1.0';

interface Entry {
  id: number;
  at: number;
  actorSub: string | null;
  actorName: string;
  action: string;
  deviceNames: string[];
  outcome: string;
  detail: Record<string, unknown> | null;
  requestId: string | null;
  address: string | null;
  target: string | null;
  changes: { before: Record<string, unknown> | null; after: Record<string, unknown> | null } | null;
}

/** Issue 17 item 5: every write and action is in the trail with its request, address and actor, and the trail is searchable. */
describe.each(engines)('audit trail on %s', (engine) => {
  let h: Harness;
  const search = async (q: string, extra = '') => {
    const res = await h.app.inject({ url: `${API}/admin/audit-log?q=${encodeURIComponent(q)}${extra}`, headers: h.admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Entry[]; total: number };
  };

  beforeAll(async () => {
    h = await startHarness(engine);
    await h.database.db
      .insertInto('devices')
      .values([
        {
          name: 'at-1',
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

  it("records an action with the answer's X-Request-Id, the caller's address and the token's actor; Lucene finds it", async () => {
    const res = await h.app.inject({
      url: `${API}/action/device/ping?device_name=at-1&ping_type=lan`,
      headers: { ...h.operator, 'x-request-id': 'trace-ping-0001' },
      remoteAddress: '198.51.100.7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('trace-ping-0001');
    const found = await search('actorName:operator AND action:ping');
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({
      actorSub: 'operator',
      actorName: 'operator',
      action: 'ping',
      deviceNames: ['at-1'],
      outcome: 'success',
      requestId: 'trace-ping-0001',
      address: '198.51.100.7',
    });
    expect((await search('user:operator AND action:ping AND requestId:trace-ping-0001')).total).toBe(1);
    expect((await search('device:at-1 AND address:198.51.*')).total).toBe(1);
    expect((await search('user:viewer AND action:ping')).total).toBe(0);
  });

  it('gives a generated request id to a call without one, the same in the header and the entry', async () => {
    const res = await h.app.inject({ url: `${API}/action/device/ping?device_name=at-1&ping_type=wan`, headers: h.engineer });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await search(`requestId:"${id}"`)).data[0]).toMatchObject({ actorName: 'engineer', action: 'ping' });
  });

  it('records a write refused by the role table (403 by a viewer) with its outcome and the reason', async () => {
    const res = await h.app.inject({ url: `${API}/action/device/reboot?device_name=at-1`, headers: h.viewer });
    expect(res.statusCode).toBe(403);
    const refusedAction = (await search('user:viewer AND action:reboot')).data;
    expect(refusedAction).toHaveLength(1);
    expect(refusedAction[0]).toMatchObject({ outcome: 'refused', deviceNames: ['at-1'], requestId: res.headers['x-request-id'] });
    expect(refusedAction[0].detail).toMatchObject({ status: 403, message: res.json().message });

    const write = await h.app.inject({ method: 'POST', url: `${API}/ingest/locations`, headers: h.viewer, payload: [] });
    expect(write.statusCode).toBe(403);
    expect((await search('user:viewer AND outcome:refused AND target:ingest/locations')).data[0]).toMatchObject({ action: 'POST /ingest/locations' });
  });

  it('keeps the values before and after of a CMDB edit, in the entry and in the record history', async () => {
    const created = await h.app.inject({
      method: 'POST',
      url: `${API}/svn/svi_hughes_ems`,
      headers: h.operator,
      payload: { name: 'Hist EMS', host_name: 'a.example' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().ems_id as number;
    const edited = await h.app.inject({
      method: 'PUT',
      url: `${API}/svn/svi_hughes_ems/${id}`,
      headers: h.engineer,
      payload: { host_name: 'b.example' },
    });
    expect(edited.statusCode).toBe(200);
    const bad = await h.app.inject({ method: 'PUT', url: `${API}/svn/svi_hughes_ems/${id}`, headers: h.engineer, payload: { name: '' } });
    expect(bad.statusCode).toBe(400);

    const update = (await search(`action:cmdb.update AND target:"svn/svi_hughes_ems/${id}"`)).data[0];
    expect(update.changes).toMatchObject({ before: { host_name: 'a.example' }, after: { host_name: 'b.example', name: 'Hist EMS' } });

    const history = await h.app.inject({ url: `${API}/svn/svi_hughes_ems/${id}/history`, headers: h.viewer });
    expect(history.statusCode).toBe(200);
    const entries = history.json().data as Entry[];
    expect(entries.map((e) => [e.action, e.outcome, e.actorName])).toEqual([
      ['PUT /svn/svi_hughes_ems/{id}', 'failure', 'engineer'],
      ['cmdb.update', 'success', 'engineer'],
      ['cmdb.create', 'success', 'operator'],
    ]);
    expect(entries[2].changes).toMatchObject({ before: null, after: { name: 'Hist EMS' } });
    expect(entries[0].detail).toMatchObject({ status: 400 });
  });

  it('answers 400 naming the field or position of a bad query, and sorts and pages on the server', async () => {
    const unknown = await h.app.inject({ url: `${API}/admin/audit-log?q=colour:red`, headers: h.admin });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^q: Unknown field 'colour'/);
    const syntax = await h.app.inject({ url: `${API}/admin/audit-log?q=${encodeURIComponent('action:(ping')}`, headers: h.admin });
    expect(syntax.statusCode).toBe(400);
    expect(syntax.json().message).toMatch(/position/);
    const badSort = await h.app.inject({ url: `${API}/admin/audit-log?sort=detail`, headers: h.admin });
    expect(badSort.json().message).toMatch(/^sort: /);

    const all = await search('*', '&limit=100');
    const page = await search('*', '&limit=2&offset=1');
    expect(page.total).toBe(all.total);
    expect(page.data.map((e) => e.id)).toEqual(all.data.slice(1, 3).map((e) => e.id));
    const ats = all.data.map((e) => e.at);
    expect(ats).toEqual([...ats].sort((a, b) => b - a));
    const oldest = await search('*', '&sort=at&order=asc&limit=1');
    expect(oldest.data[0].at).toBe(Math.min(...ats));
    expect((await search(`at:[${new Date(Date.now() - 3_600_000).toISOString()} TO *] AND action:ping`)).total).toBe(2);
  });

  it('exports the entries of a query as CSV', async () => {
    const res = await h.app.inject({ url: `${API}/admin/audit-log/export?q=${encodeURIComponent('action:ping')}`, headers: h.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-trail-.*\.csv"/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('When,User,Subject,API Token,Address,Action,Target,Devices,Outcome,Request ID,Detail,Changes');
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.includes(',operator,operator,,198.51.100.7,ping,') && l.includes('trace-ping-0001'))).toBe(true);
    expect((await h.app.inject({ url: `${API}/admin/audit-log/export?q=nope:1`, headers: h.admin })).statusCode).toBe(400);
    expect((await h.app.inject({ url: `${API}/admin/audit-log/export`, headers: h.operator })).statusCode).toBe(403);
  });

  it('does not audit reads', async () => {
    const before = (await search('*')).total;
    await h.app.inject({ url: `${API}/svn/svi_hughes_ems`, headers: h.viewer });
    await h.app.inject({ url: `${API}/admin/audit-log`, headers: h.admin });
    expect((await search('*')).total).toBe(before);
  });
});
