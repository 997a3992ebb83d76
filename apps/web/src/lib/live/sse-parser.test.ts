import { describe, expect, it } from 'vitest';
import { sseParser, type SseEvent } from './sse-parser';

const parse = (...chunks: string[]) => {
  const events: SseEvent[] = [];
  const p = sseParser((e) => events.push(e));
  for (const c of chunks) p.push(c);
  return events;
};

describe('sseParser', () => {
  it('reads event, id and data lines up to the blank line', () => {
    expect(parse('event: changes\nid: 42\ndata: {"views":{}}\n\n')).toEqual([{ event: 'changes', id: '42', data: '{"views":{}}' }]);
  });

  it('joins data lines with newlines and names an event without `event:` message', () => {
    expect(parse('data: a\ndata: b\n\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('keeps a line split anywhere across chunks, CRLF split between chunks included', () => {
    const text = 'event: hello\r\ndata: {"resumed":true}\r\n\r\nevent: resync\r\ndata: {}\r\n\r\n';
    const whole = parse(text);
    for (let i = 1; i < text.length; i++) expect(parse(text.slice(0, i), text.slice(i))).toEqual(whole);
    expect(whole.map((e) => e.event)).toEqual(['hello', 'resync']);
  });

  it('accepts lone CR line ends', () => {
    expect(parse('event: reauth\rdata: {}\r\r')).toEqual([{ event: 'reauth', data: '{}' }]);
  });

  it('skips comments (the pings) and events without data', () => {
    expect(parse(': ping\n\nevent: hello\n\n: ping\n\n')).toEqual([]);
  });

  it('takes the value after one optional space; a field without colon is empty', () => {
    expect(parse('data:x\ndata:  y\ndata\n\n')).toEqual([{ event: 'message', data: 'x\n y\n' }]);
  });

  it('waits for the blank line before dispatching', () => {
    expect(parse('event: changes\ndata: {}\n')).toEqual([]);
  });
});
