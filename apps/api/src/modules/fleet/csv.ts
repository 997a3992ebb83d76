import type { FieldDef } from '@nms/contract';

/**
 * CSV for COPY ... WITH (FORMAT csv): NULL is an unquoted empty field, an empty string is `""`,
 * booleans `t`/`f`, text arrays are PostgreSQL array literals inside a quoted field. Written
 * straight into a growing byte buffer: building a million rows as JS strings spent most of the
 * load in string concatenation and garbage collection.
 */
const NEWLINE = 10;
const NEEDS_QUOTES = /[",\n\r]/;

const quote = (s: string): string => `"${s.replace(/"/g, '""')}"`;

const arrayLiteral = (items: readonly unknown[]): string => `{${items.map((s) => `"${String(s).replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

/** One value as CSV text. */
export function csvCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  switch (typeof v) {
    case 'number':
      return Number.isFinite(v) ? String(v) : '';
    case 'boolean':
      return v ? 't' : 'f';
    case 'string':
      return v === '' || NEEDS_QUOTES.test(v) ? quote(v) : v;
    default:
      return Array.isArray(v) ? quote(arrayLiteral(v)) : quote(JSON.stringify(v));
  }
}

class ByteBuffer {
  private buf: Buffer;
  len = 0;

  constructor(size: number) {
    this.buf = Buffer.allocUnsafeSlow(size); // never a pooled slab: batches are transferred between threads
  }

  private room(n: number) {
    if (this.len + n <= this.buf.length) return;
    const next = Buffer.allocUnsafeSlow(Math.max(this.buf.length * 2, this.len + n));
    this.buf.copy(next, 0, 0, this.len);
    this.buf = next;
  }

  text(s: string) {
    this.room(s.length * 3); // a UTF-16 unit is at most 3 UTF-8 bytes
    this.len += this.buf.write(s, this.len);
  }

  byte(b: number) {
    this.room(1);
    this.buf[this.len++] = b;
  }

  bytes(): Buffer {
    return this.buf.subarray(0, this.len);
  }
}

/** Rows keyed by field name -> CSV bytes, one line per row. */
export function toCsv(rows: ReadonlyArray<Record<string, unknown>>, columns: readonly FieldDef[]): Buffer {
  const names = columns.map((c) => c.name);
  const out = new ByteBuffer(Math.max(1024, rows.length * names.length * 12));
  // One native join and one UTF-8 write per row: per-cell writes cost a boundary crossing each.
  const cells: string[] = new Array(names.length);
  for (const row of rows) {
    for (let c = 0; c < names.length; c++) cells[c] = csvCell(row[names[c]]);
    out.text(cells.join(','));
    out.byte(NEWLINE);
  }
  return out.bytes();
}
