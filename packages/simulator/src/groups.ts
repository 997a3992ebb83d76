import type { Customer } from './customers';
import { DATACENTERS, GATEWAYS, NAP_SOURCES, SATELLITES, beamId, beamsPerSatellite } from './network';
import { Rng } from './prng';

/**
 * Device groups: slices of the fleet whose impact the NOC watches (a datacenter, a satellite,
 * a beam, an access provider, a big customer...). A group's key `NETWORK_TYPE:name` is what a
 * device carries in `memberOf`, and its `deviceQuery` (Lucene) selects the same devices.
 * `lowLevelGroup` names the parent a nested group belongs to (a beam's satellite, a gateway's
 * datacenter), or the long name of a top-level group.
 */
export interface GroupRecord {
  key: string;
  networkType: string;
  name: string;
  lowLevelGroup: string | null;
  deviceQuery: string;
  thresholdPercent: number;
}

export const groupKey = (networkType: string, name: string): string => `${networkType}:${name}`;

/** A Lucene term, quoted unless the value is a plain word. */
export const luceneTerm = (field: string, value: string): string =>
  /^[A-Za-z0-9_.]+$/.test(value) ? `${field}:${value}` : `${field}:"${value.replace(/["\\]/g, '\\$&')}"`;

/** Customers with at least this many devices get a CUSTOMER group. */
export const customerGroupMin = (size: number): number => Math.max(40, Math.round(size * 0.01));

/** Threshold percent per network type: wide groups alarm early, narrow ones need a bigger share. */
const THRESHOLDS: Record<string, readonly number[]> = {
  ALL_DEVICES: [10],
  ALL_SATELLITES: [10],
  SATELLITE: [15],
  DATACENTER: [10, 15],
  GATEWAY: [15, 20],
  NAP_SOURCE: [20, 25],
  BEAM: [20, 25, 30],
  CUSTOMER: [20, 25, 30],
};

export function buildGroups(seed: number, size: number, customers: readonly Customer[]): GroupRecord[] {
  const rng = Rng.of(seed, 'groups');
  const groups: GroupRecord[] = [];
  const add = (networkType: string, name: string, lowLevelGroup: string | null, query: string) => {
    const deviceQuery = query === '*' ? `NOT ${NOT_INSTALLED}` : `${query} AND NOT ${NOT_INSTALLED}`;
    groups.push({
      key: groupKey(networkType, name),
      networkType,
      name,
      lowLevelGroup,
      deviceQuery,
      thresholdPercent: rng.pick(THRESHOLDS[networkType]),
    });
  };

  add('ALL_DEVICES', 'All Devices', null, '*');
  add('ALL_SATELLITES', 'All Satellites', null, 'className:HNS_SatModem');
  for (const sat of SATELLITES) {
    add('SATELLITE', sat.name, null, luceneTerm('satName', sat.name));
    for (let b = 0; b < beamsPerSatellite(size, sat); b++) add('BEAM', beamId(sat, b), sat.name, luceneTerm('beamid', beamId(sat, b)));
  }
  for (const dc of DATACENTERS) {
    add('DATACENTER', dc.code, dc.name, luceneTerm('dataCenter', dc.code));
    for (const gw of GATEWAYS[dc.code]) add('GATEWAY', gw, dc.code, luceneTerm('gwid', gw));
  }
  for (const nap of NAP_SOURCES) add('NAP_SOURCE', nap.code, nap.provider, luceneTerm('napSource', nap.code));
  const min = customerGroupMin(size);
  for (const c of customers) if (c.quota >= min) add('CUSTOMER', c.nmd, c.companyId, luceneTerm('nmd', c.nmd));
  return groups;
}

/**
 * A device not yet installed (provisionStatus PEND) is in no network group: it cannot be
 * impacted by an outage, and its Networks card reads 'This device is not associated to any group.'
 */
const NOT_INSTALLED = 'provisionStatus:PEND';

/** The attributes group membership depends on. */
export interface MembershipAttrs {
  className: string;
  provisionStatus: string;
  dataCenter: string;
  gwid: string;
  napSource: string;
  satName: string | null;
  beamid: string | null;
  nmd: string;
}

/** Keys of the groups a device belongs to; `customerGroups` holds the nmds that have a group. */
export function memberKeys(d: MembershipAttrs, customerGroups: ReadonlySet<string>): string[] {
  if (d.provisionStatus === 'PEND') return [];
  const keys = [
    groupKey('ALL_DEVICES', 'All Devices'),
    groupKey('DATACENTER', d.dataCenter),
    groupKey('GATEWAY', d.gwid),
    groupKey('NAP_SOURCE', d.napSource),
  ];
  if (d.className === 'HNS_SatModem') {
    keys.push(groupKey('ALL_SATELLITES', 'All Satellites'));
    if (d.satName) keys.push(groupKey('SATELLITE', d.satName));
    if (d.beamid) keys.push(groupKey('BEAM', d.beamid));
  }
  if (customerGroups.has(d.nmd)) keys.push(groupKey('CUSTOMER', d.nmd));
  return keys;
}
