import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The import page's own reading of a file (pure functions in the contract, the page uses them):
// this test proves that what the page sends for the example file imports cleanly.
import { autoMap, parseCsv, prepareRows, toSheet } from '@nms/contract';
import { startHarness, type Harness } from './api-harness';
import { testEngines } from './test-databases';

const EXAMPLE = join(import.meta.dirname, '..', '..', '..', 'docs', 'examples', 'devices.csv');

/** The credentials docs/operations.md tells an operator to create before importing the example. */
const CREDENTIALS = [
  { name: 'acme-v2c', version: '2c', community: 'acme-ro-community' },
  {
    name: 'globex-v3',
    version: '3',
    user: 'nmsv3',
    level: 'authPriv',
    authProtocol: 'sha256',
    authKey: 'globex-auth-pass',
    privProtocol: 'aes',
    privKey: 'globex-priv-pass',
  },
];

function exampleDevices() {
  const sheet = toSheet(parseCsv(readFileSync(EXAMPLE, 'utf8')));
  const mapping = autoMap(sheet.headers);
  return { sheet, mapping, rows: prepareRows(sheet, mapping) };
}

describe.each(await testEngines())('the example devices.csv through POST ingest/devices on %s', (engine) => {
  let h: Harness;
  const { sheet, mapping, rows } = exampleDevices();
  const devices = rows.map((r) => r.device);
  const ingest = (dryRun: boolean) =>
    h.app.inject({ method: 'POST', url: `/api/v1.0/ingest/devices${dryRun ? '?dryRun=true' : ''}`, headers: h.admin, payload: devices });
  const deviceCount = async () => Number((await sql<{ n: number }>`SELECT count(*) AS n FROM devices`.execute(h.database.db)).rows[0].n);

  beforeAll(async () => {
    h = await startHarness(engine);
    const res = await h.app.inject({ method: 'PUT', url: '/api/v1.0/ingest/snmp-credentials', headers: h.admin, payload: CREDENTIALS });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => h?.close());

  it('maps every column of the example to a device field, and every cell converts', () => {
    expect(mapping.map((m, i) => m ?? `unmapped ${sheet.headers[i]}`)).toEqual(sheet.headers);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.flatMap((r) => r.errors)).toEqual([]);
    // Quoted commas and doubled quotes survive the reading.
    expect(devices.find((d) => d.name === 'ACME-00103-RTR1')?.description).toBe(
      'Salt Lake City store router (maintenance window, "do not dispatch")',
    );
  });

  it('a dry run counts every row as new and writes nothing', async () => {
    const res = await ingest(true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: devices.length, updated: 0, unchanged: 0, rejected: 0, errors: [] });
    expect(await deviceCount()).toBe(0);
  });

  it('imports cleanly (rejected 0), with SNMP settings, and a second import changes nothing', async () => {
    let res = await ingest(false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: devices.length, updated: 0, unchanged: 0, rejected: 0, errors: [] });
    expect(await deviceCount()).toBe(devices.length);

    const q = new URLSearchParams({ query: 'name:ACME-00102-DSL1', limit: '1' });
    const found = await h.app.inject({ method: 'GET', url: `/api/v1.0/es/devices/all?${q}`, headers: h.operator });
    expect(found.json().data[0]).toMatchObject({
      name: 'ACME-00102-DSL1',
      model: 'C3000Z',
      managementIp: '10.20.2.2',
      nmd: 'ACME',
      provisionStatus: 'ACTV',
      latitude: 40.015,
      isManaged: true,
    });
    const snmp = await sql<{ device_name: string; credential: string; port: number }>`
      SELECT device_name, credential, port FROM device_snmp ORDER BY device_name`.execute(h.database.db);
    const withSnmp = devices.filter((d) => d.snmpCredential);
    expect(snmp.rows).toHaveLength(withSnmp.length);
    expect(snmp.rows.find((r) => r.device_name === 'ACME-00102-DSL1')).toMatchObject({ credential: 'acme-v2c', port: 1161 });
    expect(snmp.rows.find((r) => r.device_name === 'GLOBX-00001-RTR1')).toMatchObject({ credential: 'globex-v3', port: 161 });

    res = await ingest(false);
    expect(res.json()).toMatchObject({ created: 0, updated: 0, unchanged: devices.length, rejected: 0 });
  });
});
