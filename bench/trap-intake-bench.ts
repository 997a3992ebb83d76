/**
 * SNMP trap intake (issue 16): alerts/s the trap receiver opens, re-notifies and clears, and the
 * time from sending a trap to its alert being visible (or gone) in /api/v1.0/es/alerts. The real
 * server in its own process (SIMULATOR=off, TRAP_RECEIVER=on on a free loopback port) on a bench
 * database of the simulator's fleet (reused when already loaded at that size).
 *   node --import tsx bench/trap-intake-bench.ts --engine pglite|postgres [--devices 50000 --targets 1000 --ifs 5]
 * The fleet's management IPs are not loopback, so every trap carries snmpTrapAddress.0 = its
 * device's address (what a trap relay or NAT sends) and goes out from 127.0.0.1 through
 * net-snmp's trap sender (SNMPv2c, the receiver's own library on the other side of the socket).
 * Throughput pass: `--targets` devices x `--ifs` interfaces linkDown traps sent at `--rate`
 * traps/s, the clock stopping when es/alerts (polled every second, limit 0) counts all of them;
 * then the same traps again (re-notify, clock on the summed count), then linkUp (clear).
 * Latency pass: `--watched` traps one at a time per sender, each polled (5 ms) in es/alerts until
 * its alert is there, then its linkUp until gone.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import snmp from 'net-snmp';
import { openDatabase } from '../apps/api/src/db/database';
import { recomputeGroupImpact } from '../apps/api/src/modules/fleet';
import { readFeedCountersOf } from '../apps/api/src/modules/feed-health';
import { freeUdpPort } from '../apps/api/test/peers/snmpd';
import { serviceToken, startServerProcess } from '../apps/api/test/server-process';
import { startReceiverProcess } from './receiver-process';
import { checkTag, fleetAlerts, resultsPath } from './bench-args';
import { openBenchDatabase } from './bench-database';

import { ms, percentile } from './stats';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    devices: { type: 'string', default: '50000' },
    alerts: { type: 'string' },
    tag: { type: 'string' },
    targets: { type: 'string', default: '1000' },
    ifs: { type: 'string', default: '5' },
    rate: { type: 'string', default: '1000' },
    senders: { type: 'string', default: '2' },
    watched: { type: 'string', default: '60' },
    // PostgreSQL only: the receiver in a process of its own (`npm run poller` with TRAP_RECEIVER=on),
    // so its socket is not read by the event loop that also serves the API and its device index.
    'receiver-process': { type: 'boolean', default: false },
  },
});
const engine = values.engine as 'pglite' | 'postgres';
const tag = checkTag(values.tag);
const devices = Number(values.devices);
const ifs = Number(values.ifs);
const rate = Number(values.rate);
const senders = Number(values.senders);
const watched = Number(values.watched);

// One device per address (the one deviceByAddress finds: the first name), never the same twice.
const { database, env } = await openBenchDatabase(engine, devices, fleetAlerts(devices, values.alerts, 50000), true, tag);
const targets = (
  await sql<{ name: string; ip: string }>`
  SELECT name, ip FROM (
    SELECT DISTINCT ON (management_ip) name, management_ip AS ip FROM devices
     WHERE management_ip ~ '^[0-9]+\\.[0-9]+\\.[0-9]+\\.[0-9]+$' AND management_ip <> '0.0.0.0'
     ORDER BY management_ip, name COLLATE "C") d
  ORDER BY md5(name) LIMIT ${Number(values.targets) + watched}`.execute(database.db)
).rows;
await sql`DELETE FROM alerts WHERE source = 'TRAP'`.execute(database.db);
// The deleted alerts' devices go back to the state their other alerts give, and the groups' counts
// with them: a run must not start on devices already down from the last one.
await sql`
  UPDATE devices d SET state = w.worst
    FROM (SELECT d2.name, coalesce(min(a.severity), 5)::int AS worst
            FROM devices d2 LEFT JOIN alerts a ON a.element_name = d2.name AND a.active GROUP BY d2.name) w
   WHERE d.name = w.name AND d.state IS DISTINCT FROM w.worst`.execute(database.db);
await recomputeGroupImpact(database.db);
await sql`DELETE FROM feed_counters WHERE feed = 'traps'`.execute(database.db);
await database.close();
const bulk = targets.slice(0, targets.length - watched);
const single = targets.slice(bulk.length);

const trapPort = await freeUdpPort();
const receiverEnv = { TRAP_RECEIVER: 'on', TRAP_HOST: '127.0.0.1', TRAP_PORT: String(trapPort) };
const ownReceiver = values['receiver-process'];
if (ownReceiver && engine !== 'postgres')
  throw new Error('--receiver-process needs --engine postgres (a second process on PGlite cannot open its data)');
const server = await startServerProcess({ ...env, SIMULATOR: 'off', ...(ownReceiver ? {} : receiverEnv), LOG_LEVEL: 'warn' }, 300_000);
const receiver = ownReceiver ? await startReceiverProcess({ ...env, SIMULATOR: 'off', ...receiverEnv, LOG_LEVEL: 'warn' }) : undefined;
// A failed run must not leave the server holding the bench database.
process.on('exit', () => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  if (receiver && receiver.exitCode === null) receiver.kill('SIGKILL');
});
const reader = { authorization: `Bearer ${await serviceToken(server.url)}` };
/** On PostgreSQL the bench counts committed alerts itself (es/alerts' exact count may not fit its budget at 50,000). */
const counter = engine === 'postgres' ? await openDatabase({ databaseUrl: env.DATABASE_URL!, poolSize: 1 }) : undefined;

