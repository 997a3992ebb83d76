import { availability, outageColor, type PowerOutageAnswer, type PowerOutageGroup } from '@nms/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

interface AreaRow {
  geoid: string;
  name: string;
  state: string;
  outages: number;
  tracked: number;
  updated_at: number | string;
}

/** One row per county as the feed wrote it (migration 010). */
export const countyStatement = sql<AreaRow>`
  SELECT geoid, name, state_name AS state, outage_count AS outages, tracked_count AS tracked, updated_at
    FROM power_outages ORDER BY geoid`;

/** One row per state: the sums of its counties, newest write of any of them. */
export const stateStatement = sql<AreaRow>`
  SELECT state_geoid AS geoid, state_name AS name, state_name AS state,
         sum(outage_count)::int AS outages, sum(tracked_count)::int AS tracked, max(updated_at) AS updated_at
    FROM power_outages GROUP BY state_geoid, state_name ORDER BY state_geoid`;

export const outageStatement = (groupBy: PowerOutageGroup) => (groupBy === 'stateName' ? stateStatement : countyStatement);

/**
 * es/geo-map/power-outage/realtime: the outage layer's feature properties per state or county.
 * About 3,200 counties at most, summed in SQL, so it is read fresh on every call.
 */
export async function powerOutages(db: Kysely<DB>, groupBy: PowerOutageGroup): Promise<PowerOutageAnswer> {
  const { rows } = await outageStatement(groupBy).execute(db);
  let updatedAt = 0;
  const data = rows.map((r) => {
    updatedAt = Math.max(updatedAt, Number(r.updated_at));
    const percent = availability(r.outages, r.tracked);
    return {
      NAME: r.name,
      OUTAGE_COUNT: r.outages,
      TRACKED_COUNT: r.tracked,
      AVAILABILITY: percent,
      COLOR: outageColor(percent),
      STATE: r.state,
      GEOID: r.geoid,
    };
  });
  return { data, updated_at: updatedAt };
}
