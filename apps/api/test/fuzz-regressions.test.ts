import { MAX_OFFSET } from '@nms/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';

/** One test per input the 26,000-request fuzz run answered with a 500 (issue item 4). */

const NON_FINITE = ['Infinity', '-Infinity', '1e309'];
const BOUNDS = 'top_left_lat=50&top_left_lng=-100&bottom_right_lat=30&bottom_right_lng=-80';

/** Integer parameters of the routes that answered 500, with their range as the 400 states it. */
const INTEGER_PARAMS: Array<{ url: (v: string) => string; name: string; where?: string; range: string }> = [
  { url: (v) => `/api/v1.0/es/alerts?offset=${v}`, name: 'offset', range: `from 0 to ${MAX_OFFSET}` },
  { url: (v) => `/api/v1.0/es/devices/all?limit=${v}`, name: 'limit', range: 'from 0 to 10000' },
  { url: (v) => `/api/v1.0/es/alerts/top?field=nmd&size=${v}`, name: 'size', range: 'from 1 to 100' },
  { url: (v) => `/api/v1.0/em7/events?device_id=${v}`, name: 'device_id', range: 'from 0 to 2147483647' },
  { url: (v) => `/api/v1.0/em7/events?stack_id=${v}`, name: 'stack_id', range: 'from 0 to 2147483647' },
  {
    url: (v) => `/api/v1.0/em7/device/${v}/performance_data/fgVpnTunnelUpCount/data`,
    name: 'device_id',
    where: 'params',
    range: 'from 0 to 2147483647',
  },
  { url: (v) => `/api/v1.0/nmc/sf_cases?limit=${v}`, name: 'limit', range: 'from 0 to 10000' },
  { url: (v) => `/api/v1.0/cradlepoint?offset=${v}`, name: 'offset', range: `from 0 to ${MAX_OFFSET}` },
  { url: (v) => `/api/v1.0/action/devices/pam-suspend?offset=${v}`, name: 'offset', range: `from 0 to ${MAX_OFFSET}` },
  { url: (v) => `/api/v1.0/admin/audit-log?limit=${v}`, name: 'limit', range: 'from 0 to 1000' },
];

describe.each(await routeTestEngines())('no 500 for what a user can send (%s)', (engine) => {
  let h: Harness;
  const get = (url: string) => h.app.inject({ method: 'GET', url, headers: h.admin });
  const post = (url: string, payload: string) =>
    h.app.inject({ method: 'POST', url, headers: { ...h.admin, 'content-type': 'application/json' }, payload });

  beforeAll(async () => {
    h = await startHarness(engine);
    await h.database.db.insertInto('devices').values({ name: 'fuzz-1', state: 5 }).execute();
  });
  afterAll(() => h?.close());

  it.each(INTEGER_PARAMS)('answers 400 naming $name for Infinity, -Infinity and 1e309 (case %#)', async ({ url, name, where, range }) => {
    for (const value of [...NON_FINITE, 'NaN', '1e400', '-0', '9007199254740993', '1.5']) {
      const res = await get(url(encodeURIComponent(value)));
      expect(res.statusCode, `${value}: ${res.body}`).toBe(400);
      expect(res.json().message, value).toContain(`${where ?? 'querystring'}/${name} must be`);
    }
    expect(res400Message(await get(url('Infinity')))).toBe(`${where ?? 'querystring'}/${name} must be a whole number written in digits ${range}`);
  });

  it('still takes whole numbers as written', async () => {
    expect((await get('/api/v1.0/es/alerts?offset=0&limit=25')).statusCode).toBe(200);
    expect((await get('/api/v1.0/es/alerts/top?field=nmd&size=5')).statusCode).toBe(200);
    expect((await get('/api/v1.0/cradlepoint?offset=0010&limit=5')).statusCode).toBe(200);
  });

  it('gives /admin/audit-log offset the one maximum: past it (and past bigint) a 400, at it a page', async () => {
    for (const value of [String(MAX_OFFSET + 1), '9223372036854775808', '99999999999999999999']) {
      const res = await get(`/api/v1.0/admin/audit-log?offset=${value}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain('querystring/offset');
    }
    const last = await get(`/api/v1.0/admin/audit-log?offset=${MAX_OFFSET}`);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data).toEqual([]);
  });

  it('answers 400 naming precision for precision=1e309 on the map markers, and serves a zoomed-in precision by SQL', async () => {
    for (const value of NON_FINITE) {
      const res = await get(`/api/v1.0/es/geo-map/markers?${BOUNDS}&precision=${value}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain('querystring/precision');
    }
    const zoomedIn = await get(`/api/v1.0/es/geo-map/markers?${BOUNDS}&precision=14`);
    expect(zoomedIn.statusCode, zoomedIn.body).toBe(200);
  });

  it('answers 400 naming the field for a NUL in a JSON body value, nested, or key', async () => {
    const pam = '/api/v1.0/action/devices/pam-suspend';
    const item = { schedule_type: 'device', device_name: 'fuzz-1', info: 'window', start_time: 1, end_time: 2 };
    const cases: Array<[string, string, string]> = [
      [pam, JSON.stringify([{ ...item, info: 'a\u0000b' }]), 'body/0/info'],
      [pam, JSON.stringify([{ ...item, device_name: 'fuzz-1\u0000' }]), 'body/0/device_name'],
      [pam, JSON.stringify([{ ...item, ['user\u0000']: 'x' }]), 'body/0/user\\u0000'],
      ['/api/v1.0/svn/svi_hughes_locations', JSON.stringify({ name: 'Site\u0000A' }), 'body/name'],
      ['/api/v1.0/svn/svi_hughes_datacenters', JSON.stringify({ name: 'dc', services: ['a', 'b\u0000'] }), 'body/services/1'],
    ];
    for (const [url, payload, field] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(`${field} must not contain NUL characters`);
    }
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pam_suspend_schedules`.execute(h.database.db);
    expect(rows[0].n).toBe(0);
  });

  it('answers 400 naming the field for a lone UTF-16 surrogate in a JSON body (it has no UTF-8 form), and takes a paired one', async () => {
    const pam = '/api/v1.0/action/devices/pam-suspend';
    const item = { schedule_type: 'device', device_name: 'fuzz-1', info: 'window', start_time: 1, end_time: 2 };
    // JSON.stringify writes a lone surrogate as the escape \ud800, as a client's JSON would carry it.
    const cases: Array<[string, string, string]> = [
      [pam, JSON.stringify([{ ...item, info: 'a\ud800b' }]), 'body/0/info'],
      ['/api/v1.0/svn/svi_hughes_locations', JSON.stringify({ name: 'Site \udc00' }), 'body/name'],
    ];
    for (const [url, payload, field] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(`${field} must not contain a lone UTF-16 surrogate (an unpaired \\uD800-\\uDFFF)`);
    }
    const paired = await post('/api/v1.0/svn/svi_hughes_locations', JSON.stringify({ name: 'Site 🛰 surrogate pair' }));
    expect(paired.statusCode, paired.body).toBeLessThan(300);
  });
});

const res400Message = (res: { statusCode: number; json: () => { message: string } }) => {
  expect(res.statusCode).toBe(400);
  return res.json().message;
};
