import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { testEngines } from './test-databases';
import { authHeader, serviceAccountToken } from './tokens';

const engines = await testEngines();

describe.each(engines)('device ingest on %s', (engine) => {
  let h: Harness;
  let service: Record<string, string>;
  const post = (payload: unknown, query = '', headers: Record<string, string> = service) =>
    h.app.inject({ method: 'POST', url: `/api/v1.0/ingest/devices${query}`, headers, payload: payload as object });
  const ndjson = (text: string, query = '') =>
    h.app.inject({
      method: 'POST',
      url: `/api/v1.0/ingest/devices${query}`,
      headers: { ...service, 'content-type': 'application/x-ndjson' },
      payload: text,
    });
  /** A JSON body as the client wrote it (escapes, a BOM), not as JSON.stringify would. */
  const postText = (text: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/v1.0/ingest/devices',
      headers: { ...service, 'content-type': 'application/json' },
      payload: text,
    });
  const device = async (name: string) =>
    (await sql<Record<string, unknown>>`SELECT * FROM devices WHERE name = ${name}`.execute(h.database.db)).rows[0];
  const count = async (table: string, where = sql`true`) =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${where}`.execute(h.database.db)).rows[0].n;

  beforeAll(async () => {
    h = await startHarness(engine);
    service = authHeader(await serviceAccountToken(h.app));
  });
  afterAll(() => h.close());

  it('lets service accounts and admins in, and keeps operators out', async () => {
    const rows = [{ name: 'auth-1', model: 'HT2000' }];
    expect((await post(rows, '', h.operator)).statusCode).toBe(403);
    expect((await post(rows, '', {})).statusCode).toBe(401);
    expect((await post(rows)).json()).toMatchObject({ created: 1, rejected: 0 });
    expect((await post(rows, '', h.admin)).json()).toMatchObject({ unchanged: 1 });
    expect(await count('devices', sql`name = 'auth-1'`)).toBe(1);
  });

  it('creates Normal devices, then a repeated call changes nothing', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({
      name: `idem-${i}`,
      model: 'HT2000',
      managementIp: `10.1.0.${i}`,
      latitude: 40 + i / 100,
      discovered: true,
      em7DeviceId: i,
      memberOf: [],
    }));
    expect((await post(rows)).json()).toEqual({ created: 50, updated: 0, unchanged: 0, rejected: 0, retired: 0, errors: [] });
    const first = await device('idem-7');
    expect(first).toMatchObject({ state: 5, model: 'HT2000', management_ip: '10.1.0.7', latitude: 40.07, pam_suspended: false });
    const stamps = await sql<{ n: string; t: number }>`SELECT name AS n, rs_updated_at AS t FROM devices WHERE name LIKE 'idem-%'`.execute(
      h.database.db,
    );
    const audits = await count('audit_log', sql`action = 'ingest.devices'`);
    expect((await post(rows)).json()).toEqual({ created: 0, updated: 0, unchanged: 50, rejected: 0, retired: 0, errors: [] });
    const again = await sql<{ n: string; t: number }>`SELECT name AS n, rs_updated_at AS t FROM devices WHERE name LIKE 'idem-%'`.execute(
      h.database.db,
    );
    expect(again.rows).toEqual(expect.arrayContaining(stamps.rows));
    // The repeated call is audited too (it was made), but wrote no device.
    expect(await count('audit_log', sql`action = 'ingest.devices'`)).toBe(audits + 1);
  });

  it('updates only what a row carries: absent keeps, null clears', async () => {
    await post([{ name: 'patch-1', model: 'A', vendor: 'Hughes', nmd: 'ACME' }]);
    const answer = (await post([{ name: 'patch-1', model: 'B', nmd: null }])).json();
    expect(answer).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect(await device('patch-1')).toMatchObject({ model: 'B', vendor: 'Hughes', nmd: null });
  });

  it('rejects bad rows one by one with line and field, and writes the good ones', async () => {
    const rows = [
      { name: 'mix-1', model: 'ok' },
      { model: 'no name' },
      { name: 'mix-3', colour: 'red' },
      { name: 'mix-4', state: 1 },
      { name: 'mix-1', model: 'again' },
      { name: 'mix-6', latitude: 123 },
      { name: 'mix-7', aaCfOpermode: 1.5 },
      { name: 'mix-8', model: 'x'.repeat(2001) },
      { name: 'mix-9', snmpPort: 70000, snmpCredential: 'nope' },
      { name: 'mix-10', snmpCredential: 'nope' },
      { name: 'mix-11', memberOf: ['no-colon'] },
      { name: 'mix-12', discoveredFirstAt: -5 },
      { name: 'mix-13' },
    ];
    const res = await post(rows);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ created: 2, rejected: 11 });
    expect(body.errors.map((e: { line: number; field: string }) => [e.line, e.field])).toEqual([
      [2, 'name'],
      [3, 'colour'],
      [4, 'state'],
      [5, 'name'],
      [6, 'latitude'],
      [7, 'aaCfOpermode'],
      [8, 'model'],
      [9, 'snmpPort'],
      [10, 'snmpCredential'],
      [11, 'memberOf'],
      [12, 'discoveredFirstAt'],
    ]);
    expect(body.errors[3].message).toBe('mix-1 is already on line 1 of this call');
    expect(await device('mix-1')).toMatchObject({ model: 'ok' });
    expect(await device('mix-13')).toBeDefined();
    expect(await device('mix-3')).toBeUndefined();
  });

  it('names every error of a bad row, and counts the row once', async () => {
    const res = await post([{ name: 'many-1', colour: 'red', state: 1, latitude: 123, managementIp: 'not-an-ip' }, { name: 'many-2' }]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ created: 1, rejected: 1 });
    expect(body.errors.map((e: { line: number; field: string }) => [e.line, e.field])).toEqual([
      [1, 'colour'],
      [1, 'state'],
      [1, 'latitude'],
      [1, 'managementIp'],
    ]);
    expect(await device('many-1')).toBeUndefined();
  });

  it('refuses a body of the wrong JSON types whole, naming line and field, and writes nothing', async () => {
    const before = await count('devices');
    const wrong = await post([{ name: 'type-1' }, { name: 'type-2', em7DeviceId: '12' }, { name: 'type-3', model: 7 }]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: 'line 2, field em7DeviceId: em7DeviceId must be a number or null, not string',
      errors: [
        { line: 2, field: 'em7DeviceId' },
        { line: 3, field: 'model' },
      ],
    });
    const nul = await post([{ name: 'type-4a' }, { name: 'type-4b', memberOf: ['A:b', 'A:\u0000'] }]);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      message: 'line 2, field memberOf: body/1/memberOf/1 must not contain NUL characters',
      errors: [{ line: 2, field: 'memberOf' }],
    });
    // A lone surrogate (a JSON escape \ud800 alone) has no UTF-8 form: 400 naming the row and field, never a 500.
    const surrogate = await postText('[{"name": "type-4c"}, {"name": "type-4d", "model": "HT\\ud800"}]');
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toMatchObject({
      message: 'line 2, field model: body/1/model must not contain a lone UTF-16 surrogate (an unpaired \\uD800-\\uDFFF)',
      errors: [{ line: 2, field: 'model' }],
    });
    const surrogateLine = await ndjson('{"name": "type-4e"}\n{"name": "type-4f\\udc00"}\n');
    expect(surrogateLine.statusCode).toBe(400);
    expect(surrogateLine.json().errors).toEqual([
      { line: 2, field: 'name', message: 'name must not contain a lone UTF-16 surrogate (an unpaired \\uD800-\\uDFFF)' },
    ]);
    const notObject = await post([{ name: 'type-4' }, ['type-5']]);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().errors).toEqual([{ line: 2, field: '', message: 'each row must be a JSON object (a device), not array' }]);
    const badJson = await postText('[\n{"name": "type-6"},\n{"name": "type-7",,}\n]');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().errors[0]).toMatchObject({ line: 3, field: '' });
    const notArray = await post({ name: 'type-8' });
    expect(notArray.statusCode).toBe(400);
    expect(notArray.json().message).toMatch(/JSON array/);
    const badLine = await ndjson('{"name": "type-9"}\n\n{"name": "type-10"\n{"name": "type-11"}\n');
    expect(badLine.statusCode).toBe(400);
    expect(badLine.json().errors[0]).toMatchObject({ line: 3, field: '' });
    const csv = await h.app.inject({
      method: 'POST',
      url: '/api/v1.0/ingest/devices',
      headers: { ...service, 'content-type': 'text/csv' },
      payload: 'name\ntype-12\n',
    });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().message).toMatch(/Content-Type/);
    expect(await count('devices')).toBe(before);
  });

  it('creates a device only with a management IP that is an address (or empty), and takes a BOM before JSON and NDJSON', async () => {
    const rows = [
      { name: 'ip-1', managementIp: '10.9.0.1' },
      { name: 'ip-2', managementIp: 'not-an-ip' },
      { name: 'ip-3', managementIp: '999.1.1.1' },
      { name: 'ip-4', managementIp: '2001:db8::7' },
      { name: 'ip-5', managementIp: '' },
      { name: 'ip-6', managementIp: ' 10.9.0.6' },
    ];
    expect((await post(rows)).json()).toMatchObject({
      created: 3,
      rejected: 3,
      errors: [
        { line: 2, field: 'managementIp', message: "managementIp must be an IPv4 or IPv6 address, not 'not-an-ip'" },
        { line: 3, field: 'managementIp', message: "managementIp must be an IPv4 or IPv6 address, not '999.1.1.1'" },
        { line: 6, field: 'managementIp', message: "managementIp must be an IPv4 or IPv6 address, not ' 10.9.0.6'" },
      ],
    });
    expect(await count('devices', sql`name IN ('ip-2', 'ip-3', 'ip-6')`)).toBe(0);
    expect((await postText('\ufeff[{"name": "bom-1"}]')).json()).toMatchObject({ created: 1, rejected: 0 });
    expect((await ndjson('\ufeff{"name": "bom-2"}\r\n{"name": "bom-3"}\r\n')).json()).toMatchObject({ created: 2, rejected: 0 });
  });

  it('reads NDJSON line by line, blank lines skipped, lines numbered as sent', async () => {
    const res = await ndjson('{"name": "nd-1", "model": "M"}\n\n{"name": "nd-2", "colour": 1}\r\n{"name": "nd-3"}');
    expect(res.json()).toMatchObject({ created: 2, rejected: 1, errors: [{ line: 3, field: 'colour' }] });
  });

  it('dry run counts as the call would and writes nothing', async () => {
    const rows = [{ name: 'dry-1' }, { name: 'patch-1', model: 'C' }, { name: 'idem-1', model: 'HT2000' }, { name: 'dry-4', state: 2 }];
    const answer = (await post(rows, '?dryRun=true')).json();
    expect(answer).toMatchObject({ created: 1, updated: 1, unchanged: 1, rejected: 1 });
    expect(await device('dry-1')).toBeUndefined();
    expect(await device('patch-1')).toMatchObject({ model: 'B' });
    expect((await post(rows, '?dryRun=maybe')).statusCode).toBe(400);
  });
});
