import { CMDB_COLLECTIONS, type CmdbCollection, type CmdbRecord } from '@nms/contract';
import { deriveCmdb, type CmdbFleetGroup } from '@nms/simulator';
import { sql } from 'kysely';
import { insertRow, type Db } from '../../modules/cmdb';

/**
 * Reference data for a fresh fleet, as a CMDB import would write it: the simulator derives the
 * records from the fleet's own values (one GROUP BY of the devices), and they are inserted through
 * the repository, parents first, names resolved to the keys just stored. Does nothing when any
 * CMDB table has rows, so a restart (or a second call) never doubles or overwrites an operator's data.
 */
export async function seedCmdb(db: Db): Promise<number> {
  const existing = await sql<{ n: number }>`
    SELECT (${sql.join(
      CMDB_COLLECTIONS.map((c) => sql`(SELECT count(*) FROM (SELECT 1 FROM ${sql.table(c)} LIMIT 1) x)`),
      sql` + `,
    )})::int AS n`.execute(db);
  if (existing.rows[0].n > 0) return 0;
  const { rows } = await sql<CmdbFleetGroup>`
    SELECT data_center AS "dataCenter", sat_name AS "satName", beamid, hns_service AS "hnsService", nocid,
           service_type AS "serviceType", count(*)::int AS devices
    FROM devices
    GROUP BY data_center, sat_name, beamid, hns_service, nocid, service_type`.execute(db);
  const seed = deriveCmdb(rows);
  let written = 0;

  /** Inserts the records and answers name -> key of what it stored. */
  const write = async (c: CmdbCollection, key: string, records: CmdbRecord[]) => {
    const ids = new Map<string, number>();
    for (const r of records) {
      const row = await insertRow(db, c, r);
      ids.set(String(r.name ?? r.a_circuit_id), row[key] as number);
      written++;
    }
    return ids;
  };
  const id = (ids: Map<string, number>, name: string) => ids.get(name) ?? null;

  const locations = await write('svi_hughes_locations', 'location_id', seed.locations);
  const ems = await write('svi_hughes_ems', 'ems_id', seed.ems);
  const tops = await write('svi_hughes_toplevel_services', 'toplevel_service_id', seed.toplevelServices);
  await write(
    'svi_hughes_service_instances',
    'service_instance_id',
    seed.serviceInstances.map(({ ems: e, toplevelService, ...r }) => ({
      ...r,
      ems_id: id(ems, e),
      toplevel_service_id: id(tops, toplevelService),
    })),
  );
  const datacenters = await write(
    'svi_hughes_datacenters',
    'datacenter_id',
    seed.datacenters.map(({ location, ...r }) => ({
      ...r,
      location_id: id(locations, location),
    })),
  );
  const satellites = await write('svi_hughes_satellites', 'satellite_id', seed.satellites);
  const inroutes = await write(
    'svi_hughes_inroutes',
    'inroute_id',
    seed.inroutes.map(({ satellite, datacenter, ...r }) => ({
      ...r,
      satellite_id: id(satellites, satellite),
      datacenter_id: id(datacenters, datacenter),
    })),
  );
  await write(
    'svi_hughes_outroutes',
    'outroute_id',
    seed.outroutes.map(({ inroute, ...r }) => ({ ...r, inroute_id: id(inroutes, inroute) })),
  );
  await write('svi_hughes_circuits', 'circuit_id', seed.circuits);
  return written;
}
