import type { DeviceKind } from './device-catalog';
import { memberKeys } from './groups';
import { transportFields, type SiteNap } from './han-transport';
import { NAP_SOURCES, SPECIAL_POLLERS, type NapSource } from './network';
import type { Rng } from './prng';
import { serviceFields } from './services';
import type { DeviceRecord } from './sink';
import type { SiteContext } from './site-factory';

const DAY = 86_400_000;
const SAT_NAP = NAP_SOURCES.find((n) => n.code === 'HUGHES-SAT')!;
const DISCOVERY_ERRORS = [
  'SNMP request timed out after 3 retries',
  'ICMP unreachable: no response from seed IP',
  'Authentication failure: invalid SNMP community',
  'Device not found in DMN inventory',
  'Seed IP not reachable from poller',
  'API credentials rejected by the management system',
  'Duplicate management IP in topology',
];

/** 10.16.0.1 onwards, 250 hosts a /24: unique for 14 million devices. */
export const managementIp = (deviceIndex: number): string =>
  `10.${16 + Math.floor(deviceIndex / 64_000)}.${Math.floor(deviceIndex / 250) % 256}.${1 + (deviceIndex % 250)}`;

function serial(kind: DeviceKind, model: string, rng: Rng): string {
  switch (kind.models[0][2]) {
    case 'FORTINET':
      return `${model.replace(/[^A-Z0-9]/g, '').slice(0, 6)}TK${rng.digits(8)}`;
    case 'CISCO MERAKI':
      return `Q2${rng.pick(['KY', 'PN', 'QW'])}-${rng.digits(4)}-${rng.digits(4)}`;
    case 'HUGHES':
      return `HN${rng.digits(10)}`;
    default:
      return `${model.replace(/[^A-Z0-9]/g, '').slice(0, 4)}${rng.digits(9)}`;
  }
}

/** A transport's own access provider; everything else at the site rides the site's primary one. */
export function napOf(kindKey: string, site: SiteContext, siteNap: NapSource): NapSource {
  if (kindKey === 'vsat') return SAT_NAP;
  if (kindKey === 'lte') return site.lteNap;
  if (kindKey === 'dsl') return site.dslNap;
  if (kindKey === 'cable') return site.cableNap;
  return siteNap;
}

/** Transport kinds by preference as the primary; a Cradlepoint is an LTE router (cellular backup). */
const TRANSPORT_ORDER = ['cable', 'dsl', 'vsat', 'lte', 'cradlepoint'];

/**
 * The access of a site holding these kinds: primary wireline first, then satellite, then LTE;
 * the next distinct transport is its backup.
 */
export function siteNapOf(kinds: readonly string[], site: SiteContext): SiteNap {
  const naps = TRANSPORT_ORDER.filter((k) => kinds.includes(k)).map((k) => (k === 'cradlepoint' ? site.lteNap : napOf(k, site, SAT_NAP)));
  const primary = naps[0] ?? site.lteNap;
  return { ...primary, backup: naps.find((n) => n.code !== primary.code) ?? null };
}

function poller(kind: DeviceKind, nocid: string, provision: string, site: SiteContext, rng: Rng): string {
  if (kind.key === 'polycom') return SPECIAL_POLLERS.notApplicable;
  if (nocid === 'CRM-ACTV') return SPECIAL_POLLERS.unavailable;
  if (provision === 'PEND') return SPECIAL_POLLERS.notSet;
  if ((kind.key === 'wattbox' || kind.key === 'ape' || kind.key === 'display') && rng.chance(0.5)) return SPECIAL_POLLERS.pamOutOfInventory;
  return rng.weighted([
    [site.poller, 96],
    [SPECIAL_POLLERS.notSet, 2],
    [SPECIAL_POLLERS.unavailable, 2],
  ] as const);
}

