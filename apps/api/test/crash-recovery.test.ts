import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { killServers, serviceToken, startServerProcess, type ServerProcess } from './server-process';

type Alert = { elementName: string; name: string; lastNotifiedAt: number; clearedAt: number };
const key = (a: Alert) => `${a.name}|${a.lastNotifiedAt}|${a.clearedAt}`;

const dataDir = mkdtempSync(join(tmpdir(), 'nms-crash-'));
const env = { DATA_DIR: dataDir, FLEET_SIZE: '400', SIMULATOR_TICK_MS: '50', SIMULATOR_SEED: '7' };

async function archived(server: ServerProcess, token: string, limit = 200): Promise<Alert[]> {
  const res = await fetch(`${server.url}/api/v1.0/es/historical-alerts?limit=${limit}&sort=clearedAt&order=desc`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: Alert[] }).data;
}

describe('SIGKILL during simulator writes', () => {
  afterEach(killServers);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('loses no committed row and restarts on the same data', async () => {
    const seen = new Map<string, Alert>();
    for (let round = 0; round < 3; round++) {
      const server = await startServerProcess(env);
      const token = await serviceToken(server.url);
      // Everything seen before the kill was committed; it must all be there after the restart.
      const present = new Set((await archived(server, token, 10_000)).map(key));
      expect([...seen.keys()].filter((k) => !present.has(k))).toEqual([]);
      const deadline = Date.now() + 1500 + round * 700;
      while (Date.now() < deadline) {
        for (const alert of await archived(server, token, 50)) seen.set(key(alert), alert);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(seen.size).toBeGreaterThan(0);
      server.child.kill('SIGKILL');
      await server.exited;
    }
    // A final clean start, frozen, checks the last round too.
    const server = await startServerProcess({ ...env, SIMULATOR_LIVE: 'off' });
    const token = await serviceToken(server.url);
    const after = new Set((await archived(server, token, 10_000)).map(key));
    const lost = [...seen.keys()].filter((k) => !after.has(k));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(lost).toEqual([]);
  }, 300_000);

  it('refuses a second process on the same data directory', async () => {
    const first = await startServerProcess({ ...env, SIMULATOR_LIVE: 'off' });
    const second = await startServerProcess({ ...env, SIMULATOR_LIVE: 'off' }).catch((err: Error) => err);
    expect(second).toBeInstanceOf(Error);
    expect(String(second)).toContain('is in use by another NMS Tools process');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 180_000);
});
