import { sql } from 'kysely';
import type { Db } from './repository';

/**
 * Device counts behind the overview's status bars, in one aggregate over the devices that reported
 * in the window. A device reports when the feed writes its row: rs_updated_at (epoch ms) is the
 * time of that write (the inventory's upsert, or a state change the live feed makes), and its index
 * makes the window a range scan. The fleet's own fields place a device: data_center is the
 * datacenter's name, beamid the inroute's name, hns_service the service instance's name.
 */

/** States 1..5 (Critical..Normal, contract severity); anything else counts as Unknown (4). */
export type StateCounts = [number, number, number, number, number];

export interface HierarchyCounts {
  /** datacenter name -> counts */
  datacenters: Map<string, StateCounts>;
  /** datacenter name -> beam id -> counts */
  beams: Map<string, Map<string, StateCounts>>;
  /** datacenter name -> hns_service -> counts */
  services: Map<string, Map<string, StateCounts>>;
}

interface CountRow {
  data_center: string;
  beamid: string | null;
  hns_service: string | null;
  by_beam: number;
  by_service: number;
  state: number;
  n: number;
}

const empty = (): StateCounts => [0, 0, 0, 0, 0];

function add(map: Map<string, StateCounts>, key: string, state: number, n: number) {
  const counts = map.get(key) ?? empty();
  counts[state - 1] += n;
  map.set(key, counts);
}

function nested(map: Map<string, Map<string, StateCounts>>, outer: string): Map<string, StateCounts> {
  const inner = map.get(outer) ?? new Map<string, StateCounts>();
  map.set(outer, inner);
  return inner;
}

/** One GROUP BY GROUPING SETS query: per datacenter, per (datacenter, beam) and per (datacenter, service). */
export async function hierarchyCounts(db: Db, datacenters: readonly string[], fromMs: number, toMs: number): Promise<HierarchyCounts> {
  const out: HierarchyCounts = { datacenters: new Map(), beams: new Map(), services: new Map() };
  if (datacenters.length === 0) return out;
  const { rows } = await sql<CountRow>`
    SELECT data_center, beamid, hns_service, (1 - grouping(beamid))::int AS by_beam, (1 - grouping(hns_service))::int AS by_service, state, count(*)::int AS n
    FROM (
      SELECT data_center, beamid, hns_service, CASE WHEN state BETWEEN 1 AND 5 THEN state ELSE 4 END AS state
      FROM devices
      WHERE rs_updated_at BETWEEN ${fromMs} AND ${toMs} AND data_center = ANY(${[...datacenters]}::text[])
    ) reported
    GROUP BY GROUPING SETS ((data_center, state), (data_center, beamid, state), (data_center, hns_service, state))`.execute(db);
  for (const r of rows) {
    if (r.by_beam) {
      if (r.beamid !== null) add(nested(out.beams, r.data_center), r.beamid, r.state, r.n);
    } else if (r.by_service) {
      if (r.hns_service !== null) add(nested(out.services, r.data_center), r.hns_service, r.state, r.n);
    } else {
      add(out.datacenters, r.data_center, r.state, r.n);
    }
  }
  return out;
}
