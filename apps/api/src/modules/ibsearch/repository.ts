import { IB_MAX_ROWS, type IbHostType } from '@nms/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { ipMatch, likePrefix } from './search-text';

export interface HostRow {
  name: string;
  view: string;
  comment: string | null;
  owner: string | null;
  ownerGroup: string | null;
  lastModified: string | null;
  ipv4: string[];
  ipv6: string[];
}

/** Which host records a search type matches; every text search is a case-insensitive regex. */
export function hostWhere(type: IbHostType, q: string): RawBuilder<SqlBool> {
  switch (type) {
    case 'hostname':
      return sql<SqlBool>`h.name ~* ${q}`;
    case 'comment':
      return sql<SqlBool>`h.comment ~* ${q}`;
    case 'owner':
      // 'Owner' reads both owner attributes: operators know a group as often as a user id.
      return sql<SqlBool>`(h.owner ~* ${q} OR h.owner_group ~* ${q})`;
    case 'ipaddr':
      return sql<SqlBool>`h.id IN (SELECT a.host_id FROM ipam_host_addresses a WHERE ${addressWhere(q)})`;
  }
}

function addressWhere(q: string): RawBuilder<SqlBool> {
  const m = ipMatch(q);
  switch (m.kind) {
    case 'ip':
      return sql<SqlBool>`a.address = ${m.ip}::inet`;
    case 'cidr':
      return sql<SqlBool>`a.address <<= network(${m.cidr}::inet)`;
    case 'prefix':
      return sql<SqlBool>`a.ip LIKE ${likePrefix(m.prefix)}`;
    case 'regex':
      return sql<SqlBool>`a.ip ~* ${m.pattern}`;
  }
}

/** Networks a subnet or range search names: holding an address, inside a CIDR, by prefix or by regex. */
export function networkWhere(q: string, view?: string): RawBuilder<SqlBool> {
  const m = ipMatch(q);
  const match =
    m.kind === 'ip'
      ? sql<SqlBool>`n.network >>= ${m.ip}::inet`
      : m.kind === 'cidr'
        ? sql<SqlBool>`n.network <<= network(${m.cidr}::inet)`
        : m.kind === 'prefix'
          ? sql<SqlBool>`n.network_text LIKE ${likePrefix(m.prefix)}`
          : sql<SqlBool>`n.network_text ~* ${m.pattern}`;
  return view ? sql<SqlBool>`${match} AND lower(n.network_view) = lower(${view})` : match;
}

/** One page of up to IB_MAX_ROWS matches and the count; a short page is its own count. */
async function pageAndCount<T>(db: Kysely<DB>, page: RawBuilder<T>, count: RawBuilder<{ total: number }>) {
  const data = (await page.execute(db)).rows;
  const total = data.length < IB_MAX_ROWS ? data.length : (await count.execute(db)).rows[0].total;
  return { data, total };
}

export function findHosts(db: Kysely<DB>, where: RawBuilder<SqlBool>) {
  const addresses = (family: number) =>
    sql`ARRAY(SELECT a.ip FROM ipam_host_addresses a WHERE a.host_id = h.id AND family(a.address) = ${family} ORDER BY a.address)`;
  return pageAndCount(
    db,
    sql<HostRow>`
      SELECT h.name, h.view, h.comment, h.owner, h.owner_group AS "ownerGroup", h.last_modified AS "lastModified",
             ${addresses(4)} AS ipv4, ${addresses(6)} AS ipv6
        FROM ipam_hosts h WHERE ${where} ORDER BY h.name, h.view LIMIT ${IB_MAX_ROWS}`,
    sql<{ total: number }>`SELECT count(*)::int AS total FROM ipam_hosts h WHERE ${where}`,
  );
}

export function findSubnets(db: Kysely<DB>, where: RawBuilder<SqlBool>) {
  return pageAndCount(
    db,
    sql<{ network: string; network_view: string; owner: string | null; lastModified: string | null; comment: string | null }>`
      SELECT n.network_text AS network, n.network_view, n.owner, n.last_modified AS "lastModified", n.comment
        FROM ipam_networks n WHERE ${where} ORDER BY n.network_view, n.network LIMIT ${IB_MAX_ROWS}`,
    sql<{ total: number }>`SELECT count(*)::int AS total FROM ipam_networks n WHERE ${where}`,
  );
}
