import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSecretsKeyring } from '../src/lib/secrets/keyring';
import { putCredentials } from '../src/modules/snmp/credentials';
import { startSnmpd, type Snmpd } from './peers/snmpd';
import { createTestDatabase, isPostgresReachable, type TestDatabase } from './test-databases';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const INTERVAL = 2000;
const DEVICES = Array.from({ length: 30 }, (_, i) => `mp-${String(i).padStart(2, '0')}`);

interface Poll {
  poller: string;
  device: string;
  claimedAt: number;
}

/** `npm run poller` as its own process; its debug lines say which devices each batch polled. */
function spawnPoller(id: string, databaseUrl: string, polls: Poll[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/poller.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      // The credentials key was sealed in this process: the pollers open it with the same secrets key.
      SECRETS_KEY: currentSecretsKeyring().current.toString('hex'),
      POLLER_ID: id,
      LOG_LEVEL: 'debug',
      SIMULATOR: 'off',
      IMPACT_REFRESH_MS: '0',
      POLL_INTERVAL_MS: String(INTERVAL),
      POLL_TIMEOUT_MS: '500',
      POLL_RETRIES: '0',
      POLL_CONCURRENCY: '8',
      POLL_ICMP: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let rest = '';
  let log = '';
  child.stdout!.on('data', (d: Buffer) => {
    const lines = (rest + d.toString()).split('\n');
    rest = lines.pop()!;
    for (const line of lines) {
      const entry = JSON.parse(line) as { msg?: string; poller?: string; devices?: string[]; claimedAt?: number };
      if (entry.msg === 'polled') for (const device of entry.devices!) polls.push({ poller: entry.poller!, device, claimedAt: entry.claimedAt! });
      else log += `${line}\n`;
    }
  });
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, log: () => log };
}

async function until(what: string, ok: () => boolean, timeoutMs: number, log: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms\n${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const pg = await isPostgresReachable();

describe.skipIf(!pg)('several poller processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let agent: Snmpd;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    agent = await startSnmpd();
    await putCredentials(database.db, [{ name: 'mp', version: '2c', community: agent.community }], { sub: 't', name: 't' }, undefined);
    for (const name of DEVICES) {
      await sql`INSERT INTO devices (name, management_ip, state) VALUES (${name}, '127.0.0.1', 5)`.execute(database.db);
      await sql`INSERT INTO device_snmp (device_name, credential, port) VALUES (${name}, 'mp', ${agent.port})`.execute(database.db);
    }
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await agent?.dispose();
    await database?.close();
  });

  it("share the devices without polling one twice in an interval, and the survivor takes a dead one's devices", async () => {
    const polls: Poll[] = [];
    const a = spawnPoller('poller-a', database.url!, polls);
    const b = spawnPoller('poller-b', database.url!, polls);
    children.push(a.child, b.child);
    const logs = () => `${a.log()}\n${b.log()}`;
    const pollsOf = (device: string) => polls.filter((p) => p.device === device);

    // Three rounds of every device, with both processes at work.
    await until('three polls of every device', () => DEVICES.every((d) => pollsOf(d).length >= 3), 90_000, logs);
    expect(new Set(polls.map((p) => p.poller))).toEqual(new Set(['poller-a', 'poller-b']));
    for (const d of DEVICES) {
      const times = pollsOf(d)
        .map((p) => p.claimedAt)
        .sort((x, y) => x - y);
      // A device is claimed again only once its next poll is due: claim + interval (one clock: one host).
      for (let i = 1; i < times.length; i++)
        expect(times[i] - times[i - 1], `${d} polled twice within one interval`).toBeGreaterThanOrEqual(INTERVAL);
    }

    a.child.kill('SIGKILL');
    await a.exited;
    const killedAt = Date.now();
    const after = () => DEVICES.map((d) => pollsOf(d).find((p) => p.poller === 'poller-b' && p.claimedAt >= killedAt));
    await until('the survivor polls every device', () => after().every(Boolean), 60_000, logs);
    // a's claims ran out (lease = interval here) and the next round came due: about two intervals, plus slack for a busy machine.
    const latest = Math.max(...after().map((p) => p!.claimedAt));
    expect(latest - killedAt).toBeLessThan(2 * INTERVAL + 5_000);
    const { rows } = await sql<{ by: string }>`SELECT DISTINCT last_polled_by AS by FROM poll_targets`.execute(database.db);
    expect(rows).toEqual([{ by: 'poller-b' }]);

    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);
  });
});
