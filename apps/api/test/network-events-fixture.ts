import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/schema';
import { recomputeGroupImpact } from '../src/modules/fleet';

/**
 * A hand-made slice of a fleet for the network-event and per-device alert calls: three groups
 * (one name shared by two network types, to test ambiguity), devices in them and one in none,
 * open and closed network events, and alerts of both visibilities, active and archived.
 */
export const T0 = 1_700_000_000_000;
export const DEVICES = [
  { name: 'NE-A1', state: 1, nmd: 'CUSTX', class_name: 'HNS_SatModem', state_usa: 'MD', nap_source: 'HUGHES-SAT' },
  { name: 'NE-A2', state: 2, nmd: 'CUSTX', class_name: 'HNS_SatModem', state_usa: 'VA', nap_source: 'HUGHES-SAT' },
  { name: 'NE-A3', state: 5, nmd: 'CUSTY', class_name: 'HNS_FortiGate', state_usa: 'TX', nap_source: 'ATT-DSL' },
  { name: 'NE-A4', state: 3, nmd: 'CUSTY', class_name: 'HNS_Switch', state_usa: 'CA', nap_source: null },
  { name: 'NE-A5', state: 4, nmd: 'CUSTZ', class_name: 'HNS_Switch', state_usa: 'NY', nap_source: null },
  { name: 'NE-LONELY', state: 5, nmd: 'CUSTZ', class_name: 'HNS_Switch', state_usa: 'NY', nap_source: null },
];
/** Group key -> members. */
export const GROUPS: Record<string, string[]> = {
  'BEAM:B1': ['NE-A1', 'NE-A2', 'NE-A3', 'NE-A4', 'NE-A5'],
  'CUSTOMER:CUSTX': ['NE-A1', 'NE-A2'],
  'DATACENTER:DUP': ['NE-A3'],
  'GATEWAY:DUP': ['NE-A4'],
};
/** [group, impact, case, start, end]: end null = open. */
export const EVENTS: Array<[string, number, string, number, number | null]> = [
  ['BEAM:B1', 60, 'CAS-70000003', T0 + 3000, null],
  ['BEAM:B1', 40, 'CAS-70000001', T0 + 1000, T0 + 2000],
  ['CUSTOMER:CUSTX', 100, 'CAS-70000002', T0 + 2000, null],
  ['DATACENTER:DUP', 25, 'CAS-70000004', T0 + 500, T0 + 900],
  ['GATEWAY:DUP', 30, 'CAS-70000005', T0 + 4000, null],
];

/** [device, severity, active, visibility, notifiedOffset]. */
export const ALERTS: Array<[string, number, boolean, 'External' | 'Internal', number]> = [
  ['NE-A1', 1, true, 'External', 10],
  ['NE-A1', 3, true, 'External', 30],
  ['NE-A1', 2, true, 'Internal', 20],
  ['NE-A1', 4, true, 'External', 40],
  ['NE-A1', 2, false, 'External', 5],
  ['NE-A1', 3, false, 'Internal', 6],
  ['NE-A1', 5, false, 'External', 7],
  ['NE-A2', 1, true, 'External', 50],
];

export async function seedNetworkEvents(db: Kysely<DB>): Promise<void> {
  // member_of is what the feed sends; device_group_members is materialised from it.
  const memberOf = (name: string) => Object.keys(GROUPS).filter((k) => GROUPS[k].includes(name));
  await db
    .insertInto('devices')
    .values(DEVICES.map((d) => ({ ...d, discovered: true, member_of: memberOf(d.name) })))
    .execute();
  for (const [key, members] of Object.entries(GROUPS)) {
    const [networkType, name] = key.split(':');
    const { id } = await db
      .insertInto('device_groups')
      .values({ network_type: networkType, name, low_level_group: null, device_query: `name:${name}`, threshold_percent: 20 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('device_group_members')
      .values(members.map((device_name) => ({ group_id: id, device_name })))
      .execute();
  }
  await recomputeGroupImpact(db);
  for (const [key, impact, caseId, start, end] of EVENTS) {
    await sql`INSERT INTO network_events (group_id, name, impact, case_id, start_time, end_time, active)
      SELECT id, ${key}, ${impact}, ${caseId}, ${start}, ${end}, ${end === null} FROM device_groups
       WHERE network_type || ':' || name = ${key}`.execute(db);
  }
  await db
    .insertInto('alerts')
    .values(
      ALERTS.map(([device, severity, active, visibility, at], i) => ({
        name: `${device}/Event${i}`,
        severity,
        active,
        visibility,
        element_name: device,
        nmd: 'CUSTX',
        event_display_name: `Event ${i}`,
        last_notified_at: T0 + at * 1000,
        cleared_at: active ? null : T0 + at * 1000 + 500,
        count: i + 1,
      })),
    )
    .execute();
}
