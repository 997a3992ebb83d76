import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { startHarness, type Harness } from './api-harness';
import { startAlertsHarness, webhook, type AlertsHarness } from './ingest-alerts-fixture';
import { scopedServiceToken } from './roles-callers';
import { createTestDatabase, routeTestEngines, type TestDatabase } from './test-databases';
import { authHeader, serviceAccountToken } from './tokens';

/**
 * Issue 17: what a token's scopes and a caller's roles let through, beyond the role table's sweep.
 * A read-scoped service account reads but runs and writes nothing; the ingest routes (which no
 * longer guard themselves) take a service account, an admin or the static webhook secret and
 * refuse an operator; /user/me tells each caller what they are.
 */

const API = '/api/v1.0';
const CMDB_PUT = `${API}/svn/svi_hughes_locations/1`;
const scopeRefusal = (scopes: string, scope: string) => `This token's scopes (${scopes}) do not allow this: it needs the ${scope} scope`;

describe.each(await routeTestEngines())('scoped tokens and the ingest guards (%s)', (engine) => {
  let h: AlertsHarness;
  let service: Record<string, string>;
  const call = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
    h.app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    h = await startAlertsHarness(engine);
    service = authHeader(await serviceAccountToken(h.app));
  });
  afterAll(() => h?.close());

  it('a read-scoped client token of an admin reads, but runs, writes and ingests nothing (403 naming the scope)', async () => {
    const token = await scopedServiceToken(h.app, ['nmstools_admin', 'nmstools_operator'], ['read']);
    expect((await call('GET', `${API}/es/devices/all`, token)).statusCode).toBe(200);
    const refusals = {
      ping: await call('GET', `${API}/action/device/ping?device_name=AM-DEV-00`, token),
      dcSwitch: await call('POST', `${API}/action/devices/dcSwitch`, token, { devices: ['AM-DEV-00'] }),
      pam: await call('POST', `${API}/action/devices/pam-suspend`, token, {}),
      cmdb: await call('PUT', CMDB_PUT, token, {}),
      ingest: await call('POST', `${API}/ingest/devices`, token, [{ name: 'x' }]),
    };
    expect(Object.fromEntries(Object.entries(refusals).map(([k, r]) => [k, `${r.statusCode} ${r.json().message}`]))).toEqual({
      ping: `403 ${scopeRefusal('read', 'actions')}`,
      dcSwitch: `403 ${scopeRefusal('read', 'actions')}`,
      pam: `403 ${scopeRefusal('read', 'actions')}`,
      cmdb: `403 ${scopeRefusal('read', 'cmdb')}`,
      ingest: `403 ${scopeRefusal('read', 'ingest')}`,
    });
    const me = (await call('GET', `${API}/user/me`, token)).json();
    expect(me).toMatchObject({ tokenKind: 'service', scopes: ['read'], permissions: ['read'], isAdmin: false });
  });

  it('the service account (read, ingest) ingests devices, alerts and SNMP credentials; an operator may not', async () => {
    const devices = await call('POST', `${API}/ingest/devices`, service, [{ name: 'ROLES-DEV-1' }]);
    expect(devices.statusCode, devices.body).toBe(200);
    const alerts = await call('POST', `${API}/ingest/alertmanager`, service, webhook([]));
    expect(alerts.statusCode, alerts.body).toBe(200);
    const snmp = await call('PUT', `${API}/ingest/snmp-credentials`, service, [{ name: 'roles-2c', version: '2c', community: 'roles-community' }]);
    expect(snmp.statusCode, snmp.body).toBe(200);
    expect((await call('GET', `${API}/ingest/snmp-credentials`, service)).statusCode).toBe(200);

    for (const [method, url, body] of [
      ['POST', `${API}/ingest/devices`, [{ name: 'ROLES-DEV-2' }]],
      ['DELETE', `${API}/ingest/devices`, { names: ['ROLES-DEV-1'] }],
      ['POST', `${API}/ingest/alertmanager`, webhook([])],
      ['POST', `${API}/ingest/alerts`, { alerts: [] }],
      ['PUT', `${API}/ingest/snmp-credentials`, [{ name: 'roles-2c', version: '2c', community: 'other' }]],
      ['GET', `${API}/ingest/snmp-credentials`, undefined],
      ['DELETE', `${API}/ingest/snmp-credentials/roles-2c`, undefined],
    ] as const) {
      const res = await call(method, url, h.operator, body);
      expect(`${method} ${url} ${res.statusCode} ${res.json().message}`).toBe(`${method} ${url} 403 Needs the Ingest role`);
    }
    // The service account's scopes stop it where its roles would not (every signed-in user is a CMDB editor by default).
    const cmdb = await call('PUT', CMDB_PUT, service, {});
    expect([cmdb.statusCode, cmdb.json().message]).toEqual([403, scopeRefusal('read, ingest', 'cmdb')]);
    const ping = await call('GET', `${API}/action/device/ping?device_name=AM-DEV-00`, service);
    expect([ping.statusCode, ping.json().message]).toEqual([403, 'Needs the Operator role']);
  });

  it('the static webhook secret feeds alerts (and only alerts); a wrong secret is 401', async () => {
    const am = await call('POST', `${API}/ingest/alertmanager`, h.secret, webhook([]));
    expect(am.statusCode, am.body).toBe(200);
    const alerts = await call('POST', `${API}/ingest/alerts`, h.secret, { alerts: [] });
    expect(alerts.statusCode, alerts.body).not.toBe(401);
    expect(alerts.statusCode).not.toBe(403);
    expect(alerts.statusCode).toBeLessThan(500);
    const basic = { authorization: `Basic ${Buffer.from('alertmanager:wrong-secret').toString('base64')}` };
    expect((await call('POST', `${API}/ingest/alertmanager`, basic, webhook([]))).statusCode).toBe(401);
    // The secret is no bearer token anywhere else.
    expect((await call('POST', `${API}/ingest/devices`, h.secret, [{ name: 'ROLES-DEV-3' }])).statusCode).toBe(401);
    expect((await call('GET', `${API}/es/devices/all`, h.secret)).statusCode).toBe(401);
  });
});

