import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from './cluster-harness';
import { serverStats, type ServerStat } from './haproxy-stats';
import { isPostgresReachable } from './postgres-admin';
import { serviceToken } from './server-process';
import { authHeader } from './tokens';

const postgres = await isPostgresReachable();
if (!postgres) console.warn('cluster-balancer.test.ts: PostgreSQL at 127.0.0.1:5432 is not reachable: the balancer tests are skipped');

/** How long the storm lasts: long enough for several check rounds (inter 2 s) to fail if they would. */
const STORM_MS = 25_000;
const SAMPLE_MS = 100;
const HOGS = 3;
const CLIENTS = 24;

/** Busy-loop processes: each takes a core for as long as it runs (the machine has few). */
function cpuHogs(count: number): ChildProcess[] {
  return Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

type Answer = { status: number; servedBy: string | null };

async function get(url: string, token: string): Promise<Answer> {
  const res = await fetch(url, { headers: authHeader(token) });
  await res.arrayBuffer();
  return { status: res.status, servedBy: res.headers.get('x-served-by') || null };
}

/**
 * A GET sent again once when the connection failed before any answer (a kept-alive socket the
 * other side closed as it was reused, which a browser retries too): what is asserted is that the
 * balancer always had a process to answer, not this client's socket luck under a CPU hog.
 */
async function getResentOnce(url: string, token: string): Promise<Answer> {
  try {
    return await get(url, token);
  } catch {
    return await get(url, token).catch(() => ({ status: 0, servedBy: null }));
  }
}

const up = (servers: ServerStat[]) => servers.filter((s) => s.status.startsWith('UP')).length;

describe.skipIf(!postgres)('three API processes behind the shipped HAProxy config, under a CPU hog', () => {
  let cluster: Cluster;
  let token: string;
  const stats = () => serverStats(cluster.statsSocket, 'nms_api');

  beforeAll(async () => {
    // A small pool, so user queries queue in it as they do on a loaded production pool of 10.
    cluster = await startCluster({
      processes: 3,
      env: { DB_POOL_SIZE: '2', API_RATE_LIMIT_PER_MINUTE: '0', FLEET_SIZE: '300', SIMULATOR_METRIC_DAYS: '1' },
    });
    token = await serviceToken(cluster.url);
  }, 400_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  it('keeps at least one process UP at every sample while the processes are loaded and the CPU is hogged', async () => {
    const hogs = cpuHogs(HOGS);
    const answers: Answer[] = [];
    const samples: { at: number; up: number; servers: ServerStat[] }[] = [];
    const started = Date.now();
    const until = started + STORM_MS;
    try {
      const clients = Array.from({ length: CLIENTS }, async (_, c) => {
        for (let i = 0; Date.now() < until; i++) {
          const offset = (c * 50 + i * 7) % 400;
          answers.push(await getResentOnce(`${cluster.url}/api/v1.0/es/devices/all?limit=100&offset=${offset}`, token));
        }
      });
      const sampler = (async () => {
        while (Date.now() < until) {
          const servers = await stats();
          samples.push({ at: Date.now() - started, up: up(servers), servers });
          await new Promise((r) => setTimeout(r, SAMPLE_MS));
        }
      })();
      await Promise.all([...clients, sampler]);
    } finally {
      for (const hog of hogs) hog.kill('SIGKILL');
    }

    const byStatus = countOf(answers.map((a) => `${a.status} ${a.servedBy ? 'api' : 'balancer'}`));
    const fewestUp = Math.min(...samples.map((s) => s.up));
    const checks = samples.flatMap((s) => s.servers.map((v) => v.check));
    const slowestCheck = Math.max(...samples.flatMap((s) => s.servers.map((v) => v.checkMs)));
    console.log(
      `balancer storm: ${samples.length} samples over ${STORM_MS} ms, fewest UP ${fewestUp}, answers ${JSON.stringify(byStatus)}, ` +
        `check results ${JSON.stringify(countOf(checks))}, slowest check ${slowestCheck} ms`,
    );
    // A server is DOWN for two check rounds at least (rise 2, inter 2 s): a sample a second sees every such moment.
    expect(samples.length).toBeGreaterThan(STORM_MS / 1000);
    expect(
      samples.filter((s) => s.up === 0).map((s) => `${s.at} ms: ${s.servers.map((v) => `${v.name} ${v.status} ${v.check}`).join(', ')}`),
    ).toEqual([]);
    // Between samples too: HAProxy logs the moment its last server goes, and no answer was its own 503 "No server is available".
    expect(cluster.haproxyOutput()).not.toContain('has no server available');
    expect(answers.filter((a) => a.servedBy === null)).toEqual([]);
  }, 120_000);

  it('retries an idempotent GET on another process when the one it was sent to dies', async () => {
    const victim = cluster.processes[2];
    await expect.poll(async () => up(await stats()), { timeout: 30_000, interval: 200 }).toBe(3);
    process.kill(victim.pid, 'SIGSTOP');
    let pending: Promise<Answer>[] = [];
    try {
      // Round robin sends every third request to the stopped process, where it waits unanswered.
      pending = Array.from({ length: 6 }, () => get(`${cluster.url}/api/v1.0/es/devices/all?limit=1`, token));
      await expect.poll(async () => (await stats()).find((s) => s.name === 'api3')?.current, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
    } finally {
      await victim.kill('SIGKILL');
    }
    const answered = await Promise.all(pending);
    const api3 = (await stats()).find((s) => s.name === 'api3')!;
    console.log(`retry-on: answers ${JSON.stringify(answered)}, api3 retries ${api3.retries}, redispatches ${api3.redispatches}`);
    expect(answered.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answered.every((a) => a.servedBy === 'api1' || a.servedBy === 'api2')).toBe(true);
  }, 60_000);
});

function countOf(values: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}
