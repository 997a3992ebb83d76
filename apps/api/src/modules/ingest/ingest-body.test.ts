import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { parseJsonRows, readNdjsonRows } from './ingest-body';

/** The text as a stream of chunks of `size` bytes, so lines and UTF-8 characters straddle chunks. */
const chunked = (text: string, size: number) => {
  const bytes = Buffer.from(text);
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
  return Readable.from(parts);
};

const refusal = async (p: Promise<unknown> | (() => unknown)) => {
  try {
    await (typeof p === 'function' ? p() : p);
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    return { status: (err as HttpError).statusCode, errors: (err as HttpError).details?.errors };
  }
  throw new Error('not refused');
};

describe('ingest bodies', () => {
  it('numbers JSON array rows by position', () => {
    expect(parseJsonRows('[{"name":"a"}, {"name":"b"}]').rows).toEqual([
      { line: 1, value: { name: 'a' } },
      { line: 2, value: { name: 'b' } },
    ]);
  });

  it('names the text line and column of a JSON syntax error', async () => {
    expect(await refusal(() => parseJsonRows('[\n  {"name": "a"},\n  {"name": "b" "model": 1}\n]'))).toMatchObject({
      status: 400,
      errors: [{ line: 3, field: '', message: expect.stringMatching(/^not valid JSON at line 3 column \d+/) }],
    });
    expect(await refusal(() => parseJsonRows('{"name": "a"}'))).toMatchObject({
      errors: [{ line: 0, message: expect.stringContaining('JSON array') }],
    });
  });

  it('reads NDJSON across chunk boundaries, multi-byte characters included, numbering lines as sent', async () => {
    const text = '{"name":"Zürich-1","model":"→"}\r\n\n   \n{"name":"東京-2"}\n{"name":"a-3"}';
    for (const size of [1, 2, 3, 7, 1000]) {
      const body = await readNdjsonRows(chunked(text, size), 1e6);
      expect(body.rows).toEqual([
        { line: 1, value: { name: 'Zürich-1', model: '→' } },
        { line: 4, value: { name: '東京-2' } },
        { line: 5, value: { name: 'a-3' } },
      ]);
      expect(body.pathOf(4)).toBeUndefined();
    }
  });

  it('reads a JSON or NDJSON body that starts with a UTF-8 byte order mark, as Windows editors save them', async () => {
    expect(parseJsonRows('\ufeff[{"name":"a"}]').rows).toEqual([{ line: 1, value: { name: 'a' } }]);
    for (const size of [1, 2, 1000]) {
      const body = await readNdjsonRows(chunked('\ufeff{"name":"a"}\r\n{"name":"b"}\r\n', size), 1e6);
      expect(body.rows).toEqual([
        { line: 1, value: { name: 'a' } },
        { line: 2, value: { name: 'b' } },
      ]);
    }
    // Only at the start: a mark inside the body is a character like any other.
    expect(await refusal(() => parseJsonRows('[\ufeff{"name":"a"}]'))).toMatchObject({ status: 400 });
  });

  it('refuses the first bad NDJSON line and drains the rest', async () => {
    const stream = chunked('{"name":"a"}\n{"name":\n{"name":"c"}\n'.repeat(100), 5);
    expect(await refusal(readNdjsonRows(stream, 1e6))).toMatchObject({ status: 400, errors: [{ line: 2, field: '' }] });
    await finished(stream);
    expect(stream.readableEnded).toBe(true);
  });

  it('refuses a body over the byte limit with 413', async () => {
    expect(await refusal(readNdjsonRows(chunked('{"name":"a"}\n'.repeat(100), 64), 500))).toMatchObject({ status: 413 });
  });
});
