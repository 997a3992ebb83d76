import { isIPv4 } from 'node:net';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { openSecret, snmpSecretKey } from './secret-box';
import { selectTargetRows, type TargetRow } from './snmp-target-repository';

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
  const rows = await selectTargetRows(db, deviceNames);
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
