import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A device's SNMP settings as stored: its address, and the port and sealed credential that apply. */
export interface TargetRow {
  name: string;
  management_ip: string | null;
  port: number | null;
  version: '2c' | '3' | null;
  secret: string | null;
}

/**
 * One row per named device: its own settings (device_snmp), else those of its lowest-id group
 * that has some (group_snmp); port, version and secret are null when neither has any.
 */
export async function selectTargetRows(db: Kysely<DB>, deviceNames: readonly string[]): Promise<TargetRow[]> {
  const { rows } = await sql<TargetRow>`
    SELECT d.name, d.management_ip, s.port, c.version, c.secret
    FROM devices d
    LEFT JOIN LATERAL (
      SELECT credential, port, 0 AS rank, 0 AS group_id FROM device_snmp WHERE device_name = d.name
      UNION ALL
      SELECT g.credential, g.port, 1, m.group_id
      FROM device_group_members m JOIN group_snmp g ON g.group_id = m.group_id
      WHERE m.device_name = d.name
      ORDER BY rank, group_id LIMIT 1
    ) s ON true
    LEFT JOIN snmp_credentials c ON c.name = s.credential
    WHERE d.name = ANY(${deviceNames as string[]}::text[])`.execute(db);
  return rows;
}
