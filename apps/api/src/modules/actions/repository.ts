import type { BulkActionDevice } from '@nms/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** What actions read of a device: the rule-table inputs plus what a driver needs to reach it. */
export interface ActionDevice extends BulkActionDevice {
  name: string;
  state: number | null;
  className: string | null;
  managementIp: string | null;
  dmnType: string | null;
}

/** The named devices that exist, in no particular order; callers find the missing ones. */
export async function findActionDevices(db: Kysely<DB>, names: readonly string[]): Promise<ActionDevice[]> {
  if (names.length === 0) return [];
  const { rows } = await sql<ActionDevice>`
    SELECT name, state, class_name AS "className", management_ip AS "managementIp", dmn_type AS "dmnType",
           nocid, discovered, provision_status AS "provisionStatus", poller, userdef2, nmd
    FROM devices
    WHERE name = ANY(${[...names]}::text[])`.execute(db);
  return rows;
}
