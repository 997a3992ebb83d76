import type { DeviceDetailsData, NeighborDevice } from '@nms/contract';
import { formatDate } from '../../../components/formatters/format-date';
import { severityLabel } from '../../../components/formatters/severity';
import { discoveryFailed } from '../../../components/device-cards/card-rows';
import { activePathLabel, hanTypeLabel, virtualSiteId } from '../../../components/device-cards/display-rules';

type Device = DeviceDetailsData['device'];
type Source = DeviceDetailsData['hts_device_details'];
export type Row = readonly [label: string, value: unknown];

/**
 * The device kinds LUMOS's Configuration block tells apart. Spec 000 only says "configuration
 * and reachability per device kind"; the kinds follow what an operator checks first for each:
 * a satellite modem's gateway and beam, a router's WAN and LAN, a switch's or access point's LAN.
 */
export type LumosKind = 'satellite' | 'router' | 'lan' | 'modem' | 'accelerator' | 'voice' | 'other';

const ROUTER_CATEGORIES = ['Router'];
const LAN_CATEGORIES = ['Switch', 'WIFI AP'];
const MODEM_CATEGORIES = ['Wireline Modem', 'Wireless Modem'];
const VOICE_CATEGORIES = ['VOIP Phone', 'VOIP Gateway', 'VOIP ATA'];

export function lumosKind(device: Device): LumosKind {
  const category = String(device.productCategory ?? '');
  if (device.className === 'HNS_SatModem') return 'satellite';
  if (device.className === 'HNS_AccelApp') return 'accelerator';
  if (ROUTER_CATEGORIES.includes(category)) return 'router';
  if (LAN_CATEGORIES.includes(category)) return 'lan';
  if (MODEM_CATEGORIES.includes(category)) return 'modem';
  if (VOICE_CATEGORIES.includes(category)) return 'voice';
  return 'other';
}

export const CONFIGURATION_TITLES: Record<LumosKind, string> = {
  satellite: 'Satellite Configuration',
  router: 'WAN / LAN Configuration',
  lan: 'LAN Configuration',
  modem: 'Broadband Configuration',
  accelerator: 'Active Path Configuration',
  voice: 'Voice Configuration',
  other: 'Configuration',
};

/** The Configuration rows of a kind; satellite rows come from the HTS record when it has one. */
export function configurationRows(kind: LumosKind, device: Device, hts: Source): Row[] {
  const firmware: Row = ['Firmware Version', device.firmwareVersion];
  switch (kind) {
    case 'satellite':
      return [
        ['Satellite', hts.SATELLITE ?? device.satName],
        ['Beam ID', hts.BEAM_ID ?? device.beamid],
        ['Gateway ID', device.gwid],
        ['Diversity GW', device.gwidDivCurrent],
        ['VADB Status', device.hNS_VADBStatus],
        ['Service Mode', device.eitService_Mode],
        ['Software Version', hts.SOFTWARE_VERSION ?? device.firmwareVersion],
      ];
    case 'router':
      return [
        ['WAN Provider', device.provider],
        ['NAP Source', device.napSource],
        ['VPN Gateway ID', device.vpgw],
        ['Gateway ID', device.gwid],
        ['LAN IP', device.lanIp],
        ['VLAN', device.vlan],
        ['HAN', device.han],
        firmware,
      ];
    case 'lan':
      return [['LAN IP', device.lanIp], ['VLAN', device.vlan], ['Controller (NOC ID)', device.nocid], ['Vendor', device.vendor], firmware];
    case 'modem':
      return [
        ['Provider', device.provider],
        ['DSL Provider', device.dslProvider],
        ['DSL Type', device.dslType],
        ['IMEI', device.imei],
        ['MDN', device.mdn],
        ['NAP Source', device.napSource],
        firmware,
      ];
    case 'accelerator':
      return [
        ['Active Path Configuration', activePathLabel(device.aaCfOpermode)],
        ['Virtual Site ID', virtualSiteId(device)],
        ['High Availability Network', device.han],
        ['HAN Type', hanTypeLabel(device.cpehan)],
        ['NAP Source', device.napSource],
        firmware,
      ];
    case 'voice':
      return [['Service', device.hnsService], ['LAN IP', device.lanIp], ['VLAN', device.vlan], firmware];
    default:
      return [['Service', device.hnsService], ['LAN IP', device.lanIp], firmware];
  }
}

/**
 * Reachability: how the NOC reaches the device now. A Polycom phone is polled through the HR
 * voice gateway at its site (spec 000 LUMOS), so its Poller row names that gateway and shows
 * the gateway's poller instead of the phone's own.
 */
export function reachabilityRows(device: Device, polycomVia: NeighborDevice | null): Row[] {
  const poller: Row = polycomVia ? [`Poller (via ${polycomVia.name})`, polycomVia.poller] : ['Poller', device.poller];
  return [
    ['Status', severityLabel(device.state)],
    poller,
    ['Management IP', device.managementIp],
    ['Seed IP', device.seedip],
    ['Monitoring Protocol', device.accessMode],
    ['SAM', device.sam],
    ['Datacenter', device.dataCenter],
    ['Discovered', device.discovered],
    discoveryFailed(device) ? ['Discovery Error', device.discoveryDescription] : ['Last Discovered', formatDate(device.discoveredLastAt, 'Never')],
  ];
}
