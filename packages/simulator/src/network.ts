/**
 * The operator's own network: datacenters (NOCs), satellites and their beams, gateways, access
 * providers (NAP sources) and monitoring pollers. Devices reference these by id, and device
 * groups are cut along them.
 */
export interface Datacenter {
  code: string;
  name: string;
  weight: number;
}

export const DATACENTERS: readonly Datacenter[] = [
  { code: 'GTN', name: 'Germantown, MD', weight: 40 },
  { code: 'NLV', name: 'North Las Vegas, NV', weight: 35 },
  { code: 'CHY', name: 'Cheyenne, WY', weight: 10 },
  { code: 'GBY', name: 'Gaithersburg, MD', weight: 8 },
  { code: 'DAL', name: 'Dallas, TX', weight: 7 },
];

export interface Satellite {
  name: string;
  /** Beam id prefix; beams read `J2-B045`. */
  prefix: string;
  /** Spot beams the real satellite has: the most the generator will use. */
  maxBeams: number;
  weight: number;
}

export const SATELLITES: readonly Satellite[] = [
  { name: 'JUPITER 1', prefix: 'J1', maxBeams: 60, weight: 25 },
  { name: 'JUPITER 2', prefix: 'J2', maxBeams: 138, weight: 35 },
  { name: 'JUPITER 3', prefix: 'J3', maxBeams: 200, weight: 30 },
  { name: 'SPACEWAY 3', prefix: 'S3', maxBeams: 112, weight: 10 },
];

/** Spot beams per satellite for a fleet: about 40 terminals a beam, within the real count. */
export function beamsPerSatellite(fleetSize: number, sat: Satellite): number {
  return Math.max(4, Math.min(sat.maxBeams, Math.round((fleetSize * 0.3) / 160)));
}

export const beamId = (sat: Satellite, n: number): string => `${sat.prefix}-B${String(n + 1).padStart(3, '0')}`;

/** Satellite gateways (earth stations) and terrestrial aggregation gateways, per datacenter. */
export const GATEWAYS: Readonly<Record<string, readonly string[]>> = {
  GTN: ['GTN-GW01', 'GTN-GW02', 'GTN-GW03'],
  NLV: ['NLV-GW01', 'NLV-GW02', 'NLV-GW03'],
  CHY: ['CHY-GW01', 'CHY-GW02'],
  GBY: ['GBY-GW01'],
  DAL: ['DAL-GW01'],
};

/** Access providers ("NAP source") with the carrier name shown as provider. */
export interface NapSource {
  code: string;
  provider: string;
  transport: 'satellite' | 'dsl' | 'cable' | 'fiber' | 'lte';
}

export const NAP_SOURCES: readonly NapSource[] = [
  { code: 'HUGHES-SAT', provider: 'Hughes', transport: 'satellite' },
  { code: 'ATT-DSL', provider: 'AT&T', transport: 'dsl' },
  { code: 'LUMEN-DSL', provider: 'Lumen', transport: 'dsl' },
  { code: 'FRONTIER-DSL', provider: 'Frontier', transport: 'dsl' },
  { code: 'WINDSTREAM-DSL', provider: 'Windstream', transport: 'dsl' },
  { code: 'COMCAST-CABLE', provider: 'Comcast', transport: 'cable' },
  { code: 'SPECTRUM-CABLE', provider: 'Spectrum', transport: 'cable' },
  { code: 'COX-CABLE', provider: 'Cox', transport: 'cable' },
  { code: 'ATT-FIBER', provider: 'AT&T', transport: 'fiber' },
  { code: 'VERIZON-LTE', provider: 'Verizon', transport: 'lte' },
  { code: 'ATT-LTE', provider: 'AT&T', transport: 'lte' },
  { code: 'TMOBILE-LTE', provider: 'T-Mobile', transport: 'lte' },
];

export const napByTransport = (t: NapSource['transport']): NapSource[] => NAP_SOURCES.filter((n) => n.transport === t);

/** Monitoring pollers per datacenter; the special values are what the feed sends for others. */
export const pollersOf = (dc: string): string[] => [1, 2, 3, 4].map((n) => `${dc}-AM-0${n}`);

export const SPECIAL_POLLERS = {
  pamOutOfInventory: 'PAM-ST-OI',
  notSet: 'notset',
  unavailable: 'Currently Unavailable',
  notApplicable: 'NotApplicable',
} as const;
