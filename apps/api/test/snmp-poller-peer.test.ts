import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedHandle } from '../src/feeds/feed-host';
import { startHarness, type Harness } from './api-harness';
import { startSnmpd, type Snmpd } from './peers/snmpd';
import { registerSnmpRouter } from './snmp-device';
import { testEngines } from './test-databases';
import { startTestPoller } from './test-poller';
import { authHeader, serviceAccountToken } from './tokens';

const INTERVAL = 1000;
const DEVICE = 'snmpd-peer-rtr';
const q = (lucene: string) => `query=${encodeURIComponent(lucene)}`;

/**
 * Issue 16's first "Done when": a real snmpd registered through the ingest API is polled to Normal
 * with its interfaces in Interface Status; stopped, it turns Critical with an 'Unreachable' alert
 * within two intervals; started again, the alert clears.
 */
describe.each(await testEngines())('a real snmpd polled by the poller on %s', (engine) => {
  let h: Harness;
  let agent: Snmpd;
  let poller: FeedHandle | undefined;
  let service: Record<string, string>;
  const get = async (url: string) => {
    const res = await h.app.inject({ method: 'GET', url, headers: h.operator });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const state = async () => (await get(`/api/v1.0/es/devices/all?${q(`name:${DEVICE}`)}`)).data[0]?.state;
  const active = async () => (await get(`/api/v1.0/es/alerts?${q(`elementName:${DEVICE} AND active:true`)}`)).data as Array<Record<string, unknown>>;
  /** Polls the condition every 100 ms; fails naming what it waited for. */
  const until = async <T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs: number): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const v = await read();
      if (ok(v)) return v;
      if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(v)} after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    agent = await startSnmpd({ sysName: 'peer-router' });
    h = await startHarness(engine);
    service = authHeader(await serviceAccountToken(h.app));
    poller = await startTestPoller(h, `peer-${engine}`, INTERVAL, 300);
  });
  afterAll(async () => {
    await poller?.stop();
    await agent?.dispose();
    await h?.close();
  });

  it('registered through the ingest API, it is polled to Normal with its interfaces in Interface Status', async () => {
    expect(await registerSnmpRouter(h.app, service, DEVICE, 'peer', agent)).toMatchObject({ created: 1, rejected: 0 });

    // The poller's next target sync (one interval) picks it up; its first answer makes it reachable.
    const reachable = async () =>
      (await sql<Record<string, unknown>>`SELECT * FROM poll_targets WHERE device_name = ${DEVICE}`.execute(h.database.db)).rows[0];
    const row = await until('first SNMP poll', reachable, (r) => r?.reachable === true, 30_000);
    expect(row).toMatchObject({ method: 'SNMP', sys_name: 'peer-router', last_error: null });
    expect(await state()).toBe(5);
    expect(await active()).toEqual([]);

    const status = await get(`/api/v1.0/action/device/interfaceStatus?device_name=${DEVICE}`);
    expect(status.results.error).toBeUndefined();
    expect(status.results.interfaces).toContainEqual(expect.objectContaining({ interface: 'lo', adminStatus: 'up', operStatus: 'up' }));
  });

  it("stopping snmpd turns the device Critical with an 'Unreachable' alert within two intervals; starting it clears", async () => {
    await agent.stop();
    const stoppedAt = Date.now();
    const alerts = await until('Unreachable alert', active, (a) => a.length > 0, 30_000);
    // Two intervals from the stop, plus the poll's own timeout and slack for a busy machine.
    expect(Date.now() - stoppedAt).toBeLessThan(2 * INTERVAL + 3_000);
    expect(alerts).toEqual([expect.objectContaining({ eventName: 'Unreachable', severity: 1, source: 'SNMP', active: true, elementName: DEVICE })]);
    expect(await state()).toBe(1);

    await agent.start();
    await until('Unreachable cleared', active, (a) => a.length === 0, 30_000);
    expect(await state()).toBe(5);
    const archived = await get(`/api/v1.0/es/historical-alerts?${q(`elementName:${DEVICE} AND eventName:Unreachable`)}`);
    expect(archived.data).toHaveLength(1);
  });

  it('an interface that goes down raises LinkDown naming it; back up, it clears', async (ctx) => {
    // A veth pair whose far end is down: the near end is admin up and oper down, like a cut cable.
    const near = `nmsp${process.pid % 10000}${engine[0]}a`;
    const far = `nmsp${process.pid % 10000}${engine[0]}b`;
    try {
      execFileSync('ip', ['link', 'add', near, 'type', 'veth', 'peer', 'name', far], { stdio: 'ignore' });
      execFileSync('ip', ['link', 'set', near, 'up'], { stdio: 'ignore' });
    } catch {
      return ctx.skip(); // no CAP_NET_ADMIN here
    }
    try {
      // snmpd refreshes its interface table every few seconds.
      const alerts = await until('LinkDown alert', active, (a) => a.some((x) => x.eventName === 'LinkDown'), 60_000);
      expect(alerts).toEqual([
        expect.objectContaining({
          eventName: 'LinkDown',
          severity: 2,
          source: 'SNMP',
          instanceName: `${DEVICE}/${near}`,
          eventText: expect.stringMatching(new RegExp(`^Interface ${near} \\(ifIndex \\d+\\) is down$`)),
        }),
      ]);
      expect(await state()).toBe(2);
      execFileSync('ip', ['link', 'set', far, 'up'], { stdio: 'ignore' });
      await until('LinkDown cleared', active, (a) => a.length === 0, 60_000);
      expect(await state()).toBe(5);
    } finally {
      try {
        execFileSync('ip', ['link', 'del', near], { stdio: 'ignore' });
      } catch {
        /* gone already */
      }
    }
  });
});
