import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { baseParameters, fuzzHeaders, hostileBodies, isNumeric, isWhole, operationsOf, sample, urlOf, type Operation } from './fuzz-openapi-helpers';
import { routeTestEngines } from './test-databases';

/**
 * Every operation openapi.json lists, sent what a fuzzer sends: non-finite, huge and malformed
 * numbers in each query and path parameter, NUL characters, over-long text, and hostile bodies.
 * Nothing may answer 5xx; a number parameter that is not a number as written answers 400
 * naming it; a NUL in a body answers 400 naming the field. Writes run against an empty fleet
 * and with bodies the server refuses, so no device action really runs.
 */

const NUMBERS = [
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '1e400',
  'NaN',
  '9007199254740993',
  '99999999999999999999',
  '9223372036854775808',
  '0x10',
  ' 1',
  '',
];
/** Numbers, but not whole ones: a 400 for an integer parameter, a value for a number (a latitude). */
const NOT_WHOLE = ['-0', '1.5'];
const TEXTS = ['a\u0000b', '\u0000', '%', '\'"\\', '*', 'x'.repeat(300_000), '💥', '-1', '1e309'];

interface Hit {
  url: string;
  status: number;
  body: string;
}

describe.each(await routeTestEngines())('fuzz over openapi.json (%s)', (engine) => {
  let h: Harness;
  let ops: Operation[];
  const hits = new Map<string, number>();
  const failures: Hit[] = [];

  beforeAll(async () => {
    h = await startHarness(engine);
    // The device every sample names ('x'), so calls get past "unknown device" to their SQL and the simulated driver.
    await restoreX();
    const res = await h.app.inject({ method: 'GET', url: '/api/v1.0/openapi.json' });
    ops = operationsOf(res.json());
  });
  afterAll(() => h?.close());

  const restoreX = async () => {
    await h.database.db
      .insertInto('devices')
      .values({ name: 'x', state: 5, discovered: true })
      .onConflict((oc) => oc.doNothing())
      .execute();
  };

  const send = async (op: Operation, url: string, payload?: string, type = 'application/json') => {
    const res = await h.app.inject({
      method: op.method,
      url,
      headers: { ...(await fuzzHeaders(h, op)), ...(payload === undefined ? {} : { 'content-type': type }) },
      payload,
    });
    hits.set(`${op.method} ${op.path}`, (hits.get(`${op.method} ${op.path}`) ?? 0) + 1);
    if (res.statusCode >= 500) failures.push({ url: `${op.method} ${url.slice(0, 200)}`, status: res.statusCode, body: res.body.slice(0, 300) });
    // DELETE /ingest/devices retires 'x': put it back so later calls still reach their SQL.
    if (op.method === 'DELETE') await restoreX();
    return res;
  };
  const bodyOf = (op: Operation) => (op.body ? JSON.stringify(sample(op.body)) : undefined);

  it('answers no 5xx and names the parameter for every bad number in every query and path parameter', async () => {
    expect(ops.length).toBeGreaterThan(100);
    const unnamed: string[] = [];
    for (const op of ops) {
      const base = baseParameters(op);
      await send(op, urlOf(op, base.path, base.query), bodyOf(op));
      for (const p of op.parameters.filter((q) => q.in === 'query' || q.in === 'path')) {
        const numeric = isNumeric(p.schema);
        const whole = numeric && isWhole(p.schema);
        for (const value of numeric ? [...NUMBERS, ...(whole ? NOT_WHOLE : [])] : TEXTS) {
          const path = p.in === 'path' ? { ...base.path, [p.name]: value } : base.path;
          const query = p.in === 'query' ? { ...base.query, [p.name]: value } : base.query;
          const res = await send(op, urlOf(op, path, query), bodyOf(op));
          const where = p.in === 'path' ? 'params' : 'querystring';
          const named = res.statusCode === 400 && (res.json() as { message: string }).message.includes(`${where}/${p.name}`);
          if ((numeric || value.includes('\u0000')) && !named && !(p.in === 'path' && value === '')) {
            unnamed.push(`${op.method} ${op.path} ${p.name}=${JSON.stringify(value)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
        if (p.in === 'query') {
          // The parameter given twice: the parser makes an array of it.
          const twice = `${urlOf(op, base.path, base.query)}${Object.keys(base.query).length ? '&' : '?'}${p.name}=1&${p.name}=Infinity`;
          await send(op, twice, bodyOf(op));
        }
      }
    }
    expect(failures).toEqual([]);
    expect(unnamed).toEqual([]);
  }, 240_000);

  it('answers no 5xx to hostile bodies and names the field that holds a NUL', async () => {
    const unnamed: string[] = [];
    // Every operation, GETs too (a body there must not break anything either); only write methods parse one.
    for (const op of ops) {
      const base = baseParameters(op);
      const url = urlOf(op, base.path, base.query);
      for (const variant of hostileBodies(sample(op.body))) {
        const res = await send(op, url, variant.text, variant.type);
        expect(res.statusCode, `${op.method} ${url} ${variant.text.slice(0, 100)}`).toBeLessThan(500);
        if (
          variant.field &&
          op.method !== 'GET' &&
          !(res.statusCode === 400 && (res.json() as { message: string }).message.includes(variant.field))
        ) {
          unnamed.push(`${op.method} ${op.path} ${variant.field} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(unnamed).toEqual([]);
  }, 240_000);

  it('answers no 5xx on the routes the document leaves out (public pages, health, the action fallback)', async () => {
    const extra: Operation[] = ['/reports/{report}', '/launch-ui', '/healthz', '/readyz', '/app-config.json', '/api/v1.0/action/device/{action}'].map(
      (path) => ({ method: 'GET', path, parameters: [] }),
    );
    for (const op of extra) {
      for (const value of [...NUMBERS, ...TEXTS]) {
        for (const name of ['deviceid', 'hash', 'device_name', 'expires'])
          await send(op, urlOf(op, { report: value, action: value }, { [name]: value }));
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('hit every operation the document lists', () => {
    const missed = ops.map((op) => `${op.method} ${op.path}`).filter((key) => !hits.get(key));
    expect(missed).toEqual([]);
  });
});
