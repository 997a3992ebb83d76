import { OPERATION_ACCESS } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { startHarness, type Harness } from './api-harness';
import { CMDB_EDITOR_GROUP, callersOf, expectedRefusal, permissionsOfCaller, type Caller } from './roles-callers';
import { hiddenRouteCalls, inBatches, operationKeys, roleCalls, type RoleCall } from './roles-operations';
import { createTestDatabase, routeTestEngines, type TestDatabase } from './test-databases';

/**
 * Issue 17's Done-when: for every operation in openapi.json, which roles may call it, checked
 * with a token of each role. Refused: 403 whose message is the contract's refusalReason (it names
 * the missing role or scope). Allowed: anything but 401/403 (a sample call may well be a 400).
 * Never a 5xx either way. The expected answers come from OPERATION_ACCESS + ROLES; the important
 * ones are also written out below, so a change of the table that moves them fails here.
 */

/** Who may call what, written out (callers of roles-callers.ts; the app maps CMDB editor to its own group). */
const EXPLICIT: Record<string, string[]> = {
  'GET /action/device/ping': ['operator', 'engineer', 'admin'],
  'GET /action/device/traceroute': ['operator', 'engineer', 'admin'],
  'GET /action/device/rebootCisco': ['engineer', 'admin'],
  'GET /action/device/resetWattboxOutlet': ['engineer', 'admin'],
  'POST /action/devices/{action} action=multiPing': ['operator', 'engineer', 'admin'],
  'POST /action/devices/{action} action=pamSuspend': ['operator', 'engineer', 'admin'],
  'POST /action/devices/{action} action=dcSwitch': ['engineer', 'admin'],
  'POST /action/devices/{action} action=switchToBackup': ['engineer', 'admin'],
  'POST /action/devices/pam-suspend': ['operator', 'engineer', 'admin'],
  'POST /action/devices/pam-suspend/batch': ['operator', 'engineer', 'admin'],
  'DELETE /action/devices/pam-suspend/{device_name}': ['operator', 'engineer', 'admin'],
  'PUT /svn/svi_hughes_locations/{id}': ['cmdb-editor', 'admin'],
  'POST /svn/svi_hughes_circuits': ['cmdb-editor', 'admin'],
  'DELETE /svn/svi_hughes_datacenters/{id}': ['cmdb-editor', 'admin'],
  'POST /ingest/devices': ['ingest-service', 'admin'],
  'POST /ingest/alerts': ['ingest-service', 'admin'],
  'PUT /ingest/snmp-credentials': ['ingest-service', 'admin'],
  'GET /ingest/snmp-credentials': ['ingest-service', 'admin'],
  'GET /admin/audit-log': ['admin'],
  'GET /admin/api-tokens': ['admin'],
  'POST /admin/api-tokens': ['admin'],
  'GET /es/devices/all': ['viewer', 'operator', 'engineer', 'cmdb-editor', 'ingest-service', 'admin'],
  'GET /user/me': ['viewer', 'operator', 'engineer', 'cmdb-editor', 'ingest-service', 'admin'],
};

interface Answer {
  call: RoleCall;
  caller: string;
  status: number;
  message: string;
}

