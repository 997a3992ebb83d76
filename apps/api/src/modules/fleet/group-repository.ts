import type { GroupRecord } from '@nms/simulator';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/*
 * Device groups and their impact. A device is impacted when its state is 1 (Critical) or
 * 2 (Major): it is down or cannot carry traffic. Counts live on the group row, kept exact by
 * `adjustImpacted` in the same transaction as each device state change, and rebuilt in full by
 * `recomputeGroupImpact` after bulk loads.
 */

/** SQL for a group's `NETWORK_TYPE:name` key, the form devices carry in member_of. */
export const GROUP_KEY_SQL = sql`(g.network_type || ':' || g.name)`;

export const splitGroupKey = (key: string): [string, string] => {
  const at = key.indexOf(':');
  return at < 0 ? [key, ''] : [key.slice(0, at), key.slice(at + 1)];
};

export async function upsertGroups(db: Kysely<DB>, groups: readonly GroupRecord[]): Promise<void> {
  if (groups.length === 0) return;
  await db
    .insertInto('device_groups')
    .values(
      groups.map((g) => ({
        network_type: g.networkType,
        name: g.name,
        low_level_group: g.lowLevelGroup,
        device_query: g.deviceQuery,
        threshold_percent: g.thresholdPercent,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['network_type', 'name']).doUpdateSet((eb) => ({
        low_level_group: eb.ref('excluded.low_level_group'),
        device_query: eb.ref('excluded.device_query'),
        threshold_percent: eb.ref('excluded.threshold_percent'),
      })),
    )
    .execute();
}

/**
 * `unnest(names) AS n(name)`, to join a list of device names to a table. Said as `name =
 * ANY(array)` instead, the planner may take a trigram GIN index (pg_trgm serves equality) for
 * thousands of names: a bitmap scan of every name's trigrams took minutes on a million devices.
 */
export const namesTable = (names: readonly string[]) => sql`unnest(${[...names]}::text[]) AS n(name)`;

/** Group ids by key, for rows that reference groups by key (history, events). */
export async function groupIdsByKey(db: Kysely<DB>): Promise<Map<string, number>> {
  const { rows } = await sql<{ id: number; key: string }>`SELECT g.id, ${GROUP_KEY_SQL} AS key FROM device_groups g`.execute(db);
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** Recounts members and impacted members of the given groups (all when omitted). */
export async function recomputeGroupImpact(db: Kysely<DB>, groupIds?: readonly number[]): Promise<void> {
  const only = groupIds ? sql`AND g.id = ANY(${[...groupIds]}::int[])` : sql``;
  await sql`
    UPDATE device_groups g
       SET total_count = coalesce(c.total, 0), impacted_count = coalesce(c.impacted, 0)
      FROM device_groups g2
      LEFT JOIN (
        SELECT m.group_id, count(*)::int AS total, (count(*) FILTER (WHERE d.state IN (1, 2)))::int AS impacted
          FROM device_group_members m JOIN devices d ON d.name = m.device_name
         GROUP BY m.group_id
      ) c ON c.group_id = g2.id
     WHERE g.id = g2.id ${only}`.execute(db);
}

/**
 * Moves devices in (+1) or out (-1) of the impacted count of every group they belong to. The
 * group rows are locked in id order first so two writers touching overlapping groups cannot deadlock.
 */
export async function adjustImpacted(db: Kysely<DB>, moves: ReadonlyArray<{ name: string; delta: 1 | -1 }>): Promise<void> {
  if (moves.length === 0) return;
  const moved = sql`unnest(${moves.map((m) => m.name)}::text[], ${moves.map((m) => m.delta)}::int[]) AS c(name, delta)`;
  await sql`
    SELECT id FROM device_groups
     WHERE id IN (SELECT m.group_id FROM ${moved} JOIN device_group_members m ON m.device_name = c.name)
     ORDER BY id FOR UPDATE`.execute(db);
  await sql`
    UPDATE device_groups g SET impacted_count = g.impacted_count + s.delta
      FROM (SELECT m.group_id, sum(c.delta)::int AS delta FROM ${moved} JOIN device_group_members m ON m.device_name = c.name GROUP BY m.group_id) s
     WHERE g.id = s.group_id AND s.delta <> 0`.execute(db);
}

/**
 * Makes device_group_members match the member_of keys of the given devices, or of every device
 * when `names` is omitted (bulk load). Returns the ids of groups whose membership may have
 * changed, or null for "all of them" (a bulk sync does not ship millions of ids back).
 */
export async function syncMembership(db: Kysely<DB>, names?: readonly string[]): Promise<number[] | null> {
  // The named devices, driving the joins (a join, not `= ANY`: see namesTable).
  const devices = names ? sql`${namesTable(names)} JOIN devices d ON d.name = n.name` : sql`devices d`;
  const returning = names ? sql`RETURNING m.group_id` : sql``;
  const removed = await sql<{ group_id: number }>`
    DELETE FROM device_group_members m USING device_groups g, ${devices}
     WHERE g.id = m.group_id AND d.name = m.device_name
       AND NOT (${GROUP_KEY_SQL} = ANY(coalesce(d.member_of, '{}')))
    ${returning}`.execute(db);
  const added = await sql<{ group_id: number }>`
    INSERT INTO device_group_members (group_id, device_name)
    SELECT DISTINCT g.id, d.name
      FROM ${devices} CROSS JOIN LATERAL unnest(d.member_of) AS k(key)
      JOIN device_groups g ON ${GROUP_KEY_SQL} = k.key
    ON CONFLICT DO NOTHING
    ${names ? sql`RETURNING group_id` : sql``}`.execute(db);
  if (!names) return null;
  return [...new Set([...removed.rows, ...added.rows].map((r) => r.group_id))];
}

/**
 * Membership of devices just created (state 5, in no group yet) from their member_of, with the
 * groups' member counts moved by what was added: O(new devices), where recomputeGroupImpact
 * would recount every member of every group touched (millions of rows per call on a big fleet).
 * New devices are not impacted, so impacted counts stay. Group rows are locked in id order first,
 * as adjustImpacted does.
 */
export async function addNewMembers(db: Kysely<DB>, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const { rows } = await sql<{ group_id: number; n: number }>`
    WITH added AS (
      INSERT INTO device_group_members (group_id, device_name)
      SELECT DISTINCT g.id, d.name
        FROM ${namesTable(names)} JOIN devices d ON d.name = n.name CROSS JOIN LATERAL unnest(d.member_of) AS k(key)
        JOIN device_groups g ON ${GROUP_KEY_SQL} = k.key
      ON CONFLICT DO NOTHING
      RETURNING group_id)
    SELECT group_id, count(*)::int AS n FROM added GROUP BY group_id ORDER BY group_id`.execute(db);
  if (rows.length === 0) return;
  await sql`SELECT id FROM device_groups WHERE id = ANY(${rows.map((r) => r.group_id)}::int[]) ORDER BY id FOR UPDATE`.execute(db);
  await sql`
    UPDATE device_groups g SET total_count = g.total_count + a.n
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS a(group_id int, n int)
     WHERE g.id = a.group_id`.execute(db);
}

/**
 * Bulk variant for an empty membership table: no de-duplication, no conflict handling (keys in
 * member_of are unique per device), so it is one hash join and a sequential insert.
 */
export async function insertAllMembership(db: Kysely<DB>): Promise<void> {
  await sql`
    INSERT INTO device_group_members (group_id, device_name)
    SELECT g.id, d.name
      FROM devices d CROSS JOIN LATERAL unnest(d.member_of) AS k(key)
      JOIN device_groups g ON ${GROUP_KEY_SQL} = k.key`.execute(db);
}
