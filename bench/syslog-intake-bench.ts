/**
 * Syslog intake (issue 16): messages/s the receiver stores, and the time from sending a line to
 * seeing it in es/device/syslog, and a pattern line to its alert in es/alerts. The real server in
 * its own process (SIMULATOR=off, SYSLOG_RECEIVER=on, a patterns file) on a bench database of the
 * simulator's fleet (reused when already loaded at that size).
 *   node --import tsx bench/syslog-intake-bench.ts --engine pglite|postgres [--devices 20000 --messages 100000]
 * The devices' addresses are not loopback, so every line names its device by HOSTNAME (the
 * receiver's fallback after the sender address; its lookup is cached per address and hostname).
 * TCP pass: `--messages` RFC 5424 lines, octet-counted, over `--connections` connections, to
 * `--targets` devices; the clock stops when the last line of every connection is readable (frames
 * of one connection are stored in order). UDP pass: `--udp` datagrams as fast as one socket sends
 * them, or at `--udp-rate` per second; stored / sent is reported (UDP drops what the socket buffer
 * cannot hold while the receiver's process is busy).
 * Latency pass: `--watched` lines one at a time, each polled (10 ms) in es/device/syslog until
 * there; then pattern lines polled in es/alerts until their alert is active.
 */
import { createSocket } from 'node:dgram';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { freePort, serviceToken, startServerProcess } from '../apps/api/test/server-process';
import { checkTag, fleetAlerts, resultsPath } from './bench-args';
import { openBenchDatabase } from './bench-database';

import { ms, percentile } from './stats';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    devices: { type: 'string', default: '20000' },
    alerts: { type: 'string' },
    tag: { type: 'string' },
    messages: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '4' },
    targets: { type: 'string', default: '200' },
    udp: { type: 'string', default: '20000' },
    'udp-rate': { type: 'string', default: '0' },
    watched: { type: 'string', default: '40' },
  },
});
const engine = values.engine as 'pglite' | 'postgres';
const tag = checkTag(values.tag);
const total = Number(values.messages);
const connections = Number(values.connections);
const udpCount = Number(values.udp);
/** Datagrams per second of the UDP pass (sent in 10 ms slices); 0 = as fast as the socket sends. */
const udpRate = Number(values['udp-rate']);
const watched = Number(values.watched);

const { database, env } = await openBenchDatabase(
  engine,
  Number(values.devices),
  fleetAlerts(Number(values.devices), values.alerts, 20000),
  true,
  tag,
);
const targets = (
  await sql<{ name: string }>`SELECT name FROM devices ORDER BY md5(name) LIMIT ${Number(values.targets) + 1}`.execute(database.db)
).rows.map((r) => r.name);
await sql`TRUNCATE syslog_messages`.execute(database.db);
await database.close();
const [probe, ...devices] = targets;

const dir = mkdtempSync(join(tmpdir(), 'syslog-bench-'));
const patterns = join(dir, 'patterns.json');
writeFileSync(
  patterns,
  JSON.stringify([{ pattern: 'BENCH-DOWN (?<instance>\\S+)', clearPattern: 'BENCH-UP (?<instance>\\S+)', eventName: 'BenchDown', severity: 2 }]),
);
const port = await freePort();
const server = await startServerProcess(
  {
    ...env,
    SIMULATOR: 'off',
    SYSLOG_RECEIVER: 'on',
    SYSLOG_HOST: '127.0.0.1',
    SYSLOG_PORT: String(port),
    SYSLOG_ALERT_PATTERNS: patterns,
    LOG_LEVEL: 'warn',
  },
  300_000,
);
const headers = { authorization: `Bearer ${await serviceToken(server.url)}` };

async function get(path: string, params: Record<string, string>): Promise<{ total: number }> {
  const res = await fetch(`${server.url}/api/v1.0${path}?${new URLSearchParams(params)}`, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { total: number };
}
const stored = (device: string, query?: string) =>
  get('/es/device/syslog', { device_name: device, limit: '0', ...(query && { query }) }).then((a) => a.total);
const waitUntil = async (check: () => Promise<boolean>, pollMs: number, timeoutMs = 600_000) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, pollMs));
  }
};
const line5424 = (device: string, text: string) => `<134>1 ${new Date().toISOString()} ${device} bench - - - ${text}`;
const counted = (text: string) => `${Buffer.byteLength(text)} ${text}`;

