import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { startHarness, type Harness } from './api-harness';
import { openLiveStream, type OpenStream } from './live-stream-client';
import { testEngines } from './test-databases';
import { authHeader, mintToken } from './tokens';

/*
 * Issue 30 item 3: a sign-out or a revoked API token ends the open streams of that session or
 * token within 5 s, on the process that signed out and on every other one (the revocation comes
 * over the change feed, LISTEN nms_live). Streams of other sessions stay open.
 */

const engines = await testEngines();
const ENDS_WITHIN_MS = 5_000;
const VIEWS = { views: [{ id: 'a', kind: 'alerts' }] };

/** Resolves with how long the stream took to end; rejects when it is still open after ENDS_WITHIN_MS. */
async function endsWithin(s: OpenStream, since: number): Promise<number> {
  await expect(s.next(() => false, ENDS_WITHIN_MS)).rejects.toThrow('the stream ended');
  return Math.round(performance.now() - since);
}

const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
};

async function opened(base: string, token: string): Promise<OpenStream> {
  const s = await openLiveStream(base, token, VIEWS);
  expect(s.status).toBe(200);
  expect((await s.next()).event).toBe('hello');
  return s;
}

describe.each(engines)('sign-out and revocation end open streams on %s', (engine) => {
  let h: Harness;
  let base: string;
  const session = (sid: string) => mintToken(h.app, { sub: 'operator', nickname: 'operator', groups: ['nmstools_operator'], sid });
  const personalToken = async (app: FastifyInstance, name: string) => {
    const made = await app.inject({
      method: 'POST',
      url: '/api/v1.0/admin/api-tokens',
      headers: h.admin,
      payload: { kind: 'personal', name, scopes: ['read'] },
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json() as { id: number; secret: string };
  };

  beforeAll(async () => {
    h = await startHarness(engine);
    base = await listen(h.app);
  });
  afterAll(() => h?.close());

  it("POST /user/logout ends the session's open streams within 5 s, and only those", async () => {
    const token = await session('stream-sid-1');
    const other = await opened(base, await session('stream-sid-2'));
    const [first, second] = [await opened(base, token), await opened(base, token)];
    const at = performance.now();
    expect((await h.app.inject({ method: 'POST', url: '/api/v1.0/user/logout', headers: authHeader(token) })).statusCode).toBe(204);
    console.log(`sign-out (${engine}): streams ended after ${await endsWithin(first, at)} ms and ${await endsWithin(second, at)} ms`);
    // The other session's stream stays open.
    expect(await Promise.race([other.ended.then(() => 'ended'), Promise.resolve('open')])).toBe('open');
    expect((await openLiveStream(base, token, VIEWS)).status).toBe(401);
    other.close();
  });

  it('revoking an API token ends its open stream within 5 s', async () => {
    const token = await personalToken(h.app, 'stream script');
    const s = await opened(base, token.secret);
    const at = performance.now();
    expect((await h.app.inject({ method: 'DELETE', url: `/api/v1.0/admin/api-tokens/${token.id}`, headers: h.admin })).statusCode).toBe(200);
    console.log(`API token revoked (${engine}): stream ended after ${await endsWithin(s, at)} ms`);
  });

  it.runIf(engine === 'postgres')('a sign-out or revocation on process A ends the stream open on process B', async () => {
    const other: Database = await openDatabase({ databaseUrl: h.database.url, poolSize: 2 });
    const b = await buildApp({ config: loadConfig({ SIMULATOR: 'off', PORT: '8080', API_RATE_LIMIT_PER_MINUTE: '0' }), database: other });
    try {
      await b.ready();
      const baseB = await listen(b);
      const token = await session('stream-sid-3');
      const signedIn = await opened(baseB, token);
      let at = performance.now();
      expect((await h.app.inject({ method: 'POST', url: '/api/v1.0/user/logout', headers: authHeader(token) })).statusCode).toBe(204);
      console.log(`sign-out on A, stream on B: ended after ${await endsWithin(signedIn, at)} ms`);

      const apiToken = await personalToken(h.app, 'stream script on B');
      const scripted = await opened(baseB, apiToken.secret);
      at = performance.now();
      expect((await h.app.inject({ method: 'DELETE', url: `/api/v1.0/admin/api-tokens/${apiToken.id}`, headers: h.admin })).statusCode).toBe(200);
      console.log(`API token revoked on A, stream on B: ended after ${await endsWithin(scripted, at)} ms`);
    } finally {
      await b.close();
      await other.close();
    }
  });
});
