// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClient, REOPEN_DEBOUNCE_MS, olderId } from './live-client';
import { EVERYTHING } from './live-types';

/** A real SSE peer: records each open (headers and body) and lets the test write events to it. */
interface Open {
  auth: string | undefined;
  body: { views: { id: string; kind: string }[]; lastEventId?: string };
  res: ServerResponse;
  closed: Promise<void>;
}

let server: Server;
let url: string;
let opens: Open[];
let refuse = 0;
let badRequest = 0;

beforeEach(async () => {
  opens = [];
  refuse = 0;
  badRequest = 0;
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      if (badRequest > 0) {
        badRequest--;
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"views/0/query does not parse"}');
        return;
      }
      if (refuse > 0) {
        refuse--;
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.flushHeaders();
      const closed = new Promise<void>((r) => res.on('close', () => r()));
      opens.push({ auth: req.headers.authorization, body: JSON.parse(text), res, closed });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1.0/live/stream`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const send = (o: Open, event: string, data: unknown, id?: string) =>
  o.res.write(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
const opened = (n: number) => vi.waitFor(() => expect(opens.length).toBeGreaterThanOrEqual(n), { timeout: 5_000 });

function client(token = () => Promise.resolve<string | undefined>('token-1')) {
  return new LiveClient({ url, token, delay: () => 20 });
}

describe('LiveClient over a real SSE peer', () => {
  it('opens with the bearer and the views, and hands each view its changes', async () => {
    const c = client();
    const onDevice = vi.fn();
    c.registry.add({ kind: 'device', name: 'dev-1' }, onDevice);
    c.setEnabled(true);
    await opened(1);
    expect(opens[0].auth).toBe('Bearer token-1');
    expect(opens[0].body).toEqual({ views: [{ kind: 'device', name: 'dev-1', id: 'v1' }] });
    expect(c.state()).toBe('live');
    send(opens[0], 'hello', { resumed: false, process: 'a:1' });
    opens[0].res.write(': ping\n\n');
    send(opens[0], 'changes', { views: { v1: { keys: ['dev-1'] } } }, '7');
    await vi.waitFor(() => expect(onDevice).toHaveBeenCalledWith({ many: false, keys: ['dev-1'] }));
    // A first open that resumed nothing reloads nothing: the screens have just loaded.
    expect(onDevice).toHaveBeenCalledTimes(1);
    c.setEnabled(false);
    await opens[0].closed;
    expect(c.state()).toBe('paused');
  });

  it('after a drop shows reconnecting, reopens with the last id, and reloads everything when it could not resume', async () => {
    const c = client();
    const states: string[] = [];
    c.subscribe(() => states.push(c.state()));
    const onView = vi.fn();
    c.registry.add({ kind: 'alerts' }, onView);
    c.setEnabled(true);
    await opened(1);
    send(opens[0], 'hello', { resumed: false });
    send(opens[0], 'changes', { views: { v1: { many: true } } }, '41');
    await vi.waitFor(() => expect(onView).toHaveBeenCalledTimes(1));
    refuse = 2; // the next two opens fail: the client keeps trying
    opens[0].res.destroy();
    await opened(2);
    expect(states).toContain('reconnecting');
    expect(c.state()).toBe('live');
    expect(opens[1].body.lastEventId).toBe('41');
    send(opens[1], 'hello', { resumed: true });
    send(opens[1], 'changes', { views: { v1: { keys: ['d'] } } }, '42');
    await vi.waitFor(() => expect(onView).toHaveBeenCalledTimes(2));
    expect(onView).toHaveBeenLastCalledWith({ many: false, keys: ['d'] });
    opens[1].res.destroy();
    await opened(3);
    expect(opens[2].body.lastEventId).toBe('42');
    send(opens[2], 'hello', { resumed: false });
    await vi.waitFor(() => expect(onView).toHaveBeenLastCalledWith(EVERYTHING));
    c.setEnabled(false);
  });

  it('resync reloads every view', async () => {
    const c = client();
    const a = vi.fn();
    const b = vi.fn();
    c.registry.add({ kind: 'aggregates' }, a);
    c.registry.add({ kind: 'pam', device: 'x' }, b);
    c.setEnabled(true);
    await opened(1);
    send(opens[0], 'resync', {});
    await vi.waitFor(() => expect(b).toHaveBeenCalledWith(EVERYTHING));
    expect(a).toHaveBeenCalledWith(EVERYTHING);
    c.setEnabled(false);
  });

  it('reopens once, debounced, when views are added, resuming from when the new view was added', async () => {
    const c = client();
    c.registry.add({ kind: 'aggregates' }, () => undefined);
    c.setEnabled(true);
    await opened(1);
    send(opens[0], 'hello', { resumed: false });
    send(opens[0], 'changes', { views: { v1: { many: true } } }, '10');
    await new Promise((r) => setTimeout(r, 100));
    const offA = c.registry.add({ kind: 'devices', query: 'a' }, () => undefined);
    offA();
    c.registry.add({ kind: 'devices', query: 'b' }, () => undefined);
    send(opens[0], 'changes', { views: { v1: { many: true } } }, '11');
    await opened(2);
    await opens[0].closed;
    expect(opens[1].body.views).toEqual([
      { kind: 'aggregates', id: 'v1' },
      { kind: 'devices', query: 'b', id: 'v3' },
    ]);
    // The devices view was added when the tab had seen change 10: the stream replays from there.
    expect(opens[1].body.lastEventId).toBe('10');
    // Only views leaving: no reopen.
    send(opens[1], 'hello', { resumed: true });
    await new Promise((r) => setTimeout(r, REOPEN_DEBOUNCE_MS + 200));
    expect(opens).toHaveLength(2);
    c.setEnabled(false);
  });

  it('reauth: the stream ends without "Reconnecting", a renewal is asked for, and the renewed token reopens it', async () => {
    let token = 'token-1';
    const renew = vi.fn(async () => {
      token = 'token-2';
    });
    const c = new LiveClient({ url, token: () => Promise.resolve(token), delay: () => 20, renew });
    const states: string[] = [];
    c.subscribe(() => states.push(c.state()));
    let renewed: () => void = () => undefined;
    c.setEnabled(true, (cb) => {
      renewed = cb;
      return () => undefined;
    });
    await opened(1);
    // As the server does: reauth, then the end of the stream.
    send(opens[0], 'reauth', {});
    opens[0].res.end();
    await vi.waitFor(() => expect(renew).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 200));
    expect(opens).toHaveLength(1);
    // oidc-client-ts loads the renewed user: the stream reopens with its token at once.
    renewed();
    await opened(2);
    expect(opens[1].auth).toBe('Bearer token-2');
    expect(states).not.toContain('reconnecting');
    // A renewal that happens before the server asks reopens too, once.
    token = 'token-3';
    renewed();
    await opened(3);
    renewed();
    await new Promise((r) => setTimeout(r, 200));
    expect(opens).toHaveLength(3);
    c.setEnabled(false);
  });

  it('a view the server refuses (400) does not stop the stream: devices views go without their query', async () => {
    refuse = 0;
    const c = client();
    c.registry.add({ kind: 'devices', query: 'odd:(' }, () => undefined);
    c.registry.add({ kind: 'alerts' }, () => undefined);
    badRequest = 1;
    c.setEnabled(true);
    await opened(1);
    expect(opens[0].body.views).toEqual([
      { kind: 'devices', id: 'v1' },
      { kind: 'alerts', id: 'v2' },
    ]);
    c.setEnabled(false);
  });

  it('paused then live again resumes from the last id; with no id it reloads the views', async () => {
    const c = client();
    const l = vi.fn();
    c.registry.add({ kind: 'alerts' }, l);
    c.setEnabled(true);
    await opened(1);
    c.setEnabled(false);
    c.setEnabled(true);
    await opened(2);
    expect(opens[1].body.lastEventId).toBeUndefined();
    send(opens[1], 'hello', { resumed: false });
    await vi.waitFor(() => expect(l).toHaveBeenCalledWith(EVERYTHING));
    send(opens[1], 'changes', { views: { v1: { keys: ['x'] } } }, '5');
    await vi.waitFor(() => expect(l).toHaveBeenCalledTimes(2));
    c.setEnabled(false);
    c.setEnabled(true);
    await opened(3);
    expect(opens[2].body.lastEventId).toBe('5');
    send(opens[2], 'hello', { resumed: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(l).toHaveBeenCalledTimes(2);
    c.setEnabled(false);
  });
});

describe('olderId', () => {
  it('compares as big integers and ignores an unknown side', () => {
    expect(olderId('9', '10')).toBe('9');
    expect(olderId('12345678901234567890', '12345678901234567889')).toBe('12345678901234567889');
    expect(olderId(undefined, '3')).toBe('3');
    expect(olderId(undefined, undefined)).toBeUndefined();
  });
});
