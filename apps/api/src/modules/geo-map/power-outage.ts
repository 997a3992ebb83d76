import { availability, outageColor, type PowerOutageAnswer, type PowerOutageGroup } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { selectOutageAreas } from './repository';

/**
 * es/geo-map/power-outage/realtime: the outage layer's feature properties per state or county.
 * About 3,200 counties at most, summed in SQL, so it is read fresh on every call.
 */
export async function powerOutages(db: Kysely<DB>, groupBy: PowerOutageGroup): Promise<PowerOutageAnswer> {
  const rows = await selectOutageAreas(db, groupBy);
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