export interface DeviceInput {
  site: SiteContext;
  kind: DeviceKind;
  /** 1-based number of this kind at the site. */
  n: number;
  deviceIndex: number;
  /** The site's primary access (wireline if any, else satellite, else LTE) and its backup. */
  siteNap: SiteNap;
  /** Name of the site's router (parent of its switches), if any. */
  parentName: string | null;
  customerGroups: ReadonlySet<string>;
  now: number;
  rng: Rng;
}

/** One device row with every column filled as the inventory and the poller would fill it. */
export function buildDevice(i: DeviceInput): DeviceRecord {
  const { site, kind, rng, now } = i;
  const [model, productCode, vendor] = rng.pick(kind.models);
  const name = `${site.customer.nmd}-${String(site.siteNo).padStart(5, '0')}-${kind.role}${i.n}`;
  const nocid = rng.weighted(kind.nocids);
  const provisionStatus = rng.chance(0.97) ? site.provisionStatus : rng.pick(['ACTV', 'maint', 'PEND']);
  const discovered = provisionStatus !== 'PEND' && (nocid === 'CRM-ACTV' ? rng.chance(0.3) : rng.chance(0.96));
  const nap = napOf(kind.key, site, i.siteNap);
  const mgmt = managementIp(i.deviceIndex);
  const hostNo = kind.productCategory === 'Router' ? 1 : 10 + ((i.deviceIndex * 7) % 200);
  const dhcp = (kind.key === 'lte' || kind.key === 'cable') && rng.chance(0.2);
  const lanIp = dhcp ? '{ip}' : `172.${16 + ((site.siteIndex >> 8) % 16)}.${site.siteIndex % 256}.${hostNo}`;
  const fw = rng.pick(kind.firmware);
  const firstAt = now - rng.int(30, 900) * DAY;
  const cellular = kind.key === 'lte' || kind.key === 'cradlepoint';
  const vadb = (kind.key === 'vsat' || kind.key === 'ata') && rng.chance(0.3);
  const suspended = discovered && rng.chance(0.02);
  const isSat = kind.key === 'vsat';
  const wireline = kind.key === 'dsl' || kind.key === 'cable';
  const accelSite = site.aaCfOpermode !== null;
  const d: DeviceRecord = {
    name,
    model,
    productCode,
    productCategory: kind.productCategory,
    productType: kind.productType,
    productFamily: kind.productFamily,
    productGroup: kind.productGroup,
    state: 5,
    siteTypeDescription: site.siteType,
    className: kind.className,
    nmd: site.customer.nmd,
    nocid,
    dmnType: kind.dmnType,
    pamDiscoveryState: discovered ? 'Instantiated' : provisionStatus === 'PEND' ? 'Pending' : 'Failed',
    provisionStatus,
    hnsService: kind.hnsService,
    discovered,
    rsUpdatedAt: now - rng.int(0, 6 * 3600) * 1000,
    poller: poller(kind, nocid, provisionStatus, site, rng),
    oldPoller: rng.chance(0.2) ? `${rng.pick(['GTN', 'NLV'])}-AM-0${rng.int(1, 4)}` : null,
    sam: `INCHARGE-SA-${site.dataCenter}`,
    seedip: rng.chance(0.9) || dhcp ? mgmt : lanIp,
    gwid: site.gwid,
    gwidDivCurrent: site.gwidDivCurrent,
    vpgw: site.vpgw,
    managementIp: mgmt,
    lanIp,
    dataCenter: site.dataCenter,
    diuSerialNum: serial(kind, model, rng),
    vendor,
    napSource: nap.code,
    provider: nap.provider,
    han: site.han,
    cpehan: site.cpehan,
    aaCfOpermode: accelSite ? site.aaCfOpermode : null,
    aaVirtualSiteId: accelSite ? site.aaVirtualSiteId : null,
    eitService_Mode: wireline || isSat || kind.key === 'lte' ? (nap.code === i.siteNap.code ? 'PRIMARY' : 'BACKUP') : 'MANAGED',
    userdef1: `${site.siteType} #${site.siteNo}`,
    userdef2: site.userdef2,
    assetId: rng.chance(0.15) ? 'Currently Unavailable' : `A${rng.digits(9)}`,
    hnsLocationID: site.hnsLocationId,
    hnsCompanyID: site.customer.companyId,
    hnsParentCompanyID: site.customer.parentCompanyId,
    customerLocationId: site.location.customerLocationId,
    plsiteid: site.location.plsiteid,
    psiteid: kind.productCategory === 'Switch' ? (i.parentName && rng.chance(0.9) ? i.parentName : 'notset') : null,
    stateUSA: site.location.stateUSA,
    zip: site.location.zip,
    latitude: site.location.latitude,
    longitude: site.location.longitude,
    vadbPrimaryPhoneNumber: vadb ? (rng.chance(0.1) ? 'Currently Unavailable' : `${rng.int(201, 989)}555${rng.digits(4)}`) : null,
    vadbBackupPhoneNumber: vadb && rng.chance(0.6) ? `${rng.int(201, 989)}555${rng.digits(4)}` : null,
    hNS_VADBStatus: vadb ? rng.pick(['Active', 'Active', 'Inactive', 'Test Failed']) : null,
    lasttesttime: vadb ? now - rng.int(1, 30) * DAY : null,
    lasttestresults: vadb ? rng.pick(['PASS', 'PASS', 'PASS', 'FAIL - no dial tone', 'FAIL - modem did not answer']) : null,
    discoveredFirstAt: provisionStatus === 'PEND' ? 0 : firstAt,
    discoveredLastAt: discovered ? now - rng.int(60, 86_400) * 1000 : provisionStatus === 'PEND' ? 0 : now - rng.int(2, 30) * DAY,
    discoveryDescription: discovered ? null : provisionStatus === 'PEND' ? 'Device not yet installed' : rng.pick(DISCOVERY_ERRORS),
    pamSuspended: suspended,
    pamSuspendStartDate: suspended ? now - rng.int(1, 24) * 3_600_000 : null,
    pamSuspendEndDate: suspended ? now + rng.int(2, 168) * 3_600_000 : null,
    firmwareVersion: fw,
    softwareVersion: `${kind.productFamily} ${fw}`,
    accessMode: kind.accessMode,
    isManaged: nocid !== 'CRM-ACTV',
    isMonitored: discovered && provisionStatus !== 'DISC',
    imei: cellular ? `35${rng.digits(13)}` : null,
    mdn: cellular ? `${rng.int(201, 989)}${rng.digits(7)}` : null,
    timezone: site.timezone,
    vlan:
      kind.key === 'polycom' || kind.key === 'ata'
        ? '200'
        : kind.key === 'media' || kind.key === 'display'
          ? '300'
          : wireline || isSat
            ? null
            : '100',
    vdomEnabled: kind.nocids[0][0] === 'FORTIMGR' ? rng.chance(0.3) : null,
    hanValidation: site.han === 'Enabled' ? rng.pick(['Passed', 'Passed', 'Failed']) : null,
    description: `${kind.productType} ${model} at ${site.siteType} #${site.siteNo} (${site.location.city}, ${site.location.stateUSA})`,
    satName: isSat ? site.sat.name : null,
    beamid: isSat ? site.beam : null,
    dslProvider: wireline ? nap.provider : null,
    dslType: wireline ? (({ dsl: 'VDSL2', cable: 'DOCSIS 3.1', fiber: 'GPON' } as Record<string, string>)[nap.transport] ?? 'ADSL2+') : null,
    subCustomerId: site.subCustomerId,
    memberOf: null,
    ...transportFields(kind, nap, i.siteNap, site),
    ...serviceFields(site.service, i.deviceIndex),
  };
  d.memberOf = memberKeys(
    {
      className: kind.className,
      provisionStatus,
      dataCenter: site.dataCenter,
      gwid: site.gwid,
      napSource: nap.code,
      satName: d.satName as string | null,
      beamid: d.beamid as string | null,
      nmd: site.customer.nmd,
    },
    i.customerGroups,
  );
  return d;
}
