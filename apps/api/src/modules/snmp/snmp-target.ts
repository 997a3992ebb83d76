import { isIPv4 } from 'node:net';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { openSecret, snmpSecretKey } from './secret-box';

export type SnmpLevel = 'noAuthNoPriv' | 'authNoPriv' | 'authPriv';
export type SnmpAuthProtocol = 'md5' | 'sha' | 'sha224' | 'sha256' | 'sha384' | 'sha512';
export type SnmpPrivProtocol = 'des' | 'aes' | 'aes256b' | 'aes256r';

export interface SnmpUser {
  name: string;
  level: SnmpLevel;
  authProtocol?: SnmpAuthProtocol;
  authKey?: string;
  privProtocol?: SnmpPrivProtocol;
  privKey?: string;
}

/** Where and how to ask one device over SNMP. */
export interface SnmpTarget {
  host: string;
  port: number;
  version: '2c' | '3';
  community?: string;
  user?: SnmpUser;
}

/** The decrypted secret of a credential row (secret-box JSON). */
export type SnmpSecret = { community: string } | SnmpUser;

interface TargetRow {
  name: string;
  management_ip: string | null;
  port: number | null;
  version: '2c' | '3' | null;
  secret: string | null;
}

function toTarget(row: TargetRow, key: Buffer): SnmpTarget | null {
  if (!row.management_ip || !isIPv4(row.management_ip) || !row.version || !row.secret || row.port === null) return null;
  const secret = openSecret<SnmpSecret>(key, row.secret);
  const base = { host: row.management_ip, port: row.port };
  if (row.version === '2c') return { ...base, version: '2c', community: (secret as { community: string }).community };
  return { ...base, version: '3', user: secret as SnmpUser };
}

/**
 * SNMP settings of many devices at once: the device's own (device_snmp), else those of its
 * lowest-id group that has some (group_snmp). Devices without settings or without an IPv4
 * management address are left out. `secretKey` is config.feeds.snmpSecretKey (default the
 * SNMP_SECRET_KEY the config reads; unset = the key in app_secrets).
 */
export async function resolveSnmpTargets(
  db: Kysely<DB>,
  deviceNames: readonly string[],
  secretKey: string | undefined = process.env.SNMP_SECRET_KEY || undefined,
): Promise<Map<string, SnmpTarget>> {
  const out = new Map<string, SnmpTarget>();
  if (deviceNames.length === 0) return out;
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
  if (!rows.some((r) => r.secret)) return out;
  const key = await snmpSecretKey(db, secretKey);
  for (const row of rows) {
    const target = toTarget(row, key);
    if (target) out.set(row.name, target);
  }
  return out;
}

/** One device's SNMP settings, or null when it has none (or no IPv4 management address). */
export async function resolveSnmpTarget(
  db: Kysely<DB>,
  deviceName: string,
  secretKey: string | undefined = process.env.SNMP_SECRET_KEY || undefined,
): Promise<SnmpTarget | null> {
  return (await resolveSnmpTargets(db, [deviceName], secretKey)).get(deviceName) ?? null;
}
