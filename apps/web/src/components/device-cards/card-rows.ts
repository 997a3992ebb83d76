import type { DeviceDetailsData, NeighborDevice } from '@nms/contract';
import { displayValue } from '../formatters/display-value';
import { formatDate } from '../formatters/format-date';
import { severityLabel } from '../formatters/severity';
import { activePathLabel, eitExtraRows, hanTypeLabel, virtualSiteId } from './display-rules';

/**
 * The label/value rows of the Device Details cards (spec 000 §2), as plain text through the
 * value display mapping of §4. Pure, so every row rule has a unit test; the cards only draw them.
 */
export interface CardRow {
  label: string;
  value: string;
  /** The device field (or source key) the value comes from, for tests and tooltips. */
  field?: string;
}
type Device = DeviceDetailsData['device'];
type Fields = Record<string, unknown>;

const row = (label: string, value: string, field?: string): CardRow => ({ label, value, field });
const blank = (v: unknown) => displayValue(v) === 'Unavailable' || v === 'Currently Unavailable';
/** A device field by name (the row schema is built from the field table): absent reads Unavailable. */
const extra = (device: Device, field: string): unknown => (device as Fields)[field];

/**
 * A HAN transport value: the active path source's key when it has an entry for the device, else
 * the device's own field (a HAN site without an active path mode has no active path record, but
 * the feed stores its transports on every device of the site).
 */
export const hanValue = (device: Device, active: Fields, key: string, field: string): unknown => active[key] ?? extra(device, field);

/** While the device's PAM read is on its way the row says so rather than guess from another source. */
export const PAM_STATUS_LOADING = 'Loading...';

/**
 * Customer Gateway Status: the state of the site's gateway to the customer network: its router
 * (the device itself or one at the same location), else its modem (the device itself first).
 */
export function customerGatewayStatus(device: Device, neighbours: readonly NeighborDevice[]): string {
  const isModem = (category: unknown) => /modem/i.test(String(category ?? ''));
  if (device.productCategory === 'Router') return severityLabel(device.state);
  const router = neighbours.find((n) => n.productCategory === 'Router');
  if (router) return severityLabel(router.state);
  if (isModem(device.productCategory)) return severityLabel(device.state);
  const modem = neighbours.find((n) => isModem(n.productCategory));
  return modem ? severityLabel(modem.state) : 'Unavailable';
}

/**
 * `pamStatus` is the device's PAM status as the PAM form shows it (one query, one derivation:
 * usePamStatus), so the card and the form can never contradict each other.
 */
export function deviceStatusRows(d: DeviceDetailsData, pamStatus: string | undefined): CardRow[] {
  const v = d.device;
  return [
    row('Name', displayValue(v.name), 'name'),
    row('Status', severityLabel(v.state) || 'Unavailable', 'state'),
    row('Device Type', displayValue(v.productCategory), 'productCategory'),
    row('Device Class', displayValue(v.className), 'className'),
    row('Customer ID', displayValue(v.nmd), 'nmd'),
    row('Proactive Monitoring Status', pamStatus ?? PAM_STATUS_LOADING, 'pamSuspended'),
    row('Customer Gateway Status', customerGatewayStatus(v, d.neighbor_devices.data)),
    row('Services', displayValue(v.hnsService), 'hnsService'),
    row('Discovered', displayValue(v.discovered), 'discovered'),
    row('NMP Update Time', formatDate(v.rsUpdatedAt, 'Never'), 'rsUpdatedAt'),
  ];
}

/** userdef2 'Diversity' marks a diversity site (spec 001 §5); only those have a diversity gateway. */
export const isDiversity = (device: Device): boolean => String(device.userdef2 ?? '').toLowerCase() === 'diversity';

/**
 * Network Configuration. Conditional rows: VPN Gateway ID only when the device has one; the two
 * NAT IP rows only when a NAT address is known; Diversity GW only on diversity sites.
 */
export function networkConfigRows(device: Device): CardRow[] {
  const rows = [
    row('Gateway ID', displayValue(device.gwid), 'gwid'),
    row('LAN IP', displayValue(device.lanIp), 'lanIp'),
    row('Management IP', displayValue(device.managementIp), 'managementIp'),
    row('Datacenter', displayValue(device.dataCenter), 'dataCenter'),
    row('Serial Number', displayValue(device.diuSerialNum), 'diuSerialNum'),
  ];
  if (!blank(device.vpgw)) rows.push(row('VPN Gateway ID', displayValue(device.vpgw), 'vpgw'));
  rows.push(row('Vendor', displayValue(device.vendor), 'vendor'), row('Adapter Model', displayValue(device.model), 'model'));
  const nat1 = extra(device, 'natIp1');
  const nat2 = extra(device, 'natIp2');
  if (!blank(nat1) || !blank(nat2)) rows.push(row('NAT IP 1', displayValue(nat1), 'natIp1'), row('NAT IP 2', displayValue(nat2), 'natIp2'));
  rows.push(row('NAP Source', displayValue(device.napSource), 'napSource'));
  if (isDiversity(device)) rows.push(row('Diversity GW', displayValue(device.gwidDivCurrent), 'gwidDivCurrent'));
  return rows;
}

/**
 * Primary and backup NAP source: the device rides its napSource as the primary or the backup
 * transport of the site (eitService_Mode PRIMARY or BACKUP); the active path source may name both.
 */
export function napSources(device: Device, active: Fields): { primary: unknown; backup: unknown } {
  const mode = String(device.eitService_Mode ?? '').toUpperCase();
  return {
    primary: hanValue(device, active, 'PRIMARY_NAP_SOURCE', 'primaryNapSource') ?? (mode === 'BACKUP' ? undefined : device.napSource),
    backup: hanValue(device, active, 'BACKUP_NAP_SOURCE', 'backupNapSource') ?? (mode === 'BACKUP' ? device.napSource : undefined),
  };
}

