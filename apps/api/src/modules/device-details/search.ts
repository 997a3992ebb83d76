import { DEVICE_FIELDS, DEVICE_SEARCH_LIMIT, DEVICE_SEARCH_MIN_CHARS, type DeviceSearchAnswer, type DeviceSearchQuery } from '@nms/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { selectList } from '../../db/paged-list';
import { containsRows, type ContainsPlan, type ContainsQuery } from './search-contains';

/** The suggestion list needs only these; all_fields=true answers every device field. */
const SUGGESTION_COLUMNS = sql`name, product_category AS "productCategory", state`;

/**
 * Case-insensitive name order, the order of devices_name_lower_idx (migration 007): a byte-wise
 * (C) order on lower(name), the name itself breaking ties between spellings.
 */
const LOWER_NAME = sql`lower(name) COLLATE "C"`;
const ORDER = sql`${LOWER_NAME}, name`;

const MAX_CODE_POINT = 0x10ffff;

/** The smallest string above every string that starts with `prefix` (C order is code point order). */
export function prefixUpperBound(prefix: string): string {
  const chars = [...prefix];
  // The last code point cannot be incremented: the bound moves to the one before it.
  while (chars.length > 0 && chars[chars.length - 1].codePointAt(0) === MAX_CODE_POINT) chars.pop();
  if (chars.length === 0) return prefix + String.fromCodePoint(MAX_CODE_POINT);
  const last = chars.pop()!.codePointAt(0)!;
  return chars.join('') + String.fromCodePoint(last + 1);
}

const prefixRange = (text: string) => {
  const from = text.toLowerCase();
  return sql`${LOWER_NAME} >= ${from} AND ${LOWER_NAME} < ${prefixUpperBound(from)}`;
};
const columnsOf = (allFields: boolean) => (allFields ? selectList(DEVICE_FIELDS) : SUGGESTION_COLUMNS);

/** Prefix matches: a range scan on devices_name_lower_idx, already in name order. */
export const prefixStatement = (text: string, limit: number, allFields: boolean) => sql<Record<string, unknown>>`
  SELECT ${columnsOf(allFields)} FROM devices WHERE ${prefixRange(text)} ORDER BY ${ORDER} LIMIT ${limit}`;

/** Names that contain the text but do not start with it (search-contains.ts chooses the plan). */
export const containsQuery = (text: string, limit: number, allFields: boolean): ContainsQuery => ({
  text,
  limit,
  columns: columnsOf(allFields),
  exclude: prefixRange(text),
});

/** Validates the text: at least DEVICE_SEARCH_MIN_CHARS characters once trimmed (400 naming query). */
export function searchText(query: string): string {
  const text = query.trim();
  if ([...text].length < DEVICE_SEARCH_MIN_CHARS)
    throw badRequest(`query: at least ${DEVICE_SEARCH_MIN_CHARS} characters are needed to search devices`);
  return text;
}

/**
 * es/devices/search: names containing the text, case-insensitive, prefix matches first, then by
 * name. The contains query runs only when the prefix matches leave room.
 */
export async function searchDevices(db: Kysely<DB>, q: DeviceSearchQuery, plan?: ContainsPlan): Promise<DeviceSearchAnswer> {
  const limit = q.limit ?? DEVICE_SEARCH_LIMIT;
  const text = searchText(q.query);
  const allFields = q.all_fields ?? false;
  const { rows } = await prefixStatement(text, limit, allFields).execute(db);
  if (rows.length >= limit) return { data: rows };
  const more = await containsRows(db, containsQuery(text, limit - rows.length, allFields), plan);
  return { data: [...rows, ...more.rows] };
}
