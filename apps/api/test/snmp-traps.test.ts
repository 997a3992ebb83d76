import { sql } from 'kysely';
import { execFile } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFeedCountersOf } from '../src/modules/feed-health';
import { startTrapReceiver, type TrapReceiver } from '../src/modules/traps/trap-receiver';
import { clearLinksPolledUp, clearQuietTrapAlerts } from '../src/modules/traps/trap-sweep';
import { startHarness, type Harness } from './api-harness';
import { NO_MIBS, freeUdpPort, startSnmpd } from './peers/snmpd';
import { testEngines } from './test-databases';

const engines = await testEngines();

/** The port 1162 when it is free, else any free one (another run may hold it). */
async function trapPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createSocket('udp4');
    s.once('error', () => {
      s.close();
      void freeUdpPort().then(resolve);
    });
    s.bind(1162, '127.0.0.1', () => s.close(() => resolve(1162)));
  });
}

/** Debian's `snmptrap` (net-snmp), numeric OIDs only. */
function snmptrap(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('snmptrap', args, { env: NO_MIBS, timeout: 20_000 }, (err, _out, stderr) =>
      err ? reject(new Error(`snmptrap: ${stderr || err.message}`)) : resolve(),
    );
  });
}

const LINK_DOWN = '1.3.6.1.6.3.1.1.5.3';
const LINK_UP = '1.3.6.1.6.3.1.1.5.4';
const COLD_START = '1.3.6.1.6.3.1.1.5.1';
/** ifIndex.N, ifAdminStatus.N (up), ifOperStatus.N and, when given, ifName.N, as agents send them. */
const ifVarbinds = (n: number, oper: 1 | 2, ifName?: string) => [
  `1.3.6.1.2.1.2.2.1.1.${n}`,
  'i',
  String(n),
  `1.3.6.1.2.1.2.2.1.7.${n}`,
  'i',
  '1',
  `1.3.6.1.2.1.2.2.1.8.${n}`,
  'i',
  String(oper),
  ...(ifName ? [`1.3.6.1.2.1.31.1.1.1.1.${n}`, 's', ifName] : []),
];

