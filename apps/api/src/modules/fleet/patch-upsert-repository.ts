import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Rows a statement carries (one jsonb parameter, so no parameter cap). Small enough that one
 * statement stays well under a second: the embedded engine runs on the event loop, which
 * serves other requests between statements.
 */
const CHUNK = 2_000;

export interface PatchUpsert {
  table: 'devices' | 'locations' | 'device_groups';
  /** The conflict key's columns (a unique index). */
  key: readonly string[];
  /** Rows keyed by column; a column a row leaves out is kept on update and takes its default on create. */
  rows: ReadonlyArray<Record<string, unknown>>;
  /** Values of columns a row does not carry, on create only: SQL over the incoming row `r`. */
  onCreate?: Readonly<Record<string, RawBuilder<unknown>>>;
  /** Columns set on create and on every real update (e.g. the time of the change). */
  onChange?: Readonly<Record<string, RawBuilder<unknown>>>;
  /** Columns the answer returns (default the key). */
  returning?: readonly string[];
}

export interface PatchResult {
  inserted: Array<Record<string, unknown>>;
  updated: Array<Record<string, unknown>>;
}

/** Rows with the same set of columns share one statement (an import file has one shape). */
function byShape(rows: ReadonlyArray<Record<string, unknown>>): Map<string, Array<Record<string, unknown>>> {
  const shapes = new Map<string, Array<Record<string, unknown>>>();
  for (const r of rows) {
    const shape = Object.keys(r).sort().join(',');
    const list = shapes.get(shape);
    if (list) list.push(r);
    else shapes.set(shape, [r]);
  }
  return shapes;
}

/**
 * The rows that are new or differ from the stored ones. Read first, in one join: an unchanged
 * row then costs no index probe-and-lock of ON CONFLICT (which locks the row even when its WHERE
 * skips the update), so a repeated import is a read.
 */
async function changedOnly(db: Kysely<DB>, p: PatchUpsert, given: readonly string[], rows: Array<Record<string, unknown>>) {
  const ref = (prefix: string, c: string) => sql`${sql.raw(prefix)}.${sql.ref(c)}`;
  const { rows: same } = await sql<{ k: string }>`
    SELECT ${sql.join(
      p.key.map((c) => sql`${ref('r', c)}::text`),
      sql` || E'\n' || `,
    )} AS k
      FROM jsonb_populate_recordset(NULL::${sql.table(p.table)}, ${JSON.stringify(rows)}::jsonb) AS r
      JOIN ${sql.table(p.table)} AS t ON ${sql.join(
        p.key.map((c) => sql`${ref('t', c)} = ${ref('r', c)}`),
        sql` AND `,
      )}
     WHERE (${sql.join(given.map((c) => ref('t', c)))}) IS NOT DISTINCT FROM (${sql.join(given.map((c) => ref('r', c)))})`.execute(db);
  if (same.length === 0) return rows;
  const unchanged = new Set(same.map((r) => r.k));
  return rows.filter((r) => !unchanged.has(p.key.map((c) => String(r[c])).join('\n')));
}

/**
 * Insert-or-update with PATCH semantics in one statement per shape and chunk:
 * `INSERT ... SELECT FROM jsonb_populate_recordset ON CONFLICT DO UPDATE ... WHERE (cols) IS
 * DISTINCT FROM (excluded cols)`. A row whose values are already stored is neither written nor
 * returned, so a repeated import writes nothing; `xmax = 0` tells a created row from an updated one.
 */
export async function patchUpsert(db: Kysely<DB>, p: PatchUpsert): Promise<PatchResult> {
  const result: PatchResult = { inserted: [], updated: [] };
  const keySet = new Set(p.key);
  const returning = p.returning ?? p.key;
  for (const [shape, rows] of byShape(p.rows)) {
    const given = shape.split(',').filter((c) => c && !keySet.has(c));
    const created = Object.entries(p.onCreate ?? {}).filter(([c]) => !given.includes(c));
    const changed = Object.entries(p.onChange ?? {}).filter(([c]) => !given.includes(c));
    const cols = [...p.key, ...given, ...created.map(([c]) => c), ...changed.map(([c]) => c)];
    const vals = [...[...p.key, ...given].map((c) => sql`r.${sql.ref(c)}`), ...created.map(([, v]) => v), ...changed.map(([, v]) => v)];
    const ref = (prefix: string, c: string) => sql`${sql.raw(prefix)}.${sql.ref(c)}`;
    const conflict =
      given.length === 0
        ? sql`DO NOTHING`
        : sql`DO UPDATE SET ${sql.join([...given, ...changed.map(([c]) => c)].map((c) => sql`${sql.ref(c)} = ${ref('excluded', c)}`))}
            WHERE (${sql.join(given.map((c) => ref('t', c)))}) IS DISTINCT FROM (${sql.join(given.map((c) => ref('excluded', c)))})`;
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = given.length === 0 ? rows.slice(i, i + CHUNK) : await changedOnly(db, p, given, rows.slice(i, i + CHUNK));
      if (chunk.length === 0) continue;
      const json = JSON.stringify(chunk);
      const { rows: out } = await sql<Record<string, unknown> & { inserted__: boolean }>`
        INSERT INTO ${sql.table(p.table)} AS t (${sql.join(cols.map((c) => sql.ref(c)))})
        SELECT ${sql.join(vals)} FROM jsonb_populate_recordset(NULL::${sql.table(p.table)}, ${json}::jsonb) AS r
        ON CONFLICT (${sql.join(p.key.map((c) => sql.ref(c)))}) ${conflict}
        RETURNING ${sql.join(returning.map((c) => ref('t', c)))}, (t.xmax = 0) AS inserted__`.execute(db);
      for (const { inserted__, ...row } of out) (inserted__ ? result.inserted : result.updated).push(row);
    }
  }
  return result;
}
