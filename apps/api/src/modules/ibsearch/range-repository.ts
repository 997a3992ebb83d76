import { IB_MAX_ROWS, type IbAddressStatus, type IbRangeRow, type IbStatusFilter } from '@nms/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';

/** A matching network with the counts of its stored addresses by status. */
export interface RangeNetwork {
  id: string;
  family: number;
  /** Addresses a host can have: all but the network and broadcast addresses (IPv4). */
  hosts: number;
  USED: number;
  CONFLICT: number;
  PENDING: number;
}

export async function rangeNetworks(db: Kysely<DB>, where: RawBuilder<SqlBool>): Promise<RangeNetwork[]> {
  const { rows } = await sql<RangeNetwork>`
    SELECT n.id::text AS id, family(n.network) AS family,
           CASE WHEN family(n.network) = 4 THEN CASE WHEN masklen(n.network) >= 31 THEN 2 ^ (32 - masklen(n.network)) ELSE 2 ^ (32 - masklen(n.network)) - 2 END ELSE 0 END::float8 AS hosts,
           count(a.address) FILTER (WHERE a.status = 'USED')::int AS "USED",
           count(a.address) FILTER (WHERE a.status = 'CONFLICT')::int AS "CONFLICT",
           count(a.address) FILTER (WHERE a.status = 'PENDING')::int AS "PENDING"
      FROM ipam_networks n LEFT JOIN ipam_addresses a ON a.network_id = n.id
     WHERE ${where}
     GROUP BY n.id ORDER BY n.network_view, n.network`.execute(db);
  return rows;
}

/** Rows a network answers for a status: IPv4 networks list every host address, IPv6 only stored ones. */
export function rowsOf(n: RangeNetwork, status: IbStatusFilter): number {
  const stored = n.USED + n.CONFLICT + n.PENDING;
  if (status === 'ALL') return n.family === 4 ? n.hosts : stored;
  if (status === 'UNUSED') return n.family === 4 ? n.hosts - stored : 0;
  return n[status];
}

/**
 * The address rows of the given networks (already cut to those that fill a page), in view,
 * network and address order. UNUSED rows are the host addresses of an IPv4 network no stored
 * address holds, generated from the network.
 */
export async function rangeRows(db: Kysely<DB>, ids: string[], status: IbStatusFilter): Promise<IbRangeRow[]> {
  const stored =
    status === 'UNUSED'
      ? sql``
      : sql`
    SELECT a.names, a.ip AS ip_address, a.status, n.network_text AS network, n.network_view, coalesce(a.owner, n.owner) AS owner,
           coalesce(a.owner_group, n.owner_group) AS "ownerGroup", coalesce(a.last_modified, n.last_modified) AS "lastModified",
           n.network AS net_order, a.address AS address_order
      FROM nets n JOIN ipam_addresses a ON a.network_id = n.id
     ${status === 'ALL' ? sql`` : sql`WHERE a.status = ${status satisfies IbAddressStatus}`}`;
  const unused =
    status !== 'ALL' && status !== 'UNUSED'
      ? sql``
      : sql`
    SELECT '{}'::text[] AS names, host(u.address) AS ip_address, 'UNUSED' AS status, n.network_text AS network, n.network_view,
           n.owner, n.owner_group AS "ownerGroup", n.last_modified AS "lastModified", n.network AS net_order, u.address AS address_order
      FROM nets n
     -- The host addresses rowsOf counts: all but network and broadcast, every one of a /31 or /32.
     CROSS JOIN LATERAL (SELECT set_masklen(n.network::inet + g, 32) AS address
                           FROM generate_series(CASE WHEN masklen(n.network) >= 31 THEN 0 ELSE 1 END::bigint,
                                                (2 ^ (32 - masklen(n.network)))::bigint - CASE WHEN masklen(n.network) >= 31 THEN 1 ELSE 2 END) g) u
     WHERE family(n.network) = 4
       AND NOT EXISTS (SELECT 1 FROM ipam_addresses a WHERE a.network_id = n.id AND a.address = u.address)`;
  const union = status === 'ALL' ? sql`${stored} UNION ALL ${unused}` : status === 'UNUSED' ? unused : stored;
  const { rows } = await sql<IbRangeRow>`
    WITH nets AS (SELECT * FROM ipam_networks WHERE id = ANY(${ids}::bigint[]))
    SELECT names, ip_address, status, network, network_view, owner, "ownerGroup", "lastModified"
      FROM (${union}) r ORDER BY network_view, net_order, address_order LIMIT ${IB_MAX_ROWS}`.execute(db);
  return rows;
}
