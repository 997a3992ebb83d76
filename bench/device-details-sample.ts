import { sql, type Kysely } from 'kysely';
import type { DB } from '../apps/api/src/db/schema';
import { Rng } from '@nms/simulator';

export interface DetailsSample {
  /** Device names, the same on every run against the same fleet. */
  names: string[];
  /** Search texts: prefixes of names (many prefix matches) and 3-4 characters from inside names. */
  prefixTexts: string[];
  containsTexts: string[];
}

const column = async (db: Kysely<DB>, query: ReturnType<typeof sql<{ name: string }>>) => (await query.execute(db)).rows.map((r) => r.name);

/**
 * 100 devices picked by a fixed hash order (no randomness between runs): 40 from the whole
 * fleet, 40 with other devices at their location, 20 members of a group with an active network
 * event (every simulated device has groups: ALL_DEVICES, its datacenter, gateway, NAP...).
 */
export async function detailsSample(db: Kysely<DB>, seed = 1): Promise<DetailsSample> {
  const any = await column(db, sql`SELECT name FROM devices ORDER BY md5(name || ${`a${seed}`}) LIMIT 40`);
  const crowded = await column(
    db,
    sql`
    SELECT name FROM devices d
     WHERE EXISTS (SELECT 1 FROM devices n WHERE n.customer_location_id = d.customer_location_id AND n.name <> d.name)
     ORDER BY md5(name || ${`b${seed}`}) LIMIT 40`,
  );
  const inEvent = await column(
    db,
    sql`
    SELECT m.device_name AS name FROM device_group_members m
      JOIN network_events e ON e.group_id = m.group_id AND e.active
      JOIN device_groups g ON g.id = m.group_id AND g.network_type NOT IN ('ALL_DEVICES', 'ALL_SATELLITES')
     ORDER BY md5(m.device_name || ${`c${seed}`}) LIMIT 20`,
  );
  const names = [...any, ...crowded, ...inEvent];
  const rng = Rng.of(seed, 'device-details-bench');
  const prefixTexts: string[] = [];
  const containsTexts: string[] = [];
  for (const name of names) {
    const len = rng.int(3, 4);
    prefixTexts.push(name.slice(0, len).toLowerCase());
    const at = rng.int(1, Math.max(1, name.length - len));
    containsTexts.push(name.slice(at, at + len).toLowerCase());
  }
  return { names, prefixTexts, containsTexts };
}
