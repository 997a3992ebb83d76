import type { SnmpCredentialSummary } from '@nms/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface CredentialRow {
  name: string;
  version: '2c' | '3';
  level: string | null;
  userName: string | null;
  /** secret-box ciphertext */
  secret: string;
}

/** Upserts by name; answers which names were new. */
export async function upsertCredentials(
  db: Kysely<DB>,
  rows: CredentialRow[],
  at: number,
  by: string,
): Promise<{ created: number; updated: number }> {
  let created = 0;
  for (const r of rows) {
    const { rows: out } = await sql<{ inserted: boolean }>`
      INSERT INTO snmp_credentials (name, version, level, user_name, secret, updated_at, updated_by)
      VALUES (${r.name}, ${r.version}, ${r.level}, ${r.userName}, ${r.secret}, ${at}, ${by})
      ON CONFLICT (name) DO UPDATE SET version = excluded.version, level = excluded.level, user_name = excluded.user_name,
        secret = excluded.secret, updated_at = excluded.updated_at, updated_by = excluded.updated_by
      RETURNING (xmax = 0) AS inserted`.execute(db);
    if (out[0]?.inserted) created++;
  }
  return { created, updated: rows.length - created };
}

interface SummaryRow {
  name: string;
  version: '2c' | '3';
  level: SnmpCredentialSummary['level'];
  user_name: string | null;
  updated_at: string | number;
  updated_by: string;
  device_count: string | number;
  devices: string[] | null;
  groups: SnmpCredentialSummary['groups'] | string | null;
}

/** Every credential (or the one named) with the devices and groups that use it; never the secret column. */
export async function listCredentials(db: Kysely<DB>, name?: string): Promise<SnmpCredentialSummary[]> {
  const { rows } = await sql<SummaryRow>`
    SELECT c.name, c.version, c.level, c.user_name, c.updated_at, c.updated_by,
      (SELECT count(*) FROM device_snmp d WHERE d.credential = c.name) AS device_count,
      ARRAY(SELECT d.device_name FROM device_snmp d WHERE d.credential = c.name ORDER BY d.device_name COLLATE "C" LIMIT 100) AS devices,
      (SELECT json_agg(json_build_object('id', g.id, 'networkType', g.network_type, 'name', g.name) ORDER BY g.id)
         FROM group_snmp s JOIN device_groups g ON g.id = s.group_id WHERE s.credential = c.name) AS groups
    FROM snmp_credentials c
    WHERE ${name === undefined ? sql`true` : sql`c.name = ${name}`}
    ORDER BY c.name COLLATE "C"`.execute(db);
  return rows.map((r) => ({
    name: r.name,
    version: r.version,
    level: r.level ?? null,
    user: r.user_name ?? null,
    updatedAt: Number(r.updated_at),
    updatedBy: r.updated_by,
    deviceCount: Number(r.device_count),
    devices: r.devices ?? [],
    groups: (typeof r.groups === 'string' ? JSON.parse(r.groups) : r.groups) ?? [],
  }));
}

/** Deletes an unused credential: 'deleted', 'missing', or 'in-use' (devices or groups still name it). */
export async function deleteCredential(db: Kysely<DB>, name: string): Promise<'deleted' | 'missing' | 'in-use'> {
  const { rows } = await sql<{ name: string }>`
    DELETE FROM snmp_credentials c WHERE c.name = ${name}
      AND NOT EXISTS (SELECT 1 FROM device_snmp WHERE credential = ${name})
      AND NOT EXISTS (SELECT 1 FROM group_snmp WHERE credential = ${name})
    RETURNING c.name`.execute(db);
  if (rows.length) return 'deleted';
  const { rows: left } = await sql<{ n: number }>`SELECT 1 AS n FROM snmp_credentials WHERE name = ${name}`.execute(db);
  return left.length ? 'in-use' : 'missing';
}
