import type { Customer } from './customers';
import { drawHanStatus, type HanStatus } from './han-transport';
import { DATACENTERS, GATEWAYS, SATELLITES, beamId, beamsPerSatellite, napByTransport, pollersOf, type NapSource, type Satellite } from './network';
import { Rng } from './prng';
import { siteService, type ServiceRecord } from './services';
import type { LocationRecord } from './sink';
import { US_CITIES, timezoneOf } from './us-cities';

/** Everything the devices of one site share: customer, place, datacenter, transports, HA set-up. */
export interface SiteContext {
  customer: Customer;
  siteNo: number;
  siteIndex: number;
  siteType: string;
  location: LocationRecord;
  hnsLocationId: string;
  timezone: string;
  dataCenter: string;
  gwid: string;
  vpgw: string;
  poller: string;
  provisionStatus: string;
  dslNap: NapSource;
  cableNap: NapSource;
  lteNap: NapSource;
  sat: Satellite;
  beam: string;
  han: string;
  cpehan: string;
  userdef2: string | null;
  gwidDivCurrent: string | null;
  aaCfOpermode: number | null;
  aaVirtualSiteId: string | null;
  subCustomerId: string | null;
  /** Link state of the primary and backup transport; only HAN sites (han 'Enabled') have one. */
  hanStatus: HanStatus | null;
  /** The managed service the site is provisioned under (services.ts). */
  service: ServiceRecord;
}

const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Washington Blvd',
  'Commerce Pkwy',
  'Highway 50',
  'Market St',
  'Industrial Rd',
  'Lincoln Ave',
  'Park Rd',
  'Airport Blvd',
  'Center St',
  'Elm St',
  'Route 9',
  'Ridge Rd',
  'Broadway',
  'Church St',
  'Mill Rd',
];
const REGIONS: Record<string, string> = {
  East: 'NY PA NJ MA CT RI NH VT ME MD DE DC VA WV NC SC GA FL',
  West: 'CA OR WA NV AZ UT ID MT WY CO NM AK HI',
};

const regionOf = (state: string): string => Object.entries(REGIONS).find(([, s]) => s.split(' ').includes(state))?.[0] ?? 'Central';

export function buildSite(seed: number, size: number, customer: Customer, siteNo: number, siteIndex: number): SiteContext {
  const rng = Rng.of(seed, 'site', customer.index, siteNo);
  // A customer is regional: most of its sites sit in a few home cities, some anywhere.
  const home = Rng.of(seed, 'home', customer.index);
  const city = rng.chance(0.6) ? US_CITIES[(home.int(0, US_CITIES.length - 1) + rng.int(0, 7)) % US_CITIES.length] : rng.pick(US_CITIES);
  const dc = rng.weighted(DATACENTERS.map((d) => [d, d.weight] as const));
  const sat = rng.weighted(SATELLITES.map((s) => [s, s.weight] as const));
  const diversity = rng.chance(0.08);
  const hanState = rng.weighted([
    ['Enabled', 0.2],
    ['Disabled', 0.4],
    ['Currently Unavailable', 0.4],
  ] as const);
  const opermode = rng.chance(0.5) ? 3 : 4;
  const location: LocationRecord = {
    customerLocationId: `CL${100_000_000 + siteIndex}`,
    address: `${rng.int(10, 9899)} ${rng.pick(STREETS)}`,
    city: city.city,
    stateUSA: city.state,
    zip: city.zip,
    latitude: Math.round((city.lat + rng.float(-0.25, 0.25)) * 1e5) / 1e5,
    longitude: Math.round((city.lng + rng.float(-0.3, 0.3)) * 1e5) / 1e5,
    plsiteid: `PL${String(3_000_000 + siteIndex * 3 + rng.int(0, 2))}`,
  };
  return {
    customer,
    siteNo,
    siteIndex,
    siteType: rng.pick(customer.profile.siteTypes),
    location,
    hnsLocationId: `HL${String(siteIndex + 1).padStart(8, '0')}`,
    timezone: timezoneOf(city.state),
    dataCenter: dc.code,
    gwid: rng.pick(GATEWAYS[dc.code]),
    vpgw: `VPGW-${dc.code}-0${rng.int(1, 4)}`,
    poller: rng.pick(pollersOf(dc.code)),
    provisionStatus: rng.weighted([
      ['ACTV', 88],
      ['maint', 5],
      ['PEND', 4],
      ['DISC', 2],
      ['SUSP', 1],
    ] as const),
    dslNap: rng.pick(rng.chance(0.8) ? napByTransport('dsl') : napByTransport('fiber')),
    cableNap: rng.pick(napByTransport('cable')),
    lteNap: rng.pick(napByTransport('lte')),
    sat,
    beam: beamId(sat, rng.int(0, beamsPerSatellite(size, sat) - 1)),
    han: hanState,
    cpehan: hanState === 'Enabled' ? rng.pick(['DTSC', 'DTDC']) : rng.chance(0.5) ? 'STSC' : 'Currently Unavailable',
    userdef2: diversity ? 'Diversity' : rng.chance(0.5) ? 'notset' : null,
    gwidDivCurrent: diversity ? rng.pick([...GATEWAYS.GTN, ...GATEWAYS.NLV]) : null,
    aaCfOpermode: customer.profile.key === 'active-path' || customer.profile.key === 'velo-bank' ? opermode : null,
    aaVirtualSiteId: opermode === 4 ? `VS${String(500_000 + siteIndex)}` : 'NotApplicable',
    subCustomerId: customer.index < 12 ? `${customer.nmd}-${regionOf(city.state).toUpperCase()}` : null,
    hanStatus: hanState === 'Enabled' ? drawHanStatus(seed, customer.index, siteNo) : null,
    service: siteService(seed, customer, siteNo),
  };
}
