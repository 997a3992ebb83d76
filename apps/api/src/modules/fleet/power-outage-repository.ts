import type { PowerOutageRecord } from '@nms/simulator';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

const CHUNK = 1000;

/**
 * Writes power outage rows as the feed delivers them: one row per county, replaced when the
 * county's numbers change; updated_at is the time of the feed's write.
 */
export async function upsertPowerOutages(db: Kysely<DB>, rows: readonly PowerOutageRecord[], at: number): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows
      .slice(i, i + CHUNK)
      .map((r) => sql`(${r.geoid}, ${r.name}, ${r.stateGeoid}, ${r.stateName}, ${r.tracked}, ${r.outages}, ${at})`);
    await sql`INSERT INTO power_outages (geoid, name, state_geoid, state_name, tracked_count, outage_count, updated_at)
      VALUES ${sql.join(values)}
      ON CONFLICT (geoid) DO UPDATE SET name = excluded.name, state_geoid = excluded.state_geoid, state_name = excluded.state_name,
        tracked_count = excluded.tracked_count, outage_count = excluded.outage_count, updated_at = excluded.updated_at`.execute(db);
  }
}
