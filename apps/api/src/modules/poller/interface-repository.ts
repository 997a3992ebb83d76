import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SnmpInterface } from '../snmp';

export interface StoredInterface {
  deviceName: string;
  ifIndex: number;
  name: string;
  adminStatus: number | null;
  operStatus: number | null;
  /** The counters of the last poll (decimal strings) and when it was: the next poll's rates start here. */
  counters: InterfaceCounters;
  polledAt: number;
}

/** The interface counters a poll keeps: the next poll's rates start from them. */
export const INTERFACE_COUNTERS = ['inOctets', 'outOctets', 'inErrors', 'outErrors', 'inDiscards', 'outDiscards'] as const;
export type InterfaceCounters = Pick<SnmpInterface, (typeof INTERFACE_COUNTERS)[number]>;

/** The interfaces the last polls stored for these devices (what 'LinkDown' transitions and counter rates compare with). */
export async function storedInterfaces(db: Kysely<DB>, deviceNames: string[]): Promise<StoredInterface[]> {
  if (deviceNames.length === 0) return [];
  const { rows } = await sql<{
    device_name: string;
    if_index: number;
    name: string;
    admin_status: number | null;
    oper_status: number | null;
    in_octets: string | null;
    out_octets: string | null;
    in_errors: string | null;
    out_errors: string | null;
    in_discards: string | null;
    out_discards: string | null;
    polled_at: number;
  }>`
    SELECT device_name, if_index, name, admin_status, oper_status, in_octets::text, out_octets::text, in_errors::text, out_errors::text,
           in_discards::text, out_discards::text, polled_at::float8 AS polled_at
      FROM device_interfaces WHERE device_name = ANY(${deviceNames}::text[])`.execute(db);
  return rows.map((r) => ({
    deviceName: r.device_name,
    ifIndex: r.if_index,
    name: r.name,
    adminStatus: r.admin_status,
    operStatus: r.oper_status,
    counters: {
      inOctets: r.in_octets,
      outOctets: r.out_octets,
      inErrors: r.in_errors,
      outErrors: r.out_errors,
      inDiscards: r.in_discards,
      outDiscards: r.out_discards,
    },
    polledAt: r.polled_at,
  }));
}

/**
 * Replaces the interface rows of the walked devices: upserts what the walk saw (polled_at = at)
 * and deletes the rows of those devices the walk no longer saw. Devices not in `walks` keep theirs.
 */
export async function writeInterfaces(db: Kysely<DB>, walks: Map<string, SnmpInterface[]>, at: number): Promise<void> {
  if (walks.size === 0) return;
  const rows = [...walks].flatMap(([device, ifs]) =>
    ifs.map((i) => ({
      device_name: device,
      if_index: i.ifIndex,
      name: i.name,
      descr: i.descr,
      alias: i.alias,
      if_type: i.type,
      mtu: i.mtu,
      speed_mbps: i.speedMbps,
      phys_address: i.physAddress,
      admin_status: i.adminStatus,
      oper_status: i.operStatus,
      last_change_cs: i.lastChangeCs,
      in_octets: i.inOctets,
      out_octets: i.outOctets,
      in_errors: i.inErrors,
      out_errors: i.outErrors,
      in_discards: i.inDiscards,
      out_discards: i.outDiscards,
    })),
  );
  if (rows.length > 0) {
    await sql`
      INSERT INTO device_interfaces (device_name, if_index, name, descr, alias, if_type, mtu, speed_mbps, phys_address,
        admin_status, oper_status, last_change_cs, in_octets, out_octets, in_errors, out_errors, in_discards, out_discards, polled_at)
      SELECT x.device_name, x.if_index, x.name, x.descr, x.alias, x.if_type, x.mtu, x.speed_mbps, x.phys_address,
        x.admin_status, x.oper_status, x.last_change_cs, x.in_octets, x.out_octets, x.in_errors, x.out_errors, x.in_discards,
        x.out_discards, ${at}::bigint
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(device_name text, if_index int, name text, descr text, alias text,
        if_type int, mtu int, speed_mbps bigint, phys_address text, admin_status int, oper_status int, last_change_cs bigint,
        in_octets numeric, out_octets numeric, in_errors numeric, out_errors numeric, in_discards numeric, out_discards numeric)
      ORDER BY x.device_name, x.if_index
      ON CONFLICT (device_name, if_index) DO UPDATE SET name = excluded.name, descr = excluded.descr, alias = excluded.alias,
        if_type = excluded.if_type, mtu = excluded.mtu, speed_mbps = excluded.speed_mbps, phys_address = excluded.phys_address,
        admin_status = excluded.admin_status, oper_status = excluded.oper_status, last_change_cs = excluded.last_change_cs,
        in_octets = excluded.in_octets, out_octets = excluded.out_octets, in_errors = excluded.in_errors, out_errors = excluded.out_errors,
        in_discards = excluded.in_discards, out_discards = excluded.out_discards, polled_at = excluded.polled_at`.execute(db);
  }
  await sql`
    DELETE FROM device_interfaces WHERE device_name = ANY(${[...walks.keys()]}::text[]) AND polled_at <> ${at}::bigint`.execute(db);
}
