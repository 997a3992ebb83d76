import { NAP_SOURCES, type NapSource } from './network';
import { Rng } from './prng';

/**
 * HAN transports and NAT addresses of a site. A HAN site (han 'Enabled') runs a primary and a
 * backup transport; the active path system reports each one's admin and oper status and which
 * one carries the traffic. Terrestrial access (wireline, LTE) reaches the internet through a
 * carrier NAT, so the site's routers and modems show the public address of each such access;
 * satellite traffic leaves through the operator's own gateway and has no NAT address.
 */

const SAT_NAP = NAP_SOURCES.find((n) => n.code === 'HUGHES-SAT')!;

/** A site's primary access (what its devices ride by default), carrying its second transport. */
export interface SiteNap extends NapSource {
  /** The site's second, distinct access, if its equipment has one. */
  backup: NapSource | null;
}

/** Per-transport link state, drawn once per site so every device of the site agrees. */
export interface HanStatus {
  primaryAdminUp: boolean;
  backupAdminUp: boolean;
  primaryOperUp: boolean;
  backupOperUp: boolean;
}

/** Own stream per site, so adding it left every other simulated value unchanged. */
export function drawHanStatus(seed: number, customerIndex: number, siteNo: number): HanStatus {
  const rng = Rng.of(seed, 'han', customerIndex, siteNo);
  const primaryAdminUp = rng.chance(0.97);
  const backupAdminUp = rng.chance(0.94);
  // A link is only operationally up when it is administratively up.
  const primaryOperUp = primaryAdminUp && rng.chance(0.9);
  const backupOperUp = backupAdminUp && rng.chance(0.95);
  return { primaryAdminUp, backupAdminUp, primaryOperUp, backupOperUp };
}

/**
 * The backup of a HAN site: its second transport when it has one, else (dual transport, single
 * CPE) the CPE's built-in cellular link, or satellite when the primary is itself cellular.
 */
export function hanBackup(primary: NapSource, siteBackup: NapSource | null, lteNap: NapSource): NapSource {
  if (siteBackup) return siteBackup;
  return primary.transport === 'lte' ? SAT_NAP : lteNap;
}

const upDown = (up: boolean) => (up ? 'Up' : 'Down');

export interface HanTransportFields {
  primaryNapSource: string;
  backupNapSource: string;
  transportAdminStatus: string;
  transportOperStatus: string;
  transportInUse: string;
}

/** The five HAN transport fields; traffic fails over to the backup while the primary is down. */
export function hanTransportFields(primary: NapSource, backup: NapSource, s: HanStatus): HanTransportFields {
  return {
    primaryNapSource: primary.code,
    backupNapSource: backup.code,
    transportAdminStatus: `Primary: ${upDown(s.primaryAdminUp)}, Backup: ${upDown(s.backupAdminUp)}`,
    transportOperStatus: `Primary: ${upDown(s.primaryOperUp)}, Backup: ${upDown(s.backupOperUp)}`,
    transportInUse: s.primaryOperUp ? 'Primary' : s.backupOperUp ? 'Backup' : 'None',
  };
}

export const isTerrestrial = (nap: NapSource): boolean => nap.transport !== 'satellite';

/**
 * The public (NAT) address of a site's terrestrial access, in the documentation ranges: wireline
 * in 203.0.113.0/24, cellular in 198.51.100.0/24. Satellite access has none.
 */
export function natAddress(nap: NapSource, siteIndex: number): string | null {
  if (!isTerrestrial(nap)) return null;
  const host = 1 + (siteIndex % 254);
  return nap.transport === 'lte' ? `198.51.100.${host}` : `203.0.113.${host}`;
}

/** What buildDevice needs to know of the site for the HAN and NAT fields. */
export interface TransportSite {
  siteIndex: number;
  lteNap: NapSource;
  hanStatus: HanStatus | null;
}

export type TransportFields = { [K in keyof HanTransportFields]: string | null } & { natIp1: string | null; natIp2: string | null };

/**
 * The HAN and NAT fields of one device. Every device of a HAN site carries the site's transports
 * (the HAN card shows on each). NAT addresses: a terrestrial modem shows its own access's, a
 * router those of the site's terrestrial transports (primary first); everything else has none.
 */
export function transportFields(
  kind: { key: string; productCategory: string },
  ownNap: NapSource,
  siteNap: SiteNap,
  site: TransportSite,
): TransportFields {
  const backup = site.hanStatus ? hanBackup(siteNap, siteNap.backup, site.lteNap) : siteNap.backup;
  const han = site.hanStatus && backup ? hanTransportFields(siteNap, backup, site.hanStatus) : null;
  const modem = kind.key === 'dsl' || kind.key === 'cable' || kind.key === 'lte';
  const links = modem ? [ownNap] : kind.productCategory === 'Router' ? [siteNap, backup] : [];
  const nat = links.flatMap((n) => (n ? [natAddress(n, site.siteIndex)] : [])).filter((a): a is string => a !== null);
  return {
    primaryNapSource: han?.primaryNapSource ?? null,
    backupNapSource: han?.backupNapSource ?? null,
    transportAdminStatus: han?.transportAdminStatus ?? null,
    transportOperStatus: han?.transportOperStatus ?? null,
    transportInUse: han?.transportInUse ?? null,
    natIp1: nat[0] ?? null,
    natIp2: nat[1] ?? null,
  };
}
