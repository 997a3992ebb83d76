import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { startHarness, type Harness } from './api-harness';
import { parseExposition, sampleValue } from './prometheus-exposition';
import { testEngines } from './test-databases';

const engines = await testEngines();
const TOKEN = 'scrape-secret-of-the-test';

/** Issue 19 Deliver 5: /metrics reports the requests it saw, per route, and is protected. */
describe.each(engines)('GET /metrics on %s', (engine) => {
  let h: Harness;
  let guarded: FastifyInstance;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    h = await startHarness(engine);
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const l of chunk.toString().split('\n')) if (l.trim()) lines.push(JSON.parse(l) as Record<string, unknown>);
        done();
      },
    });
    // A second app over the same database, with the token set and a log to read.
    const config = loadConfig({ SIMULATOR: 'off', PORT: '8080', API_RATE_LIMIT_PER_MINUTE: '0', METRICS_TOKEN: TOKEN });
    guarded = await buildApp({ config, database: h.database, logger: { level: 'info', stream } });
    await guarded.ready();
  });
  afterAll(async () => {
    await guarded?.close();
    await h?.close();
  });

  const scrape = async (app: FastifyInstance, headers: Record<string, string> = {}) => {
    const res = await app.inject({ url: '/metrics', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseExposition(res.body);
  };

  it('counts requests per route pattern, method and status class, with their latency buckets', async () => {
    const me = { method: 'GET', route: '/api/v1.0/user/me', status_class: '2xx' };
    const health = { method: 'GET', route: '/healthz', status_class: '2xx' };
    const refused = { method: 'GET', route: '/api/v1.0/user/me', status_class: '4xx' };
    const before = await scrape(h.app);

    for (let i = 0; i < 3; i++) expect((await h.app.inject({ url: '/api/v1.0/user/me', headers: h.viewer })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await h.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/api/v1.0/user/me' })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/no/such/page/12345' })).statusCode).toBe(404);
    // The embedded sign-in provider answers as middleware, outside the router: one label for all of it.
    expect((await h.app.inject({ url: '/oidc/.well-known/openid-configuration' })).statusCode).toBe(200);

    const after = await scrape(h.app);
    const delta = (name: string, labels: Record<string, string>) => sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(delta('nms_http_requests_total', me)).toBe(3);
    expect(delta('nms_http_requests_total', health)).toBe(2);
    expect(delta('nms_http_requests_total', refused)).toBe(1);
    expect(delta('nms_http_request_errors_total', { method: 'GET', route: '/api/v1.0/user/me', status: '401' })).toBe(1);
    // A 404 is counted under one label, not under the URL it probed.
    expect(delta('nms_http_requests_total', { method: 'GET', route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(after.some((s) => s.labels.route?.includes('12345'))).toBe(false);
    expect(delta('nms_http_requests_total', { method: 'GET', route: '/oidc/*', status_class: '2xx' })).toBe(1);

    // The histogram of /user/me: 3 more observations, cumulative buckets ending at +Inf.
    expect(delta('nms_http_request_duration_seconds_count', me)).toBe(3);
    expect(delta('nms_http_request_duration_seconds_bucket', { ...me, le: '+Inf' })).toBe(3);
    const buckets = after
      .filter((s) => s.name === 'nms_http_request_duration_seconds_bucket' && s.labels.route === me.route && s.labels.status_class === '2xx')
      .map((s) => s.value);
    expect(buckets.length).toBeGreaterThan(5);
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
    expect(sampleValue(after, 'nms_http_request_duration_seconds_sum', me)).toBeGreaterThan(0);
  });

  it('reports statement time, the pool, and cache hits of the services', async () => {
    const before = await scrape(h.app);
    for (let i = 0; i < 3; i++) {
      const res = await h.app.inject({ url: '/api/v1.0/es/services/hierarchies', headers: h.viewer });
      expect(res.statusCode).toBe(200);
    }
    const after = await scrape(h.app);
    const delta = (name: string, labels: Record<string, string>) => sampleValue(after, name, labels) - sampleValue(before, name, labels);
    // The first call loads the hierarchy (a miss, with its SELECTs); the next two are served from memory.
    expect(delta('nms_cache_lookups_total', { cache: 'network-tree-hierarchy', result: 'miss' })).toBe(1);
    expect(delta('nms_cache_lookups_total', { cache: 'network-tree-hierarchy', result: 'hit' })).toBe(2);
    expect(delta('nms_db_query_duration_seconds_count', { engine, op: 'select' })).toBeGreaterThan(0);
    expect(delta('nms_db_query_duration_seconds_bucket', { engine, op: 'select', le: '+Inf' })).toBe(
      delta('nms_db_query_duration_seconds_count', { engine, op: 'select' }),
    );
    // This harness's database is open, so its engine has a pool; idle never exceeds total.
    const pool = (state: string) => sampleValue(after, 'nms_db_pool_connections', { engine, state });
    expect(pool('max')).toBeGreaterThanOrEqual(1);
    expect(pool('total')).toBeGreaterThanOrEqual(1);
    expect(pool('idle')).toBeLessThanOrEqual(pool('total'));
    expect(pool('waiting')).toBe(0);
  });

  it('without METRICS_TOKEN answers direct loopback callers only', async () => {
    expect((await h.app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(403);
    // /metrics looks at the socket, never at X-Forwarded-For (TRUST_PROXY or not): a spoofed loopback there must not open the door,
    // and a request relayed by a proxy on this host came from elsewhere.
    const spoofed = await h.app.inject({ url: '/metrics', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(spoofed.statusCode).toBe(403);
    const relayed = await h.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.statusCode).toBe(403);
    expect(relayed.body).not.toContain('nms_http_requests_total');
  });

  it('with METRICS_TOKEN refuses a read without the token, even from loopback, and serves it with the token', async () => {
    const bare = await guarded.inject({ url: '/metrics' });
    expect(bare.statusCode).toBe(401);
    expect(bare.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(bare.body).not.toContain('nms_');
    expect((await guarded.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    // A user's sign-in token is not the scrape token.
    expect((await guarded.inject({ url: '/metrics', headers: h.admin })).statusCode).toBe(401);
    const samples = await scrape(guarded, { authorization: `Bearer ${TOKEN}`, 'x-request-id': 'scrape-7' });
    expect(sampleValue(samples, 'nms_live_clients', {})).toBe(0);
    expect(samples.some((s) => s.name === 'nms_process_cpu_user_seconds_total')).toBe(true);
    // Structured logs carry the request id of the answer.
    const logged = lines.filter((l) => l.reqId === 'scrape-7').map((l) => l.msg);
    expect(logged).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('stays out of the OpenAPI document', async () => {
    const doc = (await h.app.inject({ url: '/api/v1.0/openapi.json', headers: h.viewer })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);
    // The exposition endpoint itself, not the metrics ingest (POST /ingest/metrics) that is an API call.
    expect(Object.keys(doc.paths).filter((p) => p === '/metrics' || p === '/api/v1.0/metrics')).toEqual([]);
  });
});
