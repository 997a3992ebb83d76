import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { webAppPlugin } from '../src/plugins/web-app';
import { saturate } from './event-loop-saturate';

// A built web app as vite writes it: the page, a hashed chunk and stylesheet, the favicon.
const root = mkdtempSync(join(tmpdir(), 'nms-static-'));
mkdirSync(join(root, 'assets'));
writeFileSync(
  join(root, 'index.html'),
  '<!doctype html><html><body><script type="module" src="/assets/cmdb-admin-route-abc123.js"></script></body></html>',
);
writeFileSync(join(root, 'assets', 'cmdb-admin-route-abc123.js'), 'export const CmdbAdminRoute = () => null;\n');
writeFileSync(join(root, 'assets', 'index-def456.css'), 'body { margin: 0 }\n');
writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

describe('load shedding spares the web app and its configuration', () => {
  let database: Database;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', maxQueue: 50 });
    await migrate(database.db);
    app = await buildApp({ config: loadConfig({ SIMULATOR: 'off', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '50' }), database, shedLoad: true });
    await app.register(webAppPlugin, { root });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers chunks, CSS, /app-config.json, the favicon and the page 200 while an API call gets 503', async () => {
    const statics = ['/assets/cmdb-admin-route-abc123.js', '/assets/index-def456.css', '/app-config.json', '/favicon.svg', '/cmdb-admin'];
    const stop = saturate(300);
    try {
      // Every request of one round answers in the same overloaded moment as the refused API call.
      await expect
        .poll(
          async () => {
            const api = await fetch(`${base}/api/v1.0/es/devices/all?limit=1`);
            const answers = await Promise.all(statics.map(async (path) => `${path} ${(await fetch(`${base}${path}`)).status}`));
            return { api: api.status, answers };
          },
          { timeout: 20_000, interval: 50 },
        )
        .toEqual({ api: 503, answers: statics.map((path) => `${path} 200`) });
    } finally {
      stop();
    }
  }, 60_000);
});