// TCP pass: each connection writes its share, its last line a marker on the probe device.
const perConnection = Math.ceil(total / connections);
const started = performance.now();
await Promise.all(
  Array.from(
    { length: connections },
    (_, c) =>
      new Promise<void>((ok, fail) => {
        const socket = connect(port, '127.0.0.1', () => {
          const chunk: string[] = [];
          for (let i = 0; i < perConnection; i++) {
            chunk.push(counted(line5424(devices[(c * perConnection + i) % devices.length], `tcp line ${c}-${i} interface status polled`)));
            if (chunk.length === 1000) socket.write(chunk.splice(0).join(''));
          }
          chunk.push(counted(line5424(probe, `tcp-done-${c}`)));
          socket.end(chunk.join(''), ok);
        });
        socket.on('error', fail);
      }),
  ),
);
const sentAt = performance.now();
await waitUntil(async () => (await stored(probe, 'message:tcp-done-*')) === connections, 200);
const tcpSeconds = (performance.now() - started) / 1000;
let tcpStored = 0;
for (const d of devices) tcpStored += await stored(d, 'message:tcp*');
const tcp = {
  sent: perConnection * connections,
  stored: tcpStored,
  seconds: tcpSeconds,
  sendSeconds: (sentAt - started) / 1000,
  perSecond: (perConnection * connections) / tcpSeconds,
};
process.stdout.write(`TCP: ${tcp.sent} lines stored ${tcp.stored} in ${tcp.seconds.toFixed(1)} s = ${tcp.perSecond.toFixed(0)} msg/s\n`);

// UDP pass: one socket as fast as it sends; count what arrived once nothing more comes in.
const udp = createSocket('udp4');
const udpStart = performance.now();
for (let i = 0; i < udpCount; i++) {
  await new Promise<void>((ok, fail) =>
    udp.send(line5424(devices[i % devices.length], `udp line ${i}`), port, '127.0.0.1', (e) => (e ? fail(e) : ok())),
  );
  const due = udpStart + ((i + 1) / udpRate) * 1000;
  if (udpRate > 0 && (i + 1) % Math.max(1, udpRate / 100) === 0 && due > performance.now())
    await new Promise((r) => setTimeout(r, due - performance.now()));
}
const udpSendSeconds = (performance.now() - udpStart) / 1000;
udp.close();
const countUdp = async () => {
  let n = 0;
  for (const d of devices) n += await stored(d, 'message:udp*');
  return n;
};
let udpStored = -1;
for (let now = await countUdp(); now !== udpStored; now = await countUdp()) {
  udpStored = now;
  await new Promise((r) => setTimeout(r, 1000));
}
const udpResult = { sent: udpCount, stored: udpStored, sendSeconds: udpSendSeconds, sentPerSecond: udpCount / udpSendSeconds };
process.stdout.write(`UDP: ${udpCount} sent at ${udpResult.sentPerSecond.toFixed(0)}/s, stored ${udpStored}\n`);

// Latency: one line at a time until readable; one pattern line at a time until its alert is active.
const tcpLine = async (text: string) =>
  new Promise<void>((ok, fail) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(`${text}\n`, ok));
    socket.on('error', fail);
  });
const visible: number[] = [];
const alerted: number[] = [];
// Instances of this run only: the bench database is reused and earlier runs' alerts stay active.
const run = Date.now().toString(36);
for (let i = 0; i < watched; i++) {
  const t = performance.now();
  await tcpLine(line5424(probe, `watch-${i}`));
  await waitUntil(async () => (await stored(probe, `message:watch-${i}`)) === 1, 10);
  visible.push(performance.now() - t);
}
for (let i = 0; i < watched; i++) {
  const t = performance.now();
  await tcpLine(line5424(probe, `BENCH-DOWN port${i}-${run}`));
  await waitUntil(
    async () =>
      (
        await get('/es/alerts', {
          query: `elementName:"${probe}" AND eventName:BenchDown AND instanceName:"${probe}/port${i}-${run}" AND active:true`,
          limit: '0',
        })
      ).total === 1,
    10,
  );
  alerted.push(performance.now() - t);
}
visible.sort((a, b) => a - b);
alerted.sort((a, b) => a - b);
const latency = {
  storedVisibleMs: { p50: percentile(visible, 50), p95: percentile(visible, 95) },
  alertVisibleMs: { p50: percentile(alerted, 50), p95: percentile(alerted, 95) },
};
process.stdout.write(
  `line -> es/device/syslog p50 ${ms(latency.storedVisibleMs.p50)} p95 ${ms(latency.storedVisibleMs.p95)} ms; pattern -> es/alerts p50 ${ms(latency.alertVisibleMs.p50)} p95 ${ms(latency.alertVisibleMs.p95)} ms\n`,
);

server.child.kill('SIGTERM');
await server.exited;
const result = {
  engine,
  devices: Number(values.devices),
  targets: devices.length,
  connections,
  tcp,
  udp: { ...udpResult, rate: udpRate || 'unpaced' },
  watched,
  latency,
  at: new Date().toISOString(),
};
writeFileSync(resultsPath(`syslog-intake-${engine}${udpRate ? `-udp${udpRate}` : ''}.json`, tag), `${JSON.stringify(result, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(result)}\n`);