/** HAN Configuration (shown only when showsHan): DTSC reads Dual Transport Single CPE. */
export function hanRows(device: Device, active: Fields): CardRow[] {
  const nap = napSources(device, active);
  return [
    row('High Availability Network', displayValue(device.han), 'han'),
    row('HAN Type', displayValue(hanTypeLabel(device.cpehan)), 'cpehan'),
    row('Primary NAP Source', displayValue(nap.primary), 'PRIMARY_NAP_SOURCE'),
    row('Backup NAP Source', displayValue(nap.backup), 'BACKUP_NAP_SOURCE'),
    row('Active Path Configuration', activePathLabel(device.aaCfOpermode), 'aaCfOpermode'),
    row('Transport Admin Status', displayValue(hanValue(device, active, 'TRANSPORT_ADMIN_STATUS', 'transportAdminStatus')), 'TRANSPORT_ADMIN_STATUS'),
    row('Transport Oper Status', displayValue(hanValue(device, active, 'TRANSPORT_OPER_STATUS', 'transportOperStatus')), 'TRANSPORT_OPER_STATUS'),
    row('Transport In Use', displayValue(hanValue(device, active, 'TRANSPORT_IN_USE', 'transportInUse')), 'TRANSPORT_IN_USE'),
  ];
}

/** Discovery failed: the device is not discovered and the poller left a reason. */
export const discoveryFailed = (device: Device): boolean => device.discovered !== true && !blank(device.discoveryDescription);

export const AUTO_REMOVAL_NOTE =
  'Note: a device that stays undiscovered for 30 days is removed from monitoring automatically; it returns with its next successful discovery.';

/** Monitoring Configuration: first/last discovered, or the Discovery Error when discovery failed. */
export function monitoringRows(device: Device): CardRow[] {
  const rows = [
    row('Discovered', displayValue(device.discovered), 'discovered'),
    row('Element Management System', displayValue(device.nocid), 'nocid'),
    row('Monitoring Method', displayValue(device.accessMode), 'accessMode'),
    row('SAM', displayValue(device.sam), 'sam'),
    row('Seed IP', displayValue(device.seedip), 'seedip'),
  ];
  if (discoveryFailed(device)) rows.push(row('Discovery Error', displayValue(device.discoveryDescription), 'discoveryDescription'));
  else
    rows.push(
      row('First Discovered', formatDate(device.discoveredFirstAt, 'Never'), 'discoveredFirstAt'),
      row('Last Discovered', formatDate(device.discoveredLastAt, 'Never'), 'discoveredLastAt'),
    );
  return rows;
}

/** VADB Configuration: every missing value reads Unknown (spec 000 §2). */
export function vadbRows(device: Device): CardRow[] {
  const unknown = (v: unknown) => (blank(v) ? 'Unknown' : displayValue(v));
  return [
    row('Primary Phone', unknown(device.vadbPrimaryPhoneNumber), 'vadbPrimaryPhoneNumber'),
    row('Backup Phone', unknown(device.vadbBackupPhoneNumber), 'vadbBackupPhoneNumber'),
    row('Status', unknown(device.hNS_VADBStatus), 'hNS_VADBStatus'),
    row('Last Test Date', blank(device.lasttesttime) ? 'Unknown' : formatDate(device.lasttesttime, 'Never'), 'lasttesttime'),
    row('Last Test Results', unknown(device.lasttestresults), 'lasttestresults'),
  ];
}

/** EIT Production Information: five rows, then vendor/model or product name/category by the asset rule. */
export function eitRows(eit: Fields): CardRow[] {
  return [
    row('Asset ID', displayValue(eit.ASSET_ID), 'ASSET_ID'),
    row('Product Type', displayValue(eit.PRODUCT_TYPE), 'PRODUCT_TYPE'),
    row('Product Family', displayValue(eit.PRODUCT_FAMILY), 'PRODUCT_FAMILY'),
    row('Product Group', displayValue(eit.PRODUCT_GROUP), 'PRODUCT_GROUP'),
    row('Location ID', displayValue(eit.HNS_LOCATION_ID), 'HNS_LOCATION_ID'),
    ...eitExtraRows(eit).map(([label, value]) => row(label, displayValue(value))),
  ];
}

/** Location Information; no location record reads Unavailable in every row. */
export function locationRows(location: DeviceDetailsData['location']): CardRow[] {
  const l: Partial<NonNullable<DeviceDetailsData['location']>> = location ?? {};
  return [
    row('Customer Location ID', displayValue(l.customerLocationId), 'customerLocationId'),
    row('Address', displayValue(l.address), 'address'),
    row('City', displayValue(l.city), 'city'),
    row('State', displayValue(l.stateUSA), 'stateUSA'),
    row('Zip', displayValue(l.zip), 'zip'),
    row('Latitude', displayValue(l.latitude), 'latitude'),
    row('Longitude', displayValue(l.longitude), 'longitude'),
    row('Provider Location ID', displayValue(l.plsiteid), 'plsiteid'),
  ];
}

/** Active Path Information (modes 3 and 4 only): virtual site id in dual mode, else Not Applicable. */
export function activePathRows(device: Device): CardRow[] {
  return [
    row('Virtual Site ID', displayValue(virtualSiteId(device)), 'aaVirtualSiteId'),
    row('Configuration', activePathLabel(device.aaCfOpermode), 'aaCfOpermode'),
  ];
}
