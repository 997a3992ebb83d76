import { describe, expect, it } from 'vitest';
import { SyslogFramer } from './tcp-framing';

/** Feeds the chunks to a framer and returns the frames it emitted. */
function frames(chunks: Array<string | Buffer>, maxFrame?: number, end = true): string[] {
  const out: string[] = [];
  const f = new SyslogFramer((m) => out.push(m), maxFrame);
  for (const c of chunks) f.push(typeof c === 'string' ? Buffer.from(c) : c);
  if (end) f.end();
  return out;
}

describe('SyslogFramer (RFC 6587)', () => {
  it('splits non-transparent frames at LF, dropping CR and NUL trailers', () => {
    expect(frames(['<13>one\n<13>two\r\n<13>thr', 'ee\0\n'])).toEqual(['<13>one', '<13>two', '<13>three']);
  });

  it('reads octet-counted frames, also across chunks and with LF inside the message', () => {
    const a = '<13>1 - h app - - - multi\nline';
    const b = '<14>Nov 24 10:00:00 h app: x';
    const stream = `${Buffer.byteLength(a)} ${a}${Buffer.byteLength(b)} ${b}`;
    expect(frames([stream.slice(0, 5), stream.slice(5, 40), stream.slice(40)])).toEqual([a, b]);
  });

  it('counts bytes, not characters', () => {
    const msg = '<13>1 - h app - - - café ✓';
    expect(frames([`${Buffer.byteLength(msg)} ${msg}`])).toEqual([msg]);
  });

  it('mixes both framings on one connection, as RFC 6587 allows per frame', () => {
    expect(frames(['<13>lf frame\n8 <13>abcd<13>again\n'])).toEqual(['<13>lf frame', '<13>abcd', '<13>again']);
  });

  it('reads a digit-led line that is not a length as an LF frame', () => {
    expect(frames(['42abc no length\n', '7days later\n'])).toEqual(['42abc no length', '7days later']);
    // '2026 started' could be the start of a 2026-byte frame (RFC 6587's own ambiguity): it waits,
    // and the end of the stream hands it over whole.
    expect(frames(['2026 started\n'])).toEqual(['2026 started']);
  });

  it('cuts over-long frames to the maximum and skips their rest', () => {
    const long = 'x'.repeat(50);
    expect(frames([`<13>${long}\n<13>next\n`], 10)).toEqual(['<13>xxxxxx', '<13>next']);
    expect(frames([`54 <13>${long}`, '8 <13>next'], 10)).toEqual(['<13>xxxxxx', '<13>next']);
  });

  it('waits for the rest of a frame, and emits an unterminated last frame at the end', () => {
    expect(frames(['20 <13>short'], undefined, false)).toEqual([]);
    expect(frames(['<13>no newline'])).toEqual(['<13>no newline']);
  });
});
