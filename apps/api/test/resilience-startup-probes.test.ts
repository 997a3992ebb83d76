import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, isPostgresReachable } from './postgres-admin';
import { killServers, spawnServer } from './server-process';

const root = mkdtempSync(join(tmpdir(), 'nms-startup-probes-'));
const postgres = await isPostgresReachable();
/** The bound the item names: /healthz answers within 1 s from the moment the port is bound. */
const BOUND_MS = 1000;
const INTERVAL_MS = 100;

type Sample = { at: number; ms: number; ready: boolean };

/**
 * Sends /healthz every 100 ms (each on a fresh connection, as a probe does) from the first
 * moment the port answers until /readyz says ready, and answers how long each took.
 */
async function probeUntilReady(url: string, exited: () => boolean): Promise<Sample[]> {
  const samples: Sample[] = [];
  const started = performance.now();
  let ready = false;
  while (!ready && !exited() && performance.now() - started < 240_000) {
    const sent = performance.now();
    const health = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(60_000), headers: { connection: 'close' } }).catch(() => undefined);
    if (health) {
      samples.push({ at: Math.round(sent - started), ms: Math.round(performance.now() - sent), ready: false });
      ready = (await fetch(`${url}/readyz`, { headers: { connection: 'close' } }).catch(() => undefined))?.status === 200;
      samples.at(-1)!.ready = ready;
    }
    await new Promise((r) => setTimeout(r, INTERVAL_MS));
  }
  return samples;
}

async function measureStart(engine: string, env: Record<string, string>): Promise<Sample[]> {
  const server = await spawnServer({ SIMULATOR_LIVE: 'off', FLEET_SIZE: '800', LOG_LEVEL: 'warn', ...env });
  let exited = false;
  void server.exited.then(() => (exited = true));
  const samples = await probeUntilReady(server.url, () => exited);
  const slow = samples.filter((s) => s.ms > BOUND_MS);
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  console.log(
    `${engine} start: ${samples.length} /healthz answers until ready (${samples.at(-1)?.at} ms), ` +
      `p50 ${sorted[Math.floor(sorted.length / 2)]} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)]} ms, max ${sorted.at(-1)} ms; ` +
      `over ${BOUND_MS} ms: ${JSON.stringify(slow)}`,
  );
  expect(samples.at(-1)?.ready, server.output()).toBe(true);
  return samples;
}

describe('probes during a start', () => {
  afterAll(async () => {
    await killServers();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers /healthz within 1 s while the embedded database is created, migrated and the fleet loaded', async () => {
    const samples = await measureStart('PGlite', { DATA_DIR: join(root, 'pglite') });
    expect(samples.filter((s) => s.ms > BOUND_MS)).toEqual([]);
  }, 300_000);

  it.skipIf(!postgres)(
    'answers /healthz within 1 s while PostgreSQL is migrated and the fleet loaded',
    async () => {
      const database = await createPostgresDatabase('nms_startup_probes');
      try {
        const samples = await measureStart('PostgreSQL', {
          DATABASE_URL: database.url,
          DATA_DIR: join(root, 'pg'),
          SECRETS_KEY_FILE: join(root, 'secrets-key'),
        });
        expect(samples.filter((s) => s.ms > BOUND_MS)).toEqual([]);
      } finally {
        await killServers();
        await database.drop();
      }
    },
    300_000,
  );
});