interface TrapSession {
  trap(oid: string, varbinds: Array<{ oid: string; type: number; value: unknown }>, cb: (err: Error | null) => void): void;
  close(): void;
}
const lib = snmp as unknown as { createSession(host: string, community: string, o: object): TrapSession; Version2c: number };
const sessions = Array.from({ length: senders }, () => lib.createSession('127.0.0.1', 'public', { version: lib.Version2c, trapPort }));
const LINK_DOWN = '1.3.6.1.6.3.1.1.5.3';
const LINK_UP = '1.3.6.1.6.3.1.1.5.4';
const INTEGER = 2;
const OCTET_STRING = 4;
const IP_ADDRESS = 64;

function sendTrap(session: TrapSession, up: boolean, device: { ip: string }, ifIndex: number): Promise<void> {
  const vbs = [
    { oid: `1.3.6.1.2.1.2.2.1.1.${ifIndex}`, type: INTEGER, value: ifIndex },
    { oid: `1.3.6.1.2.1.2.2.1.7.${ifIndex}`, type: INTEGER, value: 1 },
    { oid: `1.3.6.1.2.1.2.2.1.8.${ifIndex}`, type: INTEGER, value: up ? 1 : 2 },
    { oid: `1.3.6.1.2.1.31.1.1.1.1.${ifIndex}`, type: OCTET_STRING, value: `ge-0/0/${ifIndex}` },
    { oid: '1.3.6.1.6.3.18.1.3.0', type: IP_ADDRESS, value: device.ip },
  ];
  return new Promise((resolve, reject) => session.trap(up ? LINK_UP : LINK_DOWN, vbs, (err) => (err ? reject(err) : resolve())));
}

