import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';

/*
 * After shutdown ended the streams (server.ts calls app.live.end() on SIGTERM), a reopen that
 * arrives on a kept-alive connection is refused: opened, it would hold the stopping process and
 * keep the tab on 'Live' until the forced exit.
 */
describe('a stream asked for after shutdown ended the streams', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('pglite');
  });
  afterAll(() => h?.close());

  const open = () =>
    h.app.inject({
      method: 'POST',
      url: '/api/v1.0/live/stream',
      headers: { ...h.operator, accept: 'text/event-stream', 'content-type': 'application/json' },
      payload: { views: [{ id: 'a', kind: 'alerts' }] },
    });

  it('is refused with 503 and Retry-After, and the connection closes', async () => {
    // Before the end, a bad body still answers its 400: the route is there and checks first.
    const before = await h.app.inject({
      method: 'POST',
      url: '/api/v1.0/live/stream',
      headers: { ...h.operator, accept: 'text/event-stream', 'content-type': 'application/json' },
      payload: { views: [{ id: 'a', kind: 'nope' }] },
    });
    expect(before.statusCode).toBe(400);
    h.app.live.end();
    const res = await open();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.headers.connection).toBe('close');
    expect(res.json().message).toContain('stopping');
  });
});
