import {
  IB_EXTATTRS,
  IB_MAX_ROWS,
  type IbHostAnswer,
  type IbHostType,
  type IbRangeAnswer,
  type IbRangeQuery,
  type IbSubnetAnswer,
} from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { rangeNetworks, rangeRows, rowsOf } from './range-repository';
import { findHosts, findSubnets, hostWhere, networkWhere, type HostRow } from './repository';

/**
 * What the user typed reaches PostgreSQL as a regex or an address: a bad regex (2201B) or an
 * address inet refuses (22P02) is a 400 naming search_query, never a 500.
 */
async function userQuery<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const e = err as { code?: string; message?: string };
    if (e?.code === '2201B' || e?.code === '22P02') throw badRequest(`search_query: ${e.message ?? 'invalid search'}`);
    throw err;
  }
}

const text = (q: string): string => {
  const t = q.trim();
  if (!t) throw badRequest('search_query: must not be blank');
  return t;
};

const extattrs = (r: HostRow) => {
  const out: Record<string, { value: string }> = {};
  if (r.owner !== null) out[IB_EXTATTRS.owner] = { value: r.owner };
  if (r.ownerGroup !== null) out[IB_EXTATTRS.ownerGroup] = { value: r.ownerGroup };
  if (r.lastModified !== null) out[IB_EXTATTRS.lastModified] = { value: r.lastModified };
  return out;
};

/** Host records as the Infoblox WAPI answers them, with the extensible attributes also flattened. */
export async function searchHosts(db: Kysely<DB>, type: IbHostType, q: string): Promise<IbHostAnswer> {
  const { data, total } = await userQuery(() => findHosts(db, hostWhere(type, text(q))));
  return {
    total,
    data: data.map((r) => ({
      name: r.name,
      view: r.view,
      comment: r.comment,
      ipv4addrs: r.ipv4.map((ipv4addr) => ({ ipv4addr })),
      ipv6addrs: r.ipv6.map((ipv6addr) => ({ ipv6addr })),
      extattrs: extattrs(r),
      owner: r.owner,
      ownerGroup: r.ownerGroup,
      lastModified: r.lastModified,
    })),
  };
}

export const searchSubnets = (db: Kysely<DB>, q: string): Promise<IbSubnetAnswer> => userQuery(() => findSubnets(db, networkWhere(text(q))));

/**
 * The addresses of the networks matching search_query (in network_view when given) of one
 * status. The total is counted from the networks; rows are read only from the networks that
 * fill the first IB_MAX_ROWS, so a broad search never generates every unused address.
 */
export async function searchRanges(db: Kysely<DB>, q: IbRangeQuery): Promise<IbRangeAnswer> {
  const status = q.status_filter ?? 'ALL';
  const view = q.network_view?.trim() || undefined;
  const networks = await userQuery(() => rangeNetworks(db, networkWhere(text(q.search_query), view)));
  let total = 0;
  const needed: string[] = [];
  for (const n of networks) {
    const rows = rowsOf(n, status);
    if (rows > 0 && total < IB_MAX_ROWS) needed.push(n.id);
    total += rows;
  }
  return { total, data: needed.length ? await rangeRows(db, needed, status) : [] };
}