/** GET as the service account; a 503 (the server shedding load) is waited out as a browser would. */
async function getJson<T>(path: string): Promise<T> {
  for (;;) {
    const res = await fetch(`${server.url}${path}`, { headers: reader });
    if (res.status === 401) {
      // A storm phase can outlast the token: a new one, as a client would refresh it.
      reader.authorization = `Bearer ${await serviceToken(server.url)}`;
      continue;
    }
    if (res.status === 503) {
      busy++;
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }
}
let busy = 0;

/**
 * The exact number of matching active alerts. es/alerts counts within a 20 ms budget and past it
 * answers a lower bound (`totalRelation: 'gte'`, possibly 0): only an exact count is believed.
 */
async function countActive(query: string): Promise<{ total: number }> {
  for (;;) {
    const page = await getJson<{ total: number; totalRelation?: string }>(`/api/v1.0/es/alerts?limit=0&query=${encodeURIComponent(query)}`);
    if (page.totalRelation !== 'gte') return page;
    inexact++;
    await new Promise((r) => setTimeout(r, 20));
  }
}
let inexact = 0;

/**
 * Sends every (device, ifIndex) trap at `rate`/s and polls `applied()` until it reaches the
 * number sent; a count that stops moving for 30 s means traps were lost (UDP), reported as such.
 */
async function phase(label: string, up: boolean, applied: () => Promise<number>) {
  const work = bulk.flatMap((d) => Array.from({ length: ifs }, (_, i) => [d, i + 1] as const));
  const started = performance.now();
  let next = 0;
  await Promise.all(
    sessions.map(async (s) => {
      while (next < work.length) {
        const k = next++;
        const due = started + (k / rate) * 1000;
        const wait = due - performance.now();
        if (wait > 1) await new Promise((r) => setTimeout(r, wait));
        await sendTrap(s, up, work[k]![0], work[k]![1]);
      }
    }),
  );
  const sentSeconds = (performance.now() - started) / 1000;
  let done = 0;
  let movedAt = performance.now();
  let lastChange = performance.now();
  for (;;) {
    const now = await applied();
    if (now !== done) {
      done = now;
      movedAt = performance.now();
      lastChange = movedAt;
    }
    if (done >= work.length || performance.now() - movedAt > 30_000) break;
    // Polled once a second: on PGlite every es/alerts count runs on the thread that writes the traps.
    await new Promise((r) => setTimeout(r, 1000));
  }
  const seconds = (lastChange - started) / 1000;
  const row = { phase: label, traps: work.length, applied: done, sentSeconds, seconds, alertsPerSecond: done / seconds, started };
  process.stdout.write(
    `| ${label} | ${work.length} | ${done} | ${sentSeconds.toFixed(1)} | ${seconds.toFixed(1)} | ${row.alertsPerSecond.toFixed(0)} |\n`,
  );
  return row;
}

/** One trap, polled in es/alerts until its alert is there (linkDown) or gone (linkUp). */
async function watchedTrap(session: TrapSession, device: { name: string; ip: string }, up: boolean) {
  const query = `elementName:"${device.name}" AND eventName:LinkDown AND source:TRAP AND active:true`;
  const t0 = performance.now();
  await sendTrap(session, up, device, 1);
  for (;;) {
    if (performance.now() - t0 > 60_000) throw new Error(`${device.name}: trap not applied after 60 s`);
    if ((await countActive(query)).total === (up ? 0 : 1)) return performance.now() - t0;
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function latency(label: string, up: boolean) {
  const samples: number[] = [];
  const per = Math.ceil(single.length / senders);
  await Promise.all(
    sessions.map(async (s, k) => {
      for (const d of single.slice(k * per, (k + 1) * per)) samples.push(await watchedTrap(s, d, up));
    }),
  );
  samples.sort((a, b) => a - b);
  const row = { phase: label, traps: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples[samples.length - 1] };
  process.stdout.write(`| ${label} | ${samples.length} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max!)} |\n`);
  return row;
}

process.stdout.write(
  `\n${engine}, ${devices} devices: ${bulk.length} devices x ${ifs} interfaces, sent at ${rate} traps/s from ${senders} sockets\n`,
);
process.stdout.write('| phase | traps sent | applied | s sending | s until applied | alerts/s |\n|---|---|---|---|---|---|\n');
const committed = async (where: string) =>
  Number(
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM alerts WHERE source = 'TRAP' AND active ${sql.raw(where)}`.execute(counter!.db)).rows[0]
      .n,
  );
const active = async () => (counter ? committed('') : (await countActive('source:TRAP AND active:true')).total);
/**
 * The storm's network events: active events polled once a second until the count has not moved
 * for twice the impact upkeep's interval; seconds from the first trap sent to the last change.
 */
async function networkEvents(started: number, before: number) {
  let seen = before;
  let changedAt = performance.now();
  while (performance.now() - changedAt < 31_000) {
    const { total } = await getJson<{ total: number }>('/api/v1.0/es/network-events?limit=0');
    if (total !== seen) {
      seen = total;
      changedAt = performance.now();
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  const row = { opened: seen - before, seconds: (changedAt - started) / 1000 };
  process.stdout.write(`network events opened by the storm: ${row.opened}, the last ${row.seconds.toFixed(1)} s after the first trap\n`);
  return row;
}

const eventsBefore = (await getJson<{ total: number }>('/api/v1.0/es/network-events?limit=0')).total;
const linkDown = await phase('linkDown (new alerts)', false, active);
const storm = await networkEvents(linkDown.started, eventsBefore);
const throughput = [
  linkDown,
  await phase('linkDown again (re-notify)', false, async () =>
    counter ? committed('AND count = 2') : (await countActive('source:TRAP AND active:true AND count:2')).total,
  ),
];
const raised = await active();
throughput.push(await phase('linkUp (clear)', true, async () => raised - (await active())));
process.stdout.write(
  '\nlatency (ms from sending the trap to visible / gone in es/alerts)\n| phase | traps | p50 | p95 | max |\n|---|---|---|---|---|\n',
);
const latencies = [await latency('linkDown: appears', false), await latency('linkUp: disappears', true)];

for (const s of sessions) s.close();
await counter?.close();
server.child.kill('SIGTERM');
await server.exited;
if (receiver) {
  const gone = new Promise((r) => receiver.once('exit', r));
  receiver.kill('SIGTERM');
  await gone;
}
const after = await openDatabase(engine === 'pglite' ? { dataDir: env.DATA_DIR! } : { databaseUrl: env.DATABASE_URL!, poolSize: 1 });
const counters = await readFeedCountersOf(after.db, 'traps');
await after.close();
process.stdout.write(
  `\nreceiver counters: ${JSON.stringify(counters)}; es/alerts answered 503 busy ${busy} times, an inexact count ${inexact} times\n`,
);
writeFileSync(
  resultsPath(`trap-intake-${engine}-${devices}${rate === 1000 ? '' : `-rate${rate}`}${ownReceiver ? '-receiver-process' : ''}.json`, tag),
  JSON.stringify(
    {
      engine,
      devices,
      targets: bulk.length,
      ifs,
      rate,
      senders,
      at: new Date().toISOString(),
      throughput,
      networkEvents: storm,
      latency: latencies,
      counters,
      busy503: busy,
      inexactCounts: inexact,
    },
    null,
    2,
  ),
);