describe.each(engines)('SNMP trap receiver on %s', (engine) => {
  let h: Harness;
  let rx: TrapReceiver;
  let target: string;
  const v2c = (args: string[], community = 'public') => snmptrap(['-v', '2c', '-c', community, target, '', ...args]);
  const alertsOf = async (device: string) => {
    const q = encodeURIComponent(`active:true AND elementName:${device}`);
    const res = await h.app.inject({ method: 'GET', url: `/api/v1.0/es/alerts?query=${q}&limit=100`, headers: h.operator });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Array<Record<string, unknown>>;
  };
  const stateOf = async (device: string) =>
    (await h.database.db.selectFrom('devices').select('state').where('name', '=', device).executeTakeFirstOrThrow()).state;
  /** Waits until the receiver has written what it received (UDP gives no answer to wait on). */
  const settle = async <T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> => {
    for (let i = 0; i < 200; i++) {
      await rx.drained();
      const v = await read();
      if (ok(v)) return v;
      await new Promise((r) => setTimeout(r, 50));
    }
    return read();
  };

  beforeAll(async () => {
    h = await startHarness(engine);
    await h.database.db
      .insertInto('devices')
      .values([
        { name: 'trap-dev', management_ip: '127.0.0.1', nmd: 'CUST1', state: 5, class_name: 'Router', discovered: true },
        { name: 'relay-dev', management_ip: '127.0.0.5', nmd: 'CUST1', state: 5, class_name: 'Switch', discovered: true },
      ])
      .execute();
    // The poller saw ifIndex 3 as 'ge-0/0/3': a trap naming only the index names it the same way.
    await sql`INSERT INTO device_interfaces (device_name, if_index, name, polled_at) VALUES ('trap-dev', 3, 'ge-0/0/3', 0)`.execute(h.database.db);
    const port = await trapPort();
    target = `127.0.0.1:${port}`;
    rx = await startTrapReceiver(
      { db: h.database.db, database: h.database, config: h.app.config, log: h.app.log },
      // The sweeps are called by the tests themselves, never by a timer in between.
      { host: '127.0.0.1', port, communities: ['public'], clearAfterMs: 3_600_000, sweepMs: 3_600_000 },
    );
  }, 60_000);
  afterAll(async () => {
    await rx?.stop();
    await h?.close();
  });

  it('turns a linkDown trap into an active LinkDown alert on the device, and linkUp clears it', async () => {
    await v2c([LINK_DOWN, ...ifVarbinds(2, 2, 'eth0')]);
    const open = await settle(
      () => alertsOf('trap-dev'),
      (a) => a.length > 0,
    );
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      elementName: 'trap-dev',
      eventName: 'LinkDown',
      instanceDisplayName: 'eth0 on trap-dev',
      severity: 2,
      source: 'TRAP',
      active: true,
    });
    expect(String(open[0]!.eventText)).toContain('Interface eth0 (ifIndex 2) is down');
    expect(await stateOf('trap-dev')).toBe(2);

    // The same trap again re-notifies the one alert.
    await v2c([LINK_DOWN, ...ifVarbinds(2, 2, 'eth0')]);
    const again = await settle(
      () => alertsOf('trap-dev'),
      (a) => a[0]?.count === 2,
    );
    expect(again.map((a) => a.count)).toEqual([2]);

    await v2c([LINK_UP, ...ifVarbinds(2, 1, 'eth0')]);
    expect(
      await settle(
        () => alertsOf('trap-dev'),
        (a) => a.length === 0,
      ),
    ).toEqual([]);
    expect(await stateOf('trap-dev')).toBe(5);
  });

  it('names an interface as the poller does when the trap sends only its ifIndex; an SNMPv1 linkDown works too', async () => {
    await v2c([LINK_DOWN, ...ifVarbinds(3, 2)]);
    await snmptrap(['-v', '1', '-c', 'public', target, '1.3.6.1.4.1.8072.3.2.10', '127.0.0.1', '2', '0', '', ...ifVarbinds(7, 2)]);
    const open = await settle(
      () => alertsOf('trap-dev'),
      (a) => a.length === 2,
    );
    expect(open.map((a) => a.instanceDisplayName).sort()).toEqual(['ge-0/0/3 on trap-dev', 'ifIndex 7 on trap-dev']);
    await v2c([LINK_UP, ...ifVarbinds(3, 1)]);
    await snmptrap(['-v', '1', '-c', 'public', target, '1.3.6.1.4.1.8072.3.2.10', '127.0.0.1', '3', '0', '', ...ifVarbinds(7, 1)]);
    expect(
      await settle(
        () => alertsOf('trap-dev'),
        (a) => a.length === 0,
      ),
    ).toEqual([]);
  });

  it('raises any other trap as a Minor alert that the sweep clears when no repeat comes; LinkDown waits for linkUp', async () => {
    await v2c([COLD_START]);
    await v2c(['1.3.6.1.4.1.9.9.41.2.0.1', '1.3.6.1.4.1.9.9.41.1.2.3.1.5.1', 's', 'config changed']);
    await v2c([LINK_DOWN, ...ifVarbinds(9, 2, 'eth9')]);
    const open = await settle(
      () => alertsOf('trap-dev'),
      (a) => a.length === 3,
    );
    expect(open.map((a) => [a.eventName, a.severity, a.instanceDisplayName]).sort()).toEqual([
      ['ColdStart', 3, 'trap-dev'],
      ['LinkDown', 2, 'eth9 on trap-dev'],
      ['SnmpTrap', 3, '1.3.6.1.4.1.9.9.41.2.0.1 on trap-dev'],
    ]);
    expect(String(open.find((a) => a.eventName === 'SnmpTrap')!.eventText)).toContain('1.3.6.1.4.1.9.9.41.1.2.3.1.5.1=config changed');

    expect(await clearQuietTrapAlerts(h.database.db, Date.now() + 1, Date.now())).toBe(2);
    expect((await alertsOf('trap-dev')).map((a) => a.eventName)).toEqual(['LinkDown']);
    await v2c([LINK_UP, ...ifVarbinds(9, 1, 'eth9')]);
    expect(
      await settle(
        () => alertsOf('trap-dev'),
        (a) => a.length === 0,
      ),
    ).toEqual([]);
  });

  it('clears a trap LinkDown once the poller has seen the interface up after it (a lost linkUp)', async () => {
    await v2c([LINK_DOWN, ...ifVarbinds(3, 2)]);
    const open = await settle(
      () => alertsOf('trap-dev'),
      (a) => a.length === 1,
    );
    expect(open.map((a) => a.instanceDisplayName)).toEqual(['ge-0/0/3 on trap-dev']);
    const seen = async (oper: number, polledAt: number) =>
      sql`UPDATE device_interfaces SET admin_status = 1, oper_status = ${oper}, polled_at = ${polledAt} WHERE device_name = 'trap-dev' AND if_index = 3`.execute(
        h.database.db,
      );
    await seen(1, Number(open[0]!.lastNotifiedAt) - 1);
    expect(await clearLinksPolledUp(h.database.db, Date.now())).toBe(0);
    await seen(2, Number(open[0]!.lastNotifiedAt) + 1);
    expect(await clearLinksPolledUp(h.database.db, Date.now())).toBe(0);
    await seen(1, Number(open[0]!.lastNotifiedAt) + 1);
    expect(await clearLinksPolledUp(h.database.db, Date.now())).toBe(1);
    expect(await alertsOf('trap-dev')).toEqual([]);
  });

  it('takes the device from snmpTrapAddress when a relay forwards the trap', async () => {
    await v2c([LINK_DOWN, ...ifVarbinds(4, 2, 'port4'), '1.3.6.1.6.3.18.1.3.0', 'a', '127.0.0.5']);
    const open = await settle(
      () => alertsOf('relay-dev'),
      (a) => a.length > 0,
    );
    expect(open.map((a) => a.instanceDisplayName)).toEqual(['port4 on relay-dev']);
    expect(await alertsOf('trap-dev')).toEqual([]);
  });

  it("takes a real snmpd's own traps (trap2sink): coldStart when it starts, its shutdown notification when it stops", async () => {
    const agent = await startSnmpd({ extraConf: [`trap2sink ${target} public`] });
    await agent.dispose();
    const open = await settle(
      () => alertsOf('trap-dev'),
      (a) => a.length === 2,
    );
    expect(open.map((a) => [a.eventName, a.instanceDisplayName]).sort()).toEqual([
      ['ColdStart', 'trap-dev'],
      // NET-SNMP-AGENT-MIB nsNotifyShutdown
      ['SnmpTrap', '1.3.6.1.4.1.8072.4.0.2 on trap-dev'],
    ]);
    expect(await clearQuietTrapAlerts(h.database.db, Date.now() + 1, Date.now())).toBe(2);
  });

  it('counts unknown sources, refused communities and unreadable packets instead of dropping them silently', async () => {
    const before = await readFeedCountersOf(h.database.db, 'traps');
    await snmptrap(['-v', '2c', '-c', 'public', '--clientaddr=127.0.0.2', target, '', LINK_DOWN, ...ifVarbinds(2, 2, 'eth0')]);
    await v2c([LINK_DOWN, ...ifVarbinds(2, 2, 'eth0')], 'not-listed');
    const junk = createSocket('udp4');
    await new Promise<void>((resolve) =>
      junk.send(Buffer.from('not an snmp packet'), Number(target.split(':')[1]), '127.0.0.1', () => junk.close(() => resolve())),
    );

    const delta = (c: Record<string, number>, k: string) => (c[k] ?? 0) - (before[k] ?? 0);
    const after = await settle(
      () => readFeedCountersOf(h.database.db, 'traps'),
      (c) => delta(c, 'failed') >= 1 && delta(c, 'unknown_source') >= 1 && delta(c, 'refused_community') >= 1,
    );
    expect(delta(after, 'unknown_source')).toBe(1);
    expect(delta(after, 'unknown_source:127.0.0.2')).toBe(1);
    expect(delta(after, 'refused_community')).toBe(1);
    expect(delta(after, 'failed')).toBe(1);
    expect(delta(after, 'received')).toBe(3);
    expect(after.parsed).toBeGreaterThanOrEqual(9);
    expect(await alertsOf('trap-dev')).toEqual([]);
  });

  it('lists the unknown source with what it sent, and the refused sender, in Admin → Feeds (admins only)', async () => {
    await rx.drained();
    const res = await h.app.inject({ method: 'GET', url: '/api/v1.0/admin/feeds', headers: h.admin });
    expect(res.statusCode, res.body).toBe(200);
    const health = res.json() as { feeds: Array<{ feed: string; counters: Record<string, number> }>; unknownSources: Array<Record<string, unknown>> };
    expect(health.feeds.find((f) => f.feed === 'traps')?.counters).toMatchObject({
      unknown_source: expect.any(Number),
      refused_community: expect.any(Number),
    });
    expect(health.feeds.find((f) => f.feed === 'traps')?.counters).not.toHaveProperty('unknown_source:127.0.0.2');
    const unknown = health.unknownSources.find((u) => u.feed === 'traps' && u.address === '127.0.0.2');
    expect(unknown).toMatchObject({ count: 1 });
    expect(unknown?.sample).toContain(LINK_DOWN);
    const refused = health.unknownSources.find((u) => u.feed === 'traps-refused-community');
    expect(refused).toMatchObject({ address: '127.0.0.1' });
    expect(refused?.sample).toBe("community 'not-listed' is not in TRAP_COMMUNITIES");
    expect((await h.app.inject({ method: 'GET', url: '/api/v1.0/admin/feeds', headers: h.operator })).statusCode).toBe(403);
  });
});
