import type { AlertRaise } from '@nms/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAlertChanges } from '../src/modules/fleet';
import { loadFleet } from '../src/simulator/fleet/load-fleet';
import { startHarness, type Harness } from './api-harness';
import { testEngines } from './test-databases';

/**
 * Issue 33 item 1: acknowledge, own and annotate alerts. Versions and row locks are engine
 * behaviour, so this runs on both engines.
 */
const engines = await testEngines();

const NOW = Date.UTC(2026, 10, 30, 12);

interface Row {
  id: number;
  name: string;
  acknowledged: boolean;
  ackedBy: string | null;
  ackedAt: number | null;
  owner: string | null;
  noteCount: number;
  workflowVersion: number;
  active: boolean;
}

describe.each(engines)('the alert workflow on %s', (engine) => {
  let h: Harness;
  let devices: string[];

  const raise = (device: string, instance: string, at = NOW): AlertRaise => ({
    deviceName: device,
    elementClassName: 'Router',
    classDisplayName: 'Router',
    // The alert's name is class, instance and event: the instance names the device, as a feed's does.
    instanceName: `${device}/${instance}`,
    instanceDisplayName: instance,
    eventName: 'Down',
    eventDisplayName: 'Down',
    eventText: 'alert-workflow.test.ts',
    severity: 1,
    category: 'Availability',
    visibility: 'External',
    troubleTicketID: null,
    at,
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Record<string, string>, payload?: unknown) =>
    h.app.inject({ method, url: `/api/v1.0${url}`, headers: who, ...(payload !== undefined ? { payload: payload as object } : {}) });

  /** The alerts es/alerts lists for a Lucene query (the grids' own call). */
  async function alerts(query: string): Promise<Row[]> {
    const res = await call('GET', `/es/alerts?${new URLSearchParams({ query, limit: '1000', sort: 'id' })}`, h.operator);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
  const one = async (device: string) => (await alerts(`elementName:"${device}" AND active:true`))[0];

  beforeAll(async () => {
    h = await startHarness(engine);
    await loadFleet(h.database, { size: 40, seed: 4, alertsTotal: 0, now: NOW, worker: false });
    const rows = await h.app.db.selectFrom('devices').select('name').where('nmd', '<>', '').orderBy('name').limit(12).execute();
    devices = rows.map((r) => r.name);
    await applyAlertChanges(
      h.app.db,
      devices.map((d) => ({ raise: raise(d, 'wan0') })),
    );
  });
  afterAll(() => h?.close());

  it('es/alerts answers the workflow fields of a new alert: unacknowledged, nobody’s, version 1', async () => {
    const row = await one(devices[0]);
    expect(row).toMatchObject({ acknowledged: false, ackedBy: null, ackedAt: null, owner: '', noteCount: 0, workflowVersion: 1, active: true });
    expect(row.id).toBeGreaterThan(0);
  });

  it('acknowledges with a note: who and when from the token, the note in the thread, an audit entry, the version moved', async () => {
    const row = await one(devices[1]);
    const before = Date.now();
    const res = await call('POST', `/alerts/${row.id}/acknowledge`, h.operator, { version: row.workflowVersion, note: '  on it, truck rolled  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, acknowledged: true, ackedBy: 'operator', noteCount: 1, workflowVersion: row.workflowVersion + 1 });
    expect(res.json().ackedAt).toBeGreaterThanOrEqual(before);
    expect(await one(devices[1])).toMatchObject({ acknowledged: true, ackedBy: 'operator', noteCount: 1 });

    const notes = await call('GET', `/alerts/${row.id}/notes`, h.viewer);
    expect(notes.statusCode).toBe(200);
    expect(notes.json().data).toEqual([
      {
        id: expect.any(Number),
        author: 'operator',
        authorName: 'Olivia Operator',
        at: res.json().ackedAt,
        kind: 'acknowledge',
        text: 'on it, truck rolled',
      },
    ]);

    const audit = await h.app.db.selectFrom('audit_log').selectAll().where('target', '=', `alert:${row.id}`).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'alert.acknowledge', actor_sub: 'operator', outcome: 'success', device_names: [devices[1]] });
    expect(audit[0].changes).toMatchObject({ before: { acknowledged: false }, after: { acknowledged: true, ackedBy: 'operator' } });
  });

  it('refuses a write made on a stale copy with 409 and the alert as stored now', async () => {
    const row = await one(devices[2]);
    expect((await call('POST', `/alerts/${row.id}/acknowledge`, h.engineer, { version: row.workflowVersion })).statusCode).toBe(200);
    // The operator read it before the engineer acknowledged it.
    const stale = await call('POST', `/alerts/${row.id}/acknowledge`, h.operator, { version: row.workflowVersion, note: 'mine' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('engineer acknowledged it');
    expect(stale.json().current).toMatchObject({ id: row.id, acknowledged: true, ackedBy: 'engineer', workflowVersion: row.workflowVersion + 1 });
    expect(await one(devices[2])).toMatchObject({ ackedBy: 'engineer', noteCount: 0 });
    // With the version read now, the acknowledgement is taken back.
    const back = await call('POST', `/alerts/${row.id}/unacknowledge`, h.operator, { version: row.workflowVersion + 1, note: 'not fixed yet' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ acknowledged: false, ackedBy: null, ackedAt: null, noteCount: 1 });
  });

  it('lets a viewer read the thread but not acknowledge, assign or note (403 naming the role)', async () => {
    const row = await one(devices[3]);
    const body = { version: row.workflowVersion };
    for (const [method, url, payload] of [
      ['POST', `/alerts/${row.id}/acknowledge`, body],
      ['POST', `/alerts/${row.id}/unacknowledge`, body],
      ['PUT', `/alerts/${row.id}/owner`, { ...body, owner: 'viewer' }],
      ['POST', `/alerts/${row.id}/notes`, { ...body, text: 'hello' }],
      ['POST', '/alerts/acknowledge', { acknowledged: true, alerts: [{ id: row.id, ...body }] }],
    ] as const) {
      const res = await call(method, url, h.viewer, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('Needs the Operator role');
    }
    expect((await call('GET', `/alerts/${row.id}/notes`, h.viewer)).statusCode).toBe(200);
    expect(await one(devices[3])).toMatchObject({ acknowledged: false, workflowVersion: row.workflowVersion });
  });

  it('takes, assigns and gives up ownership; a nickname with a space is a 400 naming owner', async () => {
    const row = await one(devices[4]);
    const took = await call('PUT', `/alerts/${row.id}/owner`, h.operator, { version: row.workflowVersion, owner: 'operator' });
    expect(took.statusCode, took.body).toBe(200);
    expect(took.json()).toMatchObject({ owner: 'operator', workflowVersion: row.workflowVersion + 1 });
    const assigned = await call('PUT', `/alerts/${row.id}/owner`, h.operator, {
      version: row.workflowVersion + 1,
      owner: 'engineer',
      note: 'night shift',
    });
    expect(assigned.json()).toMatchObject({ owner: 'engineer', noteCount: 1 });
    expect((await call('GET', `/alerts/${row.id}/notes`, h.operator)).json().data.map((n: { kind: string }) => n.kind)).toEqual(['assign']);
    const bad = await call('PUT', `/alerts/${row.id}/owner`, h.operator, { version: row.workflowVersion + 2, owner: 'two words' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('owner');
    const freed = await call('PUT', `/alerts/${row.id}/owner`, h.operator, { version: row.workflowVersion + 2, owner: '' });
    expect(freed.json()).toMatchObject({ owner: '' });
  });

  it('answers 400 naming the field for a missing version or a blank note, 404 for an unknown alert', async () => {
    const row = await one(devices[5]);
    const noVersion = await call('POST', `/alerts/${row.id}/acknowledge`, h.operator, {});
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toContain('version');
    const blank = await call('POST', `/alerts/${row.id}/notes`, h.operator, { version: row.workflowVersion, text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('text');
    expect((await call('POST', '/alerts/987654321/acknowledge', h.operator, { version: 1 })).statusCode).toBe(404);
    expect((await call('GET', '/alerts/987654321/notes', h.operator)).statusCode).toBe(404);
  });

  it('a re-notification keeps the version; the clear moves it and keeps the history; a re-raise starts unacknowledged', async () => {
    const device = devices[6];
    const row = await one(device);
    const acked = (await call('POST', `/alerts/${row.id}/acknowledge`, h.operator, { version: row.workflowVersion, note: 'watching' })).json();
    await applyAlertChanges(h.app.db, [{ raise: raise(device, 'wan0', NOW + 60_000) }]);
    expect(await one(device)).toMatchObject({ id: row.id, workflowVersion: acked.workflowVersion, acknowledged: true });

    await applyAlertChanges(h.app.db, [{ clear: { name: row.name, at: NOW + 120_000 } }]);
    const [archived] = await alerts(`id:${row.id}`);
    expect(archived).toMatchObject({
      active: false,
      acknowledged: true,
      ackedBy: 'operator',
      noteCount: 1,
      workflowVersion: acked.workflowVersion + 1,
    });
    const late = await call('POST', `/alerts/${row.id}/acknowledge`, h.operator, { version: acked.workflowVersion });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('it was cleared');
    // Even at the version read after the clear, an archived alert is not acknowledged again, but it can be noted.
    const unack = await call('POST', `/alerts/${row.id}/unacknowledge`, h.operator, { version: archived.workflowVersion });
    expect(unack.statusCode).toBe(409);
    const noted = await call('POST', `/alerts/${row.id}/notes`, h.operator, {
      version: archived.workflowVersion,
      text: 'power restored by the utility',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json()).toMatchObject({ active: false, acknowledged: true, noteCount: 2 });

    await applyAlertChanges(h.app.db, [{ raise: raise(device, 'wan0', NOW + 180_000) }]);
    const again = await one(device);
    expect(again.id).not.toBe(row.id);
    expect(again).toMatchObject({ acknowledged: false, ackedBy: null, owner: '', noteCount: 0, workflowVersion: 1 });
  });

  it('finds alerts by the new Lucene fields', async () => {
    const row = await one(devices[7]);
    await call('PUT', `/alerts/${row.id}/owner`, h.operator, { version: row.workflowVersion, owner: 'lucene-owner' });
    await call('POST', `/alerts/${row.id}/acknowledge`, h.admin, { version: row.workflowVersion + 1, note: 'x' });
    const ids = async (q: string) => (await alerts(q)).map((r) => r.id);
    expect(await ids('owner:"lucene-owner"')).toEqual([row.id]);
    expect(await ids(`ackedBy:admin AND acknowledged:true AND id:${row.id}`)).toEqual([row.id]);
    expect(await ids(`noteCount:[1 TO *] AND elementName:"${devices[7]}"`)).toEqual([row.id]);
    expect(await ids(`acknowledged:false AND elementName:"${devices[7]}"`)).toEqual([]);
  });

  it('acknowledges 1,000 alerts in one call: each one changed, unchanged, a conflict or not found, one audit entry', async () => {
    const device = devices[8];
    await applyAlertChanges(
      h.app.db,
      Array.from({ length: 1000 }, (_, i) => ({ raise: raise(device, `port${i}`) })),
    );
    const rows = await alerts(`elementName:"${device}" AND active:true AND instanceDisplayName:port*`);
    expect(rows).toHaveLength(1000);
    // Someone acknowledged one of them meanwhile, and another was already acknowledged when read.
    await call('POST', `/alerts/${rows[0].id}/acknowledge`, h.engineer, { version: rows[0].workflowVersion });
    await call('POST', `/alerts/${rows[1].id}/acknowledge`, h.engineer, { version: rows[1].workflowVersion });
    const alreadyAcked = (await alerts(`id:${rows[1].id}`))[0];
    const sent = rows.map((r) => ({ id: r.id, version: r.id === alreadyAcked.id ? alreadyAcked.workflowVersion : r.workflowVersion }));
    const res = await call('POST', '/alerts/acknowledge', h.operator, {
      acknowledged: true,
      note: 'storm acknowledged',
      alerts: [...sent, { id: 987654321, version: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toEqual({ changed: 998, unchanged: 1, conflict: 1, 'not-found': 1 });
    const byId = new Map(res.json().data.map((d: { id: number }) => [d.id, d]));
    expect(byId.get(rows[0].id)).toMatchObject({ outcome: 'conflict', current: { ackedBy: 'engineer' } });
    expect(byId.get(rows[5].id)).toMatchObject({ outcome: 'changed', current: { acknowledged: true, ackedBy: 'operator', noteCount: 1 } });
    expect(await alerts(`elementName:"${device}" AND acknowledged:true AND ackedBy:operator`)).toHaveLength(998);
    expect(await h.app.db.selectFrom('alert_notes').select('id').where('text', '=', 'storm acknowledged').execute()).toHaveLength(998);
    const audit = await h.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'alert.acknowledge')
      .where('actor_sub', '=', 'operator')
      .execute();
    const bulk = audit.filter((a) => (a.detail as { alerts: number[] }).alerts.length > 1);
    expect(bulk).toHaveLength(1);
    expect((bulk[0].detail as { alerts: number[] }).alerts).toHaveLength(998);
    expect(bulk[0].device_names).toEqual([device]);
  });
});
