import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';

/*
 * Aggregates for the network tree and hierarchy. Everything is counted in the database: a group
 * row already holds its member and impacted counts (kept exact by the fleet writers), and the
 * ad-hoc slices are one GROUP BY each over a covering index (migration 009).
 */

export interface GroupRow {
  key: string;
  networkType: string;
  name: string;
  lowLevelGroup: string | null;
  deviceQuery: string;
  threshold: number;
  total: number;
  impacted: number;
}

/** Every group (a few hundred rows: satellites, beams, datacenters, gateways, NAPs, customers). */
export const groupsStatement = () => sql<GroupRow>`
    SELECT g.network_type || ':' || g.name AS key, g.network_type AS "networkType", g.name,
           g.low_level_group AS "lowLevelGroup", g.device_query AS "deviceQuery",
           g.threshold_percent AS threshold, g.total_count AS total, g.impacted_count AS impacted
      FROM device_groups g
     ORDER BY g.network_type, g.name`;

export async function selectGroups(db: Kysely<DB>): Promise<GroupRow[]> {
  return (await groupsStatement().execute(db)).rows;
}

export interface SliceRow {
  value: string;
  total: number;
  impacted: number;
}

/** The columns an ad-hoc slice can split the fleet by, with the condition that bounds it. */
export const SLICES = {
  /** Installed devices by category: the All Devices root counts installed devices only. */
  productCategory: { column: 'product_category', where: sql<SqlBool>`provision_status IS DISTINCT FROM 'PEND'` },
  /** Terrestrial circuits: devices with a DSL / cable / fiber type. */
  dslType: { column: 'dsl_type', where: sql<SqlBool>`dsl_type IS NOT NULL AND dsl_type <> ''` },
  /** Devices with a US state. */
  stateUSA: { column: 'state_usa', where: sql<SqlBool>`state_usa IS NOT NULL AND state_usa <> ''` },
} as const;
export type SliceField = keyof typeof SLICES;

/** Devices and impacted devices (state 1 or 2) per value of a slice column. */
export function sliceStatement(field: SliceField) {
  const { column, where } = SLICES[field];
  const col = sql.ref(column);
  return sql<SliceRow>`
    SELECT coalesce(${col}, '') AS value, count(*)::int AS total,
           (count(*) FILTER (WHERE state IN (1, 2)))::int AS impacted
      FROM devices
     WHERE ${where}
     GROUP BY 1
     ORDER BY 1`;
}

export async function selectSlice(db: Kysely<DB>, field: SliceField): Promise<SliceRow[]> {
  return (await sliceStatement(field).execute(db)).rows;
}

/** Devices and impacted devices matching a compiled Lucene condition (an overlapping union). */
export async function countDevices(db: Kysely<DB>, where: RawBuilder<SqlBool>): Promise<{ total: number; impacted: number }> {
  const { rows } = await sql<{ total: number; impacted: number }>`
    SELECT count(*)::int AS total, (count(*) FILTER (WHERE state IN (1, 2)))::int AS impacted
      FROM devices WHERE ${where}`.execute(db);
  return rows[0] ?? { total: 0, impacted: 0 };
}

export interface KeySeverityRow {
  key: string;
  severity: number;
  n: number;
}

/**
 * Active alerts per group key and severity: an alert carries its device's member_of, so this is
 * what `memberOf:"KEY" AND active:true` counts, for every key in one pass over the active alerts
 * (partial index alerts_active_member_of_idx of migration 009 makes it an index-only scan).
 * The reference for the counters below: tests hold them to it, the bench times it as the SQL floor.
 */
export const activeAlertsByKeyStatement = () => sql<KeySeverityRow>`
    SELECT k.key, a.severity, count(*)::int AS n
      FROM alerts a CROSS JOIN LATERAL unnest(a.member_of) AS k(key)
     WHERE a.active
     GROUP BY 1, 2`;

/**
 * The same counts from the counters the alert triggers keep (migration 027): the folded base plus
 * the deltas not folded yet, summed in one statement. O(keys × severities + pending deltas),
 * whatever the number of alerts; a key whose alerts all left nets to zero and is left out, as
 * the statement above leaves it out.
 */
export const activeAlertCountersStatement = () => sql<KeySeverityRow>`
    SELECT key, severity, sum(n)::int AS n
      FROM (SELECT key, severity, n FROM alert_counts.by_key
            UNION ALL
            SELECT key, severity, n FROM alert_counts.by_key_deltas) c
     GROUP BY 1, 2
    HAVING sum(n) <> 0`;

export async function selectActiveAlertsByKey(db: Kysely<DB>): Promise<KeySeverityRow[]> {
  return (await activeAlertCountersStatement().execute(db)).rows;
}

export interface NmdStateRow {
  nmd: string;
  state: number | null;
  n: number;
}

/** Devices matching a condition per customer (nmd) and state. */
export async function selectNmdStates(db: Kysely<DB>, where: RawBuilder<SqlBool>): Promise<NmdStateRow[]> {
  const { rows } = await sql<NmdStateRow>`
    SELECT coalesce(nmd, '') AS nmd, state, count(*)::int AS n
      FROM devices WHERE ${where}
     GROUP BY 1, 2`.execute(db);
  return rows;
}
