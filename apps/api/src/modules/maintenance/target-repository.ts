import { DEVICE_DEFAULT_FIELDS, DEVICE_FIELDS, type MaintenanceTarget } from '@nms/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { compileLucene } from '../../query';

/**
 * A window's devices as a condition on the devices table: the Lucene query through the same
 * compiler as Manage Devices (a bad query is its 400), or the listed names. The condition's columns
 * are unqualified, so it is always applied in a FROM devices of its own.
 */
export function targetCondition(target: MaintenanceTarget): RawBuilder<SqlBool> {
  if (target.kind === 'devices') {
    const names = [...new Set((target.devices ?? []).map((d) => d.trim()).filter(Boolean))];
    // The list as an ARRAY(subquery): given a literal array, the planner prefers the name trigram
    // index (a second per 1,000 names) over the primary key (milliseconds).
    return sql<SqlBool>`name = ANY(ARRAY(SELECT unnest(${names}::text[])))`;
  }
  return compileLucene(target.query ?? '', { fields: DEVICE_FIELDS, defaultFields: DEVICE_DEFAULT_FIELDS });
}

/**
 * Devices of the target the window does not hold yet and that have no PAM schedule still running
 * (an operator's own schedule is theirs: the window leaves that device alone). `nowSec`: unix seconds.
 */
export async function devicesToSuspend(db: Kysely<DB>, windowId: number, target: MaintenanceTarget, nowSec: number): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT t.name FROM (SELECT name FROM devices WHERE ${targetCondition(target)}) t
    WHERE NOT EXISTS (SELECT 1 FROM pam_suspend_schedules s WHERE s.device_name = t.name AND s.end_time > ${nowSec})
      AND NOT EXISTS (SELECT 1 FROM maintenance_window_devices h WHERE h.window_id = ${windowId} AND h.device_name = t.name)
    ORDER BY t.name`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * Devices the window holds that its target no longer names (edited, or the device changed). The
 * target is MATERIALIZED for a hash anti-join: a NOT IN over 100,000 names outgrows work_mem (then
 * it is rescanned per row), and a correlated lookup by name may probe the name trigram index.
 */
export async function heldOutsideTarget(db: Kysely<DB>, windowId: number, target: MaintenanceTarget): Promise<string[]> {
  const { rows } = await sql<{ device_name: string }>`
    WITH t AS MATERIALIZED (SELECT name FROM devices WHERE ${targetCondition(target)})
    SELECT h.device_name FROM maintenance_window_devices h
    WHERE h.window_id = ${windowId} AND NOT EXISTS (SELECT 1 FROM t WHERE t.name = h.device_name)
    ORDER BY h.device_name`.execute(db);
  return rows.map((r) => r.device_name);
}
