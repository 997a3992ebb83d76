import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../src/modules/audit/repository';
import { ACTION_DEVICES, callerFor, startActionsHarness, type ActionsHarness } from './actions-harness';

/** A local team endpoint that records every POST it receives. */
async function teamEndpoint(status = 200) {
  const received: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];
  const waiters: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(status).end();
      waiters.splice(0).forEach((w) => w());
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/nms-team`;
  const next = (n: number) =>
    new Promise<void>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`webhook got ${received.length} POSTs, expected ${n}`)), 5_000);
      const check = () => (received.length >= n ? (clearTimeout(t), resolve()) : waiters.push(check));
      check();
    });
  return { url, received, next, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('secured actions notify the NMS team', () => {
  let team: Awaited<ReturnType<typeof teamEndpoint>>;
  let h: ActionsHarness;
  // Secured actions need the Engineer role (issue 17): the engineer runs them.
  const get = (url: string) => h.app.inject({ method: 'GET', url: `/api/v1.0${url}`, headers: callerFor(h, url) });

  beforeAll(async () => {
    team = await teamEndpoint();
    h = await startActionsHarness('pglite', { NMS_TEAM_WEBHOOK_URL: team.url });
    await h.database.db.insertInto('devices').values(ACTION_DEVICES).execute();
  });
  afterAll(async () => {
    await h.close();
    await team.close();
  });

  it('POSTs who/what/when/outcome as JSON for a secured action', async () => {
    const res = await get('/action/device/rebootHughes?device_name=sat-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toMatchObject({ status: 'success' });
    await team.next(1);
    const { headers, body } = team.received[0];
    expect(headers['content-type']).toBe('application/json');
    expect(body).toMatchObject({
      source: 'nms-tools',
      type: 'secured-action',
      action: 'rebootHughes',
      label: 'Reboot Hughes Modem',
      device_name: 'sat-1',
      user: 'engineer',
      outcome: 'success',
    });
    expect(Date.now() - Date.parse(body.at as string)).toBeLessThan(10_000);
    expect(body.text).toContain('engineer ran Reboot Hughes Modem on sat-1: success');
    expect((await listAudit(h.database.db, { limit: 1, offset: 0 })).data[0]).toMatchObject({ action: 'rebootHughes', detail: { secured: true } });
  });

  it('reports a failed secured action as a failure, and stays quiet for unsecured ones', async () => {
    const before = team.received.length;
    await get('/action/device/rebootHughes?device_name=sat-down');
    await team.next(before + 1);
    expect(team.received[before].body).toMatchObject({ device_name: 'sat-down', outcome: 'failure' });
    await get('/action/device/interfaceStatus?device_name=sat-1');
    await new Promise((r) => setTimeout(r, 300));
    expect(team.received.length).toBe(before + 1);
  });
});
