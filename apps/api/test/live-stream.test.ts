import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAudited } from '../src/modules/audit/audit-hook';
import { REAUTH_LEAD_MS } from '../src/modules/live/stream-session';
import { startHarness, type Harness } from './api-harness';
import { openLiveStream, type StreamEvent } from './live-stream-client';
import { testEngines } from './test-databases';
import { mintToken } from './tokens';

/*
 * The live stream over a real port (issue 20): a real token, real writes through the API or SQL,
 * the feed's NOTIFY from the database's triggers, and the events a client reads off the socket.
 */

const engines = await testEngines();
const now = () => Math.floor(Date.now() / 1000);
type Changes = { views: Record<string, { keys?: string[]; many?: true }> };
const changesOf = (e: StreamEvent) => e.data as Changes;
/** The next `changes` event telling `view` of `key`. */
const tells = (view: string, key?: string) => (e: StreamEvent) =>
  e.event === 'changes' && (key === undefined ? changesOf(e).views[view] !== undefined : changesOf(e).views[view]?.keys?.includes(key) === true);

describe.each(engines)('the live stream on %s', (engine) => {
  let h: Harness;
  let base: string;
  let token: string;
  const open = (body: unknown, headers?: Record<string, string>, as = token) => openLiveStream(base, as, body, headers);
  const api = (method: string, path: string, body?: unknown) =>
    fetch(`${base}/api/v1.0${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const pamCreate = (device_name: string) =>
    api('POST', '/action/devices/pam-suspend', [
      { schedule_type: 'device', device_name, info: 'live', start_time: now(), end_time: now() + 7200, user: 'olivia' },
    ]);

  beforeAll(async () => {
    h = await startHarness(engine);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}`;
    token = h.operator.authorization.slice('Bearer '.length);
    const names = ['live-1', 'live-2', 'live-3', 'q-1', 'q-2', ...Array.from({ length: 5_000 }, (_, i) => `storm-${i}`)];
    await h.database.db
      .insertInto('devices')
      .values(names.map((name) => ({ name, state: name === 'q-2' ? 1 : 5 })))
      .execute();
  });
  afterAll(() => h?.close());

  it('refuses without a token, without Accept: text/event-stream, and a bad body with a 400 naming the field', async () => {
    const view = { id: 'a', kind: 'alerts' };
    expect((await open({ views: [view] }, {}, 'nope')).status).toBe(401);
    const notStream = await open({ views: [view] }, { accept: 'application/json' });
    expect(notStream.status).toBe(406);
    expect(await notStream.body()).toContain('Accept: text/event-stream');
    const bad = async (body: unknown, field: string) => {
      const res = await open(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.parse(await res.body()).message).toContain(field);
    };
    await bad({}, 'views');
    await bad({ views: [{ id: 'a', kind: 'nope' }] }, 'body/views/0');
    await bad({ views: [view, { id: 'a', kind: 'pam' }] }, 'body/views/1/id');
    await bad({ views: [{ id: 'g', kind: 'devices', query: 'state:(5' }] }, 'body/views/0/query');
    await bad({ views: [view], lastEventId: 'abc' }, 'lastEventId');
    // A stream open is a read: neither it nor its refusals are audit entries.
    expect(isAudited('POST', '/api/v1.0/live/stream')).toBe(false);
  });

  it('says hello, then tells the PAM view and the device view of a PAM schedule created through the API', async () => {
    const s = await open(
      {
        views: [
          { id: 'pam', kind: 'pam' },
          { id: 'dev', kind: 'device', name: 'live-1' },
          { id: 'other', kind: 'alerts', device: 'live-2' },
        ],
      },
      { 'accept-encoding': 'gzip, br' },
    );
    expect(s.status).toBe(200);
    // Written as it happens: never compressed (a compressor holds bytes back), never cached.
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['content-encoding']).toBeUndefined();
    expect(s.headers['cache-control']).toBe('no-store, no-transform');
    expect(s.headers['x-request-id']).toBeDefined();
    const hello = await s.next();
    expect(hello).toMatchObject({ event: 'hello', data: { resumed: false } });
    expect((hello.data as { process: string }).process).toMatch(/.+:\d+$/);
    const created = await pamCreate('live-1');
    expect(created.ok, await created.clone().text()).toBe(true);
    const e = await s.next(tells('pam', 'live-1'));
    expect(changesOf(e).views.dev).toEqual({ keys: ['live-1'] });
    expect(changesOf(e).views.other).toBeUndefined();
    expect(e.id).toMatch(/^\d+$/);
    s.close();
  });

  it('tells a CMDB view of a row created through the API', async () => {
    const s = await open({ views: [{ id: 'locations', kind: 'cmdb', table: 'svi_hughes_locations' }] });
    await s.next((e) => e.event === 'hello');
    const res = await api('POST', '/svn/svi_hughes_locations', { name: 'Live Denver', city: 'Denver', latitude: 39.74, longitude: -104.99 });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(changesOf(await s.next(tells('locations'))).views.locations).toEqual({ keys: ['svi_hughes_locations'] });
    s.close();
  });

  it('replays what came after lastEventId, and says resumed:false for an id it does not hold', async () => {
    const views = [{ id: 'pam', kind: 'pam' }];
    const first = await open({ views });
    await first.next((e) => e.event === 'hello');
    await pamCreate('live-2');
    const seen = await first.next(tells('pam', 'live-2'));
    first.close();
    // Written while no stream of this client is open; a watcher shows the process has the change.
    const watcher = await open({ views });
    await watcher.next((e) => e.event === 'hello');
    await pamCreate('live-3');
    await watcher.next(tells('pam', 'live-3'));
    watcher.close();

    const resumed = await open({ views, lastEventId: seen.id });
    expect(await resumed.next()).toMatchObject({ event: 'hello', data: { resumed: true } });
    const replayed = await resumed.next(tells('pam', 'live-3'));
    expect(changesOf(replayed).views.pam.keys).not.toContain('live-2');
    resumed.close();

    const unknown = await open({ views, lastEventId: '999999999999' });
    expect(await unknown.next()).toMatchObject({ event: 'hello', data: { resumed: false } });
    unknown.close();
  });

  it('tells a devices view with a query only of the devices that match it now or did before', async () => {
    for (let i = 0; i < 200 && !h.app.deviceIndex?.ready; i++) await new Promise((r) => setTimeout(r, 100));
    expect(h.app.deviceIndex?.ready).toBe(true);
    const s = await open({
      views: [
        { id: 'critical', kind: 'devices', query: 'state:5' },
        { id: 'all', kind: 'devices' },
      ],
    });
    await s.next((e) => e.event === 'hello');
    await sql`UPDATE devices SET model = 'm2' WHERE name IN ('q-1', 'q-2')`.execute(h.database.db);
    const both = await s.next(tells('all', 'q-2'));
    expect(changesOf(both).views.all.keys?.sort()).toEqual(['q-1', 'q-2']);
    expect(changesOf(both).views.critical).toEqual({ keys: ['q-1'] });
    // q-1 leaves the query: the grid must hear of it to drop the row.
    await sql`UPDATE devices SET state = 2 WHERE name = 'q-1'`.execute(h.database.db);
    expect(changesOf(await s.next(tells('all', 'q-1'))).views.critical).toEqual({ keys: ['q-1'] });
    await sql`UPDATE devices SET model = 'm3' WHERE name = 'q-2'`.execute(h.database.db);
    expect(changesOf(await s.next(tells('all', 'q-2'))).views.critical).toBeUndefined();
    s.close();
  });

  it('coalesces 5,000 device changes made in about a second into a few events, the grid told many', async () => {
    const s = await open({
      views: [
        { id: 'grid', kind: 'devices' },
        { id: 'summary', kind: 'aggregates' },
        { id: 'one', kind: 'device', name: 'storm-42' },
      ],
    });
    await s.next((e) => e.event === 'hello');
    const started = performance.now();
    // 50 statements of 100 devices, one after the other: each is one or two change records.
    for (let i = 0; i < 50; i++) {
      const names = Array.from({ length: 100 }, (_, j) => `storm-${i * 100 + j}`);
      await sql`UPDATE devices SET state = 4 WHERE name IN (${sql.join(names)})`.execute(h.database.db);
    }
    const writeMs = performance.now() - started;
    const { last } = (await sql<{ last: string }>`SELECT last_value::text AS last FROM live_change_seq`.execute(h.database.db)).rows[0];
    const done = await s.next((e) => e.event === 'changes' && e.id === last, 15_000);
    const events = s.events.filter((e) => e.event === 'changes' && e.at >= started && e.at <= done.at);
    // One event soon after the first change, then at most one per 500 ms window.
    expect(events.length).toBeLessThanOrEqual(2 + Math.ceil((done.at - started) / 500));
    expect(events.length).toBeLessThanOrEqual(2 + Math.ceil(writeMs / 500));
    expect(events.some((e) => changesOf(e).views.grid?.many)).toBe(true);
    expect(events.some((e) => changesOf(e).views.one?.keys?.includes('storm-42'))).toBe(true);
    s.close();
  });

  it('ends with reauth shortly before the token expires', async () => {
    const shortLived = await mintToken(h.app, { sub: 'operator', groups: ['nmstools_operator'] }, { expiresIn: REAUTH_LEAD_MS / 1000 + 2 });
    const s = await open({ views: [{ id: 'a', kind: 'alerts' }] }, {}, shortLived);
    expect((await s.next()).event).toBe('hello');
    expect((await s.next((e) => e.event !== 'changes', 10_000)).event).toBe('reauth');
    await s.ended;
  });

  it('counts the open streams in nms_live_clients and lets go of a closed one', async () => {
    const gauge = async () => Number(/^nms_live_clients (\S+)$/m.exec((await h.app.inject({ url: '/metrics' })).body)?.[1]);
    const until = async (want: number) => {
      for (let i = 0; i < 100 && (await gauge()) !== want; i++) await new Promise((r) => setTimeout(r, 50));
      return gauge();
    };
    const before = await until(0);
    const a = await open({ views: [] });
    const b = await open({ views: [{ id: 'x', kind: 'aggregates' }] });
    await Promise.all([a.next(), b.next()]);
    expect(await gauge()).toBe(before + 2);
    a.close();
    expect(await until(before + 1)).toBe(before + 1);
    // b stays open: closing the app must end it rather than wait for it.
  });
});
