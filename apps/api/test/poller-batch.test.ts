import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../src/db/schema';
import { pingMany } from '../src/modules/poller/icmp-probe';
import { Poller } from '../src/modules/poller/poller';
import { putCredentials } from '../src/modules/snmp/credentials';
import { startSnmpd, type Snmpd } from './peers/snmpd';
import { createTestDatabase, testEngines, type TestDatabase } from './test-databases';

const engines = await testEngines();
const actor = { sub: 'test', name: 'test' };
const silent = { info() {}, warn() {}, error() {}, debug() {} };

/**
 * fping in a private network namespace (unshare -rn) where TEST-NET-2 is routed into `lo`: its
 * probes are dropped unanswered and nothing leaves the machine (the ICMP prober's own test does
 * the same). Undefined where user namespaces are off.
 */
function namespacedFping(): { bin: string; dispose(): void } | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'poller-fping-'));
  const bin = join(dir, 'fping-netns.sh');
  writeFileSync(bin, `#!/bin/sh\nexec unshare -rn sh -c 'ip link set lo up && ip route add 198.51.100.0/24 dev lo && exec fping "$@"' fping "$@"\n`);
  chmodSync(bin, 0o755);
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  try {
    execFileSync(bin, ['-q', '-C', '1', '-t', '100', '-r', '0', '127.0.0.1'], { stdio: 'pipe' });
    return { bin, dispose };
  } catch {
    dispose();
    return undefined;
  }
}

async function activeAlerts(db: Kysely<DB>, device: string) {
  const { rows } = await sql<{ event_name: string; instance_name: string; severity: number; source: string; event_text: string }>`
    SELECT event_name, instance_name, severity, source, event_text FROM alerts WHERE element_name = ${device} AND active ORDER BY event_name, instance_name`.execute(
    db,
  );
  return rows;
}
const stateOf = async (db: Kysely<DB>, device: string) =>
  (await sql<{ state: number }>`SELECT state FROM devices WHERE name = ${device}`.execute(db)).rows[0]?.state;

