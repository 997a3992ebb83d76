import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SnmpInterface } from '../snmp/snmp-client';

export interface StoredInterface {
  deviceName: string;
  ifIndex: number;
  name: string;
  adminStatus: number | null;
  operStatus: number | null;
}

/** The interfaces the last polls stored for these devices (what 'LinkDown' transitions compare with). */
export async function storedInterfaces(db: Kysely<DB>, deviceNames: string[]): Promise<StoredInterface[]> {
  if (deviceNames.length === 0) return [];
  const { rows } = await sql<{ device_name: string; if_index: number; name: string; admin_status: number | null; oper_status: number | null }>`
    SELECT device_name, if_index, name, admin_status, oper_status FROM device_interfaces WHERE device_name = ANY(${deviceNames}::text[])`.execute(db);
  return rows.map((r) => ({ deviceName: r.device_name, ifIndex: r.if_index, name: r.name, adminStatus: r.admin_status, operStatus: r.oper_status }));
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
    })),
  );
  if (rows.length > 0) {
    await sql`
      INSERT INTO device_interfaces (device_name, if_index, name, descr, alias, if_type, mtu, speed_mbps, phys_address,
        admin_status, oper_status, last_change_cs, in_octets, out_octets, polled_at)
      SELECT x.device_name, x.if_index, x.name, x.descr, x.alias, x.if_type, x.mtu, x.speed_mbps, x.phys_address,
        x.admin_status, x.oper_status, x.last_change_cs, x.in_octets, x.out_octets, ${at}::bigint
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(device_name text, if_index int, name text, descr text, alias text,
        if_type int, mtu int, speed_mbps bigint, phys_address text, admin_status int, oper_status int, last_change_cs bigint,
        in_octets numeric, out_octets numeric)
      ORDER BY x.device_name, x.if_index
      ON CONFLICT (device_name, if_index) DO UPDATE SET name = excluded.name, descr = excluded.descr, alias = excluded.alias,
        if_type = excluded.if_type, mtu = excluded.mtu, speed_mbps = excluded.speed_mbps, phys_address = excluded.phys_address,
        admin_status = excluded.admin_status, oper_status = excluded.oper_status, last_change_cs = excluded.last_change_cs,
        in_octets = excluded.in_octets, out_octets = excluded.out_octets, polled_at = excluded.polled_at`.execute(db);
  }
  await sql`
    DELETE FROM device_interfaces WHERE device_name = ANY(${[...walks.keys()]}::text[]) AND polled_at <> ${at}::bigint`.execute(db);
}
