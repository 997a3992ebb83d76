import { MAX_OFFSET } from '@nms/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { baseParameters, fuzzHeaders, operationsOf, sample, urlOf, type Operation, type Parameter } from './fuzz-openapi-helpers';
import { routeTestEngines } from './test-databases';

/**
 * Property tests over random text and numbers: an offset is taken exactly when it is a whole
 * number in digits within 0..MAX_OFFSET; a latitude only when it is a finite number in range;
 * and no parameter or body of any operation answers 5xx, whatever it is sent.
 */

/** Text as fuzzers send it: any ASCII (NUL and controls too), numbers in JS's own spellings, huge integers. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.integer().map(String),
  fc.constantFrom('Infinity', '-Infinity', '1e309', '-0', '9007199254740993', ' 7', '7 ', '+7', '0x1F', '1_000'),
);
const messageOf = (body: string) => (JSON.parse(body) as { message?: string }).message ?? '';

describe.each(await routeTestEngines())('fuzz properties (%s)', (engine) => {
  let h: Harness;
  let ops: Operation[];
  const get = (url: string) => h.app.inject({ method: 'GET', url, headers: h.operator });

  beforeAll(async () => {
    h = await startHarness(engine);
    // The device the samples name, so calls reach their SQL rather than stopping at "unknown device".
    await h.database.db.insertInto('devices').values({ name: 'x', state: 5, discovered: true }).execute();
    ops = operationsOf((await h.app.inject({ method: 'GET', url: '/api/v1.0/openapi.json' })).json());
  });
  afterAll(() => h?.close());

  it('takes an offset exactly when it is a whole number in digits up to MAX_OFFSET, else 400 naming offset', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyText, fc.integer({ min: 0, max: MAX_OFFSET * 2 }).map(String)), async (text) => {
        const res = await get(`/api/v1.0/es/alerts?limit=1&offset=${encodeURIComponent(text)}`);
        const valid = /^\d+$/.test(text) && Number(text) <= MAX_OFFSET;
        expect(res.statusCode, `${JSON.stringify(text)}: ${res.body}`).toBe(valid ? 200 : 400);
        if (!valid) expect(messageOf(res.body)).toContain('querystring/offset');
      }),
      { numRuns: 500 },
    );
  });

  it('takes a latitude only when it is a finite number from -90 to 90, else 400 naming it', async () => {
    const rest = 'top_left_lng=-100&bottom_right_lat=-90&bottom_right_lng=-80';
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.double().map(String), anyText), async (text) => {
        const res = await get(`/api/v1.0/es/geo-map/device-summary?${rest}&top_left_lat=${encodeURIComponent(text)}`);
        expect([200, 400], `${JSON.stringify(text)}: ${res.body}`).toContain(res.statusCode);
        const n = Number(text);
        if (res.statusCode === 200) expect(Number.isFinite(n) && n >= -90 && n <= 90, text).toBe(true);
        else expect(messageOf(res.body)).toContain('top_left_lat');
        if (Number.isFinite(n) && n >= -90 && n <= 90 && /^-?\d+(\.\d+)?(e-?\d+)?$/.test(text)) expect(res.statusCode, text).toBe(200);
      }),
      { numRuns: 500 },
    );
  });

  it('answers no 5xx to random text in any query or path parameter of any operation', async () => {
    const slots = new Map(
      ops.flatMap((op) =>
        op.parameters
          .filter((p) => p.in === 'query' || p.in === 'path')
          .map((p): [string, [Operation, Parameter]] => [`${op.method} ${op.path} ${p.in}:${p.name}`, [op, p]]),
      ),
    );
    // Drawn by name, so a counterexample reads as 'GET /api/v1.0/... query:offset'.
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...slots.keys()), anyText, async (slot, text) => {
        const [op, p] = slots.get(slot)!;
        const base = baseParameters(op);
        const path = p.in === 'path' ? { ...base.path, [p.name]: text } : base.path;
        const query = p.in === 'query' ? { ...base.query, [p.name]: text } : base.query;
        const res = await h.app.inject({ method: op.method, url: urlOf(op, path, query), headers: await fuzzHeaders(h, op) });
        expect(res.statusCode, `${op.method} ${op.path} ${p.name}=${JSON.stringify(text)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 1500 },
    );
  });

  it('answers no 5xx to random JSON bodies, and 400 to any that holds a NUL', async () => {
    const writes = ops.filter((op) => op.method !== 'GET');
    const body = fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(...writes.filter((op) => op.body).map((op) => sample(op.body))));
    const withNul = fc.tuple(body, fc.boolean()).map(([value, nul]) => (nul ? { value, note: 'x\u0000' } : value));
    const byName = new Map(writes.map((op) => [`${op.method} ${op.path}`, op]));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...byName.keys()), withNul, async (name, value) => {
        const op = byName.get(name)!;
        const base = baseParameters(op);
        const payload = JSON.stringify(value) ?? 'null';
        const res = await h.app.inject({
          method: op.method,
          url: urlOf(op, base.path, base.query),
          headers: { ...(await fuzzHeaders(h, op)), 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, `${op.method} ${op.path} ${payload.slice(0, 200)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        // Fastify refuses a prototype-poisoning body (`__proto__`, constructor.prototype) with its own 400 before the NUL guard reads it.
        const poisoned = /"(__proto__|prototype)"/.test(payload);
        if (payload.includes('\\u0000') && !poisoned) expect(messageOf(res.body)).toMatch(/must not contain NUL characters/);
      }),
      { numRuns: 800 },
    );
  });
});