describe.each(engines)('poller batches on %s', (engine) => {
  let database: TestDatabase;
  let db: Kysely<DB>;
  let agent: Snmpd;
  let poller: Poller;
  /** Makes every row due and polls until nothing is left to claim. */
  const pollAll = async () => {
    await sql`UPDATE poll_targets SET next_poll_at = 0`.execute(db);
    while ((await poller.runBatch()) > 0) {
      /* next batch */
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
    agent = await startSnmpd({ sysName: 'batch-agent' });
    await putCredentials(
      db,
      [
        { name: 'good', version: '2c', community: agent.community },
        { name: 'wrong', version: '2c', community: 'not-the-community' },
      ],
      actor,
      undefined,
    );
    for (const [name, ip] of [
      ['snmp-ok', '127.0.0.1'],
      ['snmp-wrong', '127.0.0.1'],
      ['icmp-ok', '127.0.0.1'],
      ['no-ip', null],
      ['v6', '::1'],
    ]) {
      await sql`INSERT INTO devices (name, management_ip, state) VALUES (${name}, ${ip}, 5)`.execute(db);
    }
    await sql`INSERT INTO device_snmp (device_name, credential, port) VALUES ('snmp-ok', 'good', ${agent.port}), ('snmp-wrong', 'wrong', ${agent.port})`.execute(
      db,
    );
    poller = new Poller({
      db,
      log: silent,
      id: `batch-${engine}`,
      intervalMs: 60_000,
      timeoutMs: 300,
      retries: 0,
      concurrency: 8,
      icmp: true,
      ping: pingMany,
    });
    await poller.start();
    await poller.stop(); // start() syncs the targets; the test drives batches itself
  });
  afterAll(async () => {
    await agent?.dispose();
    await database?.close();
  });

  it('keeps a poll target for each device with an IPv4 management IP', async () => {
    const { rows } = await sql<{ device_name: string }>`SELECT device_name FROM poll_targets ORDER BY device_name`.execute(db);
    expect(rows.map((r) => r.device_name)).toEqual(['icmp-ok', 'snmp-ok', 'snmp-wrong']);
  });

  it('polls SNMP devices over SNMP and the others by ping; a silent agent is Unreachable', async () => {
    await pollAll();
    const { rows } = await sql<{
      device_name: string;
      method: string;
      reachable: boolean;
      sys_name: string | null;
      claimed_by: string | null;
      last_polled_by: string;
    }>`
      SELECT device_name, method, reachable, sys_name, claimed_by, last_polled_by FROM poll_targets ORDER BY device_name`.execute(db);
    expect(rows).toEqual([
      { device_name: 'icmp-ok', method: 'ICMP', reachable: true, sys_name: null, claimed_by: null, last_polled_by: `batch-${engine}` },
      { device_name: 'snmp-ok', method: 'SNMP', reachable: true, sys_name: 'batch-agent', claimed_by: null, last_polled_by: `batch-${engine}` },
      { device_name: 'snmp-wrong', method: 'SNMP', reachable: false, sys_name: null, claimed_by: null, last_polled_by: `batch-${engine}` },
    ]);
    const ifs = await sql<{
      name: string;
      oper_status: number;
    }>`SELECT name, oper_status FROM device_interfaces WHERE device_name = 'snmp-ok'`.execute(db);
    expect(ifs.rows.find((i) => i.name === 'lo')).toMatchObject({ oper_status: 1 });
    expect(await activeAlerts(db, 'snmp-wrong')).toEqual([
      expect.objectContaining({ event_name: 'Unreachable', severity: 1, source: 'SNMP', instance_name: 'snmp-wrong' }),
    ]);
    expect(await stateOf(db, 'snmp-wrong')).toBe(1);
    expect(await stateOf(db, 'snmp-ok')).toBe(5);
    expect(await activeAlerts(db, 'icmp-ok')).toEqual([]);
  });

  it('a steady state writes no new alert; a stopped agent raises Unreachable and a started one clears it', async () => {
    await pollAll();
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM alerts WHERE element_name = 'snmp-wrong'`.execute(db)).rows[0].n).toBe(1);
    await agent.stop();
    await pollAll();
    expect(await activeAlerts(db, 'snmp-ok')).toEqual([expect.objectContaining({ event_name: 'Unreachable', severity: 1 })]);
    expect(await stateOf(db, 'snmp-ok')).toBe(1);
    await agent.start();
    await pollAll();
    expect(await activeAlerts(db, 'snmp-ok')).toEqual([]);
    expect(await stateOf(db, 'snmp-ok')).toBe(5);
  });

  it('a device that does not answer ping is Unreachable by ICMP; once it answers, the alert clears', async (ctx) => {
    const fping = namespacedFping();
    if (!fping) return ctx.skip();
    try {
      const icmpPoller = new Poller({
        db,
        log: silent,
        id: `icmp-${engine}`,
        intervalMs: 60_000,
        timeoutMs: 200,
        retries: 0,
        concurrency: 8,
        icmp: true,
        ping: (ips, o) => pingMany(ips, { ...o, fpingBin: fping.bin }),
      });
      await sql`UPDATE devices SET management_ip = '198.51.100.9' WHERE name = 'icmp-ok'`.execute(db);
      await sql`UPDATE poll_targets SET next_poll_at = 0`.execute(db);
      while ((await icmpPoller.runBatch()) > 0) {
        /* next batch */
      }
      expect(await activeAlerts(db, 'icmp-ok')).toEqual([
        expect.objectContaining({
          event_name: 'Unreachable',
          severity: 1,
          source: 'ICMP',
          event_text: 'No ping answer from 198.51.100.9',
        }),
      ]);
      expect(await stateOf(db, 'icmp-ok')).toBe(1);
      await sql`UPDATE devices SET management_ip = '127.0.0.1' WHERE name = 'icmp-ok'`.execute(db);
      await sql`UPDATE poll_targets SET next_poll_at = 0`.execute(db);
      while ((await icmpPoller.runBatch()) > 0) {
        /* next batch */
      }
      expect(await activeAlerts(db, 'icmp-ok')).toEqual([]);
      expect(await stateOf(db, 'icmp-ok')).toBe(5);
    } finally {
      fping.dispose();
    }
  });

  it('another process cannot claim rows this one holds (SKIP LOCKED claims, leases)', async () => {
    await sql`UPDATE poll_targets SET next_poll_at = 0`.execute(db);
    const { claimDueTargets } = await import('../src/modules/poller/poll-targets-repository');
    const now = Date.now();
    const first = await claimDueTargets(db, 'a', now, 2, 10_000);
    const second = await claimDueTargets(db, 'b', now, 10, 10_000);
    expect(first).toHaveLength(2);
    expect(second.map((c) => c.deviceName).sort()).toEqual(
      ['icmp-ok', 'snmp-ok', 'snmp-wrong'].filter((n) => !first.some((f) => f.deviceName === n)),
    );
    expect(await claimDueTargets(db, 'c', now + 9_000, 10, 10_000)).toEqual([]);
    // Once the leases run out (a died, say), anyone takes the rows.
    const later = await claimDueTargets(db, 'c', now + 10_001, 10, 10_000);
    expect(later).toHaveLength(3);
    await sql`UPDATE poll_targets SET claimed_by = NULL, claimed_until = NULL`.execute(db);
  });
});
