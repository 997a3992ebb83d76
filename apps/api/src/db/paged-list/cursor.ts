import { createHash } from 'node:crypto';
import { badRequest } from '../../lib/http-error';

/**
 * Where a page starts: the sort value and key of the row just before it, as PostgreSQL prints
 * them (`::text`). Text round-trips every column type exactly (a bigint past 2^53, a timestamp's
 * microseconds) where a JSON number or a JS Date would not. `v` is null for a row whose sort
 * value is NULL.
 */
export interface Seek {
  v: string | null;
  k: string;
}

/** The query, sort and order a cursor belongs to, short: a cursor of another list is refused. */
export const fingerprint = (listKey: string) => createHash('sha256').update(listKey).digest('base64url').slice(0, 16);

/** The opaque `search_after` / `nextCursor` of a row: base64url JSON of its seek and list. */
export const encodeCursor = (seek: Seek, list: string): string =>
  Buffer.from(JSON.stringify({ v: seek.v, k: seek.k, q: list })).toString('base64url');

/** The seek a client's `search_after` names; anything malformed or of another list is a 400 naming the parameter. */
export function decodeCursor(text: string, list: string): Seek {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('search_after: not a cursor this API gave (expected the nextCursor of a previous page)');
  }
  const { v, k, q } = (parsed ?? {}) as Record<string, unknown>;
  if ((typeof v !== 'string' && v !== null) || typeof k !== 'string' || typeof q !== 'string') {
    throw badRequest('search_after: not a cursor this API gave (expected the nextCursor of a previous page)');
  }
  if (q !== list) throw badRequest('search_after: the cursor belongs to another query, sort or order; page from offset instead');
  return { v, k };
}
