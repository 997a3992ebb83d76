import { compareRouteNames } from '@nms/contract';
import { CIRCUIT_CARRIERS, emsFacts, satelliteFacts, serviceKind } from './catalog';
import { cmdbLocationOf, type CmdbLocationSeed } from './locations';

/**
 * The CMDB a fleet implies, derived from the fleet's own values so the overview can place every
 * device: datacenters are named as devices.data_center, inroutes as devices.beamid, service
 * instances as devices.hns_service. References are by name here; the writer resolves them to keys.
 */

/** Devices of the fleet counted by the fields the CMDB is cut along (one GROUP BY of the devices table). */
export interface CmdbFleetGroup {
  dataCenter: string | null;
  satName: string | null;
  beamid: string | null;
  hnsService: string | null;
  nocid: string | null;
  serviceType: string | null;
  devices: number;
}

type Named = { name: string };
export interface CmdbSeed {
  locations: CmdbLocationSeed[];
  ems: Array<Named & { host_name: string; notes: string | null }>;
  toplevelServices: Array<Named & { type: string; notes: string | null }>;
  serviceInstances: Array<Named & { type: string; ems: string; toplevelService: string; notes: string | null }>;
  datacenters: Array<Named & { services: string[]; location: string; notes: string | null }>;
  satellites: Array<Named & { external_name: string; services: string; owner: string; orbital_position: number }>;
  inroutes: Array<Named & { satellite: string; datacenter: string }>;
  outroutes: Array<Named & { frequency: number; inroute: string }>;
  circuits: Array<Record<string, string>>;
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Device counts of `value` per `key` over the groups that have both. */
function tally(groups: readonly CmdbFleetGroup[], key: (g: CmdbFleetGroup) => string | null, value: (g: CmdbFleetGroup) => string | null) {
  const out = new Map<string, Map<string, number>>();
  for (const g of groups) {
    const k = key(g);
    const v = value(g);
    if (k === null || v === null) continue;
    const inner = out.get(k) ?? new Map<string, number>();
    inner.set(v, (inner.get(v) ?? 0) + g.devices);
    out.set(k, inner);
  }
  return out;
}

/** The value with the most devices (ties to the first name), e.g. the datacenter most of a beam's sites use. */
const dominant = (counts: Map<string, number>) => [...counts].sort(([a, x], [b, y]) => y - x || byName(a, b))[0][0];
const keysOf = (counts: Map<string, number>) => [...counts.keys()].sort(byName);

export function deriveCmdb(groups: readonly CmdbFleetGroup[]): CmdbSeed {
  const servicesByDc = tally(
    groups,
    (g) => g.dataCenter,
    (g) => g.hnsService,
  );
  const dcCodes = [...new Set(groups.flatMap((g) => (g.dataCenter ? [g.dataCenter] : [])))].sort(byName);
  const emsByService = tally(
    groups,
    (g) => g.hnsService,
    (g) => g.nocid,
  );
  const typeByService = tally(
    groups,
    (g) => g.hnsService,
    (g) => g.serviceType,
  );
  const instanceNames = [...emsByService.keys()].sort(byName);

  const ems = [...new Set(instanceNames.map((s) => dominant(emsByService.get(s)!)))].sort(byName).map((nocid) => emsFacts(nocid));
  const topOf = (s: string) => (typeByService.get(s) ? dominant(typeByService.get(s)!) : 'Managed Service');
  const tops = [...new Set(instanceNames.map(topOf))].sort(byName);
  const locations = dcCodes.map((code, n) => cmdbLocationOf(code, n));

  const beamsDc = tally(
    groups,
    (g) => g.beamid,
    (g) => g.dataCenter,
  );
  const beamsSat = tally(
    groups,
    (g) => g.beamid,
    (g) => g.satName,
  );
  const beamsService = tally(
    groups,
    (g) => g.satName,
    (g) => g.hnsService,
  );
  const beams = [...beamsSat.keys()].sort(compareRouteNames);

  return {
    locations,
    ems: ems.map((e) => ({ name: e.name, host_name: e.host, notes: e.notes || null })),
    toplevelServices: tops.map((name) => ({ name, type: serviceKind(name), notes: null })),
    serviceInstances: instanceNames.map((name) => ({
      name,
      type: 'Production',
      ems: emsFacts(dominant(emsByService.get(name)!)).name,
      toplevelService: topOf(name),
      notes: null,
    })),
    datacenters: dcCodes.map((code, n) => ({
      name: code,
      services: keysOf(servicesByDc.get(code) ?? new Map()),
      location: locations[n].name,
      notes: locations[n].notes as string | null,
    })),
    satellites: [...beamsService.keys()].sort(byName).map((name) => {
      const facts = satelliteFacts(name);
      return {
        name,
        external_name: facts.externalName,
        services: keysOf(beamsService.get(name)!).join(', '),
        owner: facts.owner,
        orbital_position: facts.orbitalPosition,
      };
    }),
    inroutes: beams.map((name) => ({ name, satellite: dominant(beamsSat.get(name)!), datacenter: dominant(beamsDc.get(name)!) })),
    // One forward carrier per inroute; 'OR1'...'OR36' exercise the letters-then-number sort.
    outroutes: beams.map((inroute, k) => ({ name: `OR${k + 1}`, frequency: 19_700 + (k % 40) * 12.5, inroute })),
    circuits: circuitsBetween(dcCodes),
  };
}

/** Backbone circuits around the ring of datacenters (one between two, none for one). */
export function circuitsBetween(codes: readonly string[]): Array<Record<string, string>> {
  const pairs = codes.length < 2 ? [] : codes.length === 2 ? [[codes[0], codes[1]]] : codes.map((a, i) => [a, codes[(i + 1) % codes.length]]);
  return pairs.map(([a, z], i) => ({
    a_circuit_id: `${a}-${z}-${String(i + 1).padStart(3, '0')}`,
    z_circuit_id: `${z}-${a}-${String(i + 1).padStart(3, '0')}`,
    a_lec_id: `LEC${String(880_100 + i * 37)}`,
    z_lec_id: `LEC${String(880_200 + i * 37)}`,
    a_router: `${a}-CR01`,
    z_router: `${z}-CR01`,
    a_port: `xe-0/0/${i}`,
    z_port: `xe-0/0/${i + 1}`,
    services: 'MPLS backbone',
    speed: i % 2 === 0 ? '10 Gbps' : '1 Gbps',
    carrier: CIRCUIT_CARRIERS[i % CIRCUIT_CARRIERS.length],
    status: 'Active',
    notes: `Backbone between ${a} and ${z}.`,
  }));
}
