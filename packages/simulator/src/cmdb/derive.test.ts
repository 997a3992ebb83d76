import { compareRouteNames, validateCmdbRecord } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { circuitsBetween, deriveCmdb, type CmdbFleetGroup } from './derive';

const g = (
  dataCenter: string,
  satName: string | null,
  beamid: string | null,
  hnsService: string,
  nocid: string,
  serviceType: string,
  devices: number,
): CmdbFleetGroup => ({ dataCenter, satName, beamid, hnsService, nocid, serviceType, devices });

const FLEET = [
  g('GTN', 'JUPITER 2', 'J2-B001', 'HughesNet Business', 'NNOC', 'Satellite Broadband', 30),
  g('NLV', 'JUPITER 2', 'J2-B001', 'HughesNet Business', 'NNOC', 'Satellite Broadband', 10),
  g('NLV', 'JUPITER 1', 'J1-B002', 'HughesNet Business', 'CRM-ACTV', 'SD-WAN', 12),
  g('NLV', null, null, 'Managed SD-WAN', 'FORTIMGR', 'SD-WAN', 50),
  g('CHY', null, null, 'Managed SD-WAN', 'MERAKI', 'SD-WAN', 5),
  g('CHY', null, null, 'Managed Voice', 'NNOC', 'Managed Voice', 3),
];

describe('deriveCmdb', () => {
  const seed = deriveCmdb(FLEET);

  it('names datacenters, satellites, inroutes and service instances by the fleet values', () => {
    expect(seed.datacenters.map((d) => d.name)).toEqual(['CHY', 'GTN', 'NLV']);
    expect(seed.satellites.map((s) => s.name)).toEqual(['JUPITER 1', 'JUPITER 2']);
    expect(seed.inroutes.map((i) => i.name)).toEqual(['J1-B002', 'J2-B001']);
    expect(seed.serviceInstances.map((s) => s.name)).toEqual(['HughesNet Business', 'Managed SD-WAN', 'Managed Voice']);
  });

  it('puts each datacenter at its city and lists the services its devices have', () => {
    expect(seed.locations.map((l) => [l.name, l.state])).toEqual([
      ['Cheyenne', 'WY'],
      ['Germantown', 'MD'],
      ['North Las Vegas', 'NV'],
    ]);
    expect(seed.locations[0]).toMatchObject({ latitude: 41.14, longitude: -104.8202, zip: '82001', country: 'USA' });
    expect(seed.datacenters.find((d) => d.name === 'NLV')).toMatchObject({
      location: 'North Las Vegas',
      services: ['HughesNet Business', 'Managed SD-WAN'],
    });
  });

  it('takes the dominant datacenter, satellite, EMS and service type by device count', () => {
    expect(seed.inroutes.find((i) => i.name === 'J2-B001')).toEqual({ name: 'J2-B001', satellite: 'JUPITER 2', datacenter: 'GTN' });
    expect(seed.serviceInstances.find((s) => s.name === 'Managed SD-WAN')).toMatchObject({ ems: 'FortiManager', toplevelService: 'SD-WAN' });
    expect(seed.serviceInstances.find((s) => s.name === 'HughesNet Business')).toMatchObject({
      ems: 'Hughes NMS',
      toplevelService: 'Satellite Broadband',
    });
    expect(seed.ems.map((e) => e.name)).toEqual(['FortiManager', 'Hughes NMS']);
    expect(seed.toplevelServices.map((t) => [t.name, t.type])).toEqual([
      ['Managed Voice', 'Voice'],
      ['SD-WAN', 'Managed Network'],
      ['Satellite Broadband', 'Connectivity'],
    ]);
  });

  it('gives every inroute an outroute with a numeric frequency, named so the route sort matters', () => {
    const many = deriveCmdb(
      Array.from({ length: 12 }, (_, i) =>
        g('GTN', 'JUPITER 3', `J3-B${String(i + 1).padStart(3, '0')}`, 'HughesNet Business', 'NNOC', 'Satellite Broadband', 4),
      ),
    );
    const names = many.outroutes.map((o) => o.name);
    expect(names.slice(0, 3)).toEqual(['OR1', 'OR2', 'OR3']);
    expect([...names].sort()).not.toEqual([...names].sort(compareRouteNames));
    for (const o of many.outroutes) expect(Number.isFinite(o.frequency)).toBe(true);
  });

  it('builds records the shared CMDB rules accept', () => {
    for (const l of seed.locations) expect(validateCmdbRecord('svi_hughes_locations', l)).toBeUndefined();
    for (const c of seed.circuits) expect(validateCmdbRecord('svi_hughes_circuits', c)).toBeUndefined();
    for (const s of seed.satellites) expect(validateCmdbRecord('svi_hughes_satellites', s)).toBeUndefined();
    for (const e of seed.ems) expect(validateCmdbRecord('svi_hughes_ems', e)).toBeUndefined();
  });

  it('is the same on every run', () => {
    expect(deriveCmdb([...FLEET].reverse())).toEqual(seed);
  });
});

describe('circuitsBetween', () => {
  it('rings the datacenters: none for one, one for two, n for n', () => {
    expect(circuitsBetween(['GTN'])).toEqual([]);
    expect(circuitsBetween(['GTN', 'NLV']).map((c) => c.a_circuit_id)).toEqual(['GTN-NLV-001']);
    expect(circuitsBetween(['CHY', 'GTN', 'NLV']).map((c) => [c.a_router, c.z_router])).toEqual([
      ['CHY-CR01', 'GTN-CR01'],
      ['GTN-CR01', 'NLV-CR01'],
      ['NLV-CR01', 'CHY-CR01'],
    ]);
  });
});
