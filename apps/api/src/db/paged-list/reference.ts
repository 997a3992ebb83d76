import type { FieldTable } from '@nms/contract';
import { sql } from 'kysely';
import { orderBy, type Table } from './keyset';
import { selectList, sortField, type ListRequest } from './page';

/**
 * The plain OFFSET page, whole rows in one statement: what the API ran before keys-first reads
 * (keyedRows). Tests hold every page read to it row for row; the API itself never runs it.
 */
export function plainOffsetPage(table: Table, fields: FieldTable, key: string, req: ListRequest) {
  const order = orderBy({ table, column: sortField(fields, req.sort).column, key, desc: req.order === 'desc' });
  return sql<Record<string, unknown>>`SELECT ${selectList(fields)} FROM ${sql.table(table)}
    WHERE ${req.where} ORDER BY ${order} LIMIT ${req.limit} OFFSET ${req.offset}`;
}
