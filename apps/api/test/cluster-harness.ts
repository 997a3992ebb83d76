import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withStatsSocket } from './haproxy-stats';
import { createPostgresDatabase, isPostgresReachable } from './postgres-admin';
import { freePort, spawnServer, waitReady, type ServerProcess } from './server-process';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const HAPROXY_TEMPLATE = join(ROOT, 'deploy', 'haproxy', 'haproxy.cfg');
export const HAPROXY = process.env.HAPROXY ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');

export interface ClusterProcess {
  /** The process's own address (not through the balancer). */
  url: string;
  pid: number;
  /** Sends the signal (default SIGKILL) and waits for the process to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Whether it leads now (nms_leader on its /metrics). */
  isLeader(): Promise<boolean>;
  output(): string;
}

export interface Cluster {
  /** HAProxy's address: PUBLIC_URL of every process (the sign-in issuer is under it). */
  url: string;
  processes: ClusterProcess[];
  /** The cluster's own PostgreSQL database (dropped by stop()). */
  databaseUrl: string;
  /** HAProxy's stats socket (haproxy-stats.ts reads it). */
  statsSocket: string;
  haproxyOutput(): string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** API processes behind the balancer (default 2). */
  processes?: number;
  /** Environment of every process, over the harness's defaults (a small live fleet, 1 s ticks). */
  env?: Record<string, string>;
}

/**
 * The deploy config with this cluster's address and processes: the frontend's `bind` line and the
 * backend's `server` lines are replaced, the rest (checks, timeouts, headers) is the deploy file's.
 */
export function haproxyConfig(template: string, bind: string, servers: string[]): string {
  const lines = template.split('\n');
  const firstServer = lines.findIndex((l) => /^\s+server\s/.test(l));
  if (firstServer < 0 || !lines.some((l) => /^\s+bind\s/.test(l))) throw new Error('the HAProxy template has no bind or server line');
  const out = lines.map((l) => (/^\s+bind\s/.test(l) ? `    bind ${bind}` : l));
  const kept = out.filter((l, i) => i < firstServer || !/^\s+server\s/.test(l));
  kept.splice(firstServer, 0, ...servers.map((address, i) => `    server api${i + 1} ${address} check`));
  return kept.join('\n');
}

/** Waits until the balancer has sent requests to `count` different processes (each passed its health checks). */
async function waitBalanced(url: string, count: number, timeoutMs: number, why: () => string): Promise<void> {
  const seen = new Set<string>();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${url}/readyz`).catch(() => undefined);
    const server = res?.ok ? res.headers.get('x-served-by') : null;
    if (server) seen.add(server);
    if (seen.size >= count) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`HAProxy at ${url} reached ${seen.size} of ${count} processes:\n${why()}`);
}

function exitOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exitOf(child);
  clearTimeout(killer);
}

/**
 * N real server processes (src/server.ts, simulator on) on one fresh PostgreSQL database, behind
 * HAProxy on a free loopback port with the deploy config. The first process starts alone, so it
 * is the leader and loads the fleet; the others start once it is ready.
 */
export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  if (!(await isPostgresReachable())) throw new Error('startCluster needs PostgreSQL (127.0.0.1:5432 or TEST_PG_URL)');
  if (!existsSync(HAPROXY) && HAPROXY !== 'haproxy') throw new Error(`${HAPROXY} is missing: apt-get install -y haproxy`);
  const count = opts.processes ?? 2;
  const database = await createPostgresDatabase('nms_cluster');
  const dir = mkdtempSync(join(tmpdir(), 'nms-cluster-'));
  const servers: ServerProcess[] = [];
  let haproxy: ChildProcess | undefined;
  let haproxyOut = '';

  const stop = async () => {
    if (haproxy) await stopChild(haproxy);
    await Promise.all(servers.map((s) => stopChild(s.child)));
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const lbPort = await freePort();
    const url = `http://127.0.0.1:${lbPort}`;
    const secretsKey = randomBytes(32).toString('hex');
    const env = (i: number): Record<string, string> => ({
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: database.url,
      // One secrets key shared by every process on the database (docs/security.md).
      SECRETS_KEY: secretsKey,
      DATA_DIR: join(dir, `data-${i + 1}`),
      FLEET_SIZE: '500',
      SIMULATOR_TICK_MS: '1000',
      SIMULATOR_METRIC_DAYS: '2',
      ACTION_SIM_FAILURES: 'off',
      LOG_LEVEL: 'warn',
      // HAProxy connects from here (deploy/haproxy/haproxy.cfg): its X-Forwarded-For names the caller.
      TRUST_PROXY: '127.0.0.1',
      ...opts.env,
    });
    servers.push(await waitReady(await spawnServer(env(0)), 180_000));
    const rest = await Promise.all(Array.from({ length: count - 1 }, (_, i) => spawnServer(env(i + 1))));
    servers.push(...rest);
    await Promise.all(rest.map((s) => waitReady(s, 180_000)));

    const config = join(dir, 'haproxy.cfg');
    const statsSocket = join(dir, 'haproxy.sock');
    const addresses = servers.map((s) => new URL(s.url).host);
    writeFileSync(config, withStatsSocket(haproxyConfig(readFileSync(HAPROXY_TEMPLATE, 'utf8'), `127.0.0.1:${lbPort}`, addresses), statsSocket));
    haproxy = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (d: Buffer) => (haproxyOut = (haproxyOut + d.toString()).slice(-100_000));
    haproxy.stdout?.on('data', keep);
    haproxy.stderr?.on('data', keep);
    await waitBalanced(url, count, 30_000, () => haproxyOut);

    return {
      url,
      databaseUrl: database.url,
      statsSocket,
      processes: servers.map((s) => ({
        url: s.url,
        pid: s.child.pid!,
        output: s.output,
        async kill(signal: NodeJS.Signals = 'SIGKILL') {
          s.child.kill(signal);
          await exitOf(s.child);
        },
        async isLeader() {
          const res = await fetch(`${s.url}/metrics`);
          if (!res.ok) throw new Error(`${s.url}/metrics answered ${res.status}`);
          return /^nms_leader 1$/m.test(await res.text());
        },
      })),
      haproxyOutput: () => haproxyOut,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
