import { LIVE_EVENT_DATA, readLiveEvent, type LiveEvent } from '@nms/contract';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { SSE_PING, sseEvent } from './stream-sse';

/** The fields of each event of an SSE text, as a browser's parser reads them (a block without data dispatches nothing). */
function parse(text: string) {
  return text
    .split('\n\n')
    .filter((block) => block !== '')
    .map((block) => {
      const event: Record<string, string> = {};
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const at = line.indexOf(':');
        const field = line.slice(0, at);
        const value = line.slice(at + 1).replace(/^ /, '');
        event[field] = field === 'data' && event.data !== undefined ? `${event.data}\n${value}` : value;
      }
      return event;
    })
    .filter((event) => event.data !== undefined);
}

describe('SSE framing', () => {
  it('writes the event name, the id and the JSON data, ended by a blank line', () => {
    const text = sseEvent('changes', { views: { a: { keys: ['x'] } } }, '42');
    expect(text).toBe('event: changes\nid: 42\ndata: {"views":{"a":{"keys":["x"]}}}\n\n');
    expect(parse(text)).toEqual([{ event: 'changes', id: '42', data: '{"views":{"a":{"keys":["x"]}}}' }]);
  });

  it('leaves the id out when there is none', () => {
    expect(sseEvent('hello', { resumed: false, process: 'h:1' })).toBe('event: hello\ndata: {"resumed":false,"process":"h:1"}\n\n');
  });

  it('keeps a key holding line breaks inside one event, and an id with one cannot add a field', () => {
    const text = sseEvent('changes', { views: { v: { keys: ['a\n\nevent: reauth\n', 'b\rc'] } } }, '7\nevent: reauth');
    const events = parse(text);
    expect(events).toHaveLength(1);
    expect(events[0].event).toBe('changes');
    expect(JSON.parse(events[0].data)).toEqual({ views: { v: { keys: ['a\n\nevent: reauth\n', 'b\rc'] } } });
    expect(events[0].id).toBe('7event: reauth');
  });

  it('pings with a comment the parser skips', () => {
    expect(parse(SSE_PING + sseEvent('resync', {}))).toEqual([{ event: 'resync', data: '{}' }]);
  });

  it("writes each event so that it reads back as the contract's, and its data fits the contract's schema", () => {
    const events: LiveEvent[] = [
      { event: 'hello', data: { resumed: true, process: 'h:1' } },
      { event: 'changes', data: { views: { a: { keys: ['x', 'y\nz'] }, b: { many: true } }, readAfter: '0/16B3748' } },
      { event: 'changes', data: { views: {} } },
      { event: 'resync', data: {} },
      { event: 'reauth', data: {} },
    ];
    for (const sent of events) {
      const [wire] = parse(sseEvent(sent.event, sent.data, '9'));
      expect(readLiveEvent(wire.event, wire.data)).toEqual(sent);
      expect(Compile(LIVE_EVENT_DATA[sent.event]).Check(JSON.parse(wire.data))).toBe(true);
    }
  });
});
