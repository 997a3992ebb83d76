import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killServers, serviceToken, spawnServer, waitReady, type ServerProcess } from './server-process';
import { trickle } from './resilience-trickle';

const root = mkdtempSync(join(tmpdir(), 'nms-startup-'));
const quiet = { SIMULATOR_LIVE: 'off', LOG_LEVEL: 'info', REQUEST_TIMEOUT_MS: '1000' };

type Probe = { health: number; ready: number; readyBody: { status?: string; phase?: string }; api: number; retryAfter: string | null };

async function probe(url: string): Promise<Probe | undefined> {
  try {
    const health = await fetch(`${url}/healthz`);
    const ready = await fetch(`${url}/readyz`);
    const api = await fetch(`${url}/api/v1.0/es/devices/all?limit=1`);
    return {
      health: health.status,
      ready: ready.status,
      readyBody: (await ready.json()) as Probe['readyBody'],
      api: api.status,
      retryAfter: api.headers.get('retry-after'),
    };
  } catch {
    return undefined; // not listening yet
  }
}

describe('server start', () => {
  let server: ServerProcess | undefined;
  // The later tests reuse the first test's server, or start their own when run alone.
  const spawnFirst = async () => (server ??= await spawnServer({ ...quiet, DATA_DIR: join(root, 'first'), FLEET_SIZE: '400' }));
  afterAll(async () => {
    await killServers();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers /healthz at once and /readyz 503 loading until the database is open and the fleet loaded', async () => {
    const server = await spawnFirst();
    const seen: Probe[] = [];
    for (let i = 0; i < 2000; i++) {
      const p = await probe(server.url);
      if (p) seen.push(p);
      if (p?.ready === 200) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const loading = seen.filter((p) => p.ready === 503);
    expect(loading.length).toBeGreaterThan(0);
    for (const p of loading) {
      expect(p).toMatchObject({ health: 200, readyBody: { status: 'loading' }, api: 503, retryAfter: '5' });
    }
    expect(seen.at(-1)).toMatchObject({ health: 200, ready: 200, readyBody: { status: 'ready' } });
    expect(seen.every((p) => p.ready === 503 || p.ready === 200)).toBe(true);
    // Ready means the API answers at once (401 without a token): neither 'starting' nor shed
    // because the start-up's long blocks were read as overload.
    expect((await fetch(`${server.url}/api/v1.0/es/devices/all?limit=1`)).status).toBe(401);
  }, 120_000);

  it('cuts off a request body that trickles in with 408, with a token or without', async () => {
    const server = await waitReady(await spawnFirst());
    const token = await serviceToken(server.url);
    // A route the service account may call (ingest): the role table lets it through, so the body is read.
    const withToken = await trickle(server.url, '/api/v1.0/ingest/devices', { authorization: `Bearer ${token}`, 'content-type': 'application/json' });
    const without = await trickle(server.url, '/oidc/token', { 'content-type': 'application/x-www-form-urlencoded' });
    for (const r of [withToken, without]) {
      expect(r.response).toMatch(/^HTTP\/1\.1 408 /);
      // The bound is 1 s; generous room for a busy machine, far below the dribble's 100 s.
      expect(r.ms).toBeLessThan(15_000);
    }
  }, 60_000);

  it('logs a client that disconnects mid-request as such, not as a database failure', async () => {
    const server = await waitReady(await spawnFirst());
    const token = await serviceToken(server.url);
    await trickle(server.url, '/api/v1.0/ingest/devices', { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, 300);
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('client closed the request');
    expect(server.output()).not.toContain('database unavailable');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('fails fast with a clear message when the port is taken, before touching the database', async () => {
    const port = await freePort();
    const squatter: Server = createServer();
    await new Promise<void>((r) => squatter.listen(port, '127.0.0.1', r));
    try {
      const dataDir = join(root, 'never-opened');
      const clash = await spawnServer({ ...quiet, DATA_DIR: dataDir, PORT: String(port) });
      expect(await clash.exited).not.toBe(0);
      expect(clash.output()).toContain(`port ${port} on 127.0.0.1 is already in use`);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      squatter.close();
    }
  }, 60_000);

  it('runs exactly one of two servers started together on a directory with a stale lock', async () => {
    const dead = Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString());
    for (let trial = 0; trial < 3; trial++) {
      const dataDir = join(root, `stale-${trial}`);
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(join(dataDir, 'nms-tools.lock'), JSON.stringify({ pid: dead, start: '1' }));
      const env = { ...quiet, SIMULATOR: 'off', DATA_DIR: dataDir };
      const pair = await Promise.all([spawnServer(env), spawnServer(env)]);
      // The loser stops at the lock; the winner holds it (its pid in the file) and goes on.
      const first = await Promise.race(pair.map((s) => s.exited.then(() => s)));
      const winner = pair.find((s) => s !== first)!;
      expect(first.output()).toContain('is in use by another NMS Tools process');
      expect(winner.child.exitCode).toBeNull();
      expect(JSON.parse(readFileSync(join(dataDir, 'nms-tools.lock'), 'utf8'))).toMatchObject({ pid: winner.child.pid });
      winner.child.kill('SIGKILL');
      await winner.exited;
    }
  }, 120_000);
});
