import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { INDEXED_COLUMNS, type DeviceRow } from './store';

/*
 * What the device index reads: the fleet in name order (its first load), the devices_changes
 * written by the triggers of migration 025, and the current rows of the devices they name.
 */

const COLUMNS = sql.join(INDEXED_COLUMNS.map((c) => sql.ref(c)));

/** Devices after `after` in name order (collation order is fine: it only has to be a total order). */
export async function selectDeviceBatch(db: Kysely<DB>, after: string | null, limit: number): Promise<DeviceRow[]> {
  const from = after === null ? sql`true` : sql`name > ${after}`;
  return (await sql<DeviceRow>`SELECT ${COLUMNS} FROM devices WHERE ${from} ORDER BY name LIMIT ${limit}`.execute(db)).rows;
}

export async function selectDevicesNamed(db: Kysely<DB>, names: readonly string[]): Promise<DeviceRow[]> {
  return (await sql<DeviceRow>`SELECT ${COLUMNS} FROM devices WHERE name = ANY(${[...names]}::text[])`.execute(db)).rows;
}

/** The oldest transaction still running: every change a later read can newly see has xid >= it. */
export async function selectSnapshotXmin(db: Kysely<DB>): Promise<string> {
  return (await sql<{ xmin: string }>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`.execute(db)).rows[0].xmin;
}

export interface ChangeBatch {
  /** The xmin of the snapshot this batch was read in: the next read starts there. */
  xmin: string;
  /** `at`: the writing transaction's start, epoch ms. */
  changes: Array<{ xid: string; name: string | null; at: number }>;
}

/**
 * Changes of transactions from `fromXmin` on, less those already applied (a committed
 * transaction's changes are all visible at once, so a seen xid is done). The header row carries
 * the statement's own xmin, read in the same snapshot as the changes.
 */
export async function selectChanges(db: Kysely<DB>, fromXmin: string, seen: readonly string[], limit: number): Promise<ChangeBatch> {
  const { rows } = await sql<{ xid: string | null; name: string | null; xmin: string | null; at: number | null }>`
    SELECT NULL::text AS xid, NULL::text AS name, pg_snapshot_xmin(pg_current_snapshot())::text AS xmin, NULL::float8 AS at
    UNION ALL
    (SELECT xid::text, name, NULL, extract(epoch FROM at)::float8 * 1000 FROM device_changes
      WHERE xid >= ${fromXmin}::xid8 AND xid <> ALL(${[...seen]}::xid8[]) LIMIT ${limit})`.execute(db);
  const header = rows.find((r) => r.xmin !== null)!;
  return { xmin: header.xmin!, changes: rows.filter((r) => r.xmin === null).map((r) => ({ xid: r.xid!, name: r.name, at: Number(r.at) })) };
}

/** Changes older than any reader can still need (a reader that far behind loads the fleet again). */
export async function deleteOldChanges(db: Kysely<DB>, keepMs: number): Promise<void> {
  await sql`DELETE FROM device_changes WHERE at < now() - make_interval(secs => ${keepMs / 1000})`.execute(db);
}
