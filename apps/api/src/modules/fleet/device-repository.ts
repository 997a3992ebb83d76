import type { DeviceRecord, LocationRecord } from '@nms/simulator';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from './in-transaction';
import { DEVICE_COLUMNS, DEVICE_DERIVED_COLUMNS, LOCATION_COLUMNS } from './columns';
import { adjustImpacted, namesTable, recomputeGroupImpact, syncMembership } from './group-repository';
import { signalImpactMoved } from './impact-signal';
import type { FieldDef } from '@nms/contract';

/** PostgreSQL takes at most 65,535 parameters a statement; stay well under. */
const MAX_PARAMS = 30_000;

const valueOf = (v: unknown, f: FieldDef): unknown => (v === undefined ? null : f.type === 'textArray' && Array.isArray(v) ? sql`${v}::text[]` : v);

/** Multi-row `INSERT ... VALUES` of records keyed by field name, chunked under the parameter cap. */
export async function insertRows(
  db: Kysely<DB>,
  table: string,
  columns: readonly FieldDef[],
  rows: ReadonlyArray<Record<string, unknown>>,
  onConflict: RawBuilder<unknown> = sql``,
): Promise<void> {
  const per = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const cols = sql.join(columns.map((c) => sql.ref(c.column)));
  for (let i = 0; i < rows.length; i += per) {
    const values = rows.slice(i, i + per).map((r) => sql`(${sql.join(columns.map((c) => valueOf(r[c.name], c)))})`);
    await sql`INSERT INTO ${sql.table(table)} (${cols}) VALUES ${sql.join(values)} ${onConflict}`.execute(db);
  }
}

const updateAll = (columns: readonly FieldDef[], skip: ReadonlySet<string>) =>
  sql.join(columns.filter((c) => !skip.has(c.column)).map((c) => sql`${sql.ref(c.column)} = excluded.${sql.ref(c.column)}`));

export async function upsertLocations(db: Kysely<DB>, rows: readonly LocationRecord[]): Promise<void> {
  await insertRows(
    db,
    'locations',
    LOCATION_COLUMNS,
    rows as unknown as Record<string, unknown>[],
    sql`ON CONFLICT (customer_location_id) DO UPDATE SET ${updateAll(LOCATION_COLUMNS, new Set(['customer_location_id']))}`,
  );
}

/**
 * Inserts or updates devices as the inventory reports them, then brings their group membership
 * in line with member_of and recounts the groups that changed. An update keeps the stored
 * state: state follows the device's alerts, not the inventory.
 */
export async function upsertDevices(db: Kysely<DB>, rows: readonly DeviceRecord[]): Promise<void> {
  if (rows.length === 0) return;
  await inTransaction(db, async (tx) => {
    await insertRows(tx, 'devices', DEVICE_COLUMNS, rows, sql`ON CONFLICT (name) DO UPDATE SET ${updateAll(DEVICE_COLUMNS, DEVICE_DERIVED_COLUMNS)}`);
    const changed = await syncMembership(
      tx,
      rows.map((r) => r.name as string),
    );
    if (changed && changed.length > 0) await recomputeGroupImpact(tx, changed);
  });
}

/**
 * Marks `names` as the simulator's devices (migration 038): their actions run on the simulated
 * driver. Rows already marked are left alone, so a tick that rewrites its devices changes nothing.
 */
export async function markSimulated(db: Kysely<DB>, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await sql`UPDATE devices SET simulated = true WHERE name = ANY(${names as string[]}::text[]) AND NOT simulated`.execute(db);
}

/**
 * Sets each device's state to its worst active alert severity (5 Normal when none) and moves the
 * devices entering or leaving the impacted states in and out of their groups' counts. Call inside
 * the transaction that changed the alerts; the device row locks (taken in name order) serialise
 * concurrent changes to one device.
 */
export async function refreshDeviceStates(db: Kysely<DB>, deviceNames: readonly string[], at: number): Promise<void> {
  if (deviceNames.length === 0) return;
  // Lock first, then read the alerts in a later statement: under READ COMMITTED its snapshot
  // then includes whatever a concurrent writer of these devices committed before we got the locks.
  const locked = await sql<{ name: string; state: number | null }>`
    SELECT d.name, d.state FROM ${namesTable(deviceNames)} JOIN devices d ON d.name = n.name ORDER BY d.name FOR UPDATE OF d`.execute(db);
  if (locked.rows.length === 0) return;
  const worst = await sql<{ name: string; worst: number }>`
    SELECT n.name, coalesce(min(a.severity), 5)::int AS worst
      FROM ${namesTable(locked.rows.map((r) => r.name))} LEFT JOIN alerts a ON a.element_name = n.name AND a.active
     GROUP BY n.name`.execute(db);
  const was = new Map(locked.rows.map((r) => [r.name, r.state]));
  const changed = worst.rows.filter((r) => was.get(r.name) !== r.worst);
  if (changed.length === 0) return;
  await sql`
    UPDATE devices d SET state = c.state, rs_updated_at = ${at}
      FROM unnest(${changed.map((r) => r.name)}::text[], ${changed.map((r) => r.worst)}::int[]) AS c(name, state)
     WHERE d.name = c.name`.execute(db);
  const impacted = (state: number | null | undefined) => state === 1 || state === 2;
  const moves = changed.filter((r) => impacted(was.get(r.name)) !== impacted(r.worst));
  await adjustImpacted(
    db,
    moves.map((r) => ({ name: r.name, delta: impacted(r.worst) ? 1 : -1 })),
  );
  if (moves.length > 0) signalImpactMoved();
}

/** The device whose management IP is `ip` (the first by name, byte order, when several share it). */
export async function deviceNameByAddress(db: Kysely<DB>, ip: string): Promise<string | undefined> {
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM devices WHERE management_ip = ${ip} ORDER BY name COLLATE "C" LIMIT 1`.execute(db);
  return rows[0]?.name;
}

/** The device at each management IP (the first by name, byte order, where several share one); absent when none. */
export async function deviceNamesByAddresses(db: Kysely<DB>, ips: readonly string[]): Promise<Map<string, string>> {
  if (ips.length === 0) return new Map();
  const { rows } = await sql<{ ip: string; name: string }>`
    SELECT DISTINCT ON (d.management_ip) d.management_ip AS ip, d.name
      FROM ${namesTable([...new Set(ips)])} JOIN devices d ON d.management_ip = n.name
     ORDER BY d.management_ip, d.name COLLATE "C"`.execute(db);
  return new Map(rows.map((r) => [r.ip, r.name]));
}

/** `name` when a device has that name. */
export async function deviceNameIfExists(db: Kysely<DB>, name: string): Promise<string | undefined> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM devices WHERE name = ${name}`.execute(db);
  return rows[0]?.name;
}

/** Fresh planner statistics for the inventory tables. */
export async function analyzeInventoryTables(db: Kysely<DB>): Promise<void> {
  await sql`ANALYZE devices, device_group_members`.execute(db);
}
