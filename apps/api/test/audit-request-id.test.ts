import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, routeTestEngines, type TestDatabase } from './test-databases';
import { authHeader, mintToken } from './tokens';

const engines = await routeTestEngines();

/** Issue 17 item 5: a request's log lines, its X-Request-Id answer header and its audit entry share one id. */
describe.each(engines)('request ids in logs and the audit trail on %s', (engine) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const l of chunk.toString().split('\n')) if (l.trim()) lines.push(JSON.parse(l) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({ config: loadConfig({ SIMULATOR: 'off', PORT: '8080' }), database, logger: { level: 'info', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("logs the request under the caller's id and audits the refused write with it", async () => {
    const viewer = authHeader(await mintToken(app, { sub: 'viewer', nickname: 'viewer', groups: ['nmstools_viewer'] }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1.0/ingest/locations',
      headers: { ...viewer, 'x-request-id': 'log-trace-42' },
      payload: [],
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['x-request-id']).toBe('log-trace-42');
    const ofRequest = lines.filter((l) => l.reqId === 'log-trace-42');
    expect(ofRequest.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    const rows = await database.db
      .selectFrom('audit_log')
      .select(['request_id', 'outcome', 'actor_name'])
      .where('request_id', '=', 'log-trace-42')
      .execute();
    expect(rows).toEqual([{ request_id: 'log-trace-42', outcome: 'refused', actor_name: 'viewer' }]);
  });

  it('replaces an unusable incoming id by a new one, the same in the header and the logs', async () => {
    const res = await app.inject({ url: '/api/v1.0/user/me', headers: { 'x-request-id': 'bad id with spaces' } });
    const id = res.headers['x-request-id'] as string;
    expect(id).not.toBe('bad id with spaces');
    expect(lines.some((l) => l.reqId === id && l.msg === 'request completed')).toBe(true);
  });
});
