import { SEVERITY_LABEL, type MaintenanceImpactEvents } from '@nms/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The impact preview's counts, each one aggregate statement over the target's devices (no rows are
 * streamed): the condition is the compiled Lucene query or the name list (target-repository.ts).
 */

export interface TypeCount {
  type: string | null;
  devices: number;
}

/** Devices, distinct customers (nmd) and devices by Device Type (productCategory), in one pass. */
export const countStatement = (where: RawBuilder<SqlBool>) =>
  sql<{ type: string | null; total: number; devices: number; customers: number }>`
    SELECT product_category AS type, GROUPING(product_category)::int AS total, count(*)::int AS devices,
      count(DISTINCT nmd) FILTER (WHERE nmd <> '')::int AS customers
    FROM devices WHERE ${where}
    GROUP BY GROUPING SETS ((product_category), ())`;

export async function countTarget(db: Kysely<DB>, where: RawBuilder<SqlBool>): Promise<{ devices: number; customers: number; byType: TypeCount[] }> {
  const { rows } = await countStatement(where).execute(db);
  const all = rows.find((r) => r.total === 1);
  const byType = rows
    .filter((r) => r.total === 0)
    .map((r) => ({ type: r.type, devices: r.devices }))
    .sort((a, b) => b.devices - a.devices || (a.type ?? '').localeCompare(b.type ?? ''));
  return { devices: all?.devices ?? 0, customers: all?.customers ?? 0, byType };
}

/**
 * Devices of the target in a group with an active network event (a device's network events are its
 * groups' events, as on Device Details): how many, their events, and the first few, most events first.
 * The target is MATERIALIZED so it meets the event members in a hash join: joined by name, the
 * planner probes the name trigram index per member (22 ms each at 1M devices), not the primary key.
 */
export const eventsStatement = (where: RawBuilder<SqlBool>, sample = 10) =>
  sql<{ name: string; events: number; state: number | null; devices: number; total: number }>`
    WITH ev AS (SELECT group_id, count(*)::int AS n FROM network_events WHERE active GROUP BY group_id),
    hit AS (
      SELECT m.device_name, sum(ev.n)::int AS events FROM device_group_members m JOIN ev ON ev.group_id = m.group_id
      GROUP BY m.device_name
    ),
    d AS MATERIALIZED (SELECT name, state FROM devices WHERE ${where})
    SELECT d.name, hit.events, d.state, (count(*) OVER ())::int AS devices, (sum(hit.events) OVER ())::int AS total
    FROM hit JOIN d ON d.name = hit.device_name
    ORDER BY hit.events DESC, d.name
    LIMIT ${sample}`;

export async function targetEvents(db: Kysely<DB>, where: RawBuilder<SqlBool>): Promise<MaintenanceImpactEvents> {
  const { rows } = await eventsStatement(where).execute(db);
  return {
    devices: rows[0]?.devices ?? 0,
    events: rows[0]?.total ?? 0,
    sample: rows.map((r) => ({ name: r.name, events: r.events, severity: r.state === null ? null : (SEVERITY_LABEL[r.state] ?? null) })),
  };
}

/** Names of a list that match no device. */
export async function unknownNames(db: Kysely<DB>, names: string[]): Promise<string[]> {
  if (!names.length) return [];
  const { rows } = await sql<{ name: string }>`
    SELECT n AS name FROM unnest(${names}::text[]) AS n WHERE NOT EXISTS (SELECT 1 FROM devices d WHERE d.name = n) ORDER BY n`.execute(db);
  return rows.map((r) => r.name);
}

/** Every device in a group with an active network event and how many it carries, most first (the index path filters them). */
export async function eventDevices(db: Kysely<DB>): Promise<{ name: string; events: number }[]> {
  const { rows } = await sql<{ name: string; events: number }>`
    WITH ev AS (SELECT group_id, count(*)::int AS n FROM network_events WHERE active GROUP BY group_id)
    SELECT m.device_name AS name, sum(ev.n)::int AS events FROM device_group_members m JOIN ev ON ev.group_id = m.group_id
    GROUP BY m.device_name
    ORDER BY events DESC, name`.execute(db);
  return rows;
}
