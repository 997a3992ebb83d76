import { execFile } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { connect } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSyslogFeed, startSyslogServer, type SyslogServer } from '../src/modules/syslog/syslog-feed';
import { loadPatterns } from '../src/modules/syslog/syslog-patterns';
import { readFeedCounter as readCounter } from '../src/modules/feed-health';
import { startHarness, type Harness } from './api-harness';
import { loadConfig } from '../src/config';
import { testEngines } from './test-databases';

const run = promisify(execFile);
const engines = await testEngines();
const DEVICE = 'syslog-edge-01';
/** Found by the HOSTNAME of its messages: its management IP is not the sender's. */
const NAMED = 'syslog-named-02';
const DAY = 86_400_000;

const silent = { info() {}, warn() {}, error() {}, debug() {} };

/** Polls until `check` returns a value (not undefined), or fails after `ms`. */
async function waitFor<T>(what: string, check: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One UDP datagram from a chosen loopback address (logger cannot pick its source address). */
async function sendFrom(address: string, port: number, line: string): Promise<void> {
  const socket = createSocket('udp4');
  await new Promise<void>((ok) => socket.bind({ address, port: 0 }, ok));
  await new Promise<void>((ok, fail) => socket.send(line, port, '127.0.0.1', (err) => (err ? fail(err) : ok())));
  socket.close();
}

describe.each(engines)('syslog receiver on %s', (engine) => {
  let h: Harness;
  let server: SyslogServer;
  const logger = (...args: string[]) => run('logger', ['-n', '127.0.0.1', '-P', String(server.port), ...args]);
  const list = (device: string, params: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url: '/api/v1.0/es/device/syslog', query: { device_name: device, ...params }, headers: h.operator });
  /** The device's messages once `n` of them match `query`. */
  const rowsWhen = (device: string, n: number, query?: string) =>
    waitFor(`${n} messages of ${device} matching ${query}`, async () => {
      const res = await list(device, query ? { query } : {});
      expect(res.statusCode).toBe(200);
      const body = res.json();
      return body.total >= n ? body : undefined;
    });
  const activeAlerts = async (eventName: string) =>
    (
      await h.app.inject({
        method: 'GET',
        url: '/api/v1.0/es/alerts',
        query: { query: `elementName:${DEVICE} AND eventName:${eventName} AND active:true` },
        headers: h.operator,
      })
    ).json();

  beforeAll(async () => {
    h = await startHarness(engine);
    await sql`INSERT INTO devices (name, management_ip, state, nmd) VALUES (${DEVICE}, '127.0.0.1', 5, 'NMD-SYSLOG'), (${NAMED}, '10.20.30.40', 5, 'NMD-SYSLOG')`.execute(
      h.database.db,
    );
    const dir = mkdtempSync(join(tmpdir(), 'syslog-test-'));
    const file = join(dir, 'patterns.json');
    writeFileSync(
      file,
      JSON.stringify([
        {
          pattern: 'Interface (?<instance>\\S+), changed state to down',
          clearPattern: 'Interface (?<instance>\\S+), changed state to up',
          eventName: 'LinkDown',
          severity: 2,
        },
      ]),
    );
    server = await startSyslogServer({
      db: h.database.db,
      log: silent,
      host: '127.0.0.1',
      port: 0,
      retentionDays: 30,
      patterns: loadPatterns(file),
      flushMs: 50,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await h?.close();
  });

  it("stores RFC 5424 and RFC 3164 messages sent by logger over UDP and TCP, as the device's syslog", async () => {
    await logger('--rfc5424', '-d', '-t', 'edge-udp', '-p', 'local4.err', '--msgid', 'M42', '5424 over udp');
    await logger('--rfc5424', '-T', '-t', 'edge-tcp', '-p', 'daemon.info', '5424 over tcp, newline framed');
    await logger('--rfc5424', '-T', '--octet-count', '-t', 'edge-tcp', '-p', 'daemon.notice', '5424 over tcp, octet counted');
    await logger('--rfc3164', '-d', '-t', 'edge-bsd', '-p', 'local7.warning', '3164 over udp');
    await logger('--rfc3164', '-T', '-t', 'edge-bsd', '-p', 'auth.crit', '3164 over tcp');
    const body = await rowsWhen(DEVICE, 5);
    expect(body.total).toBe(5);
    const byMessage = new Map<string, Record<string, unknown>>(body.data.map((r: { message: string }) => [r.message, r]));
    expect(byMessage.get('5424 over udp')).toMatchObject({
      format: 'rfc5424',
      transport: 'udp',
      app: 'edge-udp',
      msgId: 'M42',
      facility: 20,
      severity: 3,
      sourceIp: '127.0.0.1',
    });
    expect(byMessage.get('5424 over udp')?.structuredData).toContain('timeQuality');
    expect(byMessage.get('5424 over tcp, newline framed')).toMatchObject({ format: 'rfc5424', transport: 'tcp', facility: 3, severity: 6 });
    expect(byMessage.get('5424 over tcp, octet counted')).toMatchObject({ format: 'rfc5424', transport: 'tcp', severity: 5 });
    expect(byMessage.get('3164 over udp')).toMatchObject({ format: 'rfc3164', transport: 'udp', app: 'edge-bsd', facility: 23, severity: 4 });
    expect(byMessage.get('3164 over tcp')).toMatchObject({ format: 'rfc3164', transport: 'tcp', facility: 4, severity: 2 });
    // Newest first by default.
    const times = body.data.map((r: { time: number; id: number }) => [r.time, r.id]);
    expect(times).toEqual([...times].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
  });

  it('filters by the Lucene query, pages, sorts, and refuses unknown fields naming them', async () => {
    await rowsWhen(DEVICE, 5);
    const q = async (query: string, more: Record<string, string> = {}) => {
      const res = await list(DEVICE, { query, ...more });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect((await q('transport:tcp AND format:rfc3164')).data.map((r: { message: string }) => r.message)).toEqual(['3164 over tcp']);
    expect((await q('severity:[0 TO 3]')).total).toBe(2);
    expect((await q('message:*octet*')).data).toHaveLength(1);
    expect((await q('app:edge-tcp', { sort: 'severity', order: 'asc' })).data.map((r: { severity: number }) => r.severity)).toEqual([5, 6]);
    const page = await q('*', { limit: '2', offset: '2' });
    expect(page).toMatchObject({ total: 5 });
    expect(page.data).toHaveLength(2);
    const unknown = await list(DEVICE, { query: 'colour:red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("'colour'");
    const badSort = await list(DEVICE, { sort: 'colour' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().message).toContain('sort');
    expect((await h.app.inject({ method: 'GET', url: `/api/v1.0/es/device/syslog?device_name=${DEVICE}` })).statusCode).toBe(401);
  });

  it('raises an alert for a pattern message and clears it with the clear pattern', async () => {
    await logger('--rfc3164', '-d', '-t', 'LINK', '-p', 'local7.err', '%LINK-3-UPDOWN: Interface Gi0/7, changed state to down');
    const raised = await waitFor('the LinkDown alert', async () => {
      const body = await activeAlerts('LinkDown');
      return body.total === 1 ? body.data[0] : undefined;
    });
    expect(raised).toMatchObject({ elementName: DEVICE, eventName: 'LinkDown', severity: 2, source: 'SYSLOG', instanceName: `${DEVICE}/Gi0/7` });
    expect(raised.eventText).toContain('Gi0/7, changed state to down');
    await logger('--rfc3164', '-T', '-t', 'LINK', '-p', 'local7.notice', '%LINK-3-UPDOWN: Interface Gi0/7, changed state to up');
    await waitFor('the LinkDown alert to clear', async () => ((await activeAlerts('LinkDown')).total === 0 ? true : undefined));
    const archived = await h.app.inject({
      method: 'GET',
      url: '/api/v1.0/es/historical-alerts',
      query: { query: `elementName:${DEVICE} AND eventName:LinkDown` },
      headers: h.operator,
    });
    expect(archived.json().total).toBe(1);
  });

  it('counts messages from unknown sources without storing them, and places a known HOSTNAME', async () => {
    const before = await readCounter(h.database.db, 'syslog', 'unknown_source');
    await sendFrom('127.0.0.2', server.port, '<14>1 2026-11-24T10:00:00Z stranger app - - - from nowhere');
    await sendFrom('127.0.0.2', server.port, `<14>Nov 24 10:00:01 ${NAMED} app: by name`);
    // A NUL inside a line (PostgreSQL text cannot hold it) costs the byte, not the batch.
    await sendFrom('127.0.0.2', server.port, `<14>Nov 24 10:00:02 ${NAMED} app: nul\0inside`);
    await rowsWhen(NAMED, 2);
    const counted = await waitFor('the unknown source count', async () => {
      const n = await readCounter(h.database.db, 'syslog', 'unknown_source');
      return n > before ? n : undefined;
    });
    expect(counted).toBe(before + 1);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM syslog_messages WHERE message = 'from nowhere'`.execute(h.database.db);
    expect(rows[0].n).toBe(0);
    const named = (await list(NAMED)).json();
    expect(named.data).toEqual([
      expect.objectContaining({ message: 'nulinside', host: NAMED }),
      expect.objectContaining({ message: 'by name', host: NAMED, sourceIp: '127.0.0.2' }),
    ]);
  });

  it('purges messages older than the retention, keeping the rest', async () => {
    const now = Date.now();
    await sql`INSERT INTO syslog_messages (device_name, received_at, source_ip, transport, format, message)
      SELECT ${DEVICE}, ${now - 31 * DAY}::bigint - g, '127.0.0.1', 'udp', 'rfc5424', 'old ' || g FROM generate_series(1, 25) g`.execute(
      h.database.db,
    );
    const kept = (await list(DEVICE, { query: 'NOT message:old*' })).json().total;
    expect((await list(DEVICE, { query: 'message:old*' })).json().total).toBe(25);
    expect(await server.purge(now)).toBe(25);
    expect((await list(DEVICE, { query: 'message:old*' })).json().total).toBe(0);
    expect((await list(DEVICE, { query: 'NOT message:old*' })).json().total).toBe(kept);
  });

  it('stores a flood over one TCP connection whole (octet-counted frames, written in batches)', async () => {
    const n = 1_200;
    const frames = Array.from({ length: n }, (_, i) => {
      const msg = `<30>1 2026-11-24T10:00:00Z edge flood - - - flood line ${i}`;
      return `${Buffer.byteLength(msg)} ${msg}`;
    });
    await new Promise<void>((ok, fail) => {
      const socket = connect(server.port, '127.0.0.1', () => socket.end(frames.join(''), ok));
      socket.on('error', fail);
    });
    const body = await rowsWhen(DEVICE, n, 'app:flood');
    expect(body.total).toBe(n);
  });

  it('starts from the configuration, and refuses a bad patterns file naming the entry and field', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'syslog-feed-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify([{ pattern: 'x', eventName: 'X', severity: 9 }]));
    const host = (env: Record<string, string>) => ({
      db: h.database.db,
      database: h.database,
      config: loadConfig({ SIMULATOR: 'off', PORT: '8080', ...env }),
      log: silent,
    });
    expect(await startSyslogFeed(host({}))).toBeUndefined();
    await expect(
      startSyslogFeed(host({ SYSLOG_RECEIVER: 'on', SYSLOG_HOST: '127.0.0.1', SYSLOG_PORT: '0', SYSLOG_ALERT_PATTERNS: bad })),
    ).rejects.toThrow(`${bad}[0].severity: an integer 1 (Critical) to 5 (Normal) is required`);
    const feed = await startSyslogFeed(host({ SYSLOG_RECEIVER: 'on', SYSLOG_HOST: '127.0.0.1', SYSLOG_PORT: '0' }));
    expect(feed).toBeDefined();
    await feed!.stop();
  });

  it('keeps a batch while the database is down and stores it when it is back', async () => {
    // The database "goes down" for the receiver: every statement it sends fails until `down` is off.
    const outage = { down: true };
    const db = h.database.db.withPlugin({
      transformQuery: (args) => {
        if (outage.down) throw new Error('connection refused (simulated outage)');
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const warnings: string[] = [];
    const log = { ...silent, warn: (_o: object, msg?: string) => void warnings.push(msg ?? '') };
    const other = await startSyslogServer({ db, log, host: '127.0.0.1', port: 0, retentionDays: 30, patterns: [], flushMs: 50 });
    try {
      await run('logger', ['-n', '127.0.0.1', '-P', String(other.port), '--rfc5424', '-T', '-t', 'outage', 'written after the outage']);
      await waitFor('a retry', async () => (warnings.some((w) => w.includes('retrying')) ? true : undefined));
      expect((await list(DEVICE, { query: 'app:outage' })).json().total).toBe(0);
      outage.down = false;
      expect((await rowsWhen(DEVICE, 1, 'app:outage')).data[0]).toMatchObject({ message: 'written after the outage', transport: 'tcp' });
    } finally {
      outage.down = false;
      await other.stop();
    }
  });

  it('stores the good lines of a batch the database refuses and counts the refused ones', async () => {
    const before = await readCounter(h.database.db, 'syslog', 'rejected');
    // A constraint the next line breaks: the database answers, but refuses that line alone.
    await sql`ALTER TABLE syslog_messages ADD CONSTRAINT syslog_test_refuse CHECK (message <> 'refuse me')`.execute(h.database.db);
    try {
      const lines = ['keep one', 'refuse me', 'keep two'].map((m) => `<14>1 - ${DEVICE} refuse - - - ${m}`);
      await new Promise<void>((ok, fail) => {
        const socket = connect(server.port, '127.0.0.1', () => socket.end(lines.map((l) => `${l}\n`).join(''), ok));
        socket.on('error', fail);
      });
      const body = await rowsWhen(DEVICE, 2, 'app:refuse');
      expect(body.data.map((r: { message: string }) => r.message).sort()).toEqual(['keep one', 'keep two']);
      await waitFor('the rejected count', async () => ((await readCounter(h.database.db, 'syslog', 'rejected')) === before + 1 ? true : undefined));
    } finally {
      await sql`ALTER TABLE syslog_messages DROP CONSTRAINT syslog_test_refuse`.execute(h.database.db);
    }
  });
});
