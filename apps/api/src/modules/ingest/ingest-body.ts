import { INGEST_MAX_ROWS, withoutBom, type IngestError } from '@nms/contract';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { HttpError } from '../../lib/http-error';
import { unstorableInBody } from '../../plugins/input-guards';

/** One row of an ingest body as sent, with its 1-based array position or NDJSON line. */
export interface SentRow {
  line: number;
  value: unknown;
}

/**
 * A parsed ingest body. The rows sit in a private field, out of the walk of the app's NUL guard
 * (which would name `body/<index>` without the line): checkTypes refuses a NUL naming both.
 */
export class IngestBody {
  readonly #rows: SentRow[];
  readonly #format: 'json' | 'ndjson';
  constructor(rows: SentRow[], format: 'json' | 'ndjson') {
    this.#rows = rows;
    this.#format = format;
  }
  get rows(): readonly SentRow[] {
    return this.#rows;
  }
  /** A JSON array's row is also `body/<index>` (the path the app's other 400s name). */
  pathOf(line: number): string | undefined {
    return this.#format === 'json' ? `body/${line - 1}` : undefined;
  }
}

/** A 400 refusing the body whole: nothing is written. */
export const refused = (errors: IngestError[], message?: string): HttpError => {
  const first = errors[0];
  const where = first ? `line ${first.line}${first.field ? `, field ${first.field}` : ''}: ` : '';
  return new HttpError(400, message ?? `${where}${first?.message ?? 'the body is not valid'}`, { errors });
};

const tooMany = (line: number) =>
  refused([{ line, field: '', message: `at most ${INGEST_MAX_ROWS.toLocaleString('en-US')} rows a call: send the rest in another call` }]);

/** Line and column of a character offset, both 1-based. */
function lineAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

/** A JSON body: an array of rows, line = the row's position in the array. A syntax error names the text line. */
export function parseJsonRows(sent: string): IngestBody {
  const text = withoutBom(sent);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    const m = /position (\d+)/.exec((err as Error).message);
    const at = lineAt(text, m ? Number(m[1]) : text.length);
    throw refused([{ line: at.line, field: '', message: `not valid JSON at line ${at.line} column ${at.column}: ${(err as Error).message}` }]);
  }
  if (!Array.isArray(value)) {
    // Not rows at all: a NUL still answers as on every other route, naming where it is.
    const bad = unstorableInBody(value);
    if (bad) throw refused([{ line: 0, field: '', message: `${bad.path} ${bad.problem}` }]);
    throw refused([{ line: 0, field: '', message: 'the body must be a JSON array of objects, or NDJSON with Content-Type application/x-ndjson' }]);
  }
  if (value.length > INGEST_MAX_ROWS) throw tooMany(INGEST_MAX_ROWS + 1);
  return new IngestBody(
    value.map((v, i) => ({ line: i + 1, value: v })),
    'json',
  );
}

/**
 * An NDJSON body read line by line as it arrives: one JSON value per line, blank lines skipped,
 * line = the text line. The first bad line refuses the call; the rest of the body is drained
 * unread so the answer still reaches the client.
 */
export function readNdjsonRows(payload: Readable, maxBytes: number): Promise<IngestBody> {
  return new Promise((resolve, reject) => {
    const rows: SentRow[] = [];
    const decoder = new StringDecoder('utf8');
    let line = 0;
    let rest = '';
    let bytes = 0;
    let failed = false;
    const take = (raw: string) => {
      line++;
      const unmarked = line === 1 ? withoutBom(raw) : raw;
      const text = unmarked.endsWith('\r') ? unmarked.slice(0, -1) : unmarked;
      if (text.trim() === '') return;
      if (rows.length >= INGEST_MAX_ROWS) throw tooMany(line);
      try {
        rows.push({ line, value: JSON.parse(text) });
      } catch (err) {
        throw refused([{ line, field: '', message: `not valid JSON: ${(err as Error).message}` }]);
      }
    };
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      payload.removeListener('data', onData);
      payload.resume();
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      try {
        bytes += chunk.length;
        if (bytes > maxBytes) throw new HttpError(413, `the body is larger than ${maxBytes} bytes: send fewer rows a call`);
        const parts = (rest + decoder.write(chunk)).split('\n');
        rest = parts.pop() ?? '';
        for (const p of parts) take(p);
      } catch (err) {
        fail(err);
      }
    };
    payload.on('data', onData);
    payload.on('error', fail);
    payload.on('end', () => {
      if (failed) return;
      try {
        rest += decoder.end();
        if (rest !== '') take(rest);
        resolve(new IngestBody(rows, 'ndjson'));
      } catch (err) {
        fail(err);
      }
    });
  });
}
