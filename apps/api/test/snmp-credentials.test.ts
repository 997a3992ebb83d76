import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';
import { authHeader, serviceAccountToken } from './tokens';

const engines = await routeTestEngines();
const URL = '/api/v1.0/ingest/snmp-credentials';
const SECRETS = ['community-s3cret-2c', 'authpass-s3cret', 'privpass-s3cret'];
const V2C = { name: 'core-2c', version: '2c', community: SECRETS[0] };
const V3 = {
  name: 'edge-v3',
  version: '3',
  user: 'nmsv3',
  level: 'authPriv',
  authProtocol: 'sha256',
  authKey: SECRETS[1],
  privProtocol: 'aes',
  privKey: SECRETS[2],
};

describe.each(engines)('SNMP credentials API on %s', (engine) => {
  let h: Harness;
  let service: Record<string, string>;
  const put = (body: unknown, headers = service) => h.app.inject({ method: 'PUT', url: URL, headers, payload: body as object });
  const list = () => h.app.inject({ method: 'GET', url: URL, headers: service });

  beforeAll(async () => {
    h = await startHarness(engine);
    service = authHeader(await serviceAccountToken(h.app));
  });
  afterAll(async () => h?.close());

  it('creates, then updates by name, and audits without secrets', async () => {
    let res = await put([V2C, V3]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 2, updated: 0 });
    res = await put([{ ...V2C, community: 'community-s3cret-new' }]);
    expect(res.json()).toEqual({ created: 0, updated: 1 });
    SECRETS.push('community-s3cret-new');
    const { rows } = await sql<{ detail: unknown }>`SELECT detail FROM audit_log WHERE action = 'snmp-credentials.put'`.execute(h.database.db);
    expect(rows).toHaveLength(2);
    for (const s of SECRETS) expect(JSON.stringify(rows)).not.toContain(s);
  });

  it('never answers a secret, and the table holds no plaintext', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.data.map((c: { name: string }) => c.name)).toEqual(['core-2c', 'edge-v3']);
    expect(body.data[1]).toMatchObject({ version: '3', level: 'authPriv', user: 'nmsv3', deviceCount: 0, devices: [], groups: [] });
    expect(body.data[0]).toMatchObject({ version: '2c', level: null, user: null });
    for (const s of SECRETS) expect(res.body).not.toContain(s);
    const { rows } = await sql`SELECT * FROM snmp_credentials`.execute(h.database.db);
    for (const s of SECRETS) expect(JSON.stringify(rows)).not.toContain(s);
  });

  it('a broken credential is a 400 naming its index and field, and nothing is written', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [[{ name: 'x', version: '2c' }], /body\/0\/community is required/],
      [[V2C, { ...V3, name: 'y', privKey: undefined }], /body\/1\/privKey is required at level authPriv/],
      [[{ ...V3, name: 'z', authKey: 'short' }], /body\/0\/authKey must be at least 8/],
      [[{ name: 'n', version: '2c', community: 'c', user: 'u' }], /body\/0\/user is a version 3 setting/],
      [[{ ...V3, name: 'w', level: 'noAuthNoPriv' }], /body\/0\/authProtocol is not used at level noAuthNoPriv/],
      [[{ ...V2C, name: 'bad name!' }], /name/],
      [[{ ...V2C, version: '1' }], /version/],
      [[V2C, V2C], /body\/1\/name core-2c appears twice/],
      [[{ ...V2C, extra: 1 }], /extra/],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await list()).json().total).toBe(2);
  });

  it('operators get 403; no token 401', async () => {
    expect((await put([V2C], h.operator)).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: URL, headers: h.operator })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await put([V2C], h.admin)).statusCode).toBe(200);
  });

  it('lists its users; DELETE is 409 while a device or group uses it, 404 when unknown', async () => {
    const db = h.database.db;
    await sql`INSERT INTO devices (name, management_ip) VALUES ('cred-dev', '127.0.0.1')`.execute(db);
    await sql`INSERT INTO device_snmp (device_name, credential) VALUES ('cred-dev', 'core-2c')`.execute(db);
    const { rows } = await sql<{
      id: number;
    }>`INSERT INTO device_groups (network_type, name, device_query) VALUES ('GEO', 'cred-group', '') RETURNING id`.execute(db);
    await sql`INSERT INTO group_snmp (group_id, credential) VALUES (${rows[0].id}, 'edge-v3')`.execute(db);
    const data = (await list()).json().data;
    expect(data[0]).toMatchObject({ name: 'core-2c', deviceCount: 1, devices: ['cred-dev'] });
    expect(data[1].groups).toEqual([{ id: rows[0].id, networkType: 'GEO', name: 'cred-group' }]);

    let res = await h.app.inject({ method: 'DELETE', url: `${URL}/core-2c`, headers: service });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/in use by 1 device/);
    expect((await h.app.inject({ method: 'DELETE', url: `${URL}/edge-v3`, headers: service })).statusCode).toBe(409);
    expect((await h.app.inject({ method: 'DELETE', url: `${URL}/nope`, headers: service })).statusCode).toBe(404);

    await sql`DELETE FROM device_snmp`.execute(db);
    res = await h.app.inject({ method: 'DELETE', url: `${URL}/core-2c`, headers: service });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('core-2c');
    expect((await list()).json().data.map((c: { name: string }) => c.name)).toEqual(['edge-v3']);
  });
});
