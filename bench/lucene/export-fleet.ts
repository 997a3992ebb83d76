import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { FieldDef } from '@nms/contract';
import type { Database } from '../../apps/api/src/db/database';

const BATCH = 50_000;

/** A CSV cell as PostgreSQL's COPY writes it: NULL empty and unquoted, text always quoted. Newlines become spaces (one row a line). */
const cell = (v: unknown) => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  return `"${String(v)
    .replace(/[\r\n]/g, ' ')
    .replace(/"/g, '""')}"`;
};

/**
 * Writes the devices' `fields` to a CSV file with a header of field names, in name order, read in
 * keyset batches so one query never holds a million rows (the same on PGlite and PostgreSQL).
 */
export async function exportFleetCsv(database: Database, fields: readonly FieldDef[], path: string): Promise<number> {
  const out = createWriteStream(path);
  const write = async (s: string) => {
    if (!out.write(s)) await once(out, 'drain');
  };
  await write(`${fields.map((f) => f.name).join(',')}\n`);
  // Column names come from the contract's field table, never from input.
  const select = fields.map((f) => `${f.column} AS "${f.name}"`).join(', ');
  const run = async (text: string, params: unknown[]) =>
    (database.pglite ? await database.pglite.query(text, params) : await database.pool!.query(text, params)).rows as Array<Record<string, unknown>>;
  let last = '';
  let n = 0;
  for (;;) {
    const rows = await run(`SELECT ${select} FROM devices WHERE name > $1 ORDER BY name LIMIT ${BATCH}`, [last]);
    if (rows.length === 0) break;
    await write(rows.map((r) => fields.map((f) => cell(r[f.name])).join(',')).join('\n') + '\n');
    n += rows.length;
    last = String(rows.at(-1)!.name);
  }
  out.end();
  await once(out, 'finish');
  return n;
}
