import type { FieldDef, FieldTable } from '@nms/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/http-error';

export interface ListRequest {
  where: RawBuilder<SqlBool>;
  sort: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** `"col" AS "apiName"` for every field of the table, so rows leave in the API's own names. */
export function selectList(fields: FieldTable): RawBuilder<unknown> {
  return sql.join(fields.map((f) => sql`${sql.ref(f.column)} AS ${sql.id(f.name)}`));
}

/** The sort field must be a field of the entity; anything else is the caller's mistake (400). */
export function sortField(fields: FieldTable, name: string): FieldDef {
  const field = fields.find((f) => f.name === name);
  if (!field || field.type === 'textArray') throw badRequest(`sort: unknown sort field '${name}'`);
  return field;
}

type Table = 'devices' | 'alerts';

/**
 * The two statements of a page: its rows and the total that matched. The key is the
 * tie-breaker in the same direction as the sort, so each (column, key) index serves the
 * ORDER BY ... LIMIT directly. Exposed so the benchmark runs exactly these statements raw.
 */
export function pagedStatements(table: Table, fields: FieldTable, key: string, req: ListRequest) {
  const sort = sortField(fields, req.sort);
  const dir = sql.raw(req.order === 'desc' ? 'DESC' : 'ASC');
  const order =
    sort.column === key ? sql`${sql.ref(key)} ${dir}` : sql`${sql.ref(sort.column)} ${dir}, ${sql.ref(key)} ${dir}`;
  return {
    page: sql<Record<string, unknown>>`SELECT ${selectList(fields)} FROM ${sql.table(table)}
      WHERE ${req.where} ORDER BY ${order} LIMIT ${req.limit} OFFSET ${req.offset}`,
    count: sql<{ total: number }>`SELECT count(*)::int AS total FROM ${sql.table(table)} WHERE ${req.where}`,
  };
}

export async function pagedList(
  db: Kysely<DB>,
  table: Table,
  fields: FieldTable,
  key: string,
  req: ListRequest,
): Promise<{ data: Record<string, unknown>[]; total: number }> {
  const { page, count } = pagedStatements(table, fields, key, req);
  const [rows, counted] = await Promise.all([
    req.limit === 0 ? { rows: [] } : page.execute(db),
    count.execute(db),
  ]);
  return { data: rows.rows, total: counted.rows[0]?.total ?? 0 };
}
