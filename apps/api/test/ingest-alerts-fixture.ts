import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { upsertDevices, upsertGroups } from '../src/modules/fleet';
import { createTestDatabase, type TestDatabase } from './test-databases';
import { authHeader, mintToken } from './tokens';

export const WEBHOOK_SECRET = 'am-webhook-secret-for-tests';
export const GROUP_KEY = 'BEAM:AM-B1';
/** Ten members of one beam (threshold 30%), the first three with management IPs. */
export const DEVICES = Array.from({ length: 10 }, (_, i) => `AM-DEV-${String(i).padStart(2, '0')}`);
export const ipOf = (i: number) => `127.0.10.${i + 1}`;

export interface AlertsHarness {
  app: FastifyInstance;
  database: TestDatabase;
  secret: Record<string, string>;
  operator: Record<string, string>;
  admin: Record<string, string>;
  /** GET as the operator, answered JSON. */
  get<T = { data: Array<Record<string, unknown>>; total: number }>(url: string): Promise<T>;
  close(): Promise<void>;
}

/**
 * An app over a fresh database holding one imported group and its ten members, with the webhook
 * secret configured. `env` adds configuration (e.g. a short IMPACT_REFRESH_MS).
 */
export async function startAlertsHarness(engine: 'pglite' | 'postgres', env: Record<string, string> = {}): Promise<AlertsHarness> {
  const database = await createTestDatabase(engine);
  await upsertGroups(database.db, [
    { key: GROUP_KEY, networkType: 'BEAM', name: 'AM-B1', lowLevelGroup: 'AM TEST', deviceQuery: 'beamid:"AM-B1"', thresholdPercent: 30 },
  ]);
  await upsertDevices(
    database.db,
    DEVICES.map((name, i) => ({
      name,
      className: 'HNS_Router',
      nmd: 'AMCO',
      state: 5,
      beamid: 'AM-B1',
      discovered: true,
      memberOf: [GROUP_KEY],
      managementIp: i < 3 ? ipOf(i) : null,
    })),
  );
  const config = loadConfig({ SIMULATOR: 'off', PORT: '8080', INGEST_WEBHOOK_TOKEN: WEBHOOK_SECRET, IMPACT_REFRESH_MS: '0', ...env });
  const app = await buildApp({ config, database });
  await app.ready();
  const operator = authHeader(
    await mintToken(app, { sub: 'operator', nickname: 'operator', name: 'Olivia Operator', groups: ['nmstools_operator'] }),
  );
  const admin = authHeader(await mintToken(app, { sub: 'admin', nickname: 'admin', name: 'Adam Admin', groups: ['nmstools_admin'] }));
  return {
    app,
    database,
    operator,
    admin,
    secret: { authorization: `Bearer ${WEBHOOK_SECRET}` },
    async get<T>(url: string) {
      const res = await app.inject({ method: 'GET', url, headers: operator });
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
      return res.json() as T;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const q = (lucene: string) => `query=${encodeURIComponent(lucene)}`;

/** An Alertmanager version 4 notification of the given alerts. */
export function webhook(alerts: Array<Record<string, unknown>>, status: 'firing' | 'resolved' = 'firing') {
  return {
    version: '4',
    groupKey: '{}:{alertname="test"}',
    truncatedAlerts: 0,
    status,
    receiver: 'nmstools',
    groupLabels: {},
    commonLabels: {},
    commonAnnotations: {},
    externalURL: 'http://127.0.0.1:9093',
    alerts,
  };
}

export function amAlert(labels: Record<string, string>, fingerprint: string, status: 'firing' | 'resolved' = 'firing') {
  return {
    status,
    labels,
    annotations: { summary: `${labels.alertname} on ${labels.instance ?? labels.device}`, description: 'from the test' },
    startsAt: new Date().toISOString(),
    endsAt: status === 'resolved' ? new Date().toISOString() : '0001-01-01T00:00:00Z',
    generatorURL: 'http://prometheus.test/graph',
    fingerprint,
  };
}
