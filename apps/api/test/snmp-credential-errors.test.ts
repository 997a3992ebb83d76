import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedHandle } from '../src/feeds/feed-host';
import { AUTH_FAILURE, PRIVACY_FAILURE } from '../src/modules/poller/snmp-errors';
import { startHarness, type Harness } from './api-harness';
import { freeUdpPort, startSnmpd, type Snmpd } from './peers/snmpd';
import { routeTestEngines } from './test-databases';
import { startTestPoller } from './test-poller';
import { authHeader, serviceAccountToken } from './tokens';

const q = (lucene: string) => `query=${encodeURIComponent(lucene)}`;
const USER = { version: '3', user: 'nmsv3', level: 'authPriv', authProtocol: 'sha', privProtocol: 'aes' };

/**
 * Issue 31 item 5: a real snmpd (v3 user, authPriv) polled with a wrong auth key, a wrong privacy
 * key and the right ones, beside a dead port. The poller names each error; a credential error is
 * a Minor 'SnmpCredentials' alert, not 'Unreachable', and counts in Admin → Feeds.
 */
describe.each(await routeTestEngines())('SNMP credential errors named by the poller on %s', (engine) => {
  let h: Harness;
  let agent: Snmpd;
  let poller: FeedHandle | undefined;

  const until = async <T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const v = await read();
      if (ok(v)) return v;
      if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(v)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const lastError = async (device: string) =>
    (
      await sql<{
        last_error: string | null;
        reachable: boolean | null;
      }>`SELECT last_error, reachable FROM poll_targets WHERE device_name = ${device}`.execute(h.database.db)
    ).rows[0];
  const activeEvents = async (device: string) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/v1.0/es/alerts?${q(`elementName:${device} AND active:true`)}`, headers: h.operator });
    return (res.json() as { data: Array<{ eventName: string; severity: number; eventText: string }> }).data;
  };

  beforeAll(async () => {
    agent = await startSnmpd({ extraConf: ['createUser nmsv3 SHA authpass123 AES privpass123', 'rouser nmsv3 priv'] });
    await agent.start();
    h = await startHarness(engine);
    const service = authHeader(await serviceAccountToken(h.app));
    const dead = await freeUdpPort();
    let res = await h.app.inject({
      method: 'PUT',
      url: '/api/v1.0/ingest/snmp-credentials',
      headers: service,
      payload: [
        { name: 'right', ...USER, authKey: 'authpass123', privKey: 'privpass123' },
        { name: 'bad-auth', ...USER, authKey: 'wrongauth99', privKey: 'privpass123' },
        { name: 'bad-priv', ...USER, authKey: 'authpass123', privKey: 'wrongpriv99' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const device = (name: string, credential: string, port: number) => ({
      name,
      managementIp: '127.0.0.1',
      snmpCredential: credential,
      snmpPort: port,
      productCategory: 'Router',
    });
    res = await h.app.inject({
      method: 'POST',
      url: '/api/v1.0/ingest/devices',
      headers: service,
      payload: [
        device('v3-right', 'right', agent.port),
        device('v3-bad-auth', 'bad-auth', agent.port),
        device('v3-bad-priv', 'bad-priv', agent.port),
        device('v3-dead', 'right', dead),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    poller = await startTestPoller(h, `cred-${engine}`, 1000, 400);
  }, 60_000);
  afterAll(async () => {
    await poller?.stop();
    await agent?.dispose();
    await h?.close();
  });

  it('names a wrong auth key and a wrong privacy key, and a dead agent times out', async () => {
    expect(
      await until(
        'right',
        () => lastError('v3-right'),
        (r) => r?.reachable === true,
      ),
    ).toMatchObject({ last_error: null });
    const auth = await until(
      'bad auth',
      () => lastError('v3-bad-auth'),
      (r) => r?.last_error !== null && r?.last_error !== undefined,
    );
    expect(auth.last_error).toContain(AUTH_FAILURE);
    const priv = await until(
      'bad priv',
      () => lastError('v3-bad-priv'),
      (r) => r?.last_error !== null && r?.last_error !== undefined,
    );
    expect(priv.last_error).toBe(PRIVACY_FAILURE);
    const dead = await until(
      'dead',
      () => lastError('v3-dead'),
      (r) => r?.reachable === false,
    );
    expect(dead.last_error).toMatch(/timed out/i);
  });

  it('raises a Minor SnmpCredentials alert, not Unreachable, and the dead one is Unreachable', async () => {
    for (const device of ['v3-bad-auth', 'v3-bad-priv']) {
      const events = await until(
        device,
        () => activeEvents(device),
        (a) => a.length > 0,
      );
      expect(events.map((e) => [e.eventName, e.severity])).toEqual([['SnmpCredentials', 3]]);
    }
    expect((await activeEvents('v3-bad-priv'))[0].eventText).toContain('check the privacy key/protocol');
    expect(
      (
        await until(
          'dead',
          () => activeEvents('v3-dead'),
          (a) => a.length > 0,
        )
      ).map((e) => e.eventName),
    ).toEqual(['Unreachable']);
  });

  it('counts them in Admin → Feeds', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1.0/admin/feeds', headers: h.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().poller).toMatchObject({ targets: 4, credentialErrors: 2, unreachable: 1 });
    expect(res.json().poller.credentialDevices.map((d: { device: string; error: string }) => [d.device, d.error.split(' (')[0]])).toEqual([
      ['v3-bad-auth', AUTH_FAILURE],
      ['v3-bad-priv', PRIVACY_FAILURE],
    ]);
  });
});
