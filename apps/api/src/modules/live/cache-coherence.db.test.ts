import { SUMMARY_VIEW_CARDS, type SummaryCounts, type TopAlertsRow } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import { authHeader, mintToken } from '../../../test/tokens';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/database';
import { FleetService } from '../fleet/fleet-service';
import type { LiveChange } from './live-change';

const engines = await testEngines();
const ALL_CARD = SUMMARY_VIEW_CARDS[0].query;

/**
 * Process B's caches follow writes made by process A. On PostgreSQL A is only a database handle
 * of its own (no app, no listener): only B's listener can drop B's caches. Without the device
 * index B answers from its 15 s caches, so an answer read again right after A's write is the
 * cached one unless the feed dropped it.
 */
describe.each(engines)('caches follow writes of another process on %s', (engine) => {
  let a: TestDatabase;
  let b: Database;
  let app: FastifyInstance;
  let headers: Record<string, string>;

  const get = async <T>(url: string): Promise<T> => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(200);
    return res.json() as T;
  };
  const cardTotal = async () =>
    (await get<{ data: { data: SummaryCounts } }>(`/api/v1.0/es/devices/summary?query=${encodeURIComponent(ALL_CARD)}`)).data.data.total;
  const topDevices = async () =>
    (await get<{ data: TopAlertsRow[] }>('/api/v1.0/es/alerts/top?field=elementName&size=100&query=severity%3A2')).data.map((r) => r.key);
  /** Waits for B's feed to bring a record naming `key` (what a write on A makes B hear). */
  const heardOnB = (topic: LiveChange['topic'], key: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => (off(), reject(new Error(`no ${topic} record of ${key}`))), 20_000);
      const off = app.live.subscribe((c) => {
        if (c.topic !== topic || !c.keys.includes(key)) return;
        clearTimeout(timer);
        off();
        resolve();
      });
    });
  const fleetA = () => new FleetService(a.db);
  const device = (name: string) => ({ name, columns: { class_name: 'Router' } });

  beforeAll(async () => {
    a = await createTestDatabase(engine);
    b = engine === 'postgres' ? await openDatabase({ databaseUrl: a.url, poolSize: 4 }) : a;
    const config = loadConfig({ SIMULATOR: 'off', PORT: '8080', API_RATE_LIMIT_PER_MINUTE: '0', DEVICE_INDEX: 'off' });
    app = await buildApp({ config, database: b });
    await app.ready();
    headers = authHeader(await mintToken(app, { sub: 'operator', nickname: 'operator', groups: ['nmstools_operator'] }));
    await fleetA().ingestDevices([device('coh-0')], Date.now());
  });
  afterAll(async () => {
    await app?.close();
    if (b && b !== a) await b.close();
    await a?.close();
  });

  it('drops the Summary View card counts when A adds a device', async () => {
    const before = await cardTotal();
    expect(await cardTotal()).toBe(before);
    const heard = heardOnB('device', 'coh-1');
    await fleetA().ingestDevices([device('coh-1')], Date.now());
    await heard;
    expect(await cardTotal()).toBe(before + 1);
  });

  it('drops the top alerts when A raises an alert', async () => {
    expect(await topDevices()).not.toContain('coh-0');
    const heard = heardOnB('alert', 'coh-0');
    await fleetA().raiseFeedAlert({ device: 'coh-0', eventName: 'HighCpu', severity: 2, text: 'cpu', source: 'INGEST', at: Date.now() });
    await heard;
    expect(await topDevices()).toContain('coh-0');
  });
});