describe.each(await routeTestEngines())('a service account given only the read scope (%s)', (engine) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let service: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildApp({ config: loadConfig({ SIMULATOR: 'off', PORT: '8080', SERVICE_CLIENT_SCOPES: 'read' }), database });
    await app.ready();
    service = authHeader(await serviceAccountToken(app));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('reads, but may not ingest, write the CMDB or run an action', async () => {
    const inject = (method: string, url: string, payload?: unknown) =>
      app.inject({ method: method as 'GET', url, headers: service, ...(payload === undefined ? {} : { payload: payload as object }) });
    expect((await inject('GET', `${API}/es/devices/all`)).statusCode).toBe(200);
    const me = (await inject('GET', `${API}/user/me`)).json();
    expect(me).toMatchObject({ tokenKind: 'service', scopes: ['read'], roles: ['viewer', 'cmdb-editor', 'ingest'], permissions: ['read'] });
    const ingest = await inject('POST', `${API}/ingest/devices`, [{ name: 'x' }]);
    expect([ingest.statusCode, ingest.json().message]).toEqual([403, scopeRefusal('read', 'ingest')]);
    const cmdb = await inject('PUT', CMDB_PUT, {});
    expect([cmdb.statusCode, cmdb.json().message]).toEqual([403, scopeRefusal('read', 'cmdb')]);
    // No role of the service account runs actions: the role is what it lacks first.
    const ping = await inject('GET', `${API}/action/device/ping?device_name=x`);
    expect([ping.statusCode, ping.json().message]).toEqual([403, 'Needs the Operator role']);
  });
});

describe.each(await routeTestEngines())('GET /user/me for each role (%s)', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(() => h?.close());

  it('answers the roles, permissions, scopes and token kind of each demo role', async () => {
    const me = async (headers: Record<string, string>) => {
      const res = await h.app.inject({ method: 'GET', url: `${API}/user/me`, headers });
      expect(res.statusCode).toBe(200);
      const { roles, permissions, scopes, tokenKind, isAdmin } = res.json();
      return { roles, permissions, scopes, tokenKind, isAdmin };
    };
    const session = { scopes: null, tokenKind: 'session' };
    expect(await me(h.viewer)).toEqual({ ...session, roles: ['viewer', 'cmdb-editor'], permissions: ['read', 'cmdb-write'], isAdmin: false });
    expect(await me(h.operator)).toEqual({
      ...session,
      roles: ['viewer', 'operator', 'cmdb-editor'],
      permissions: ['read', 'troubleshoot', 'pam', 'acknowledge', 'cmdb-write'],
      isAdmin: false,
    });
    expect(await me(h.engineer)).toEqual({
      ...session,
      roles: ['viewer', 'operator', 'engineer', 'cmdb-editor'],
      permissions: ['read', 'troubleshoot', 'pam', 'acknowledge', 'secured-actions', 'cmdb-write'],
      isAdmin: false,
    });
    expect(await me(h.admin)).toEqual({
      ...session,
      roles: ['viewer', 'operator', 'cmdb-editor', 'admin'],
      permissions: ['read', 'troubleshoot', 'pam', 'acknowledge', 'secured-actions', 'cmdb-write', 'ingest', 'admin'],
      isAdmin: true,
    });
    expect(await me(authHeader(await serviceAccountToken(h.app)))).toEqual({
      roles: ['viewer', 'cmdb-editor', 'ingest'],
      permissions: ['read', 'ingest'],
      scopes: ['read', 'ingest'],
      tokenKind: 'service',
      isAdmin: false,
    });
    expect((await h.app.inject({ method: 'GET', url: `${API}/user/me` })).statusCode).toBe(401);
  });
});
