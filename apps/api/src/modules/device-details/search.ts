import { DEVICE_FIELDS, DEVICE_SEARCH_LIMIT, DEVICE_SEARCH_MIN_CHARS, type DeviceSearchAnswer, type DeviceSearchQuery } from '@nms/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { selectList } from '../../db/paged-list';

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

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * pg_trgm splits words at anything not a letter or digit, so `%q-0%` on the name gives only
 * one-letter trigrams and matches most of the fleet. devices_name_search_trgm (migration 007)
 * indexes the name with the usual separators turned into '0': every trigram of the text is then
 * a real one. The same mapping here (lower() under the C collation lowers ASCII only); the
 * mapped pattern only finds candidates; `lower(name) LIKE` stays the exact test (not ILIKE, which
 * would also bring in devices_name_trgm and its useless bitmap).
 */
const SEARCH_NAME = sql`replace(replace(replace(replace(lower(name COLLATE "C"), '-', '0'), '_', '0'), '.', '0'), ' ', '0')`;
export const searchKey = (text: string) => text.replace(/[-_. ]/g, '0').replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * Contains matches are ordered by name among at most this many of them. Ordering all of them
 * costs as many heap rows as there are matches ('000' matches most of a fleet), and walking the
 * name index until 20 match costs as many rows as come before them ('etro' only in PETRO...
 * names: 700,000 rows at 1M devices). A text that common needs more typing anyway.
 */
export const CONTAINS_CANDIDATES = 2_000;

const prefixRange = (text: string) => {
  const from = text.toLowerCase();
  return sql`${LOWER_NAME} >= ${from} AND ${LOWER_NAME} < ${prefixUpperBound(from)}`;
};
const columnsOf = (allFields: boolean) => (allFields ? selectList(DEVICE_FIELDS) : SUGGESTION_COLUMNS);

/** Prefix matches: a range scan on devices_name_lower_idx, already in name order. */
export const prefixStatement = (text: string, limit: number, allFields: boolean) => sql<Record<string, unknown>>`
  SELECT ${columnsOf(allFields)} FROM devices WHERE ${prefixRange(text)} ORDER BY ${ORDER} LIMIT ${limit}`;

/**
 * Names that contain the text but do not start with it: candidates from the search-key trigram
 * index, the first CONTAINS_CANDIDATES of them ordered by name. Run under CONTAINS_PLAN.
 */
export const containsStatement = (text: string, limit: number, allFields: boolean) => sql<Record<string, unknown> & { __key?: string }>`
  SELECT * FROM (
    SELECT ${columnsOf(allFields)}, ${LOWER_NAME} AS "__key" FROM devices
     WHERE ${SEARCH_NAME} LIKE ${`%${likeEscape(searchKey(text))}%`}
       AND lower(name) LIKE lower(${`%${likeEscape(text)}%`}) AND NOT (${prefixRange(text)})
     LIMIT ${CONTAINS_CANDIDATES}) candidates
  ORDER BY "__key", name LIMIT ${limit}`;

/**
 * The candidates come from the trigram index, never from a walk: a sequential scan or a walk of
 * the name index stopping at the first matches runs through most of the table when the matches
 * sit together (every 'etro' is a PETRO... device). Settings local to the transaction.
 */
export const CONTAINS_PLAN = "SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)";

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
export async function searchDevices(db: Kysely<DB>, q: DeviceSearchQuery): Promise<DeviceSearchAnswer> {
  const limit = q.limit ?? DEVICE_SEARCH_LIMIT;
  const text = searchText(q.query);
  const allFields = q.all_fields ?? false;
  const { rows } = await prefixStatement(text, limit, allFields).execute(db);
  if (rows.length >= limit) return { data: rows };
  const more = await db.transaction().execute(async (tx) => {
    await sql.raw(CONTAINS_PLAN).execute(tx);
    return (await containsStatement(text, limit - rows.length, allFields).execute(tx)).rows;
  });
  return { data: [...rows, ...more.map(({ __key: _key, ...row }) => row)] };
}
