import { isPolycom, isSatellite, type DeviceDetailsData, type NeighborDevice } from '@nms/contract';

/**
 * The display rules of spec 000 §2 and §4 that decide which cards and rows show. Shared by the
 * Device Details page and LUMOS; pure, so each rule has a unit test.
 */
type Device = DeviceDetailsData['device'];
const CURRENTLY_UNAVAILABLE = 'Currently Unavailable';

/** Active path mode: aaCfOpermode 3 Single CPE Enabled, 4 Dual CPE Enabled, anything else Disabled. */
export function activePathLabel(opermode: unknown): 'Single CPE Enabled' | 'Dual CPE Enabled' | 'Disabled' {
  // null and '' read as 0, so only a real 3 or 4 enables a mode.
  const mode = Number(opermode);
  if (mode === 3) return 'Single CPE Enabled';
  if (mode === 4) return 'Dual CPE Enabled';
  return 'Disabled';
}

/** The Active Path Information card (and LUMOS's operating-mode card) shows only for modes 3 and 4. */
export const showsActivePath = (device: Device): boolean => activePathLabel(device.aaCfOpermode) !== 'Disabled';

/** Virtual site id: shown in dual mode only, otherwise Not Applicable. */
export const virtualSiteId = (device: Device): unknown =>
  activePathLabel(device.aaCfOpermode) === 'Dual CPE Enabled' ? device.aaVirtualSiteId : 'Not Applicable';

/** HAN type: cpehan DTSC means dual transport single CPE. */
export function hanTypeLabel(cpehan: unknown): unknown {
  return cpehan === 'DTSC' ? 'Dual Transport Single CPE' : cpehan;
}

/** Values that mean "no data" (spec 000 §4 display mapping: empty, null, notset, _e) or 'Currently Unavailable'. */
const NO_DATA = new Set(['', 'null', 'notset', '_e', CURRENTLY_UNAVAILABLE]);
const blank = (v: unknown) => v === undefined || v === null || NO_DATA.has(String(v).trim());

/** HAN Configuration card: hidden when han is unavailable ('Currently Unavailable', empty, null, notset, _e). */
export const showsHan = (device: Device): boolean => !blank(device.han);

/** VADB (phone) card: only when the primary phone number is non-null and not 'Currently Unavailable'. */
export const showsVadb = (device: Device): boolean => !blank(device.vadbPrimaryPhoneNumber);

/** EIT Production Information card: only when the EIT source has details for the device. */
export const showsEit = (eit: Record<string, unknown> | null | undefined): boolean => !!eit && Object.keys(eit).length > 0;

/**
 * EIT asset rule: when the asset id reads Currently Unavailable the card adds vendor and model;
 * otherwise product name (productCode) and product category.
 */
export function eitExtraRows(eit: Record<string, unknown>): ReadonlyArray<readonly [string, unknown]> {
  if (eit.ASSET_ID === CURRENTLY_UNAVAILABLE)
    return [
      ['Vendor', eit.VENDOR],
      ['Model', eit.MODEL],
    ];
  return [
    ['Product Name', eit.PRODUCT_CODE],
    ['Product Category', eit.PRODUCT_CATEGORY],
  ];
}

/** Other Devices at this Location: fixed grid height 150 from 5 rows on, else natural height. */
export const SAME_LOCATION_FIXED_HEIGHT = 150;
export const sameLocationHeight = (rows: number): number | undefined => (rows >= 5 ? SAME_LOCATION_FIXED_HEIGHT : undefined);

/** The link of a device name in Other Devices at this Location: the device page, or LUMOS (opening that device) elsewhere. */
export const sameLocationLink = (name: string, onDeviceDetails: boolean): string =>
  onDeviceDetails ? `/device-details/${encodeURIComponent(name)}` : `/lumos?device=${encodeURIComponent(name)}`;

/** LUMOS transport status blocks (spec 000 §2), in display order; each names its action call. */
export type TransportBlock = 'ecm' | 'nnoc' | 'meraki' | 'velocloud' | 'fortilan' | 'ciscoSwitch';
export const TRANSPORT_CALLS: Record<TransportBlock, string> = {
  ecm: 'pingEcm',
  nnoc: 'pingOrCurrentStatus',
  meraki: 'pingOrCurrentStatusMeraki',
  velocloud: 'pingOrCurrentStatusVeloCloud',
  fortilan: 'pingOrCurrentStatusFortilan',
  ciscoSwitch: 'pingInterfaces',
};

const up = (v: unknown) => String(v ?? '').toUpperCase();

export function transportBlocks(device: Device): TransportBlock[] {
  const nocid = up(device.nocid);
  const category = up(device.productCategory);
  const out: TransportBlock[] = [];
  if (nocid === 'ECM') out.push('ecm');
  // NNOC's block is the satellite ping/current status: it applies to the NNOC's satellite modems
  // (the NNOC also watches DSL/LTE modems, phones and ATAs, which have no satellite status).
  if (nocid === 'NNOC' && isSatellite({ name: String(device.name ?? ''), className: device.className as string | null })) out.push('nnoc');
  if (nocid === 'MERAKI' && category === 'ROUTER') out.push('meraki');
  if (nocid === 'VELOCLOUD' && category === 'ROUTER') out.push('velocloud');
  if (category === 'SWITCH' && nocid === 'FORTILAN') out.push('fortilan');
  if (category === 'SWITCH' && nocid === 'TANGOW' && up(device.vendor) === 'CISCO') out.push('ciscoSwitch');
  return out;
}

/** VeloCloud's block shows only when its results are non-empty. */
export const showsTransportResult = (block: TransportBlock, results: unknown): boolean =>
  block !== 'velocloud' || (Array.isArray(results) ? results.length > 0 : !!results && Object.keys(results as object).length > 0);

/**
 * Polycom rule: a device whose model and productCode start with Polycom, with a neighbour whose
 * model and productCode start with HR; that neighbour's poller is kept (the phone is polled through it).
 */
export function polycomNeighbour(device: Device, neighbours: readonly NeighborDevice[]): NeighborDevice | null {
  if (!isPolycom({ name: String(device.name ?? ''), model: device.model as string | null, productCode: device.productCode as string | null }))
    return null;
  return neighbours.find((n) => String(n.model ?? '').startsWith('HR') && String(n.productCode ?? '').startsWith('HR')) ?? null;
}
