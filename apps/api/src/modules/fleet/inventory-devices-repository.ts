import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { clearDeviceAlerts } from './alert-repository';
import { DEVICE_COLUMNS } from './columns';
import { addNewMembers, namesTable, recomputeGroupImpact, syncMembership } from './group-repository';
import { inTransaction } from './in-transaction';
import { patchUpsert } from './patch-upsert-repository';
import { writeDeviceSnmp, type SnmpSetting } from './inventory-snmp-repository';

/** One device as an inventory reports it: the fields it carries, by column (absent = keep). */
export interface DeviceInventoryRow {
  name: string;
  /** Column -> value of the fields the row carries (never name, state or the other derived ones). */
  columns: Record<string, unknown>;
  /** SNMP settings: null removes them; a credential and/or port sets them; undefined keeps them. */
  snmp?: SnmpSetting | null;
}

export interface InventoryCounts {
  created: number;
  updated: number;
  unchanged: number;
}

export interface DeviceIngestOutcome extends InventoryCounts {
  /** Names of the devices created or changed, for the audit entry. */
  changed: string[];
}

/** Columns a returning device gets back from its retired row (all the inventory's, none derived). */
const RESTORED = DEVICE_COLUMNS.filter((c) => c.column !== 'state' && c.column !== 'rs_updated_at').map((c) => c.column);

/**
 * Brings retired devices of these names back as they were when retired; their active alerts were
 * cleared then, so they come back Normal. Returns the names brought back.
 */
async function restoreRetired(db: Kysely<DB>, names: readonly string[], at: number): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const cols = sql.join(RESTORED.map((c) => sql.ref(c)));
  const { rows } = await sql<{ name: string }>`
    WITH back AS (DELETE FROM retired_devices WHERE name = ANY(${names}::text[]) RETURNING row)
    INSERT INTO devices (${cols}, state, rs_updated_at)
    SELECT ${sql.join(RESTORED.map((c) => sql`p.${sql.ref(c)}`))}, 5, ${at}::bigint
      FROM back CROSS JOIN LATERAL jsonb_populate_record(NULL::devices, back.row) AS p
    ON CONFLICT (name) DO NOTHING
    RETURNING name`.execute(db);
  return new Set(rows.map((r) => r.name));
}

/**
 * Upserts devices by name with PATCH semantics (patch-upsert-repository.ts): a new device starts Normal
 * (state 5, no alerts) and unsuspended; rs_updated_at moves only when something changed. A
 * retired device of the same name comes back first. Group membership follows memberOf and the
 * groups that gained or lost members are recounted, all in the caller's transaction.
 */
export async function ingestDevices(db: Kysely<DB>, rows: readonly DeviceInventoryRow[], at: number): Promise<DeviceIngestOutcome> {
  if (rows.length === 0) return { created: 0, updated: 0, unchanged: 0, changed: [] };
  return inTransaction(db, async (tx) => {
    const restored = await restoreRetired(
      tx,
      rows.map((r) => r.name),
      at,
    );
    const created = new Set(restored);
    const result = await patchUpsert(tx, {
      table: 'devices',
      key: ['name'],
      rows: rows.map((r) => ({ name: r.name, ...r.columns })),
      onCreate: { state: sql`5`, pam_suspended: sql`false` },
      onChange: { rs_updated_at: sql`${at}::bigint` },
    });
    const updated = new Set<string>();
    for (const r of result.inserted) created.add(r.name as string);
    for (const r of result.updated) updated.add(r.name as string);
    // Membership follows member_of: a new device's groups are added and counted; a changed
    // memberOf, or a device back with the groups it had, is synced and its groups recounted.
    const grouped = rows.filter((r) => 'member_of' in r.columns);
    await addNewMembers(
      tx,
      grouped.filter((r) => created.has(r.name) && !restored.has(r.name)).map((r) => r.name),
    );
    const members = rows.filter((r) => restored.has(r.name) || ('member_of' in r.columns && updated.has(r.name))).map((r) => r.name);
    if (members.length > 0) {
      const groups = await syncMembership(tx, members);
      if (groups && groups.length > 0) await recomputeGroupImpact(tx, groups);
    }
    for (const name of await writeDeviceSnmp(tx, rows)) if (!created.has(name)) updated.add(name);
    for (const name of created) updated.delete(name);
    return {
      created: created.size,
      updated: updated.size,
      unchanged: rows.length - created.size - updated.size,
      changed: [...created, ...updated],
    };
  });
}

export interface RetireOutcome {
  retired: string[];
  /** Names already retired: a repeated retire changes nothing. */
  alreadyRetired: string[];
  /** Names of no device, active or retired. */
  unknown: string[];
}

/**
 * Takes devices out of the fleet without losing their history: the row moves to
 * retired_devices, active alerts are cleared into the archive as any clear is, membership goes
 * and the groups are recounted. Archived alerts, change log, audit and syslog keep the name;
 * what hangs off the live device (SNMP settings, poll state, interfaces, metrics, PAM schedule)
 * goes with it.
 */
export async function retireDevices(db: Kysely<DB>, names: readonly string[], opts: { at: number; by: string }): Promise<RetireOutcome> {
  if (names.length === 0) return { retired: [], alreadyRetired: [], unknown: [] };
  return inTransaction(db, async (tx) => {
    // Lock in name order, as every writer of several devices does, so two retires cannot deadlock.
    const live = await sql<{ name: string }>`
      SELECT d.name FROM ${namesTable(names)} JOIN devices d ON d.name = n.name ORDER BY d.name FOR UPDATE OF d`.execute(tx);
    const retired = live.rows.map((r) => r.name);
    if (retired.length > 0) {
      await clearDeviceAlerts(tx, retired, opts.at);
      const groups = await sql<{ group_id: number }>`
        SELECT DISTINCT group_id FROM device_group_members WHERE device_name = ANY(${retired}::text[])`.execute(tx);
      await sql`
        INSERT INTO retired_devices (name, retired_at, retired_by, row)
        SELECT d.name, ${opts.at}::bigint, ${opts.by}, to_jsonb(d) - 'tile_x' - 'tile_y' FROM ${namesTable(retired)} JOIN devices d ON d.name = n.name
        ON CONFLICT (name) DO UPDATE SET retired_at = excluded.retired_at, retired_by = excluded.retired_by, row = excluded.row`.execute(tx);
      await sql`DELETE FROM devices d USING ${namesTable(retired)} WHERE d.name = n.name`.execute(tx);
      if (groups.rows.length > 0)
        await recomputeGroupImpact(
          tx,
          groups.rows.map((g) => g.group_id),
        );
    }
    const gone = new Set(retired);
    const rest = names.filter((n) => !gone.has(n));
    const before =
      rest.length === 0
        ? []
        : (
            await sql<{ name: string }>`
      SELECT name FROM retired_devices WHERE name = ANY(${rest}::text[])`.execute(tx)
          ).rows.map((r) => r.name);
    const known = new Set(before);
    return { retired, alreadyRetired: before, unknown: rest.filter((n) => !known.has(n)) };
  });
}