describe.each(await routeTestEngines())('the role table on every operation (%s)', (engine) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let callers: Caller[];
  let calls: RoleCall[];
  let unclassified: string[];
  let rowsWithoutRoute: string[];
  const answers: Answer[] = [];
  const me = new Map<string, { status: number; body: { roles?: unknown; permissions?: unknown; scopes?: unknown } }>();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildApp({ config: loadConfig({ SIMULATOR: 'off', PORT: '8080', ROLE_CMDB_EDITOR_GROUPS: CMDB_EDITOR_GROUP }), database });
    await app.ready();
    callers = await callersOf(app);
    for (const c of callers) {
      const res = await app.inject({ method: 'GET', url: '/api/v1.0/user/me', headers: c.headers });
      me.set(c.name, { status: res.statusCode, body: res.json() });
    }
    const doc = app.swagger();
    const documented = roleCalls(doc);
    unclassified = documented.unclassified;
    const hidden = hiddenRouteCalls(OPERATION_ACCESS, operationKeys(documented.operations), (method, url) =>
      app.hasRoute({ method: method as 'GET', url }),
    );
    rowsWithoutRoute = hidden.missing;
    calls = [...documented.calls, ...hidden.calls];
    const anonymous: Caller = { name: 'anonymous', roles: [], scopes: null, headers: {} };
    const pairs = [...callers, anonymous].flatMap((caller) => calls.map((call) => ({ caller, call })));
    // Signing out revokes the service account's token (its jti): that call goes last.
    const signOut = (p: { call: RoleCall }) => p.call.label === 'POST /user/logout';
    const ordered = [pairs.filter((p) => !signOut(p)), pairs.filter(signOut)];
    for (const batch of ordered)
      answers.push(
        ...(await inBatches(batch, 40, async ({ caller, call }) => {
          const res = await app.inject({
            method: call.method,
            url: call.url,
            headers: { ...caller.headers, ...(call.payload === undefined ? {} : { 'content-type': 'application/json' }) },
            payload: call.payload,
          });
          let message = '';
          try {
            message = String((res.json() as { message?: unknown }).message ?? '');
          } catch {
            message = res.body.slice(0, 200);
          }
          return { call, caller: caller.name, status: res.statusCode, message };
        })),
      );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('classifies every route and routes every row (both directions)', () => {
    // A route without a row stops the server (enforce-access.ts); openapi.json must agree with the table too.
    expect(unclassified).toEqual([]);
    expect(rowsWithoutRoute).toEqual([]);
    expect(calls.length).toBeGreaterThan(100);
  });

  it('gives each caller the roles and permissions the contract says (GET /user/me)', () => {
    for (const c of callers) {
      const answer = me.get(c.name);
      expect(answer?.status, c.name).toBe(200);
      const { roles, permissions, scopes } = answer?.body ?? {};
      expect({ name: c.name, roles, permissions, scopes }).toEqual({
        name: c.name,
        roles: c.roles,
        permissions: permissionsOfCaller(c),
        scopes: c.scopes,
      });
    }
  });

  it('never answers 5xx, to any caller', () => {
    const failures = answers.filter((a) => a.status >= 500).map((a) => `${a.caller} ${a.call.label} -> ${a.status} ${a.message}`);
    expect(failures).toEqual([]);
  });

  it('refuses with 403 naming the missing role or scope, and lets the rest through', () => {
    const wrong: string[] = [];
    for (const a of answers) {
      const caller = [...callers].find((c) => c.name === a.caller);
      const where = `${a.caller} ${a.call.label} -> ${a.status} ${a.message}`;
      if (!caller) {
        // No token: only the public operations answer anything but 401.
        if ((a.call.need === 'public') === (a.status === 401)) wrong.push(where);
        continue;
      }
      const refusal = a.call.need === 'public' || a.call.need === 'signed-in' ? undefined : expectedRefusal(caller, a.call.need);
      if (refusal === undefined && (a.status === 401 || a.status === 403)) wrong.push(`${where} (expected allowed)`);
      if (refusal !== undefined && (a.status !== 403 || a.message !== refusal)) wrong.push(`${where} (expected 403 ${refusal})`);
    }
    expect(wrong).toEqual([]);
  });

  it('matches the written-out expectations for the important operations', () => {
    const allowed = (label: string) =>
      callers
        .filter((c) => {
          const a = answers.find((x) => x.caller === c.name && x.call.label === label);
          if (!a) throw new Error(`no call ${label}`);
          return a.status !== 403 && a.status !== 401;
        })
        .map((c) => c.name);
    const sorted = (table: Record<string, string[]>) => Object.fromEntries(Object.entries(table).map(([k, v]) => [k, [...v].sort()]));
    const seen = Object.fromEntries(Object.keys(EXPLICIT).map((label) => [label, allowed(label)]));
    expect(sorted(seen)).toEqual(sorted(EXPLICIT));
  });

  it('names the role in the refusals people see', () => {
    const message = (caller: string, label: string) => answers.find((a) => a.caller === caller && a.call.label === label)?.message;
    expect(message('viewer', 'GET /action/device/ping')).toBe('Needs the Operator role');
    expect(message('operator', 'GET /action/device/rebootCisco')).toBe('Needs the Engineer role');
    expect(message('operator', 'POST /action/devices/{action} action=dcSwitch')).toBe('Needs the Engineer role');
    expect(message('viewer', 'PUT /svn/svi_hughes_locations/{id}')).toBe('Needs the CMDB editor role');
    expect(message('engineer', 'POST /ingest/devices')).toBe('Needs the Ingest role');
    expect(message('engineer', 'GET /admin/audit-log')).toBe('Needs the Admin role');
    // The service account is no CMDB editor here (its group is not the editors'): the role is named, not the scope.
    expect(message('ingest-service', 'PUT /svn/svi_hughes_locations/{id}')).toBe('Needs the CMDB editor role');
  });
});

describe.each(await routeTestEngines())('the default role groups (%s)', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(() => h?.close());

  it('lets every signed-in user edit the CMDB (spec 002 §6) but not run a ping', async () => {
    const put = await h.app.inject({ method: 'PUT', url: '/api/v1.0/svn/svi_hughes_locations/1', headers: h.viewer, payload: {} });
    expect([401, 403]).not.toContain(put.statusCode);
    expect(put.statusCode).toBeLessThan(500);
    const ping = await h.app.inject({ method: 'GET', url: '/api/v1.0/action/device/ping?device_name=x', headers: h.viewer });
    expect(ping.statusCode).toBe(403);
    expect(ping.json().message).toBe('Needs the Operator role');
  });
});
