import type { LiveView } from '@nms/contract';
import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LiveBus } from './live-bus';
import { LiveStreamSession, REAUTH_LEAD_MS } from './stream-session';
import { DeviceQueries } from './view-device-query';

/**
 * A session over the feed's real bus, writing to a real Writable whose consumer the test can
 * stall (its buffer then fills as a socket's does when a client stops reading).
 */
function harness(views: LiveView[], opts: { expiresAt?: number; lastEventId?: string; bus?: LiveBus } = {}) {
  const bus = opts.bus ?? new LiveBus();
  const held: Array<() => void> = [];
  let stalled = false;
  let text = '';
  const sink = new Writable({
    highWaterMark: 256,
    write(chunk: Buffer, _enc, done) {
      text += chunk.toString();
      if (stalled) held.push(done);
      else done();
    },
  });
  let closed = 0;
  const session = new LiveStreamSession(
    sink as unknown as ServerResponse,
    { views, ...opts },
    {
      feed: bus,
      queries: new DeviceQueries(async () => undefined),
      process: 'test:1',
      log: { warn: () => undefined },
      gate: { windowMs: 20, gatherMs: 1 },
    },
    () => closed++,
  );
  session.start();
  const events = () =>
    text
      .split('\n\n')
      .filter((b) => b.includes('data: '))
      .map((b) => Object.fromEntries(b.split('\n').map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)])));
  const until = async (test: () => boolean) => {
    for (let i = 0; i < 200 && !test(); i++) await new Promise((r) => setTimeout(r, 5));
    expect(test()).toBe(true);
  };
  return {
    bus,
    session,
    sink,
    events,
    until,
    closed: () => closed,
    stall: () => (stalled = true),
    resume: () => {
      stalled = false;
      held.splice(0).forEach((done) => done());
    },
  };
}

let seq = 0;
const device = (...keys: string[]) => ({ id: String(++seq), topic: 'device' as const, keys });

describe('LiveStreamSession', () => {
  it('writes hello, then the changes of its views with the last change id', async () => {
    const h = harness([{ id: 'grid', kind: 'devices' }]);
    h.bus.publish(device('a'));
    h.bus.publish({ id: String(++seq), topic: 'pam', keys: ['a'] });
    await h.until(() => h.events().length === 2);
    expect(h.events()[0]).toEqual({ event: 'hello', data: '{"resumed":false,"process":"test:1"}' });
    expect(h.events()[1]).toEqual({ event: 'changes', id: String(seq), data: '{"views":{"grid":{"keys":["a"]}}}' });
    h.session.close();
  });

  it('replays what the bus holds after lastEventId', async () => {
    const bus = new LiveBus();
    const first = device('a');
    bus.publish(first);
    bus.publish(device('b'));
    const h = harness([{ id: 'grid', kind: 'devices' }], { bus, lastEventId: first.id });
    await h.until(() => h.events().length === 2);
    expect(h.events()[0].data).toBe('{"resumed":true,"process":"test:1"}');
    expect(JSON.parse(h.events()[1].data)).toEqual({ views: { grid: { keys: ['b'] } } });
    h.session.close();
  });

  it('gives hello the newest id, so a reopen resumes from the moment the stream opened (not after a replay)', async () => {
    const bus = new LiveBus();
    const before = device('a');
    bus.publish(before);
    const fresh = harness([{ id: 'grid', kind: 'devices' }], { bus });
    await fresh.until(() => fresh.events().length === 1);
    expect(fresh.events()[0]).toMatchObject({ event: 'hello', id: before.id });
    fresh.session.close();
    // A change while the client reopens (new views): the reopen with hello's id is sent it.
    bus.publish(device('b'));
    const reopened = harness([{ id: 'grid', kind: 'devices' }], { bus, lastEventId: before.id });
    await reopened.until(() => reopened.events().length === 2);
    expect(reopened.events()[0]).toEqual({ event: 'hello', data: '{"resumed":true,"process":"test:1"}' });
    expect(JSON.parse(reopened.events()[1].data)).toEqual({ views: { grid: { keys: ['b'] } } });
    reopened.session.close();
  });

  it('drops the detail while the client does not read, and says many once it drains', async () => {
    const h = harness([
      { id: 'grid', kind: 'devices' },
      { id: 'one', kind: 'device', name: 'b' },
    ]);
    await h.until(() => h.events().length === 1);
    h.stall();
    // Fills the sink past its high-water mark: the write that crosses it reports the stall.
    h.bus.publish(device(...Array.from({ length: 40 }, (_, i) => `filler-${i}-${'x'.repeat(10)}`)));
    await h.until(() => h.events().length === 2);
    h.bus.publish(device('a'));
    h.bus.publish(device('b'));
    await new Promise((r) => setTimeout(r, 100));
    expect(h.events()).toHaveLength(2);
    h.resume();
    await h.until(() => h.events().length === 3);
    expect(JSON.parse(h.events()[2].data)).toEqual({ views: { grid: { many: true }, one: { many: true } } });
    h.session.close();
  });

  it('says resync when the feed lost changes, and reauth before the token expires, then ends', async () => {
    const h = harness([{ id: 'a', kind: 'alerts' }], { expiresAt: (Date.now() + REAUTH_LEAD_MS + 150) / 1000 });
    h.session.resync();
    await h.until(() => h.events().some((e) => e.event === 'resync'));
    await h.until(() => h.closed() === 1);
    expect(h.events().map((e) => e.event)).toEqual(['hello', 'resync', 'reauth']);
    expect(h.sink.writableEnded).toBe(true);
    // Closed: the bus no longer reaches it.
    h.bus.publish({ id: String(++seq), topic: 'alert', keys: ['x'] });
    await new Promise((r) => setTimeout(r, 50));
    expect(h.events()).toHaveLength(3);
  });
});
