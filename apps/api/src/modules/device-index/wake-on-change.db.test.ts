import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/database';
import { FleetService } from '../fleet/fleet-service';

const engines = await testEngines();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The device index of process B reads a device written by process A when the change feed brings
 * its record, without a request asking and long before its poll (a minute here) would.
 */
describe.each(engines)('the device index woken by the change feed on %s', (engine) => {
  let a: TestDatabase;
  let b: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    a = await createTestDatabase(engine);
    b = engine === 'postgres' ? await openDatabase({ databaseUrl: a.url, poolSize: 4 }) : a;
    const config = loadConfig({ SIMULATOR: 'off', PORT: '8080', API_RATE_LIMIT_PER_MINUTE: '0', DEVICE_INDEX_POLL_MS: '60000' });
    app = await buildApp({ config, database: b });
    await app.ready();
    for (let i = 0; i < 400 && !app.deviceIndex?.ready; i++) await sleep(50);
  });
  afterAll(async () => {
    await app?.close();
    if (b && b !== a) await b.close();
    await a?.close();
  });

  it('holds a device written elsewhere once its record arrives', async () => {
    const index = app.deviceIndex!;
    expect(index.ready).toBe(true);
    const size = index.size;
    const heard = new Promise<void>((resolve) => {
      const off = app.live.subscribe((c) => {
        if (c.topic !== 'device' || !c.keys.includes('wake-1')) return;
        off();
        resolve();
      });
    });
    await new FleetService(a.db).ingestDevices([{ name: 'wake-1', columns: { class_name: 'Router' } }], Date.now());
    await heard;
    // Nothing asks the index (size reads no changes): only the wake reads them. Bounded well under the poll.
    for (let i = 0; i < 200 && index.size === size; i++) await sleep(50);
    expect(index.size).toBe(size + 1);
  });
});
