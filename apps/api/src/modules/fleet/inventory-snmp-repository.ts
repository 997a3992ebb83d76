import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The agent port when an inventory names a credential and no port. */
export const DEFAULT_SNMP_PORT = 161;

/**
 * SNMP settings an inventory row sets: a stored credential's name and/or the agent's port (null =
 * the default). A port alone changes the port of settings the device (or group) already has.
 */
export interface SnmpSetting {
  credential?: string;
  port?: number | null;
}

interface Target {
  table: 'device_snmp' | 'group_snmp';
  key: 'device_name' | 'group_id';
  keyType: 'text' | 'int';
}

const DEVICE: Target = { table: 'device_snmp', key: 'device_name', keyType: 'text' };
const GROUP: Target = { table: 'group_snmp', key: 'group_id', keyType: 'int' };

/**
 * Writes the SNMP settings of the rows that carry any and returns the keys whose settings changed
 * (created, changed or removed). Settings equal to the stored ones are not written.
 */
async function writeSnmp<K extends string | number>(
  db: Kysely<DB>,
  t: Target,
  rows: ReadonlyArray<{ key: K; snmp?: SnmpSetting | null }>,
): Promise<K[]> {
  const removed = rows.filter((r) => r.snmp === null).map((r) => r.key);
  const setting = rows.filter((r) => r.snmp?.credential !== undefined);
  const portOnly = rows.filter((r) => r.snmp && r.snmp.credential === undefined && r.snmp.port !== undefined);
  const changed: K[] = [];
  const table = sql.table(t.table);
  const key = sql.ref(t.key);
  const recordset = (
    list: typeof rows,
  ) => sql`jsonb_to_recordset(${JSON.stringify(list.map((r) => ({ k: r.key, c: r.snmp?.credential ?? null, p: r.snmp?.port ?? null })))}::jsonb)
    AS r(k ${sql.raw(t.keyType)}, c text, p int)`;
  if (removed.length > 0) {
    const { rows: out } = await sql<{ k: K }>`
      DELETE FROM ${table} WHERE ${key} = ANY(${removed}::${sql.raw(t.keyType)}[]) RETURNING ${key} AS k`.execute(db);
    changed.push(...out.map((r) => r.k));
  }
  // With a port: credential and port as given. Without: the stored port stays (PATCH), 161 when new.
  for (const withPort of [true, false]) {
    const list = setting.filter((r) => (r.snmp!.port !== undefined) === withPort);
    if (list.length === 0) continue;
    const { rows: out } = await sql<{ k: K }>`
      INSERT INTO ${table} AS s (${key}, credential, port)
      SELECT r.k, r.c, coalesce(r.p, ${DEFAULT_SNMP_PORT}) FROM ${recordset(list)}
      ON CONFLICT (${key}) DO UPDATE SET credential = excluded.credential${withPort ? sql`, port = excluded.port` : sql``}
       WHERE (s.credential, s.port) IS DISTINCT FROM (excluded.credential, ${withPort ? sql`excluded.port` : sql`s.port`})
      RETURNING s.${key} AS k`.execute(db);
    changed.push(...out.map((r) => r.k));
  }
  if (portOnly.length > 0) {
    const { rows: out } = await sql<{ k: K }>`
      UPDATE ${table} AS s SET port = coalesce(r.p, ${DEFAULT_SNMP_PORT}) FROM ${recordset(portOnly)}
       WHERE s.${key} = r.k AND s.port <> coalesce(r.p, ${DEFAULT_SNMP_PORT})
      RETURNING s.${key} AS k`.execute(db);
    changed.push(...out.map((r) => r.k));
  }
  return changed;
}

/** Device SNMP settings (device_snmp) of ingest rows; returns the names whose settings changed. */
export const writeDeviceSnmp = (db: Kysely<DB>, rows: ReadonlyArray<{ name: string; snmp?: SnmpSetting | null }>): Promise<string[]> =>
  writeSnmp(
    db,
    DEVICE,
    rows.filter((r) => r.snmp !== undefined).map((r) => ({ key: r.name, snmp: r.snmp })),
  );

/** Group SNMP settings (group_snmp); returns the group ids whose settings changed. */
export const writeGroupSnmp = (db: Kysely<DB>, rows: ReadonlyArray<{ id: number; snmp?: SnmpSetting | null }>): Promise<number[]> =>
  writeSnmp(
    db,
    GROUP,
    rows.filter((r) => r.snmp !== undefined).map((r) => ({ key: r.id, snmp: r.snmp })),
  );

/** Which of these names have SNMP settings of their own (a port alone needs them). */
export async function devicesWithSnmp(db: Kysely<DB>, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const { rows } = await sql<{ n: string }>`SELECT device_name AS n FROM device_snmp WHERE device_name = ANY(${[...names]}::text[])`.execute(db);
  return new Set(rows.map((r) => r.n));
}

/** Which of these credential names are stored. */
export async function knownCredentials(db: Kysely<DB>, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const { rows } = await sql<{ n: string }>`SELECT name AS n FROM snmp_credentials WHERE name = ANY(${[...names]}::text[])`.execute(db);
  return new Set(rows.map((r) => r.n));
}

/** Which of these group ids have SNMP settings (a port alone needs them). */
export async function groupsWithSnmp(db: Kysely<DB>, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ id: number }>`SELECT group_id AS id FROM group_snmp WHERE group_id = ANY(${[...ids]}::int[])`.execute(db);
  return new Set(rows.map((r) => r.id));
}
